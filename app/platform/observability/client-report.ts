import { MAX_STACK_FRAMES, prepareEvent, type QueuedError, serializeEnvelope, TUNNEL_PATH, type ReportEvent, type StackFrame } from "./error-reporting";

// Browser error reporting, lazy part (ADR 29): turns queued errors into Sentry events, scrubs them with
// the same rules as the Worker and posts envelopes to the portal's tunnel, which checks, scrubs again
// and forwards them. No SDK: an event is a small JSON object.

type ReporterWindow = Window & { __moErrors?: QueuedError[]; __moErrorsWake?: () => void };

const MAX_EVENTS_PER_PAGE = 10;
let sent = 0;
const seen = new Set<string>();

/** Chrome/Edge ("    at fn (url:1:2)") and Firefox/Safari ("fn@url:1:2") stacks → frames, oldest first. */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split("\n").slice(0, MAX_STACK_FRAMES + 10)) {
    const chrome = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line);
    const gecko = chrome ? null : /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/.exec(line);
    const match = chrome ?? gecko;
    if (!match) continue;
    frames.push({ function: match[1] || "?", filename: match[2], abs_path: match[2], lineno: Number(match[3]), colno: Number(match[4]), in_app: true });
  }
  return frames.reverse();
}

function eventId(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

export function eventFor(item: QueuedError): ReportEvent {
  const error = item.error instanceof Error ? item.error : null;
  const value = error ? error.message : item.message || (typeof item.error === "string" ? item.error : "Non-Error value");
  return {
    event_id: eventId(),
    timestamp: item.time / 1000,
    platform: "javascript",
    level: "error",
    exception: {
      values: [
        {
          type: error?.name ?? (item.kind === "unhandledrejection" ? "UnhandledRejection" : "Error"),
          value,
          stacktrace: { frames: parseStack(error?.stack) },
          mechanism: { type: item.kind === "error" ? "onerror" : item.kind === "unhandledrejection" ? "onunhandledrejection" : item.kind, handled: item.kind === "boundary" || item.kind === "report" },
        },
      ],
    },
    request: { url: item.url, headers: { "user-agent": navigator.userAgent } },
    tags: { side: "browser" },
  };
}

function send(item: QueuedError) {
  if (sent >= MAX_EVENTS_PER_PAGE) return;
  const event = prepareEvent(eventFor(item));
  if (!event) return;
  const key = `${event.exception?.values?.[0]?.type}:${event.exception?.values?.[0]?.value}`;
  if (seen.has(key)) return;
  seen.add(key);
  sent += 1;
  const body = serializeEnvelope({
    header: { event_id: String(event.event_id), sent_at: new Date().toISOString() },
    items: [{ header: { type: "event" }, payload: JSON.stringify(event) }],
  });
  void fetch(TUNNEL_PATH, { method: "POST", body, keepalive: true, credentials: "omit", headers: { "content-type": "application/x-sentry-envelope" } }).catch(() => {});
}

/** Sends what was queued and every later error as it is queued. */
export function startClientReporter() {
  const w = window as ReporterWindow;
  const drain = () => {
    const queue = w.__moErrors ?? [];
    while (queue.length > 0) send(queue.shift()!);
  };
  w.__moErrorsWake = drain;
  drain();
}
