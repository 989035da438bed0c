/**
 * Delivery incidents (ADR 40): a route or region whose paper did not come (or came late) on a day.
 *
 * - *Curated* incidents are content documents (contracts/delivery.ts). The portal hands their reach to
 *   `deliveryIncidentNotices`; the scheduled run reads the published ones from the content API itself
 *   (`CONTENT_API_URL`) to tell affected subscribers by e-mail.
 * - *Detected* incidents: at least `minAddresses` different addresses of one brand and 4-digit postcode
 *   area reported the same day's paper missing within `windowHours` (defaults below, configurable by
 *   environment). One household reporting twice counts once.
 * - A curated incident for the same brand, area and date replaces a detected one; an editor's
 *   `deliveryIncidentDismissal` hides one.
 *
 * A notice concerns one own subscription: a paper (newspaper or magazine) of the incident's brand,
 * delivered in its area, that was due on the incident's date — a delivery day, within the
 * subscription, not suspended — in the last INCIDENT_NOTICE_DAYS days. One tap files the ordinary
 * NOT_DELIVERED complaint through `submitDeliveryComplaint` (every rule of ADR 19 applies).
 */
import {
  curatedIncidents,
  detectedIncidentId,
  INCIDENT_NOTICE_DAYS,
  postcodeAreaOf,
  reachCovers,
  reachOf,
  standingDetected,
  type DeliveryIncidentDocument,
  type DetectedIncident,
  type IncidentReach,
} from "../../../../contracts/delivery";
import { brandByKey, brandCountry, portalLink } from "../../demo/brands";
import type { DeliveryIncidentNotice, QueryResolvers } from "../../graphql/generated/resolvers";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { dutchDate, nowIso, nowMs, todayLocal } from "../../calendar/time";
import { sayIn } from "../../rules/words";
import { allowsServiceNotices } from "../preferences";
import { complaintsSince, subscriptionsOfBrand, ownSubscriptions, type DeliverySubscriptionRow } from "./data";
import { hasNothingDelivered, isoDaysAgo, optionsOf } from "./file";
import { addDays } from "./rules";
import { toComplaint } from "./views";

export interface DetectionRule {
  /** Different addresses that must report the same paper missing. */
  minAddresses: number;
  /** … within this many hours. */
  windowHours: number;
}

export const DEFAULT_DETECTION: DetectionRule = { minAddresses: 3, windowHours: 3 };

/** The rule, with `INCIDENT_MIN_ADDRESSES` / `INCIDENT_WINDOW_HOURS` from the environment when they are sensible numbers. */
export function detectionRule(env: Pick<OriginEnv, "INCIDENT_MIN_ADDRESSES" | "INCIDENT_WINDOW_HOURS">): DetectionRule {
  const number = (value: string | undefined, fallback: number, min: number, max: number) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
  };
  return {
    minAddresses: number(env.INCIDENT_MIN_ADDRESSES, DEFAULT_DETECTION.minAddresses, 2, 1000),
    windowHours: number(env.INCIDENT_WINDOW_HOURS, DEFAULT_DETECTION.windowHours, 1, 48),
  };
}

interface ReportRow {
  brand_key: string;
  delivery_zip_code: string | null;
  delivery_house_number: string | null;
  delivery_house_number_suffix: string | null;
  edition_date: string;
  created_at: string;
}

/** The incidents detected among NOT_DELIVERED complaints about papers of `sinceDate` or later (optionally one brand). */
export async function detectIncidents(db: D1Database, rule: DetectionRule, sinceDate: string, brand?: string): Promise<DetectedIncident[]> {
  const { results } = await db
    .prepare(
      `SELECT s.brand_key, s.delivery_zip_code, s.delivery_house_number, s.delivery_house_number_suffix, k.edition_date, k.created_at
       FROM delivery_complaints k JOIN subscriptions s ON s.id = k.subscription_id
       WHERE k.type = 'NOT_DELIVERED' AND k.edition_date >= ?1 AND (?2 IS NULL OR s.brand_key = ?2)
       ORDER BY k.created_at`,
    )
    .bind(sinceDate, brand ?? null)
    .all<ReportRow>();
  const groups = new Map<string, { brand: string; area: string; date: string; reports: { address: string; at: number }[] }>();
  for (const row of results) {
    const area = postcodeAreaOf(row.delivery_zip_code);
    if (!area) continue;
    const key = `${row.brand_key}|${area}|${row.edition_date}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { brand: row.brand_key, area, date: row.edition_date, reports: [] }));
    const address = [row.delivery_zip_code, row.delivery_house_number, row.delivery_house_number_suffix].map((part) => (part ?? "").replace(/\s+/g, "").toUpperCase()).join("|");
    group.reports.push({ address, at: Date.parse(row.created_at) });
  }
  const windowMs = rule.windowHours * 3600_000;
  const detected: DetectedIncident[] = [];
  for (const group of groups.values()) {
    // Sliding window over the reports in time order: the first moment `minAddresses` addresses reported within it.
    let detectedAt: number | null = null;
    for (let end = 0; end < group.reports.length && detectedAt === null; end++) {
      const at = group.reports[end]!.at;
      const addresses = new Set(group.reports.slice(0, end + 1).filter((report) => report.at > at - windowMs).map((report) => report.address));
      if (addresses.size >= rule.minAddresses) detectedAt = at;
    }
    if (detectedAt === null) continue;
    detected.push({
      id: detectedIncidentId(group.brand, group.area, group.date),
      brand: group.brand,
      postcodeArea: group.area,
      date: group.date,
      kind: "NOT_DELIVERED",
      reports: new Set(group.reports.map((report) => report.address)).size,
      detectedAt: new Date(detectedAt).toISOString(),
    });
  }
  return detected.sort((a, b) => a.id.localeCompare(b.id));
}

/** An incident in the one shape both kinds are matched in. */
interface AnyIncident {
  reach: IncidentReach;
  source: "CURATED" | "DETECTED";
  reports: number | null;
}

function detectedAsIncident(incident: DetectedIncident): AnyIncident {
  return {
    reach: {
      id: incident.id,
      brands: [incident.brand],
      postcodeAreas: [{ from: incident.postcodeArea, to: incident.postcodeArea }],
      deliveryDates: [incident.date],
      from: null,
      until: null,
      kind: incident.kind,
    },
    source: "DETECTED",
    reports: incident.reports,
  };
}

/** The incidents that stand now: the curated ones and the detected ones neither dismissed nor covered by a curated one. */
async function standingIncidents(db: D1Database, env: OriginEnv, curated: IncidentReach[], dismissed: string[], today: string): Promise<AnyIncident[]> {
  const detected = await detectIncidents(db, detectionRule(env), addDays(today, -INCIDENT_NOTICE_DAYS));
  return [
    ...curated.map((reach): AnyIncident => ({ reach, source: "CURATED", reports: null })),
    ...standingDetected(detected, curated, dismissed).map(detectedAsIncident),
  ];
}

/** The paper of `row` an incident concerns: the newest due edition in its reach within the notice window, unless suspended. */
async function affectedEdition(db: D1Database, row: DeliverySubscriptionRow, incident: AnyIncident, today: string) {
  const area = postcodeAreaOf(row.delivery_zip_code);
  if (!area || !incident.reach.brands.includes(row.brand_key)) return null;
  const oldest = addDays(today, -INCIDENT_NOTICE_DAYS);
  if (!incident.reach.postcodeAreas.some((range) => range.from <= area && area <= range.to)) return null;
  const options = await optionsOf(db, row, today);
  if (hasNothingDelivered(options)) return null;
  const edition = options.choices.find((choice) => choice.date >= oldest && reachCovers(incident.reach, row.brand_key, area, choice.date));
  if (!edition || edition.unavailableReason === "SUSPENDED") return null;
  return { area, edition, creditCents: options.creditCents, redeliveryUntil: edition.date === today ? options.redeliveryUntil : null };
}

/** The notices of one account (its own subscriptions only), newest paper first. */
export async function noticesOf(db: D1Database, env: OriginEnv, accountId: string, curated: IncidentReach[], dismissed: string[]): Promise<DeliveryIncidentNotice[]> {
  const today = todayLocal();
  const rows = (await ownSubscriptions(db, accountId, today)).filter((row) => row.status !== "CANCELLED" || (row.end_date ?? "") >= addDays(today, -INCIDENT_NOTICE_DAYS));
  const areas = rows.map((row) => postcodeAreaOf(row.delivery_zip_code)).filter(Boolean);
  if (areas.length === 0) return [];
  const incidents = await standingIncidents(db, env, curated, dismissed, today);
  const notices: DeliveryIncidentNotice[] = [];
  let complaints: Awaited<ReturnType<typeof complaintsSince>> | null = null;
  for (const row of rows) {
    for (const incident of incidents) {
      const affected = await affectedEdition(db, row, incident, today);
      if (!affected) continue;
      complaints ??= await complaintsSince(db, accountId, isoDaysAgo(30));
      const complaint = complaints.find((candidate) => candidate.subscription_id === row.id && candidate.edition_date === affected.edition.date);
      notices.push({
        incidentId: incident.reach.id,
        source: incident.source,
        kind: incident.reach.kind,
        postcodeArea: affected.area,
        editionDate: affected.edition.date,
        subscriptionId: row.id,
        brandKey: row.brand_key,
        title: row.title,
        reports: incident.reports,
        creditPerEdition: affected.creditCents / 100,
        redeliveryUntil: complaint ? null : affected.redeliveryUntil,
        complaint: complaint ? toComplaint(complaint, today) : null,
      });
    }
  }
  return notices.sort((a, b) => b.editionDate.localeCompare(a.editionDate) || a.incidentId.localeCompare(b.incidentId));
}

export const incidentQueries: Pick<QueryResolvers, "deliveryIncidentNotices"> = {
  deliveryIncidentNotices: (_parent, { curated, dismissed }, { db, env, auth }) =>
    noticesOf(
      db,
      env,
      auth.accountId,
      curated.map((reach) => ({ ...reach, from: reach.from ?? null, until: reach.until ?? null })),
      dismissed,
    ),
};

/** Today's detected incidents of one brand, for anyone (no personal data: areas and counts). */
export async function todaysDetected(db: D1Database, env: OriginEnv, brand: string): Promise<{ date: string; incidents: DetectedIncident[] }> {
  const today = todayLocal();
  const incidents = (await detectIncidents(db, detectionRule(env), today, brand)).filter((incident) => incident.date === today);
  return { date: today, incidents };
}

// ── Telling affected subscribers ─────────────────────────────────────────────────────────────────

/** The published curated incidents and dismissals from the content API (`CONTENT_API_URL`, Sanity's query endpoint); none when unset. */
export async function fetchCuratedDocuments(env: Pick<OriginEnv, "CONTENT_API_URL">, fetcher: typeof fetch = fetch): Promise<unknown[]> {
  const base = env.CONTENT_API_URL?.trim();
  if (!base) return [];
  const url = new URL(base);
  url.searchParams.set("query", '*[_type in ["deliveryIncident", "deliveryIncidentDismissal"]]');
  url.searchParams.set("perspective", "published");
  const response = await fetcher(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`content API answered ${response.status}`);
  const body = (await response.json()) as { result?: unknown };
  return Array.isArray(body.result) ? body.result : [];
}

/** The careful wording of a detected incident (in a Belgian brand's words through `sayIn`: "bedeeld"). */
const DETECTED_TEXT = "Meerdere abonnees in uw buurt melden dat hun krant niet is bezorgd. We zoeken uit wat er is misgegaan.";

function incidentEmail(env: OriginEnv, row: DeliverySubscriptionRow, incident: AnyIncident, text: string, editionDate: string): OutboxMessage {
  const brand = brandByKey(row.brand_key);
  const country = brandCountry(row.brand_key);
  const brandName = brand?.name ?? row.title;
  const link = portalLink(env, row.brand_key, `/bezorgservice/storing/${encodeURIComponent(incident.reach.id)}`);
  return {
    to: row.email,
    channel: "email",
    subject: sayIn(country, `Bezorging van ${brandName} op ${dutchDate(editionDate, country, { weekday: true })}`),
    body: [
      `Beste ${row.first_name ?? "abonnee"},`,
      "",
      text,
      "",
      ...(incident.reach.kind === "NOT_DELIVERED"
        ? [`Kreeg u ook geen krant? Met één klik meldt u het en krijgt u het bedrag terug: ${link}`]
        : [`Kwam uw krant later dan normaal? Meer informatie vindt u in Mijn Omgeving: ${link}`]),
      "",
      "Onze excuses voor het ongemak.",
      "",
      "Met vriendelijke groet,",
      brandName,
      "",
      sayIn(country, `U krijgt deze servicemelding omdat meldingen over de bezorging van ${brandName} aan staan. Dit is geen reclame. Uitzetten kan in Mijn Omgeving onder Account, Voorkeuren.`),
    ].join("\n"),
  };
}

/**
 * Tells every affected subscriber once per incident: curated incidents marked `notify` and detected
 * ones that stand. Only subscribers whose paper was due and not reported yet, who allow e-mail from
 * the brand. Returns the number of e-mails sent. Run by the scheduled event.
 */
export async function notifyAffected(db: D1Database, env: OriginEnv, documents: unknown[]): Promise<number> {
  const today = todayLocal();
  const { incidents: curatedDocs, dismissed } = curatedIncidents(documents);
  const texts = new Map<string, DeliveryIncidentDocument>(curatedDocs.map((doc) => [doc._id, doc]));
  const incidents = (await standingIncidents(db, env, curatedDocs.map(reachOf), dismissed, today)).filter(
    (incident) => incident.source === "DETECTED" || texts.get(incident.reach.id)?.notify === true,
  );
  let sent = 0;
  for (const brand of new Set(incidents.flatMap((incident) => incident.reach.brands))) {
    const concerned = incidents.filter((incident) => incident.reach.brands.includes(brand));
    for (const row of await subscriptionsOfBrand(db, brand, today)) {
      for (const incident of concerned) {
        const affected = await affectedEdition(db, row, incident, today);
        if (!affected || affected.edition.unavailableReason === "ALREADY_REPORTED") continue;
        if (!(await allowsServiceNotices(db, row.account_id, brand))) continue;
        const doc = texts.get(incident.reach.id);
        const country = brandCountry(brand);
        const text = doc ? ((country === "be" ? doc.textBe : undefined) ?? doc.text) : sayIn(country, DETECTED_TEXT);
        const [notified] = await db.batch([
          db
            .prepare("INSERT INTO delivery_incident_notifications (incident_id, account_id, subscription_id, sent_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
            .bind(incident.reach.id, row.account_id, row.id, nowIso()),
          sendMessageStatement(db, incidentEmail(env, row, incident, text, affected.edition.date), { ifPreviousChanged: true }),
        ]);
        sent += notified?.meta.changes ?? 0;
      }
    }
  }
  return sent;
}

/** The scheduled run: read the published curated incidents, then tell whoever has not been told. */
export async function scheduledIncidents(db: D1Database, env: OriginEnv): Promise<number> {
  let documents: unknown[] = [];
  try {
    documents = await fetchCuratedDocuments(env);
  } catch (error) {
    // Without content the detected incidents are still told; the curated ones wait for the next run.
    console.error(JSON.stringify({ event: "delivery-incidents", error: String(error), at: nowMs() }));
  }
  return notifyAffected(db, env, documents);
}
