import { Toucan } from "toucan-js";
import { MAX_BREADCRUMBS, prepareEvent, scrubBreadcrumb, traceSampleRate, traceStatus, transactionName, type ReportEvent } from "./error-reporting";
import { environmentFromBranch, type PortalEnv } from "../request/env.server";

// Error reporting in the Worker (spec §8, §9; ADR 29): one toucan-js scope per request. Without a DSN,
// errors go to the Worker log only.

export { traceSampleRate, traceStatus } from "./error-reporting";

/** The environment events are tagged with: from the branch when the deployment names one (spec §4). */
export function reportingEnvironment(env: Pick<PortalEnv, "ENVIRONMENT" | "BRANCH">): string {
  return env.BRANCH ? environmentFromBranch(env.BRANCH) : env.ENVIRONMENT;
}

/** Release identifier: build number plus environment (spec §9). */
export function releaseOf(env: Pick<PortalEnv, "ENVIRONMENT" | "BRANCH" | "BUILD_NUMBER">): string {
  return `${env.BUILD_NUMBER}-${reportingEnvironment(env)}`;
}

export interface Reporter {
  /** Reports an error (thrown redirects and other Responses are control flow and are not reported). */
  report: (error: unknown, context?: string) => void;
  /** Ends the request's transaction with the response status; sampled per path and environment. */
  finish: (status: number) => void;
}

type Ctx = { waitUntil(promise: Promise<unknown>): void };

export function toucanFor(request: Request, env: PortalEnv, ctx: Ctx): Toucan | null {
  if (!env.SENTRY_DSN) return null;
  const toucan = new Toucan({
    dsn: env.SENTRY_DSN,
    request,
    context: ctx,
    release: releaseOf(env),
    environment: reportingEnvironment(env),
    sampleRate: 1, // error events are never sampled away; transactions are sampled in finish()
    maxBreadcrumbs: MAX_BREADCRUMBS,
    // No cookies, IPs or query strings; the few headers kept are filtered again in prepareEvent.
    requestDataOptions: {
      allowedHeaders: ["user-agent", "accept-language", "accept", "content-type", "x-ak-inc-host"],
      allowedCookies: false,
      allowedSearchParams: false,
      allowedIps: false,
    },
    beforeSend: (event) => prepareEvent(event as ReportEvent) as typeof event | null,
    beforeSendTransaction: (event) => prepareEvent(event as ReportEvent) as typeof event | null,
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb as Parameters<typeof scrubBreadcrumb>[0]) as typeof breadcrumb,
  });
  return toucan;
}

export function createReporter(request: Request, env: PortalEnv, ctx: Ctx, random: () => number = Math.random): Reporter {
  // Made when first needed: most requests report nothing and are not sampled, and a client costs
  // ~70 µs to make (a third of an origin read's transport).
  let client: Toucan | null | undefined;
  const toucan = () => (client === undefined ? (client = toucanFor(request, env, ctx)) : client);
  const startedAt = Date.now() / 1000;
  const url = new URL(request.url);
  const environment = reportingEnvironment(env);
  return {
    report(error, context = "unhandled") {
      if (error instanceof Response) return;
      console.error(`[${context}]`, error);
      toucan()?.withScope((scope) => {
        scope.setTag("context", context);
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === "string") scope.setTag("error.code", code);
        scope.captureException(error);
      });
    },
    finish(status) {
      // Sampled first: a transaction that is not kept never makes the client (none without a DSN).
      const sentry = random() < traceSampleRate(url.pathname, environment) ? toucan() : null;
      if (!sentry) return;
      const { traceId, spanId } = sentry.getPropagationContext();
      const trace = {
        trace_id: traceId,
        span_id: spanId,
        op: "http.server",
        status: traceStatus(status),
        data: { "http.response.status_code": status, "http.request.method": request.method },
      };
      sentry.captureEvent({
        type: "transaction",
        transaction: transactionName(request.method, url.pathname),
        start_timestamp: startedAt,
        timestamp: Date.now() / 1000,
        contexts: { trace },
        tags: { "http.status_code": String(status) },
        spans: [],
      });
    },
  };
}
