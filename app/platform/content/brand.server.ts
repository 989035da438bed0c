import { type Brand, normalizeHost } from "./brand";
import type { Environment } from "../request/env.server";

/** The host the visitor typed: the CDN's `x-ak-inc-host`, else `Host`, else the URL's host. */
export function incomingHost(request: Request): string | null {
  const raw = request.headers.get("x-ak-inc-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  return normalizeHost(raw);
}

/**
 * Exact (case-insensitive, port-less) match against the brands' hosts. `<key>.localhost` aliases
 * exist only on local stacks. Anything else is the brand-less portal: a forged header can never
 * make the portal link to a host outside the brand list.
 */
export function resolveBrand(host: string | null, brands: Brand[], environment: Environment): Brand | null {
  if (!host) return null;
  const exact = brands.find((brand) => brand.hosts.includes(host));
  if (exact) return exact;
  if (environment === "development" || environment === "test") {
    const alias = /^([a-z0-9-]+)\.localhost$/.exec(host)?.[1];
    if (alias) return brands.find((brand) => brand.key === alias) ?? null;
  }
  return null;
}

const hostsOfBrands = new WeakMap<Brand[], ReadonlySet<string>>();

/** Every host an action may be posted from or a redirect may go to (once per brand list: the content cache keeps it while fresh). */
export function knownBrandHosts(brands: Brand[]): ReadonlySet<string> {
  let hosts = hostsOfBrands.get(brands);
  if (!hosts) hostsOfBrands.set(brands, (hosts = new Set(brands.flatMap((brand) => brand.hosts))));
  return hosts;
}
