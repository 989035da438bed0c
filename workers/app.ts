import { createRequestHandler, RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { isAppIntegrationAvailable, isWebviewEntryPath } from "~/platform/content/app-integration";
import { knownBrandHosts } from "~/platform/content/brand.server";
import { appContext, routeTableContext, type AppContext } from "~/platform/request/context";
import { randomToken } from "~/platform/session/crypto.server";
import { buildAppContext } from "~/platform/request/request-context.server";
import { type CspSources, isCrossOriginWrite, withSecurityHeaders } from "~/platform/rendering/security.server";
import { fallbackErrorPage } from "~/platform/rendering/fallback-page.server";
import { handleGraphQL, handleRest, REST_PREFIXES } from "~/platform/origin/gateway.server";
import { portalEnv } from "~/platform/request/env.server";
import { TUNNEL_PATH } from "~/platform/observability/error-reporting";
import { handleMonitoringTunnel } from "~/platform/observability/monitoring-tunnel.server";
import { createReporter, type Reporter } from "~/platform/observability/report.server";

// The portal Worker: 1. one request context and error reporter, 2. edge-level guards, 3. React Router
// renders, 4. the request's transaction ends with the response status (ADR 29).

// Action origins are the brand hosts, which are content: one request handler per brand-host list
// (in practice one per isolate), never a module variable written by concurrent requests. In production
// the build object is fixed, so React Router derives its routes once per handler instead of per
// request; in development the build is imported per request for hot reload.
type RequestHandler = ReturnType<typeof createRequestHandler>;
const handlers = new Map<string, RequestHandler>();

function requestHandlerFor(allowedActionOrigins: string[]): RequestHandler {
  const key = allowedActionOrigins.join(" ");
  let handler = handlers.get(key);
  if (!handler) {
    handler = import.meta.env.DEV
      ? createRequestHandler(async () => ({ ...(await import("virtual:react-router/server-build")), allowedActionOrigins }), import.meta.env.MODE)
      : createRequestHandler({ ...serverBuild, allowedActionOrigins }, import.meta.env.MODE);
    if (handlers.size >= 8) handlers.clear(); // brand lists change rarely; never grow without bound
    handlers.set(key, handler);
  }
  return handler;
}

function actionOrigins(app: AppContext): string[] {
  return [...knownBrandHosts(app.brands), ...(app.environment === "production" ? [] : ["*.localhost", "localhost"])];
}

function cspSources(app: AppContext | null, env: Env, request: Request): CspSources {
  return {
    scriptOrigins: [],
    formOrigins: [new URL(env.ORIGIN_URL).origin],
    upgradeInsecure: app?.environment === "production",
    // /app-integration previews the webview's entry points in a frame on the same host (ADR 31).
    frameSelf: Boolean(app && isAppIntegrationAvailable(app.environment, app.env.APP_INTEGRATION_ENABLED) && isWebviewEntryPath(new URL(request.url).pathname)),
  };
}

export default {
  async fetch(request, env, ctx) {
    const nonce = randomToken();
    let app: AppContext | null = null;
    let reporter: Reporter | null = null;
    let response: Response;
    const path = new URL(request.url).pathname;
    try {
      reporter = createReporter(request, portalEnv(env), ctx);
      app = await buildAppContext(request, env, ctx, nonce, reporter.report);
      if (isCrossOriginWrite(request, app.host)) {
        response = new Response("Verzoek geweigerd: dit formulier komt niet van deze website.", {
          status: 403,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      } else if (path === TUNNEL_PATH) {
        response = await handleMonitoringTunnel(request, app.env, app.host, app.waitUntil);
      } else if (path === "/api/graphql") {
        response = await handleGraphQL(app, request);
      } else if (REST_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        response = await handleRest(app, request);
      } else {
        const context = new RouterContextProvider();
        context.set(appContext, app);
        context.set(routeTableContext, import.meta.env.DEV ? (await import("virtual:react-router/server-build")).routes : serverBuild.routes);
        response = await requestHandlerFor(actionOrigins(app))(request, context);
      }
    } catch (error) {
      if (reporter) reporter.report(error, "worker");
      else console.error("[worker]", error);
      response = fallbackErrorPage(nonce);
    }
    if (path !== TUNNEL_PATH) reporter?.finish(response.status);
    return withSecurityHeaders(response, nonce, cspSources(app, env, request));
  },
} satisfies ExportedHandler<Env>;
