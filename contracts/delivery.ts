/**
 * The delivery area's contract (ADR 19, ADR 40): delivery incidents — a route or region whose paper
 * did not come or came late — and reporting a missing paper without logging in.
 *
 * An incident is either *curated* (a `deliveryIncident` document in content, written by an editor) or
 * *detected* (the origin saw several addresses of one postcode area report the same paper missing).
 * The portal reads curated incidents from content (cached in KV, drafts in preview) and hands their
 * reach to the origin, which matches them with the caller's own subscriptions; both sides merge the
 * two kinds with `mergeIncidents` below, so a curated incident replaces a detected one for the same
 * brand, area and date, and an editor's dismissal hides a detected one.
 *
 * This folder imports nothing but Zod and itself (and the SDL's enums it generates, values.ts).
 */
import { z } from "zod";
import { endpoint } from "./rest";
import { DeliveryCategory, DeliveryComplaintOutcome, DeliveryComplaintType, DeliveryEditionUnavailableReason, DeliveryIncidentKind, valuesOf } from "./values";

export const DELIVERY_INCIDENT_KINDS = valuesOf(DeliveryIncidentKind);
export { DeliveryIncidentKind };

/** How many days after its date an incident is still shown to the subscribers it concerns. */
export const INCIDENT_NOTICE_DAYS = 3;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const postcodeArea = z.string().regex(/^\d{4}$/);

/** A content document of type `deliveryIncident`, as an editor writes it. Malformed ones are skipped. */
export const deliveryIncidentDocument = z.object({
  _id: z.string().min(1),
  _type: z.literal("deliveryIncident"),
  /** Brand keys; at least one. */
  brands: z.array(z.string()).min(1),
  /** 4-digit postcode areas (NL "3811" of "3811 CV", BE "2018"); `to` makes a range, inclusive. */
  postcodeAreas: z.array(z.object({ from: postcodeArea, to: postcodeArea.optional() })).min(1),
  /** The delivery dates it concerns … */
  deliveryDates: z.array(isoDate).optional(),
  /** … or a period (a storm, road works): every delivery day from `from`, until `until` if given. */
  from: isoDate.optional(),
  until: isoDate.optional(),
  kind: z.enum(DELIVERY_INCIDENT_KINDS),
  /** The Dutch text the subscriber reads; `textBe` replaces it on Belgian brands when given. */
  text: z.string().min(1),
  textBe: z.string().min(1).optional(),
  /** Tell the affected subscribers by e-mail (once) when it is published. */
  notify: z.boolean().optional(),
});
export type DeliveryIncidentDocument = z.infer<typeof deliveryIncidentDocument>;

/** A content document of type `deliveryIncidentDismissal`: an editor hides a detected incident. */
export const deliveryIncidentDismissalDocument = z.object({
  _id: z.string(),
  _type: z.literal("deliveryIncidentDismissal"),
  incidentId: z.string().min(1),
});

/** What the origin needs of a curated incident to match it (its reach, not its text). */
export interface IncidentReach {
  id: string;
  brands: string[];
  postcodeAreas: { from: string; to: string }[];
  deliveryDates: string[];
  from: string | null;
  until: string | null;
  kind: DeliveryIncidentKind;
}

/** The valid curated incidents and dismissals among content documents (drafts keep their published id). */
export function curatedIncidents(documents: unknown[]): { incidents: DeliveryIncidentDocument[]; dismissed: string[] } {
  const incidents: DeliveryIncidentDocument[] = [];
  const dismissed: string[] = [];
  for (const raw of documents) {
    const incident = deliveryIncidentDocument.safeParse(raw);
    if (incident.success && (incident.data.deliveryDates?.length || incident.data.from)) {
      incidents.push({ ...incident.data, _id: incident.data._id.replace(/^drafts\./, "") });
      continue;
    }
    const dismissal = deliveryIncidentDismissalDocument.safeParse(raw);
    if (dismissal.success) dismissed.push(dismissal.data.incidentId);
  }
  return { incidents, dismissed };
}

export function reachOf(document: DeliveryIncidentDocument): IncidentReach {
  return {
    id: document._id,
    brands: document.brands,
    postcodeAreas: document.postcodeAreas.map((range) => ({ from: range.from, to: range.to ?? range.from })),
    deliveryDates: document.deliveryDates ?? [],
    from: document.from ?? null,
    until: document.until ?? null,
    kind: document.kind,
  };
}

/** The 4-digit area of a postcode ("3811 CV" → "3811", "2018" → "2018"); null when it has none. */
export function postcodeAreaOf(postcode: string | null | undefined): string | null {
  const match = /^\s*(\d{4})/.exec(postcode ?? "");
  return match ? match[1]! : null;
}

export function reachCovers(reach: IncidentReach, brand: string, area: string, date: string): boolean {
  if (!reach.brands.includes(brand)) return false;
  if (!reach.postcodeAreas.some((range) => range.from <= area && area <= range.to)) return false;
  if (reach.deliveryDates.includes(date)) return true;
  return reach.from !== null && reach.from <= date && (reach.until === null || date <= reach.until);
}

/** An incident the origin detected from complaints: one brand, one postcode area, one delivery date. */
export const detectedIncident = z.object({
  /** "detected-<brand>-<area>-<date>": stable, so an editor can dismiss it by this id. */
  id: z.string(),
  brand: z.string(),
  postcodeArea: postcodeArea,
  date: isoDate,
  kind: z.enum(DELIVERY_INCIDENT_KINDS),
  /** The number of addresses that reported the paper missing. */
  reports: z.number().int(),
  /** When the threshold was reached (ISO 8601). */
  detectedAt: z.string(),
});
export type DetectedIncident = z.infer<typeof detectedIncident>;

export function detectedIncidentId(brand: string, area: string, date: string): string {
  return `detected-${brand}-${area}-${date}`;
}

/** The detected incidents that still stand: not dismissed, and not covered by a curated one (same brand, area, date). */
export function standingDetected(detected: DetectedIncident[], curated: IncidentReach[], dismissed: string[]): DetectedIncident[] {
  const hidden = new Set(dismissed);
  return detected.filter(
    (incident) => !hidden.has(incident.id) && !curated.some((reach) => reachCovers(reach, incident.brand, incident.postcodeArea, incident.date)),
  );
}

// ── Reporting a missing paper without logging in ─────────────────────────────────────────────────

export const COMPLAINT_TYPES_WITHOUT_LOGIN = valuesOf(DeliveryComplaintType);

/** What a ticket's holder may see: the product and its complaint options, a hint of the e-mail address; no name, no address. */
export const identifiedDelivery = z.object({
  ticket: z.string(),
  subscriptionId: z.string(),
  brand: z.string(),
  title: z.string(),
  category: z.enum([DeliveryCategory.Newspaper, DeliveryCategory.Magazine]),
  types: z.array(z.enum(COMPLAINT_TYPES_WITHOUT_LOGIN)),
  messageRequiredFor: z.array(z.enum(COMPLAINT_TYPES_WITHOUT_LOGIN)),
  messageMaxLength: z.number().int(),
  editions: z.array(
    z.object({ date: isoDate, issueNumber: z.number().int().nullable(), available: z.boolean(), unavailableReason: z.enum(DeliveryEditionUnavailableReason).nullable() }),
  ),
  todayDeliveredBy: z.string().nullable(),
  creditPerEdition: z.number(),
  /** Where the confirmation goes: "j•••@example.nl". */
  emailHint: z.string(),
});

export const reportedComplaint = z.object({
  complaintId: z.string(),
  title: z.string(),
  type: z.enum(COMPLAINT_TYPES_WITHOUT_LOGIN),
  editionDate: isoDate,
  issueNumber: z.number().int().nullable(),
  outcome: z.enum(DeliveryComplaintOutcome),
  creditAmount: z.number().nullable(),
  caseNumber: z.string().nullable(),
  emailHint: z.string(),
});

export const deliveryService = {
  /** Today's detected incidents of a brand, by area, without any personal data. */
  incidents: endpoint({
    method: "GET",
    path: "/api/pass/delivery/incidents",
    input: z.object({ brand: z.string() }),
    output: z.object({ date: isoDate, incidents: z.array(detectedIncident) }),
  }),
  /** 200 with a ticket and the options; 400 (format), 404 SUBSCRIPTION-NOT-IDENTIFIED (the same for an unknown number and a wrong address), 409 NO-DELIVERY, 429. */
  identify: endpoint({
    method: "POST",
    path: "/api/pass/delivery/identify",
    input: z.object({ brand: z.string(), subscriptionNumber: z.string(), zipCode: z.string(), houseNumber: z.string() }),
    output: identifiedDelivery,
  }),
  /** 201 reported (200: the same idempotency key again); 400 with the logged-in form's violations; 401 TICKET-INVALID. */
  report: endpoint({
    method: "POST",
    path: "/api/pass/delivery/report",
    input: z.object({
      ticket: z.string(),
      type: z.enum(COMPLAINT_TYPES_WITHOUT_LOGIN),
      editionDate: z.string(),
      message: z.string().nullable(),
      idempotencyKey: z.string().min(8).max(100),
    }),
    output: reportedComplaint,
  }),
};
