import type { DeliveryCategory, HolidayServiceStatus } from "~/graphql/generated/graphql";
import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { requestLanguage } from "~/forms/account-request.server";
import { invalid, refused, rejected, succeeded } from "~/forms/form-reply.server";
import type { Translate } from "~/forms/translate";
import { WEEKDAYS, describeDays, weekdayName } from "~/platform/locale/weekdays";
import {
  CancelDeliverySuspensionDocument,
  CancelTemporaryDeliveryAddressDocument,
  ChangeHolidayServicePeriodDocument,
  type HolidayAddressFieldsFragment,
  type HolidayChangeFieldsFragment,
  HolidayFormDocument,
  HolidayOverviewDocument,
  type HolidayOverviewQuery,
  type HolidaySubscriptionFieldsFragment,
  SubmitTemporaryDeliveryAddressDocument,
  SuspendDeliveryDocument,
} from "~/graphql/generated/graphql";
import { type DateSettings, dateSettings, formatDate } from "~/platform/locale/dates";
import { dateTimeFormat } from "~/platform/locale/intl";
import { originGraphQL } from "~/platform/origin/graphql.server";
import {
  CANCEL_INTENT,
  CHANGE_INTENT,
  CHANGE_PARAM,
  DONE_PARAM,
  DONE_VALUES,
  type DoneValue,
  formPath,
  holidayBase,
  type HolidayKind,
  SUBMIT_INTENT,
  SUBSCRIPTION_PARAM,
} from "./intent";
import { cancelSchema, changeSchema, holidaySchema } from "./schema";

// The holiday service (ADR 22): what the origin says of each paper subscription's holiday changes,
// turned into Dutch texts for the pages; the pickers' rules; submitting, changing and cancelling.

export type ChangeStatus = HolidayServiceStatus;

export interface ChangeView {
  changeId: string;
  kind: HolidayKind;
  subscriptionId: string;
  subscriptionTitle: string;
  /** "21 december 2026 t/m 3 januari 2027". */
  period: string;
  startDate: string;
  endDate: string;
  status: ChangeStatus;
  /** "Zeedijk 12 bus 3, 8400 Oostende (België)"; null for a suspension. */
  address: string | null;
  skippedPapers: number;
  /** The brand flag is on and the lead time allows it. */
  cancellable: boolean;
  /** Where "wijzigen" goes; null when it can no longer change. */
  changeUrl: string | null;
  /** Only the end may move (running, or inside the lead time). */
  shortenOnly: boolean;
  /** "Doneer mijn krant": "Uw kranten gaan naar WZC Scheldezicht in Antwerpen."; null otherwise. */
  donation: string | null;
}

export interface HolidaySubscriptionView {
  subscriptionId: string;
  title: string;
  category: DeliveryCategory;
  /** "De krant op maandag t/m zaterdag" or "10 nummers per jaar". */
  schedule: string;
  /** Planned and running changes, soonest first. */
  current: ChangeView[];
  /** Over or cancelled, newest first (at most 5). */
  past: ChangeView[];
  /** "In 2026 heeft u nog 76 van de 90 vakantiedagen over." */
  usage: string;
  planUrl: string;
  pauseCrossSellUrl: string | null;
  temporaryCrossSellUrl: string | null;
}

function settingsOf(account: AccountRequest): DateSettings {
  return dateSettings(requestLanguage(account));
}

function fullTitle(item: { title: string; subTitle?: string | null }): string {
  return [item.title, item.subTitle].filter(Boolean).join(" – ");
}

export function periodText(startDate: string, endDate: string, settings: DateSettings, t: Translate): string {
  return t("holidayPeriod", "{start} t/m {end}", { start: formatDate(startDate, settings), end: formatDate(endDate, settings) });
}

function addressText(address: HolidayAddressFieldsFragment["address"], t: Translate): string {
  const street = [address.street, address.houseNumber, address.houseNumberSuffix].filter(Boolean).join(" ");
  const country = address.countryCode === "BE" ? t("countryBelgium", "België") : t("countryNetherlands", "Nederland");
  return `${street}, ${address.zipCode} ${address.city} (${country})`;
}

function changeView(
  change: HolidayChangeFieldsFragment | HolidayAddressFieldsFragment,
  kind: HolidayKind,
  account: AccountRequest,
  settings: DateSettings,
  webview: boolean,
): ChangeView {
  const cancellationEnabled = account.app.flags.general.isHolidayCancellationEnabled;
  return {
    changeId: change.changeId,
    kind,
    subscriptionId: change.subscriptionId,
    subscriptionTitle: change.subscriptionTitle,
    period: periodText(change.startDate, change.endDate, settings, account.t),
    startDate: change.startDate,
    endDate: change.endDate,
    status: change.status,
    address: "address" in change ? addressText(change.address, account.t) : null,
    skippedPapers: change.skippedPapers,
    cancellable: cancellationEnabled && change.cancellable,
    changeUrl: change.changeable ? `${formPath(webview)}?${CHANGE_PARAM}=${encodeURIComponent(change.changeId)}` : null,
    shortenOnly: !change.startDateChangeable,
    donation: "donationPartner" in change && change.donationPartner ? donationText(change.donationPartner, account.t) : null,
  };
}

export function donationText(partner: { name: string; city: string }, t: Translate): string {
  return t("holidayDonationTo", "Uw kranten gaan naar {partner} in {city}.", { partner: partner.name, city: partner.city });
}

type OverviewSubscription = HolidayOverviewQuery["holidayServiceOptions"][number];

function schedule(subscription: OverviewSubscription, t: Translate): string {
  if (subscription.category === "MAGAZINE") return t("holidayScheduleMagazine", "Een blad dat per post komt");
  return t("holidayScheduleNewspaper", "De krant op {days}", { days: describeDays(subscription.deliveryDays, t) });
}

function usageText(subscription: OverviewSubscription, t: Translate): string {
  const [current] = subscription.usage;
  if (!current) return "";
  return t("holidayUsage", "In {year} heeft u nog {remaining} van de {max} vakantiedagen over.", {
    year: current.year,
    remaining: current.remainingDays,
    max: subscription.maxDaysPerYear,
  });
}

function brandLinks(account: AccountRequest, brandKey: string) {
  const brand = account.app.brands.find((item) => item.key === brandKey) ?? account.app.brand;
  return brand?.links ?? {};
}

const byStart = (a: ChangeView, b: ChangeView) => a.startDate.localeCompare(b.startDate);

/** /vakantieservice: per paper subscription its planned, running and past changes. */
export async function loadHolidayOverview(account: AccountRequest): Promise<HolidaySubscriptionView[]> {
  const settings = settingsOf(account);
  const { t } = account;
  const { holidayServicesOverview, holidayServiceOptions } = await originGraphQL(account.app, account.session, HolidayOverviewDocument, {});
  const changes = [
    ...(holidayServicesOverview?.deliverySuspensions ?? []).map((change) => changeView(change, "SUSPENSION", account, settings, false)),
    ...(holidayServicesOverview?.temporaryAddresses ?? []).map((change) => changeView(change, "TEMPORARY_ADDRESS", account, settings, false)),
  ];
  return holidayServiceOptions.map((subscription) => {
    const own = changes.filter((change) => change.subscriptionId === subscription.subscriptionId);
    const links = brandLinks(account, subscription.brandKey);
    return {
      subscriptionId: subscription.subscriptionId,
      title: fullTitle(subscription),
      category: subscription.category,
      schedule: schedule(subscription, t),
      current: own.filter((change) => change.status === "PLANNED" || change.status === "ACTIVE").sort(byStart),
      past: own.filter((change) => change.status === "COMPLETED" || change.status === "CANCELLED").sort(byStart).reverse().slice(0, 5),
      usage: usageText(subscription, t),
      planUrl: `${formPath(false)}?${SUBSCRIPTION_PARAM}=${encodeURIComponent(subscription.subscriptionId)}`,
      pauseCrossSellUrl: links.holidayPauseCrossSellUrl ?? null,
      temporaryCrossSellUrl: links.holidayTemporaryChangeCrossSellUrl ?? null,
    };
  });
}

export interface PickerSubscription {
  subscriptionId: string;
  title: string;
  category: DeliveryCategory;
  countryCode: string;
  earliestStartDate: string;
  latestStartDate: string;
  maxDaysPerChange: number;
  /** "zaterdag 28 november 2026". */
  earliestLabel: string;
  leadTimeWorkingDays: number;
  remaining: Array<{ year: number; remainingDays: number }>;
  maxDaysPerYear: number;
  /** Public holidays without a paper, with why ("Kerstmis: geen krant"). */
  marked: Record<string, string>;
  /** Weekdays without a paper (0 Sunday … 6 Saturday), with why ("Zondag: geen krant"). */
  markedWeekdays: Partial<Record<number, string>>;
  /** Days already taken by another change of the subscription. */
  unavailable: Record<string, string>;
  /** Magazines: the issue days (what a suspension skips). */
  issueDates: string[];
  /** "Op zondag en op feestdagen komt er geen krant." */
  deliveryNote: string;
  /** "Doneer mijn krant": the partner organisations of the delivery address's region, or why not. */
  donation: DonationView;
}

export interface DonationPartnerView {
  id: string;
  name: string;
  /** "Woonzorgcentrum in Amersfoort · Bewoners lezen de krant ’s ochtends samen." */
  description: string;
}

export interface DonationView {
  offered: boolean;
  /** Why not ("Doneren kan alleen bij een krant …"); null when offered. */
  reason: string | null;
  partners: DonationPartnerView[];
}

function partnerKind(kind: string, t: Translate): string {
  if (kind === "LIBRARY") return t("holidayPartnerLibrary", "Bibliotheek");
  if (kind === "FOOD_BANK") return t("holidayPartnerFoodBank", "Voedselbank");
  return t("holidayPartnerCareHome", "Woonzorgcentrum");
}

function donationView(donation: HolidaySubscriptionFieldsFragment["donation"], t: Translate): DonationView {
  const reason =
    donation.unavailableReason === "MAGAZINE"
      ? t("holidayDonateNotMagazine", "Doneren kan alleen bij een krant, niet bij een tijdschrift.")
      : donation.unavailableReason === "NO_DELIVERY_ADDRESS"
        ? t("holidayDonateNoAddress", "Wij kennen geen bezorgadres bij dit abonnement, dus doneren kan niet.")
        : donation.unavailableReason === "NO_PARTNER_IN_REGION"
          ? t("holidayDonateNoPartner", "In uw regio werken wij nog niet samen met een organisatie die kranten ontvangt.")
          : null;
  return {
    offered: donation.offered,
    reason: donation.offered ? null : reason,
    partners: donation.partners.map((partner) => ({
      id: partner.id,
      name: partner.name,
      description: t("holidayPartnerDescription", "{kind} in {city}: {description}", { kind: partnerKind(partner.kind, t), city: partner.city, description: partner.description }),
    })),
  };
}

export interface ChangeFormView {
  changeId: string;
  kind: HolidayKind;
  subscriptionId: string;
  subscriptionTitle: string;
  period: string;
  startDate: string;
  endDate: string;
  shortenOnly: boolean;
  address: string | null;
  /** "Uw kranten gaan naar …" of a donating pause. */
  donation: string | null;
  /** Tomorrow: the earliest end of a running change. */
  earliestEnd: string;
}

export interface HolidayFormView {
  webview: boolean;
  locale: "nl-NL" | "nl-BE";
  subscriptions: PickerSubscription[];
  /** Subscriptions ticked at first (one from `?abonnement=`, or the only one). */
  preselected: string[];
  idempotencyKey: string;
  /** `?wijziging=`: the change whose dates are edited. */
  change: ChangeFormView | null;
  /** `?wijziging=` of a change that can no longer change. */
  changeClosed: boolean;
  /** After a submit in the app (the web goes to the overview). */
  done: DoneValue | null;
  overviewUrl: string;
  formUrl: string;
  /** Reading digitally instead (abroad, or during a pause). */
  digitalUrl: string | null;
}

function weekdayLong(date: string, settings: DateSettings): string {
  return dateTimeFormat(settings.locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const DAY_MS = 24 * 3600 * 1000;

function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let day = Date.parse(`${startDate}T00:00:00Z`); day <= end; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

function pickerSubscription(subscription: HolidaySubscriptionFieldsFragment, settings: DateSettings, t: Translate, editing: string | null): PickerSubscription {
  const marked: Record<string, string> = {};
  for (const day of subscription.nonDeliveryDays) if (day.name) marked[day.date] = t("holidayMarkedHoliday", "{name}: geen krant", { name: day.name });
  // The weekdays without a paper say it once each; the calendar applies them to every week.
  const markedWeekdays: Partial<Record<number, string>> = {};
  if (subscription.category === "NEWSPAPER") {
    WEEKDAYS.forEach((weekday, index) => {
      // WEEKDAYS starts on Monday, getUTCDay() on Sunday.
      if (!subscription.deliveryDays.includes(weekday)) markedWeekdays[(index + 1) % 7] = t("holidayMarkedNoPaper", "{weekday}: geen krant", { weekday: capitalize(weekdayName(weekday, t)) });
    });
  }
  const unavailable: Record<string, string> = {};
  for (const change of subscription.changes) {
    if (change.changeId === editing) continue;
    const reason = change.kind === "SUSPENSION" ? t("holidayTakenSuspension", "Al doorgegeven: bezorging gepauzeerd") : t("holidayTakenAddress", "Al doorgegeven: vakantieadres");
    for (const day of daysOf(change.startDate, change.endDate)) unavailable[day] = reason;
  }
  const noPaperDays = WEEKDAYS.filter((day) => !subscription.deliveryDays.includes(day));
  return {
    subscriptionId: subscription.subscriptionId,
    title: fullTitle(subscription),
    category: subscription.category,
    countryCode: subscription.countryCode,
    earliestStartDate: subscription.earliestStartDate,
    latestStartDate: subscription.latestStartDate,
    maxDaysPerChange: subscription.maxDaysPerChange,
    earliestLabel: weekdayLong(subscription.earliestStartDate, settings),
    leadTimeWorkingDays: subscription.leadTimeWorkingDays,
    remaining: subscription.usage.map(({ year, remainingDays }) => ({ year, remainingDays })),
    maxDaysPerYear: subscription.maxDaysPerYear,
    marked,
    markedWeekdays,
    unavailable,
    issueDates: subscription.issueDates,
    deliveryNote:
      subscription.category === "MAGAZINE"
        ? t("holidayNoteMagazine", "Wij tellen alleen de dagen waarop een nummer verschijnt.")
        : noPaperDays.length > 0
          ? t("holidayNoteNewspaperDays", "Op {days} en op feestdagen komt er geen krant; die dagen tellen niet mee.", { days: describeDays(noPaperDays, t) })
          : t("holidayNoteNewspaper", "Op feestdagen komt er geen krant; die dagen tellen niet mee."),
    donation: donationView(subscription.donation, t),
  };
}

/** /vakantieservice/doorgeven and its app twin: the pickers' rules per paper subscription, or one change to edit. */
export async function loadHolidayForm(account: AccountRequest, webview: boolean, url: URL): Promise<HolidayFormView> {
  const settings = settingsOf(account);
  const { t } = account;
  const editing = url.searchParams.get(CHANGE_PARAM);
  const { holidayServicesOverview, holidayServiceOptions } = await originGraphQL(account.app, account.session, HolidayFormDocument, { editing: editing !== null });
  const subscriptions = holidayServiceOptions.map((subscription) => pickerSubscription(subscription, settings, t, editing));
  let change: ChangeFormView | null = null;
  let changeClosed = false;
  if (editing) {
    const suspension = holidayServicesOverview?.deliverySuspensions.find((item) => item.changeId === editing);
    const address = holidayServicesOverview?.temporaryAddresses.find((item) => item.changeId === editing);
    const found = suspension ?? address;
    if (!found) throw new Response("Niet gevonden", { status: 404 });
    const view = changeView(found, suspension ? "SUSPENSION" : "TEMPORARY_ADDRESS", account, settings, webview);
    if (!view.changeUrl) changeClosed = true;
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    change = {
      changeId: view.changeId,
      kind: view.kind,
      subscriptionId: view.subscriptionId,
      subscriptionTitle: view.subscriptionTitle,
      period: view.period,
      startDate: view.startDate,
      endDate: view.endDate,
      shortenOnly: view.shortenOnly,
      address: view.address,
      donation: view.donation,
      earliestEnd: dateTimeFormat("en-CA", { timeZone: settings.timeZone }).format(tomorrow),
    };
  }
  const wanted = url.searchParams.get(SUBSCRIPTION_PARAM);
  const preselected = subscriptions.length === 1 ? [subscriptions[0]!.subscriptionId] : subscriptions.filter((item) => item.subscriptionId === wanted).map((item) => item.subscriptionId);
  const done = url.searchParams.get(DONE_PARAM);
  const links = account.app.brand?.links ?? {};
  return {
    webview: webview,
    locale: settings.locale === "nl-BE" ? "nl-BE" : "nl-NL",
    subscriptions,
    preselected,
    idempotencyKey: nanoid(),
    change,
    changeClosed,
    done: webview && (DONE_VALUES as readonly string[]).includes(done ?? "") ? (done as DoneValue) : null,
    overviewUrl: holidayBase(false),
    formUrl: formPath(webview),
    digitalUrl: links.holidayTemporaryChangeCrossSellUrl ?? links.subscriptionReadOnlineUrl ?? null,
  };
}

const SUBMIT_FIELDS = ["subscriptionIds", "kind", "startDate", "endDate", "compensation", "donationPartnerId", "countryCode", "street", "houseNumber", "houseNumberSuffix", "zipCode", "city"] as const;

/** Where a successful submit goes: the overview on the web, the form's confirmation in the app. */
function afterSubmit(webview: boolean, done: DoneValue): never {
  throw redirect(webview ? `${formPath(true)}?${DONE_PARAM}=${done}` : `${holidayBase(false)}?${DONE_PARAM}=${done}`);
}

/** Plan a pause or a holiday address for the chosen subscriptions; or new dates for one change. */
export async function holidayFormAction(account: AccountRequest, webview: boolean, formData: FormData) {
  const { t } = account;
  if (formData.get("intent") === CHANGE_INTENT) {
    const submission = parseWithZod(formData, { schema: changeSchema(t) });
    if (submission.status !== "success") return invalid(CHANGE_INTENT, submission);
    const { changeId, startDate, endDate } = submission.value;
    try {
      await originGraphQL(account.app, account.session, ChangeHolidayServicePeriodDocument, { input: { changeId, startDate, endDate } });
    } catch (error) {
      return rejected(account, CHANGE_INTENT, submission, error, { fields: ["startDate", "endDate"] });
    }
    afterSubmit(webview, "wijziging");
  }
  const submission = parseWithZod(formData, { schema: holidaySchema(t) });
  if (submission.status !== "success") return invalid(SUBMIT_INTENT, submission);
  const value = submission.value;
  try {
    if (value.kind === "SUSPENSION") {
      await originGraphQL(account.app, account.session, SuspendDeliveryDocument, {
        input: {
          subscriptionIds: value.subscriptionIds,
          startDate: value.startDate,
          endDate: value.endDate,
          compensation: value.compensation,
          donationPartnerId: value.compensation === "DONATE" ? (value.donationPartnerId ?? null) : null,
          idempotencyKey: value.idempotencyKey,
        },
      });
    } else {
      await originGraphQL(account.app, account.session, SubmitTemporaryDeliveryAddressDocument, {
        input: {
          subscriptionIds: value.subscriptionIds,
          startDate: value.startDate,
          endDate: value.endDate,
          idempotencyKey: value.idempotencyKey,
          address: {
            street: value.street ?? "",
            houseNumber: value.houseNumber ?? "",
            houseNumberSuffix: value.houseNumberSuffix || null,
            zipCode: value.zipCode ?? "",
            city: value.city ?? "",
            countryCode: value.countryCode ?? "NL",
          },
        },
      });
    }
  } catch (error) {
    return rejected(account, SUBMIT_INTENT, submission, error, { fields: SUBMIT_FIELDS, codeFields: { "NO-DELIVERY": "subscriptionIds" } });
  }
  afterSubmit(webview, value.kind === "SUSPENSION" ? "pauze" : "adres");
}

/** "Annuleren" on the overview: only while the brand flag is on (the origin checks the lead time). */
export async function cancelAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: cancelSchema(t) });
  if (submission.status !== "success") return invalid(CANCEL_INTENT, submission);
  if (!account.app.flags.general.isHolidayCancellationEnabled) {
    return refused(CANCEL_INTENT, submission, 403, [
      t("holidayCancelDisabled", "Annuleren kan hier op dit moment niet. Neem contact op met de klantenservice."),
    ]);
  }
  const { changeId, kind } = submission.value;
  try {
    if (kind === "SUSPENSION") {
      await originGraphQL(account.app, account.session, CancelDeliverySuspensionDocument, { input: { changeId } });
    } else {
      await originGraphQL(account.app, account.session, CancelTemporaryDeliveryAddressDocument, { input: { changeId } });
    }
  } catch (error) {
    return rejected(account, CANCEL_INTENT, submission, error, { fields: [] });
  }
  return succeeded(
    CANCEL_INTENT,
    submission,
    kind === "SUSPENSION"
      ? t("holidayCancelledSuspension", "Uw vakantiestop is geannuleerd. Uw krant wordt gewoon bezorgd.")
      : t("holidayCancelledAddress", "Uw vakantieadres is geannuleerd. Uw krant wordt gewoon thuis bezorgd."),
  );
}

/** The confirmation after a redirect (`?doorgegeven=`). */
export function doneText(done: string | null, t: Translate): string | null {
  switch (done) {
    case "pauze":
      return t("holidayDonePause", "Uw vakantie is doorgegeven: de bezorging wordt gepauzeerd. Digitaal lezen gaat gewoon door.");
    case "adres":
      return t("holidayDoneAddress", "Uw vakantieadres is doorgegeven. Uw krant wordt in die periode daar bezorgd.");
    case "wijziging":
      return t("holidayDoneChange", "Uw vakantie is gewijzigd.");
    default:
      return null;
  }
}

