import { readCookie, serializeCookie, expireCookie } from "../session/cookies.server";
import { sign, verify } from "../session/crypto.server";
import { sameOriginPath } from "../request/same-origin-path";

// Preview mode: entered only with the PREVIEW_SECRET, held in a signed, expiring cookie.
export const PREVIEW_COOKIE = "__Host-mo-preview";
const PREVIEW_SECONDS = 60 * 60;

export async function isPreview(request: Request, sessionSecret: string, now = Date.now()): Promise<boolean> {
  const payload = await verify(readCookie(request, PREVIEW_COOKIE), sessionSecret);
  const expiresAt = payload?.startsWith("preview:") ? Number(payload.slice("preview:".length)) : NaN;
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export async function previewCookie(sessionSecret: string, now = Date.now()): Promise<string> {
  return serializeCookie(PREVIEW_COOKIE, await sign(`preview:${now + PREVIEW_SECONDS * 1000}`, sessionSecret), PREVIEW_SECONDS);
}

export const exitPreviewCookie = () => expireCookie(PREVIEW_COOKIE);

/** Compares secrets without leaking their length or content through timing. */
export async function secretMatches(given: string | null, expected: string): Promise<boolean> {
  if (!given) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(given)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < left.length; i++) diff |= left[i]! ^ right[i]!;
  return diff === 0;
}

/** Only a same-host path, judged after normalising: `/pad?x` yes; `//host`, `/\host`, `/.//host`, absolute URLs no. */
export function safeLocalPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return "/";
  return sameOriginPath(value, "https://portal.invalid", { withHash: false }) ?? "/";
}
