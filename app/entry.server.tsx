import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { type AppContext, appContext, routeTableContext } from "~/platform/request/context";
import { withPageManifest } from "~/platform/content/route-translations.server";
import { forAnotherRender, withSettledHandoff } from "~/platform/rendering/settled-handoff.server";
import { documentBody, renderWholeDocument } from "~/platform/rendering/document-body.server";

export const streamTimeout = 5_000;

/** Loader, action and render errors (thrown Responses such as redirects never get here) go to the reporter. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(appContext).report(error, "route");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const app = loadContext.get(appContext);
  let shellRendered = false;
  const context = await withSettledHandoff(withPageManifest(routerContext, loadContext.get(routeTableContext), new URL(request.url).pathname));
  const page = <ServerRouter context={context} url={request.url} nonce={app.nonce} />;
  // Complete at once, as the portal's pages are: one string, for bots and browsers alike.
  const whole = renderWholeDocument(page);
  if (whole !== null) return documentResponse(app, whole, responseStatusCode, responseHeaders);

  // It had to wait (a lazy part not yet loaded in this isolate) or failed: stream it, as React can.
  // Errors before the shell is ready: if the shell fails, React Router renders the error boundary and
  // reports them (handleError); if it succeeds, they were inside a Suspense boundary (the screen,
  // shell/route-content.tsx) that the browser renders again, so they are reported here.
  const recovered: unknown[] = [];
  const body = await renderToReadableStream(<ServerRouter context={forAnotherRender(context)} url={request.url} nonce={app.nonce} />, {
    nonce: app.nonce,
    // A finished Suspense boundary (e.g. a lazy form, lazy-form.tsx) stays in place in the HTML.
    // React would otherwise move a boundary past 12,800 bytes of the document to the end and reveal it
    // with an inline script: invisible without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) app.report(error, "ssr-stream");
      else recovered.push(error);
    },
  });
  shellRendered = true;
  for (const error of recovered) app.report(error, "ssr-render");

  // Bots and SPA-less clients get the complete document.
  if ((request.headers.get("user-agent") && isbot(request.headers.get("user-agent"))) || context.isSpaMode) {
    await body.allReady;
  }

  return documentResponse(app, await documentBody(body), responseStatusCode, responseHeaders);
}

function documentResponse(app: AppContext, document: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, status: number, headers: Headers): Response {
  // A page whose origin reads failed shows the error panel; monitors and caches see 503.
  if (status === 200 && app.originReads.failed) {
    status = 503;
    headers.set("Retry-After", "5");
    headers.set("Cache-Control", "no-store");
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(document, { headers, status });
}
