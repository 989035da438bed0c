import type { Brand } from "../content/brand";
import type { Translations } from "../content/translations";

// The part of the page props (spec §3) that many requests share: the brand and the page's
// translations are the same objects for every request of a brand, language and set of routes
// (ADR 26). The root loader sends them as one JSON text, serialised once per isolate, instead of
// letting React Router's turbo-stream walk their few hundred values on every request; the shell
// reads them back through `withSharedPageProps` (root-data.ts), which the server answers from
// what it registered and the browser parses once per root data.

/** The brand as the browser needs it: without the host list and the service home's tiles (its own loader sends those). */
export type ClientBrand = Omit<Brand, "hosts" | "serviceTiles">;

export interface SharedPageProps {
  brand: ClientBrand | null;
  translations: Translations;
}

/** The JSON text of SharedPageProps, as the root data carries it. */
export type SharedPagePropsText = string & { readonly __sharedPageProps: true };

/** The root data as the loader returns it: `shared` holds SharedPageProps as text. */
export type WithSharedText<Props> = Props & { shared: SharedPagePropsText };

/** The server's values for each root data object it returned: no parsing back what it just wrote. */
const registered = new WeakMap<object, SharedPageProps>();
const merged = new WeakMap<object, object>();

export function registerSharedPageProps(rootData: object, shared: SharedPageProps): void {
  registered.set(rootData, shared);
}

/** The root data with its shared part in place (the same object for the same root data). */
export function withSharedPageProps<Props extends object>(rootData: WithSharedText<Props>): Omit<Props, "shared"> & SharedPageProps {
  const known = merged.get(rootData);
  if (known) return known as Omit<Props, "shared"> & SharedPageProps;
  const shared = registered.get(rootData) ?? (JSON.parse(rootData.shared) as SharedPageProps);
  const { shared: _text, ...rest } = rootData;
  const result = { ...rest, ...shared };
  merged.set(rootData, result);
  return result;
}
