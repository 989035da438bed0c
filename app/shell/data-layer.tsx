import { useCallback, useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { analyticsContext, countByBrand, isLoadingPage, isScreenViewSuppressed } from "~/platform/observability/analytics";
import { observeVitals, reportsVitals } from "~/platform/observability/web-vitals";
import { whenIdle } from "~/ui/when-idle";
import { type RootData, useRootData } from "./root-data";

// The page-level data layer (spec §2, §3 "Analytics event context"): one screen view per page shown —
// the server-rendered page once it runs, then every client-side navigation — with page (title,
// category), user (the account, else the dc_myaccount fallback) and origin (WEB or WEBVIEW). Flows and
// app paths of the spec's list send none; /myaccount sends a page-loading event instead. The data
// layer is always filled; whether anything leaves the page is the tag manager's business, which the
// consent banner governs (nothing of ours sends it anywhere).

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/**
 * A route that lists items with a brand (subscriptions, invoices, complaints) says which from its loader
 * data; its screen view then counts them per brand (spec §3: "Items with a brand field can be counted per brand").
 */
export interface AnalyticsHandle {
  analyticsItems?: (loaderData: unknown) => ReadonlyArray<{ brand?: string | null }>;
}

export function pushToDataLayer(event: Record<string, unknown>): void {
  (window.dataLayer ??= []).push(event);
}

/**
 * Pushes an event of the page (a banner's impression or click, a flow's step) merged with the page's
 * context — page, user, origin — as spec §7 asks of every analytics event.
 */
export function useDataLayerEvent(): (event: Record<string, unknown>) => void {
  const root = useRootData();
  const { pathname } = useLocation();
  const accountId = root?.account?.id ?? null;
  const fallbackUserId = root?.analytics.fallbackUserId ?? null;
  const webview = root?.clientSettings.hasWebviewLimitation ?? false;
  return useCallback(
    (event) => pushToDataLayer({ ...event, ...analyticsContext({ title: document.title, path: pathname, accountId, fallbackUserId, hasWebviewLimitation: webview }) }),
    [pathname, accountId, fallbackUserId, webview],
  );
}

/** What a flow's action answered, as far as its step goes (FormReply and the flows' extensions of it). */
interface FlowReply {
  intent?: string;
  done?: unknown;
  submitted?: unknown;
  result?: { status?: string } | null;
}

/**
 * The step a flow is at, from its action's reply: "start" before anything was sent, then
 * "<intent>:done" (confirmed), "<intent>:refused" (answered with errors) or "<intent>:sent".
 */
export function flowStepOf(reply: FlowReply | null | undefined): string {
  if (!reply) return "start";
  const intent = reply.intent ?? "form";
  if (reply.done || reply.submitted) return `${intent}:done`;
  return reply.result?.status === "error" ? `${intent}:refused` : `${intent}:sent`;
}

/**
 * A flow's step event (spec §2: flows send no screen view, but their steps go to the data layer): one
 * `flow_step` event when the flow is shown and one per answer of its action (`occurrence` is the
 * answer, so a second refusal is a second event). null sends nothing (a page that is not a flow step).
 */
export function useFlowStep(step: string | null, occurrence?: unknown): void {
  const push = useDataLayerEvent();
  useEffect(() => {
    if (step) push({ event: "flow_step", step });
    // Once per step shown or answer received; the title or account settling later is not a new step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, occurrence]);
}

export function DataLayer({ root }: { root: RootData }) {
  const { pathname } = useLocation();
  const accountId = root.account?.id ?? null;
  const { fallbackUserId } = root.analytics;
  const webview = root.clientSettings.hasWebviewLimitation;
  const matches = useMatches();
  useEffect(() => {
    window.dataLayer ??= []; // always there for the tag manager, whether this page sends a view or not
    const context = analyticsContext({ title: document.title, path: pathname, accountId, fallbackUserId, hasWebviewLimitation: webview });
    const listing = matches.findLast((match) => (match.handle as AnalyticsHandle | undefined)?.analyticsItems);
    const items = listing ? (listing.handle as Required<AnalyticsHandle>).analyticsItems(listing.loaderData) : null;
    const counts = items ? { itemsPerBrand: countByBrand(items) } : {};
    if (isLoadingPage(pathname)) pushToDataLayer({ event: "page_loading", ...context });
    else if (!isScreenViewSuppressed(pathname)) pushToDataLayer({ event: "screen_view", ...counts, ...context });
    // One event per path shown: the account or the title settling later is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  useEffect(() => {
    // Real-user vitals of this page load, with the context of the page it was loaded as.
    if (!reportsVitals(root.analytics.vitalsSampleRate, webview)) return;
    const context = analyticsContext({ title: document.title, path: pathname, accountId, fallbackUserId, hasWebviewLimitation: webview });
    whenIdle(() => void observeVitals((event) => pushToDataLayer({ ...event, ...context })).catch(() => undefined));
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
