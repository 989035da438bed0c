import {
  parseDsn,
  parseEnvelope,
  prepareEvent,
  serializeEnvelope,
  traceSampleRate,
  TUNNEL_MAX_BYTES,
  type EnvelopeItem,
  type ReportEvent,
} from "./error-reporting";
import type { PortalEnv } from "../request/env.server";
import { releaseOf, reportingEnvironment } from "./report.server";
import { readBodyLimited } from "../origin/request-body.server";

// POST /api/monitoring (ADR 29): the browser reporter's envelopes, checked, scrubbed again and
// forwarded to the configured DSN. The browser never learns the DSN; a page of another site cannot
// use the portal to write into the project.

const text = (body: string, status: number) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/** Same origin only: the browser says so in Origin (fetch POSTs always carry it) or Sec-Fetch-Site. */
function sameOrigin(request: Request, host: string | null): boolean {
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  if (origin === null || origin === "null") return false;
  try {
    const url = new URL(origin);
    return url.host === new URL(request.url).host || (host !== null && url.hostname.toLowerCase() === host);
  } catch {
    return false;
  }
}

export async function handleMonitoringTunnel(
  request: Request,
  env: PortalEnv,
  host: string | null,
  waitUntil: (promise: Promise<unknown>) => void,
  random: () => number = Math.random,
): Promise<Response> {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
  if (!sameOrigin(request, host)) return text("Alleen voor deze website.", 403);
  const body = await readBodyLimited(request, TUNNEL_MAX_BYTES);
  if (body === null) return text("Te groot.", 413);
  const envelope = parseEnvelope(body);
  if (!envelope) return text("Ongeldige envelope.", 400);

  const target = parseDsn(env.SENTRY_DSN);
  if (!target) return new Response(null, { status: 204 });
  if (envelope.header.dsn !== undefined) {
    // An envelope addressed to another DSN or project is not the portal's to forward.
    const claimed = parseDsn(String(envelope.header.dsn));
    if (!claimed || claimed.host !== target.host || claimed.projectId !== target.projectId || claimed.publicKey !== target.publicKey) {
      return text("Onbekend project.", 403);
    }
  }

  const environment = reportingEnvironment(env);
  const items: EnvelopeItem[] = [];
  for (const item of envelope.items) {
    // Error events and transactions only: no attachments, sessions, replays or profiles from browsers.
    if (item.header.type !== "event" && item.header.type !== "transaction") continue;
    let event: ReportEvent;
    try {
      event = JSON.parse(item.payload) as ReportEvent;
    } catch {
      return text("Ongeldige envelope.", 400);
    }
    if (!event || typeof event !== "object") return text("Ongeldige envelope.", 400);
    if (item.header.type === "transaction") {
      const path = event.request?.url ? new URL(event.request.url, request.url).pathname : "/";
      if (random() >= traceSampleRate(path, environment)) continue;
    }
    const prepared = prepareEvent({ ...event, release: releaseOf(env), environment, platform: "javascript" });
    if (prepared) items.push({ header: { type: item.header.type }, payload: JSON.stringify(prepared) });
  }
  if (items.length > 0) {
    const forwarded = serializeEnvelope({
      header: { event_id: envelope.header.event_id, sent_at: new Date().toISOString(), dsn: env.SENTRY_DSN },
      items,
    });
    waitUntil(
      fetch(target.envelopeUrl, { method: "POST", headers: { "content-type": "application/x-sentry-envelope" }, body: forwarded })
        .then((response) => response.body?.cancel())
        .catch((error: unknown) => console.error("[monitoring tunnel]", error)),
    );
  }
  return new Response(null, { status: 202, headers: { "cache-control": "no-store" } });
}
