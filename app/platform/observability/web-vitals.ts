// Real-user vitals: LCP, INP, CLS and TTFB of the page as this visitor's browser saw it,
// measured by the `web-vitals` library and pushed into the data layer as `web_vital` events with the
// page's analytics context (its category, user and origin), like every other event of the page.
// - Sampled: a page load reports with probability `sampleRate` (analytics.vitalsSampleRate).
// - Never in the way: the library loads from its own chunk once the browser is idle; it observes and
//   reports on its own schedule (LCP on the first input or when the page is hidden, CLS and INP when
//   hidden, TTFB at once).
// - Not in the app's webview when the app limits it (clientSettings.hasWebviewLimitation).
import type { Metric } from "web-vitals";

export const VITALS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITALS)[number];

export interface VitalEvent {
  event: "web_vital";
  vital: { name: VitalName; value: number; rating: Metric["rating"]; navigationType: Metric["navigationType"]; id: string };
}

/** The data layer's event for one metric (CLS with 4 decimals, the times in whole milliseconds). */
export function vitalEvent(metric: Pick<Metric, "name" | "value" | "rating" | "navigationType" | "id">): VitalEvent {
  const value = metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return { event: "web_vital", vital: { name: metric.name as VitalName, value, rating: metric.rating, navigationType: metric.navigationType, id: metric.id } };
}

/** Whether this page load reports: sampled, and never where the app limits its webview. */
export function reportsVitals(sampleRate: number, hasWebviewLimitation: boolean, random = Math.random()): boolean {
  return !hasWebviewLimitation && sampleRate > 0 && random < sampleRate;
}

/** Loads the library and reports each of the four metrics of this page load through `push`. */
export async function observeVitals(push: (event: VitalEvent) => void): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import("web-vitals");
  const report = (metric: Metric) => push(vitalEvent(metric));
  onTTFB(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
