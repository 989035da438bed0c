// Helpers for tests of forms: a `t` that answers the Dutch default, and FormData from an object.
import type { Translate } from "./translate";

export const fallbackT: Translate = (_key, fallback, values) =>
  values ? fallback.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) : fallback;

export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}
