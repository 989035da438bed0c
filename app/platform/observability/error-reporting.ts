// Error reporting rules shared by the Worker (toucan-js), the monitoring tunnel and the lazily loaded
// browser reporter (spec §8, §9; ADR 29). Pure functions on Sentry-shaped events: no SDK here.

export const MAX_STACK_FRAMES = 50;
export const MAX_BREADCRUMBS = 100;
/** Spec §9. Neither toucan-js nor the browser reporter profiles or records sessions: stated for the record. */
export const PROFILES_SAMPLE_RATE = 0.5;
export const REPLAYS_SESSION_SAMPLE_RATE = 0;
/** The monitoring tunnel's path and its body limit (an envelope with one scrubbed event is a few KiB). */
export const TUNNEL_PATH = "/api/monitoring";
export const TUNNEL_MAX_BYTES = 64 * 1024;

/** Spec §8: HTTP status → trace status. */
export function traceStatus(status: number): string {
  if (status >= 100 && status < 400) return "ok";
  const exact: Record<number, string> = {
    401: "unauthenticated", 403: "permission_denied", 404: "not_found", 409: "already_exists",
    413: "failed_precondition", 429: "resource_exhausted", 499: "cancelled",
    501: "unimplemented", 503: "unavailable", 504: "deadline_exceeded",
  };
  if (exact[status]) return exact[status];
  if (status >= 400 && status < 500) return "invalid_argument";
  return "internal_error";
}

/**
 * Spec §9: transactions are sampled at 1 on /betaalservice…, /app-integration and in acceptance and test
 * (and on a developer's machine), 0.0005 otherwise. Error events are never sampled away.
 */
export function traceSampleRate(path: string, environment: string): number {
  if (environment !== "production") return 1;
  if (path.startsWith("/betaalservice") || path === "/app-integration" || path.startsWith("/app-integration/")) return 1;
  return 0.0005;
}

// --- Scrubbing -------------------------------------------------------------------------------------

const FILTERED = "[Filtered]";
/** Keys whose values are personal or secret wherever they appear (headers, extra, contexts, data). */
const SENSITIVE_KEY =
  /pass|secret|token|auth|cookie|session|csrf|e-?mail|phone|telefoon|mobile|iban|bic|account.?number|^(name|naam)$|(given|family|first|last|full|display|user|sur)_?name|voornaam|achternaam|address|adres|street|straat|postcode|postal|zip|birth|geboorte|signature|api.?key|^key$|^code$|^ip(_address)?$/i;
/** Contexts the SDKs fill with facts about the runtime (their `name` is a browser's or runtime's name). */
const SYSTEM_CONTEXTS = new Set(["trace", "runtime", "os", "browser", "device", "cloud_resource", "culture", "app"]);

const TEXT_RULES: [RegExp, string][] = [
  // Credentials first, so their values are not half-matched by later rules.
  [/\b(Bearer|Basic)\s+[\w.~+/-]+=*/gi, "$1 [token]"],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, "[token]"],
  // key=value (query strings, cookies) and "key":"value" (JSON) pairs of secrets and names.
  [/\b([\w-]*(?:token|secret|password|session|cookie|code|key|sig|signature|state)[\w-]*)(=|":\s*")([^&\s;"',}]+)/gi, `$1$2${FILTERED}`],
  [/\b((?:given|family|first|last|full|display|user|sur)?_?name|voornaam|achternaam|naam)(=|":\s*"|:\s+)([^&;"',}\n]+)/gi, `$1$2[name]`],
  [/[\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi, "[email]"],
  // IBAN: country code, check digits, then letters/digits in groups of four (spaced or not).
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/gi, "[iban]"],
  // Phone numbers: international (+31 6 …, 0032 …) and Dutch/Belgian national (06-12345678, 020 123 4567).
  [/(?:\+|\b00)\d{1,3}[\s.-]?(?:\(0\)[\s.-]?)?\d(?:[\s.-]?\d){6,12}\b/g, "[phone]"],
  [/\b0\d(?:[\s.-]?\d){7,9}\b/g, "[phone]"],
];

/** Replaces e-mail addresses, IBANs, phone numbers, tokens and name fields in free text. */
export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_RULES) result = result.replace(pattern, replacement);
  return result;
}

/** A URL without query and fragment (they carry tokens, codes and e-mail addresses), path scrubbed. */
export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubText(cut === -1 ? url : url.slice(0, cut));
}

/** Deep copy with sensitive keys filtered and every string scrubbed; depth- and size-limited. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value.length > 2000 ? `${value.slice(0, 2000)}…` : value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= 5) return FILTERED;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 100)) {
    out[key] = SENSITIVE_KEY.test(key) ? FILTERED : scrubValue(item, depth + 1);
  }
  return out;
}

/** Request headers worth keeping; everything else (cookies, authorization, forwarded IPs) is dropped. */
const KEPT_HEADERS = new Set(["accept", "accept-language", "content-type", "user-agent", "x-ak-inc-host", "host"]);

export interface StackFrame {
  filename?: string;
  abs_path?: string;
  module?: string;
  function?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
  vars?: unknown;
  pre_context?: unknown;
  context_line?: unknown;
  post_context?: unknown;
}
interface Stacktrace {
  frames?: StackFrame[];
}
interface ExceptionValue {
  type?: string;
  value?: string;
  module?: string;
  stacktrace?: Stacktrace;
  mechanism?: unknown;
}
interface Breadcrumb {
  message?: string;
  category?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}
/** The fields of a Sentry event these rules read or write; anything else is kept as it is. */
export interface ReportEvent {
  type?: string;
  message?: string | { message?: string; formatted?: string; params?: unknown[] };
  logentry?: { message?: string; params?: unknown[] };
  exception?: { values?: ExceptionValue[] };
  threads?: unknown;
  stacktrace?: Stacktrace;
  breadcrumbs?: Breadcrumb[];
  request?: { url?: string; method?: string; headers?: Record<string, string>; cookies?: unknown; query_string?: unknown; data?: unknown; env?: unknown };
  user?: { id?: string | number; [key: string]: unknown };
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  transaction?: string;
  server_name?: string;
  [key: string]: unknown;
}

function trimFrames(stacktrace: Stacktrace | undefined) {
  if (!stacktrace?.frames) return;
  // Sentry orders frames oldest first: the throwing frame is the last one and stays.
  stacktrace.frames = stacktrace.frames.slice(-MAX_STACK_FRAMES).map((frame) => {
    const { vars: _vars, pre_context: _pre, context_line: _line, post_context: _post, ...rest } = frame;
    return {
      ...rest,
      ...(rest.filename ? { filename: scrubUrl(rest.filename) } : {}),
      ...(rest.abs_path ? { abs_path: scrubUrl(rest.abs_path) } : {}),
    };
  });
}

function frames(event: ReportEvent): StackFrame[] {
  return [...(event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? []), ...(event.stacktrace?.frames ?? [])];
}

/** The third-party media-services script (a partner's player) throws on its own; its events are dropped. */
export function isMediaServicesEvent(event: ReportEvent): boolean {
  return frames(event).some((frame) => /media-services/i.test(`${frame.filename ?? ""} ${frame.abs_path ?? ""} ${frame.module ?? ""}`));
}

/** Redirects are control flow (a thrown redirect Response), not errors (spec §8). */
export function isRedirectEvent(event: ReportEvent): boolean {
  return (event.exception?.values ?? []).some(
    (value) =>
      /redirect/i.test(value.type ?? "") ||
      (/^(Response|ErrorResponse(Impl)?)$/.test(value.type ?? "") && /\b3\d\d\b|redirect/i.test(value.value ?? "")) ||
      /^(Object captured as exception with keys: .*\blocation\b|redirect\b)/i.test(value.value ?? ""),
  );
}

/** A route path with identifiers and tokens replaced, usable as a transaction name. */
export function transactionName(method: string, path: string): string {
  const segments = path.split("/").map((segment) => (/\d|^[\w-]{20,}$|@|%40/.test(segment) ? ":id" : segment));
  return `${method} ${segments.join("/") || "/"}`;
}

function scrubMessage(message: ReportEvent["message"]): ReportEvent["message"] {
  if (typeof message === "string") return scrubText(message);
  if (!message) return message;
  return { ...(message.message ? { message: scrubText(message.message) } : {}), ...(message.formatted ? { formatted: scrubText(message.formatted) } : {}) };
}

export function scrubBreadcrumb<B extends Breadcrumb>(breadcrumb: B): B {
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: scrubText(breadcrumb.message) } : {}),
    ...(breadcrumb.data ? { data: scrubValue(breadcrumb.data) as Record<string, unknown> } : {}),
  };
}

/**
 * The one place every event passes before it leaves the portal: drops redirects and media-services
 * events, removes personal data, keeps at most 50 frames and 100 breadcrumbs. Returns null to drop.
 */
export function prepareEvent<E extends ReportEvent>(event: E): E | null {
  if (isRedirectEvent(event) || isMediaServicesEvent(event)) return null;
  const out: E = { ...event };
  if (out.message !== undefined) out.message = scrubMessage(out.message);
  if (out.logentry) out.logentry = { message: scrubText(out.logentry.message ?? "") };
  if (out.exception?.values) {
    out.exception = {
      values: out.exception.values.map((value) => {
        const copy = { ...value, ...(value.value ? { value: scrubText(value.value) } : {}) };
        if (copy.stacktrace) {
          copy.stacktrace = { ...copy.stacktrace };
          trimFrames(copy.stacktrace);
        }
        return copy;
      }),
    };
  }
  if (out.stacktrace) {
    out.stacktrace = { ...out.stacktrace };
    trimFrames(out.stacktrace);
  }
  delete out.threads;
  if (out.breadcrumbs) out.breadcrumbs = out.breadcrumbs.slice(-MAX_BREADCRUMBS).map(scrubBreadcrumb);
  if (out.request) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(out.request.headers ?? {})) {
      if (KEPT_HEADERS.has(name.toLowerCase())) headers[name] = scrubText(String(value));
    }
    out.request = {
      ...(out.request.method ? { method: out.request.method } : {}),
      ...(out.request.url ? { url: scrubUrl(out.request.url) } : {}),
      headers,
    };
  }
  if (out.user) out.user = out.user.id !== undefined ? { id: out.user.id } : undefined;
  if (!out.user) delete out.user;
  for (const key of ["extra", "contexts", "tags"] as const) {
    if (out[key]) out[key] = scrubValue(out[key]) as Record<string, unknown>;
  }
  // System contexts (trace ids and status, runtime, browser) keep their shape; their strings are scrubbed.
  for (const [key, value] of Object.entries(event.contexts ?? {})) {
    if (key === "trace") out.contexts!.trace = value; // ids (hex, which text rules could mistake for IBANs) and a status
    else if (SYSTEM_CONTEXTS.has(key) && value && typeof value === "object") {
      out.contexts![key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? scrubText(v) : v]));
    }
  }
  if (out.transaction) out.transaction = scrubText(out.transaction);
  return out;
}

// --- Envelopes -------------------------------------------------------------------------------------

export interface Dsn {
  publicKey: string;
  host: string;
  projectId: string;
  /** Where envelopes for this DSN go. */
  envelopeUrl: string;
}

/** `https://<key>@<host>/<project>` → its parts and envelope endpoint; null when malformed. */
export function parseDsn(dsn: string | undefined): Dsn | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split("/").filter(Boolean).pop();
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(projectId)).replace(/\/$/, "");
    return {
      publicKey: url.username,
      host: url.host,
      projectId,
      envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`,
    };
  } catch {
    return null;
  }
}

export interface EnvelopeItem {
  header: { type?: string; [key: string]: unknown };
  payload: string;
}
export interface Envelope {
  header: { dsn?: string; event_id?: string; [key: string]: unknown };
  items: EnvelopeItem[];
}

/** Parses Sentry's newline-delimited envelope format (item payloads by length or up to the next newline). */
export function parseEnvelope(text: string): Envelope | null {
  try {
    let position = text.indexOf("\n");
    const header = JSON.parse(position === -1 ? text : text.slice(0, position)) as Envelope["header"];
    const items: EnvelopeItem[] = [];
    while (position !== -1 && position < text.length - 1) {
      const start = position + 1;
      const headerEnd = text.indexOf("\n", start);
      if (headerEnd === -1) break;
      const itemHeader = JSON.parse(text.slice(start, headerEnd)) as EnvelopeItem["header"];
      const length = typeof itemHeader.length === "number" ? itemHeader.length : undefined;
      // Lengths count UTF-8 bytes; the events this portal sends are checked against the byte limit before.
      const payloadEnd = length !== undefined ? byteOffset(text, headerEnd + 1, length) : text.indexOf("\n", headerEnd + 1);
      const end = payloadEnd === -1 ? text.length : payloadEnd;
      items.push({ header: itemHeader, payload: text.slice(headerEnd + 1, end) });
      position = text.indexOf("\n", end) === end ? end : -1;
    }
    if (!header || typeof header !== "object" || Array.isArray(header)) return null;
    return { header, items };
  } catch {
    return null;
  }
}

function byteOffset(text: string, from: number, bytes: number): number {
  const encoder = new TextEncoder();
  let index = from;
  let count = 0;
  while (index < text.length && count < bytes) {
    const codePoint = text.codePointAt(index)!;
    const char = String.fromCodePoint(codePoint);
    count += encoder.encode(char).length;
    index += char.length;
  }
  return index;
}

export function serializeEnvelope(envelope: Envelope): string {
  return [JSON.stringify(envelope.header), ...envelope.items.flatMap((item) => [JSON.stringify({ ...item.header, length: undefined }), item.payload])].join("\n");
}

/** An error the page queued for the browser reporter (app/shell/error-reporter.tsx queues, client-report.ts sends). */
export interface QueuedError {
  kind: "error" | "unhandledrejection" | "boundary" | "report";
  error?: unknown;
  message?: string;
  url: string;
  time: number;
}
