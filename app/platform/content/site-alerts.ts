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
