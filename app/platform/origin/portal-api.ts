// The browser's side of the one origin client (ADR 35): calls to the portal's own same-origin APIs
// (the chat, the contact form's upload links, the moving address lookup), which pass them on to the
// origin through the server's client. Each call has a timeout besides the caller's own signal, so a
// hanging network never leaves a spinner forever; CSP allows only 'self'.

/** How long a browser call may take unless it says otherwise (the chat's long poll does). */
export const PORTAL_API_TIMEOUT_MS = 15_000;

export interface PortalApiInit {
  method?: "GET" | "POST" | "PUT";
  /** A value sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal | undefined {
  // Older webviews lack AbortSignal.timeout or AbortSignal.any: then the caller's signal alone.
  if (typeof AbortSignal.timeout !== "function") return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([signal, timeout]) : signal;
}

/** One call to a same-origin API path; the answer as it came (the caller reads its JSON). */
export function portalApi(path: string, { method = "GET", json, headers = {}, signal, timeoutMs = PORTAL_API_TIMEOUT_MS }: PortalApiInit = {}): Promise<Response> {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`portalApi takes a path on this site, not ${path}`);
  return fetch(path, {
    method,
    headers: { accept: "application/json", ...(json === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: withTimeout(signal, timeoutMs),
  });
}
