// Security headers for every response the portal Worker produces. Documents get a CSP with a
// per-response nonce; everything gets HSTS, nosniff, a referrer policy and no framing.

export interface CspSources {
  /** Origins that may serve scripts (SSO session script, consent banner). */
  scriptOrigins: string[];
  /** Origins forms may post or redirect to (the identity provider). */
  formOrigins: string[];
  upgradeInsecure: boolean;
  /** The page may be framed by the portal itself (the webview entry points in /app-integration's preview); else by nobody. */
  frameSelf?: boolean;
}

export function contentSecurityPolicy(nonce: string, sources: CspSources): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${sources.scriptOrigins.join(" ")}`.trim(),
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `form-action 'self' ${sources.formOrigins.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${sources.frameSelf ? "'self'" : "'none'"}`,
  ];
  if (sources.upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function withSecurityHeaders(response: Response, nonce: string, sources: CspSources): Response {
  // Responses from fetch()/Response.redirect() can have immutable headers.
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  const type = headers.get("content-type") ?? "";
  if (type.includes("text/html")) {
    headers.set("content-security-policy", contentSecurityPolicy(nonce, sources));
  } else if (!headers.has("content-security-policy")) {
    headers.set("content-security-policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  }
  headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-frame-options", sources.frameSelf && type.includes("text/html") ? "SAMEORIGIN" : "DENY");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("cross-origin-opener-policy", "same-origin");
  // Every page and API answer is personal or brand-specific: never in a shared cache.
  if (!headers.has("cache-control") || type.includes("text/html")) headers.set("cache-control", "private, no-store");
  return secured;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses cross-origin state-changing requests: a browser always sends `Origin` (or at least
 * `Sec-Fetch-Site`) on such requests; it must name the host the visitor is on.
 */
export function isCrossOriginWrite(request: Request, host: string | null): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin === "null" || !host) return true;
    try {
      return new URL(origin).hostname.toLowerCase() !== host;
    } catch {
      return true;
    }
  }
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}
