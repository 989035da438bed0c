import { contactLink } from "~/platform/content/links";
import { useRootData } from "./root-data";

/** Where "neem contact op" leads for the current brand: the spec's contact link rule (app/platform/content/links.ts). */
export function useContactHref(): string | undefined {
  const root = useRootData();
  const brand = root?.brand;
  return brand ? contactLink(brand, { brandKey: brand.key, host: root.hostName }, root.flags.brand.isContactEnabled) : undefined;
}
