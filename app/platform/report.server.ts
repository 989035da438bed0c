import { Toucan } from "toucan-js";
import type { PortalEnv } from "./env.server";

// Error reporting (spec §8/§9). Without a DSN, errors go to the Worker log only.

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

/** Spec §9: full sampling on /betaalservice, /app-integration and outside production. */
export function traceSampleRate(path: string, environment: string): number {
  if (environment !== "production") return 1;
  if (path.startsWith("/betaalservice") || path.startsWith("/app-integration")) return 1;
  return 0.0005;
}

export function createReporter(request: Request, env: PortalEnv, ctx: { waitUntil(promise: Promise<unknown>): void }) {
  const toucan = env.SENTRY_DSN
    ? new Toucan({
        dsn: env.SENTRY_DSN,
        request,
        context: ctx,
        release: `${env.BUILD_NUMBER}-${env.ENVIRONMENT}`,
        environment: env.ENVIRONMENT,
        maxBreadcrumbs: 100,
        beforeSend(event) {
          // Redirects are control flow, not errors (spec §8).
          const type = event.exception?.values?.[0]?.type;
          return type === "Response" ? null : event;
        },
      })
    : null;
  return (error: unknown, context = "unhandled") => {
    if (error instanceof Response) return;
    console.error(`[${context}]`, error);
    toucan?.captureException(error);
  };
}
