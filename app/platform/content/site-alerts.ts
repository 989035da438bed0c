export interface SiteAlert {
  id: string;
  message: string;
  variant: "info" | "warning" | "error";
}

const VARIANTS = new Set(["info", "warning", "error"]);

/** Alerts for this brand (or all brands) whose window includes now. Malformed documents are skipped. */
export function activeSiteAlerts(documents: unknown[], brandKey: string | null, now = Date.now()): SiteAlert[] {
  const alerts: SiteAlert[] = [];
  for (const raw of documents) {
    const doc = raw as { _id?: unknown; message?: unknown; variant?: unknown; brands?: unknown; startsAt?: unknown; endsAt?: unknown };
    if (typeof doc?._id !== "string" || typeof doc.message !== "string" || !doc.message.trim()) continue;
    const brands = Array.isArray(doc.brands) ? doc.brands : [];
    if (brands.length > 0 && (!brandKey || !brands.includes(brandKey))) continue;
    const starts = typeof doc.startsAt === "string" ? Date.parse(doc.startsAt) : NaN;
    const ends = typeof doc.endsAt === "string" ? Date.parse(doc.endsAt) : NaN;
    if ((!Number.isNaN(starts) && starts > now) || (!Number.isNaN(ends) && ends < now)) continue;
    const variant = typeof doc.variant === "string" && VARIANTS.has(doc.variant) ? (doc.variant as SiteAlert["variant"]) : "info";
    alerts.push({ id: doc._id.replace(/^drafts\./, ""), message: doc.message, variant });
  }
  return alerts;
}

/**
 * Alerts the visitor closed in this browser (issue 58): a cookie of ids the alert's close button sets for a
 * year, read by the server so a closed alert does not come back, nor flash on the next page. An error
 * alert (an outage) cannot be closed.
 */
export const CLOSED_ALERTS_COOKIE = "mo-alerts-closed";
export const CLOSED_ALERTS_MAX_AGE = 365 * 24 * 3600;
const ALERT_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The alerts not closed in this browser (`closed`: the cookie's value). */
export function openAlerts(alerts: readonly SiteAlert[], closed: string | null): SiteAlert[] {
  let value = closed ?? "";
  try {
    value = decodeURIComponent(value);
  } catch {
    // A cookie that is no URI component: its ids (if any) as they are.
  }
  const ids = new Set(value.split(",").filter((id) => ALERT_ID.test(id)));
  return alerts.filter((alert) => alert.variant === "error" || !ids.has(alert.id));
}

