import { createRequestHandler, RouterContextProvider } from "react-router";
import { knownBrandHosts } from "~/platform/brand.server";
import { appContext, type AppContext } from "~/platform/context";
import { randomToken } from "~/platform/crypto.server";
import { buildAppContext } from "~/platform/request-context.server";
import { type CspSources, isCrossOriginWrite, withSecurityHeaders } from "~/platform/security.server";
import { fallbackErrorPage } from "~/platform/fallback-page.server";
import { handleGraphQL, handleRest, REST_PREFIXES } from "~/platform/gateway.server";

// The portal Worker: 1. one request context, 2. edge-level guards, 3. React Router renders.

// Action origins are the brand hosts; they are content, so the build is completed per request.
let allowedActionOrigins: string[] = [];
const requestHandler = createRequestHandler(async () => {
  const build = await import("virtual:react-router/server-build");
  return { ...build, allowedActionOrigins };
}, import.meta.env.MODE);

function cspSources(app: AppContext | null, env: Env): CspSources {
  return {
    scriptOrigins: [],
    formOrigins: [new URL(env.ORIGIN_URL).origin],
    upgradeInsecure: app?.environment === "production",
  };
}

export default {
  async fetch(request, env, ctx) {
    const nonce = randomToken();
    let app: AppContext | null = null;
    let response: Response;
    try {
      app = await buildAppContext(request, env, ctx, nonce);
      allowedActionOrigins = [...knownBrandHosts(app.brands), ...(app.environment === "production" ? [] : ["*.localhost", "localhost"])];
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
        response = await requestHandler(request, context);
      }
    } catch (error) {
      if (app) app.report(error, "worker");
      else console.error("[worker]", error);
      response = fallbackErrorPage(nonce);
    }
    return withSecurityHeaders(response, nonce, cspSources(app, env));
  },
} satisfies ExportedHandler<Env>;
