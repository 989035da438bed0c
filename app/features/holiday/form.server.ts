import type { DeliveryCategory } from "~/graphql/generated/graphql";
import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, rejected } from "~/forms/form-reply.server";
import type { Translate } from "~/forms/translate";
import { WEEKDAYS, describeDays, weekdayName } from "~/platform/locale/weekdays";
import { ChangeHolidayServicePeriodDocument, HolidayFormDocument, type HolidaySubscriptionFieldsFragment, SubmitTemporaryDeliveryAddressDocument, SuspendDeliveryDocument } from "~/graphql/generated/graphql";
import { type DateSettings } from "~/platform/locale/dates";
import { dateTimeFormat } from "~/platform/locale/intl";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { CHANGE_INTENT, CHANGE_PARAM, DONE_PARAM, DONE_VALUES, type DoneValue, formPath, holidayBase, type HolidayKind, SUBMIT_INTENT, SUBSCRIPTION_PARAM } from "./intent";
import { changeSchema, holidaySchema } from "./schema";
import { changeView, type ChangeView, fullTitle, settingsOf } from "./changes.server";

// /vakantieservice/doorgeven and its app variant (ADR 22): the pickers' rules of each paper subscription,
// and the form's two intents, planning a change and moving one's dates, each with its own handler.

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

/** A planned or running change as the form edits it: what the overview shows of it, and what may change. */
export interface ChangeFormView extends Pick<ChangeView, "changeId" | "kind" | "subscriptionId" | "subscriptionTitle" | "period" | "startDate" | "endDate"> {
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

/** The form's intents, each with its handler; a post without a known intent plans a change, as the form does. */
export async function holidayFormAction(account: AccountRequest, webview: boolean, formData: FormData) {
  return formData.get("intent") === CHANGE_INTENT ? changeDates(account, webview, formData) : planChange(account, webview, formData);
}

/** New dates for one planned or running change (`?wijziging=`). */
async function changeDates(account: AccountRequest, webview: boolean, formData: FormData) {
  const { t } = account;
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

/** Plan a pause or a holiday address for the chosen subscriptions. */
async function planChange(account: AccountRequest, webview: boolean, formData: FormData) {
  const { t } = account;
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

