import { type Brand, DEFAULT_PRIMARY } from "./brand";

const HEX = /^#[0-9a-fA-F]{6}$/;
const safe = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** The brand's colours as CSS variables; the Panda tokens read them. Values are validated hex only. */
export function brandThemeCss(theme: Brand["theme"] | undefined): string {
  const vars = [
    `--mo-brand-primary:${safe(theme?.primary, DEFAULT_PRIMARY)}`,
    `--mo-brand-on-primary:${safe(theme?.onPrimary, "#1a1a1a")}`,
    `--mo-brand-accent:${safe(theme?.accent, "#8a5a00")}`,
    `--mo-brand-accent-dark:${safe(theme?.accentDark, "#ffd27a")}`,
  ];
  return `:root{${vars.join(";")}}`;
}
