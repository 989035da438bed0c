import { type ReactNode, Suspense } from "react";
import { useLocation, useRevalidator } from "react-router";
import { css } from "styled-system/css";
import { TEST_RENDER_FAILURE_COOKIE, testRenderFailureIn } from "~/platform/rendering/test-render-failure";
import { ErrorPanel, ErrorPanelView } from "~/ui/error-panel/error-panel";
import { useT } from "./i18n";
import { useRootData } from "./root-data";

const frame = css({ maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4", py: "6" });

/**
 * The screen inside the page frame (spec §8): when it fails to render, the design kit's
 * error panel takes its place — header, navigation and footer stay — and "Probeer opnieuw" reloads the
 * page's data and renders the screen afresh. On the server a failure inside the Suspense boundary
 * leaves the boundary for the browser to render (entry.server.tsx reports it and answers 500); the
 * fallback is the same panel, whose button reloads the page without JavaScript. Client-side render
 * errors the panel catches are reported through hydrateRoot's onCaughtError (entry.client.tsx).
 */
export function RouteContent({ children }: { children: ReactNode }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  const message = t("pageErrorMessage", "Helaas, deze inhoud kan niet geladen worden.");
  const retryLabel = t("pageReloadButtonLabel", "Probeer opnieuw");
  return (
    <Suspense fallback={<div className={frame}><ErrorPanelView message={message} retryLabel={retryLabel} onRetry={() => location.reload()} reloadWithoutJs /></div>}>
      {/* A new path is a new screen: a failure of the previous one does not follow the visitor. */}
      <ErrorPanel key={pathname} message={message} retryLabel={retryLabel} panelClassName={frame} onReset={() => void revalidate()}>
        <TestRenderFailureProbe />
        {children}
      </ErrorPanel>
    </Suspense>
  );
}

/** Throws while a journey asks for a render failure (test-render-failure.ts); renders nothing otherwise. */
function TestRenderFailureProbe() {
  const root = useRootData();
  if (!root?.testRenderFailure) return null;
  const failing = typeof document === "undefined" || testRenderFailureIn(root.environment, cookieValue(document.cookie, TEST_RENDER_FAILURE_COOKIE));
  if (failing) throw new Error("Test render failure (mo-test-render-failure)");
  return null;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}
