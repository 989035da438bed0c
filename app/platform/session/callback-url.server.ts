import { normalizeHost } from "../content/brand";
import { sameOriginPath } from "../request/same-origin-path";

/**
 * Where a visitor may be sent after login: a same-host path, or an https URL on a known brand host
 * (http on local stacks' own host). Everything else — other hosts, schemes, protocol-relative
 * tricks, credentials, odd ports — becomes "/".
 */
export function safeCallbackUrl(
  raw: string | null | undefined,
  options: { currentOrigin: string; brandHosts: ReadonlySet<string>; allowInsecureLocal: boolean },
): string {
  if (!raw || raw.length > 2048) return "/";
  // Control characters, backslashes and whitespace are how parsers get tricked; refuse them outright.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(raw)) return "/";
  if (raw.startsWith("/")) {
    if (raw.startsWith("//") || raw.startsWith("/%2f") || raw.startsWith("/%2F") || raw.startsWith("/%5c") || raw.startsWith("/%5C")) return "/";
    return sameOriginPath(raw, options.currentOrigin) ?? "/";
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "/";
  }
  if (url.username || url.password) return "/";
  const host = normalizeHost(url.hostname);
  if (!host || host !== url.hostname) return "/";
  if (url.origin === options.currentOrigin && (url.protocol === "https:" || options.allowInsecureLocal)) {
    return url.href;
  }
  if (url.protocol !== "https:" || url.port !== "" || !options.brandHosts.has(host)) return "/";
  return url.href;
}
