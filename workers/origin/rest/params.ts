/** What several REST routes share: the id segment of a path and the ?brand=<key> parameter. */
import { brandByKey } from "../demo/brands";
import { validationFailed } from "../request/errors";
import { violation } from "../rules/validation";

/** Path segment of a REST id (a capture group). */
export const SEGMENT = "([A-Za-z0-9._~-]{1,100})";

/** ?brand=<key>: required and known. */
export function brandParam(url: URL): string {
  return brandParams(url)[0]!;
}

/** ?brand=<key>&brand=<key>…: at least one, each known, each once, in the order given. */
export function brandParams(url: URL): string[] {
  return knownBrandKeys(url.searchParams.getAll("brand"));
}

/** Brand keys asked for (REST ?brand=, a GraphQL argument): at least one, each known, each once, in the order given. */
export function knownBrandKeys(asked: string[], field = "brand"): string[] {
  const brands = [...new Set(asked)];
  if (brands.length === 0 || brands.some((brand) => !brand)) throw validationFailed([violation("REQUIRED", "Kies een merk.", field)]);
  if (brands.some((brand) => !brandByKey(brand))) throw validationFailed([violation("UNKNOWN-BRAND", "Dit merk kennen we niet.", field)]);
  return brands;
}
