import { bannersForPage, loadCommercialBanners } from "~/features/offers/banners.server";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { pageTitle } from "~/platform/content/brand";
import { appContext, routeTableContext } from "~/platform/request/context";
import { translationKeysFor } from "~/platform/content/route-translations.server";
import { sessionContext, sessionMiddleware } from "~/platform/session/session.server";
import { maintenanceMiddleware } from "~/platform/content/maintenance.server";
import { pageProps } from "~/platform/rendering/page-props.server";
import { brandThemeCss } from "~/platform/content/theme";
import { ErrorScreen } from "~/shell/error-screen";
import { ERROR_QUEUE_SCRIPT, ErrorReporter } from "~/shell/error-reporter";
import { rootData, useRootData } from "~/shell/root-data";
import { rootKeepsAfterWrite } from "~/forms/form-reply";

export const middleware: Route.MiddlewareFunction[] = [maintenanceMiddleware, sessionMiddleware];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const keys = translationKeysFor(context.get(routeTableContext), url.pathname);
  const app = context.get(appContext);
  // Only brand pages have banners: the brand-less portal never asks.
  const sessionState = context.get(sessionContext);
  const [banners] = await Promise.all([app.brand ? loadCommercialBanners(app) : [], sessionState.ready()]);
  return data(pageProps(app, sessionState, request, keys, bannersForPage(banners, app.brand?.key ?? null, request)));
}

/**
 * Another page may show other texts: the root data (with the page's translations) follows the path. A
 * write that answered with its page's fresh screen leaves it as it is (issue 59: no second origin request).
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  (args.defaultShouldRevalidate && !rootKeepsAfterWrite(args)) || args.currentUrl.pathname !== args.nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: pageTitle(rootData(loaderData)?.brand) }];

export function links(): Route.LinkDescriptors {
  return [];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const brand = root?.brand;
  return (
    <html lang={root?.lang ?? "nl-NL"}>
      <head>
        <meta charSet="utf-8" />
        {/* The error queue runs before any module (ADR 29). Its text is rendered on the server only: hydration keeps
            the server's script as it is, so the browser bundle need not carry it again. */}
        <script nonce={root?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? ERROR_QUEUE_SCRIPT : "" }} />
        <meta name="viewport" content="width=375, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href={brand?.favicon.ico ?? "/favicon.ico"} sizes="48x48" />
        <link rel="icon" href={brand?.favicon.svg ?? "/favicon.svg"} type="image/svg+xml" />
        <Meta />
        <Links />
        <style nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: brandThemeCss(brand?.theme) }} />
      </head>
      <body>
        {children}
        <ErrorReporter />
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="inhoud" tabIndex={-1}>
      <ErrorScreen status={status} />
    </main>
  );
}
