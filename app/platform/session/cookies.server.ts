// Cookie helpers: every portal cookie is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ —
// except the spec's named, non-secret cookies (dc_myaccount, below), which keep their names.

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds?: number): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "Secure", "HttpOnly", "SameSite=Lax"];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join("; ");
}

export function expireCookie(name: string): string {
  return serializeCookie(name, "", 0);
}

/**
 * `dc_myaccount` (spec §7): the account id as the analytics user fallback, for the data layer before the
 * account loads and for the brand's tag manager. Not HttpOnly on purpose (the tag manager reads it);
 * it holds no secret and is never used for authorisation. A year, Secure, SameSite=Lax.
 */
export function analyticsUserCookie(accountId: string): string {
  return `dc_myaccount=${encodeURIComponent(accountId)}; Path=/; Secure; SameSite=Lax; Max-Age=${365 * 24 * 3600}`;
}

/**
 * `mo-site-language` (spec §7): nl | be, the language variant of texts, dates and amounts before login;
 * after login it follows the account's preference. Readable by scripts (the brand's app may set it before
 * it opens a webview), a year, Secure, SameSite=Lax. Expired with `value: null`.
 */
export function siteLanguageCookie(value: "nl" | "be" | null): string {
  return `mo-site-language=${value ?? ""}; Path=/; Secure; SameSite=Lax; Max-Age=${value ? 365 * 24 * 3600 : 0}`;
}
