/** The identity provider's own cookies: the SSO session and the login form's CSRF nonce. */
import { hmacSha256, randomToken, timingSafeEqualText } from "../request/crypto";
import { isSameOriginPost, parseCookies } from "../request/http";

export const SSO_COOKIE = "mo_idp_sso";
export const CSRF_COOKIE = "mo_idp_csrf";
export const SSO_TTL_SECONDS = 30 * 24 * 60 * 60;

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * The cookie's name as this request's scheme allows it: on https `__Host-` (the browser then insists on
 * Secure, Path=/ and no Domain, so no other host, not even a subdomain, can set or overwrite it); a
 * local http stack cannot set such a cookie and uses the bare name.
 */
export function cookieName(request: Request, name: string): string {
  return isHttps(request) ? `__Host-${name}` : name;
}

export function setCookie(request: Request, name: string, value: string, maxAgeSeconds: number, sameSite = "Lax"): string {
  return `${cookieName(request, name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${isHttps(request) ? "; Secure" : ""}`;
}

export function clearCookie(request: Request, name: string): string {
  return setCookie(request, name, "", 0);
}

export function readCookie(request: Request, name: string): string | null {
  return parseCookies(request).get(cookieName(request, name)) ?? null;
}

/**
 * CSRF protection of the login form: a random nonce in an HttpOnly SameSite=Lax cookie and
 * HMAC(secret, nonce) in a hidden field. Another site can neither read the cookie nor forge the
 * field; cross-origin posts are refused on their Origin/Sec-Fetch-Site as well. Lax, not Strict:
 * the login page is reached through a cross-site redirect chain, and Chromium does not store a
 * Strict cookie set there.
 */
export async function csrfForForm(request: Request, secret: string): Promise<{ token: string; setCookie: string | null }> {
  const existing = readCookie(request, CSRF_COOKIE);
  const nonce = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomToken();
  return {
    token: await hmacSha256(secret, `csrf:${nonce}`),
    setCookie: nonce === existing ? null : setCookie(request, CSRF_COOKIE, nonce, 60 * 60, "Lax"),
  };
}

/** A page with a form: rendered with this browser's CSRF token, its cookie set when it is new. */
export async function withCsrfForm(request: Request, secret: string, page: (csrfToken: string) => Response): Promise<Response> {
  const csrf = await csrfForForm(request, secret);
  const response = page(csrf.token);
  if (csrf.setCookie) response.headers.append("set-cookie", csrf.setCookie);
  return response;
}

export async function isValidCsrf(request: Request, secret: string, token: string | null): Promise<boolean> {
  if (!isSameOriginPost(request)) return false;
  const nonce = readCookie(request, CSRF_COOKIE);
  if (!nonce || !token) return false;
  return timingSafeEqualText(await hmacSha256(secret, `csrf:${nonce}`), token);
}
