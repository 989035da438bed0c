/** Small HTTP helpers shared by the REST routes, the GraphQL endpoint and the identity provider. */
import { readTextLimited } from "../../../lib/request-body";
import { CLIENT_IP_HEADER, CLIENT_KEY_HEADER } from "../../../contracts/client";
import { timingSafeEqualText } from "./crypto";
import { OriginError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A form post from this origin's own page: not marked cross-site by the browser, and with no Origin or
 * this one ("null", from a sandboxed or privacy-stripped context, is not this origin).
 */
export function isSameOriginPost(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  return origin === null || origin === new URL(request.url).origin;
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** Security headers for every HTML page; `formAction` lists extra origins a form may post/redirect to. */
export function html(body: string, status = 200, { nonce, formAction = [] }: { nonce: string; formAction?: string[] }) {
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action 'self' ${formAction.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": csp,
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      // same-origin, not no-referrer: with no-referrer Chromium posts the login form with
      // `Origin: null`, which the CSRF check (rightly) refuses.
      "referrer-policy": "same-origin",
    },
  });
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Reads a request body up to `limit` bytes as text; null when it is larger (lib/request-body.ts). */
export function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string | null> {
  return readTextLimited(request, limit);
}

/** A JSON body's field as text: "" when it is missing or not a string. */
export const textField = (value: unknown): string => (typeof value === "string" ? value : "");

/** A JSON body's optional text field: null when it is missing, empty or not a string. */
export const optionalTextField = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * A JSON object body (bounded in size): 413 when too large, 400 when it is not an object. With
 * `requireJsonType`, a body not declared as application/json is 415.
 */
export async function readJsonObject(request: Request, { requireJsonType = false }: { requireJsonType?: boolean } = {}): Promise<Record<string, unknown>> {
  if (requireJsonType && !(request.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) throw new OriginError("UNSUPPORTED_MEDIA_TYPE");
  const text = await readBodyText(request);
  if (text === null) throw new OriginError("PAYLOAD_TOO_LARGE");
  try {
    const parsed: unknown = JSON.parse(text || "{}");
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new OriginError("BAD_REQUEST", [{ code: "BAD-REQUEST", message: "De body is geen geldig JSON-object." }]);
}

/** Parses an application/x-www-form-urlencoded body (bounded in size). */
export async function readForm(request: Request): Promise<URLSearchParams | null> {
  const text = await readBodyText(request);
  return text === null ? null : new URLSearchParams(text);
}

export function parseCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
  }
  return cookies;
}

/** The client of every call whose visitor address is not known (not from the portal): one bucket for all of them. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The visitor's address as the portal saw it, when the call proves it comes from the portal (its
 * client key, ORIGIN_CLIENT_KEY); else null. A caller's own claim (a header or a body field without
 * the key) is never believed: a per-client limit would be escaped by making up a new address.
 */
export function portalClientIp(request: Request, env: { ORIGIN_CLIENT_KEY?: string }): string | null {
  const key = request.headers.get(CLIENT_KEY_HEADER);
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim();
  if (!env.ORIGIN_CLIENT_KEY || !key || !ip || ip.length > 64 || !timingSafeEqualText(key, env.ORIGIN_CLIENT_KEY)) return null;
  return ip;
}

/** Where the caller is, as far as the platform tells us (Cloudflare fills these in production). */
export function clientInfo(request: Request): { userAgent: string | null; ip: string | null; country: string | null; city: string | null } {
  const cf = (request as Request & { cf?: { country?: string; city?: string } }).cf;
  return {
    userAgent: request.headers.get("user-agent")?.slice(0, 400) ?? null,
    ip: request.headers.get("cf-connecting-ip") ?? null,
    country: cf?.country ?? null,
    city: cf?.city ?? null,
  };
}
