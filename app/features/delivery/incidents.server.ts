import { data } from "react-router";
import { curatedIncidents, deliveryService, reachOf, reachCovers, standingDetected, type DeliveryIncidentDocument, type DeliveryIncidentKind } from "@contracts/delivery";
import type { Translate } from "~/forms/translate";
import {
  ConfirmDeliveryIncidentDocument,
  type DeliveryIncidentNoticeFieldsFragment,
  DeliveryIncidentNoticesDocument,
  DeliveryServicePageDocument,
  type OpenBalanceNoticeFragment,
} from "~/graphql/generated/graphql";
import { type OpenBalanceView, openBalanceNotices } from "~/shell/open-balance";
import { type CacheStrategy, cached } from "~/platform/content/cache.server";
import { dateSettings, type DateSettings, dayKey, formatMoney } from "~/platform/locale/dates";
import { OriginError } from "~/platform/origin/violations";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { originRest } from "~/platform/origin/rest.server";
import type { AppContext } from "~/platform/request/context";
import type { Session } from "~/platform/session/session";
import { editionLabel } from "./delivery.server";
import { INCIDENT_CONFIRM_INTENT, incidentPath } from "./intent";

// Delivery incidents in the portal (ADR 40): the curated ones from content (KV-cached; drafts in
// preview), matched by the origin with the account's own subscriptions; the notice's one tap files
// the ordinary NOT_DELIVERED complaint; without a login, today's incidents of the brand by area.

export const INCIDENTS_QUERY = `*[_type in ["deliveryIncident", "deliveryIncidentDismissal"]]`;

interface IncidentRequest {
  app: AppContext;
  session: Session | null;
  t: Translate;
  language: "nl" | "be";
}

/** Curated incidents and dismissals; none when content cannot be read (the page goes on without them). */
async function curated(app: AppContext) {
  try {
    return curatedIncidents(await app.content.documents<unknown[]>("delivery-incidents", INCIDENTS_QUERY));
  } catch (error) {
    app.report(error, "delivery incidents content");
    return { incidents: [] as DeliveryIncidentDocument[], dismissed: [] as string[] };
  }
}

function incidentText(app: AppContext, document: DeliveryIncidentDocument | undefined, t: Translate, edition: string): string {
  if (document) return (app.brand?.country === "be" ? document.textBe : undefined) ?? document.text;
  return t("deliveryIncidentDetectedText", "Meerdere abonnees in uw buurt melden dat hun krant van {edition} niet is bezorgd. We zoeken uit wat er is misgegaan.", {
    edition: edition.charAt(0).toLowerCase() + edition.slice(1),
  });
}

export interface IncidentNoticeView {
  key: string;
  incidentId: string;
  kind: DeliveryIncidentKind;
  text: string;
  /** "Dit gaat over De Dagkoerier van zaterdag 28 november 2026." */
  about: string;
  subscriptionId: string;
  editionDate: string;
  creditPerEdition: string;
  /** Today's paper can still be brought again, if asked for before this time (HH:MM); else null. */
  redeliveryUntil: string | null;
  idempotencyKey: string;
  action: string;
  /** Reported already (one tap or the form): what came of it. */
  outcome: string | null;
}

function incidentOutcomeText(t: Translate, complaint: { outcome: string; credit?: { amount: number } | null; redeliveryBy?: string | null }, settings: DateSettings): string {
  if (complaint.outcome === "CREDIT" && complaint.credit) {
    return t("deliveryIncidentCredited", "Gemeld. U krijgt {amount} terug: dat verrekenen wij met uw volgende factuur.", { amount: formatMoney(complaint.credit.amount, settings) });
  }
  if (complaint.outcome === "REDELIVERY") return t("deliveryIncidentRedelivered", "Gemeld. Wij brengen uw krant vandaag vóór {time} alsnog.", { time: complaint.redeliveryBy ?? "" });
  return t("deliveryIncidentRegistered", "Gemeld. Wij hebben het doorgegeven aan de bezorging.");
}

/** What the origin needs to match the curated incidents, and their documents for the texts. */
async function incidentVariables(app: AppContext) {
  const { incidents, dismissed } = await curated(app);
  return { variables: { curated: incidents.map(reachOf), dismissed }, documents: new Map(incidents.map((document) => [document._id, document])) };
}

function noticeViews(request: IncidentRequest, notices: DeliveryIncidentNoticeFieldsFragment[], documents: Map<string, DeliveryIncidentDocument>, only?: string): IncidentNoticeView[] {
  const { app, t } = request;
  const settings = dateSettings(request.language);
  return notices
    .filter((notice) => notice.brandKey === app.brand?.key && (!only || notice.incidentId === only))
    .map((notice) => {
      const edition = editionLabel(notice.editionDate, null, settings, t);
      return {
        key: `${notice.incidentId}:${notice.subscriptionId}`,
        incidentId: notice.incidentId,
        kind: notice.kind,
        text: incidentText(app, documents.get(notice.incidentId), t, edition),
        about: t("deliveryIncidentAbout", "Het gaat om {title} van {edition}.", { title: notice.title, edition: edition.charAt(0).toLowerCase() + edition.slice(1) }),
        subscriptionId: notice.subscriptionId,
        editionDate: notice.editionDate,
        creditPerEdition: formatMoney(notice.creditPerEdition, settings),
        redeliveryUntil: notice.redeliveryUntil ?? null,
        idempotencyKey: `incident-${notice.incidentId}-${notice.subscriptionId}-${notice.editionDate}`.slice(0, 100),
        action: incidentPath(notice.incidentId),
        outcome: notice.complaint ? incidentOutcomeText(t, notice.complaint, settings) : null,
      };
    });
}

/** The notices of the logged-in account (none without a session or a brand). */
export async function loadIncidentNotices(request: IncidentRequest, only?: string): Promise<IncidentNoticeView[]> {
  return (await loadAccountNotices(request, only, false)).incidents;
}

/** The incidents, and with `withOpenBalance` what the account still owes (the service home's one read). */
async function loadAccountNotices(request: IncidentRequest, only: string | undefined, withOpenBalance: boolean): Promise<AccountNotices> {
  const { app, session } = request;
  if (!session || !app.brand) return NO_NOTICES;
  const { variables, documents } = await incidentVariables(app);
  const read = await originGraphQL(app, session, DeliveryIncidentNoticesDocument, { ...variables, withOpenBalance });
  return {
    incidents: noticeViews(request, read.deliveryIncidentNotices, documents, only),
    openBalances: withOpenBalance ? openBalanceNotices(read as OpenBalanceNoticeFragment, dateSettings(request.language), request.t) : [],
  };
}

export interface AccountNotices {
  incidents: IncidentNoticeView[];
  openBalances: OpenBalanceView[];
}

const NO_NOTICES: AccountNotices = { incidents: [], openBalances: [] };

/** The delivery overview and the account's notices in one origin round trip (/bezorgservice, the complaint chooser). */
export async function loadDeliveryServicePage(request: IncidentRequest & { session: Session }) {
  const { variables, documents } = await incidentVariables(request.app);
  const page = await originGraphQL(request.app, request.session, DeliveryServicePageDocument, variables);
  return { deliveryService: page.deliveryService, notices: noticeViews(request, page.deliveryIncidentNotices, documents) };
}

/** How long a page that shows nothing else from the origin (the service home) waits for its notices. */
const QUICK_NOTICES_MS = 1500;

/**
 * The notices, or none when the origin cannot be asked now: a notice is never worth a failed page,
 * so a failed read does not make the page answer 503. `quick`: the page shows nothing else from the
 * origin and waits for the notices at most QUICK_NOTICES_MS.
 */
export async function incidentNoticesOrNone(request: IncidentRequest, { quick = false, withOpenBalance = false } = {}): Promise<AccountNotices> {
  if (!request.session) return NO_NOTICES;
  const reads = request.app.originReads;
  const { failed, deadline } = reads;
  if (quick) reads.deadline = Math.min(deadline, Date.now() + QUICK_NOTICES_MS);
  try {
    return await loadAccountNotices(request, undefined, withOpenBalance);
  } catch (error) {
    if (!(error instanceof OriginError) || error.violation.status !== 401) request.app.report(error, "delivery incident notices");
    reads.failed = failed;
    return NO_NOTICES;
  } finally {
    reads.deadline = deadline;
  }
}

export interface IncidentConfirmReply {
  intent: typeof INCIDENT_CONFIRM_INTENT;
  key: string;
  ok: boolean;
  message: string;
}

/** The one tap: the NOT_DELIVERED complaint about the notice's paper, under every rule of the complaint form. */
export async function confirmIncidentAction(request: IncidentRequest & { session: Session }, incidentId: string, formData: FormData) {
  const { app, session, t } = request;
  const subscriptionId = String(formData.get("subscriptionId") ?? "");
  const notices = await loadIncidentNotices(request, incidentId);
  const notice = notices.find((item) => item.subscriptionId === subscriptionId);
  if (!notice || notice.kind !== "NOT_DELIVERED") throw new Response("Niet gevonden", { status: 404 });
  const reply = (ok: boolean, message: string, status = 200) => data<IncidentConfirmReply>({ intent: INCIDENT_CONFIRM_INTENT, key: notice.key, ok, message }, { status });
  if (notice.outcome) return reply(true, notice.outcome);
  // The one tap is the credit; a paper the brand can still bring today may be asked for instead.
  const compensation = formData.get("compensation") === "REDELIVERY" ? "REDELIVERY" : "CREDIT";
  try {
    const { submitDeliveryComplaint } = await originGraphQL(app, session, ConfirmDeliveryIncidentDocument, {
      input: { subscriptionId, type: "NOT_DELIVERED", editionDate: notice.editionDate, message: null, compensation, idempotencyKey: notice.idempotencyKey },
    });
    return reply(true, incidentOutcomeText(t, submitDeliveryComplaint, dateSettings(request.language)));
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    const violation = error.violation.violations[0];
    if (error.violation.status >= 500) app.report(error, "delivery incident confirm");
    return reply(false, violation?.message ?? t("deliveryIncidentFailed", "Dat lukte nu niet. Probeer het later opnieuw, of meld het via het formulier."), error.violation.status);
  }
}

export interface IncidentListItem {
  id: string;
  /** "3811 – 3818" or "3811". */
  areas: string;
  text: string;
  kind: DeliveryIncidentKind;
}

/** Today's detected incidents change by the minute at most. */
const DetectedCache: CacheStrategy = { name: "detected-incidents", softTtlMs: 60_000, hardTtlSeconds: 24 * 3600 };

/** Without a login: today's incidents of the brand, by area, without any personal data. */
export async function loadTodaysIncidents(app: AppContext, t: Translate, language: "nl" | "be"): Promise<IncidentListItem[]> {
  const brand = app.brand;
  if (!brand) return [];
  const [{ incidents, dismissed }, detected] = await Promise.all([
    curated(app),
    // The same for every visitor: cached like content (KV, stale-while-revalidate), so a page open to
    // everyone does not wait for the origin once the cache is warm.
    cached({
      key: `origin:${deliveryService.incidents.path}:${brand.key}`,
      kv: app.contentCache,
      waitUntil: app.waitUntil,
      strategy: DetectedCache,
      fetcher: () => originRest(app, null, deliveryService.incidents, { brand: brand.key }),
      onError: (error) => app.report(error, "delivery incidents detected"),
    }).catch((error: unknown) => {
      app.report(error, "delivery incidents detected");
      return { date: dayKey(Date.now(), "Europe/Amsterdam"), incidents: [] };
    }),
  ]);
  const today = detected.date;
  const settings = dateSettings(language);
  const edition = editionLabel(today, null, settings, t);
  const curatedToday = incidents.filter((document) => document.brands.includes(brand.key) && document.postcodeAreas.some((range) => reachCovers(reachOf(document), brand.key, range.from, today)));
  return [
    ...curatedToday.map((document) => ({
      id: document._id,
      areas: document.postcodeAreas.map((range) => (range.to && range.to !== range.from ? `${range.from} – ${range.to}` : range.from)).join(", "),
      text: incidentText(app, document, t, edition),
      kind: document.kind,
    })),
    ...standingDetected(detected.incidents, incidents.map(reachOf), dismissed).map((incident) => ({
      id: incident.id,
      areas: incident.postcodeArea,
      text: incidentText(app, undefined, t, edition),
      kind: incident.kind,
    })),
  ];
}
