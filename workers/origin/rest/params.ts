/** What several REST routes share: the id segment of a path and the ?brand=<key> parameter. */
import { brandByKey } from "../brands";
import { validationFailed } from "../errors";
import { violation } from "../validation";

/** Path segment of a REST id (a capture group). */
export const SEGMENT = "([A-Za-z0-9._~-]{1,100})";

/** ?brand=<key>: required and known. */
export function brandParam(url: URL): string {
  const brand = url.searchParams.get("brand");
  if (!brand) throw validationFailed([violation("REQUIRED", "Kies een merk.", "brand")]);
  if (!brandByKey(brand)) throw validationFailed([violation("UNKNOWN-BRAND", "Dit merk kennen we niet.", "brand")]);
  return brand;
}
