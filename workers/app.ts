import { createRequestHandler, RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { isAppIntegrationAvailable, isWebviewEntryPath } from "~/platform/app-integration";
import { knownBrandHosts } from "~/platform/brand.server";
import { appContext, routeTableContext, type AppContext } from "~/platform/context";
import { randomToken } from "~/platform/crypto.server";
import { buildAppContext } from "~/platform/request-context.server";
import { type CspSources, isCrossOriginWrite, withSecurityHeaders } from "~/platform/security.server";
import { fallbackErrorPage } from "~/platform/fallback-page.server";
import { handleGraphQL, handleRest, REST_PREFIXES } from "~/platform/gateway.server";

// The portal Worker: 1. one request context, 2. edge-level guards, 3. React Router renders.

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
    // /app-integration previews the webview's entry points in a frame on the same host (ADR 29).
    frameSelf: Boolean(app && isAppIntegrationAvailable(app.environment, app.env.APP_INTEGRATION_ENABLED) && isWebviewEntryPath(new URL(request.url).pathname)),
  };
}

export default {
  async fetch(request, env, ctx) {
    const nonce = randomToken();
    let app: AppContext | null = null;
    let response: Response;
    try {
      app = await buildAppContext(request, env, ctx, nonce);
      if (isCrossOriginWrite(request, app.host)) {
        response = new Response("Verzoek geweigerd: dit formulier komt niet van deze website.", {
          status: 403,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      } else if (new URL(request.url).pathname === "/api/graphql") {
        response = await handleGraphQL(app, request);
      } else if (REST_PREFIXES.some((prefix) => new URL(request.url).pathname.startsWith(prefix))) {
        response = await handleRest(app, request);
      } else {
        const context = new RouterContextProvider();
        context.set(appContext, app);
        context.set(routeTableContext, import.meta.env.DEV ? (await import("virtual:react-router/server-build")).routes : serverBuild.routes);
        response = await requestHandlerFor(actionOrigins(app))(request, context);
      }
    } catch (error) {
      if (app) app.report(error, "worker");
      else console.error("[worker]", error);
      response = fallbackErrorPage(nonce);
    }
    return withSecurityHeaders(response, nonce, cspSources(app, env, request));
  },
} satisfies ExportedHandler<Env>;
