import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { data, redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { requestLanguage } from "~/forms/account-request.server";
import type { FormReply } from "~/forms/form-reply";
import { invalid, replyStatus, succeeded, violationErrors } from "~/forms/form-reply.server";
import type { MovingHouseStatus } from "@contracts/values";
import type { Translate } from "~/forms/translate";
import {
  CancelMovingHouseDocument,
  MovingHouseAddressLookupDocument,
  type MovingHouseAddressLookupQuery,
  MovingHouseOptionsDocument,
  type MovingHouseServiceFieldsFragment,
  MovingHouseServicesDocument,
  type MovingOverviewScreenFragment,
  SubmitMovingHouseDocument,
} from "~/graphql/generated/graphql";
import { type DateSettings, dateSettings, formatDate, formatDateTime } from "~/platform/locale/dates";
import { OriginError } from "~/platform/origin/violations";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type ViolationError, violationText } from "~/platform/origin/violations";
import {
  CANCEL_INTENT,
  CHANGE_PARAM,
  deliveryField,
  EDIT_ADDRESS_INTENT,
  firstEditionField,
  LOOKUP_INTENT,
  MANUAL_AFTER_CODES,
  MANUAL_VALUE,
  type MoveCountry,
  type MoveDelivery,
  MOVE_INTENT,
  movePath,
  OVERVIEW_PATH,
  SUBMITTED_PARAM,
} from "./intent";
import { addressSchema, cancelSchema, lookupSchema, moveSchema } from "./schema";
import { MovingHouseDelivery } from "@contracts/values";
import { ADDRESS_PARAMS, type AddressPreview, isCompleteNlAddress } from "./address-preview";

// The moving-house service: the origin's moves turned into Dutch texts, the two-step form (address
// lookup, then date and subscriptions) that works without JavaScript, and cancelling a planned move.

export interface MoveView {
  id: string;
  status: MovingHouseStatus;
  /** "10 december 2026". */
  date: string;
  /** "Meir 12 bus 4, 2000 Antwerpen (België)". */
  address: string;
  subscriptions: Array<{ subscriptionId: string; title: string; delivery: string }>;
  cancellable: boolean;
  /** "25 november 2026 om 10:15". */
  submittedAt: string;
  /** Typed in by the subscriber: customer service checks the address. */
  addressToBeChecked: boolean;
}

function settingsOf(account: AccountRequest): DateSettings {
  return dateSettings(requestLanguage(account));
}

export function deliveryLabel(delivery: MoveDelivery, t: Translate): string {
  if (delivery === "POSTAL") return t("movingDeliveryPostal", "Per post op uw nieuwe adres");
  if (delivery === "DIGITAL") return t("movingDeliveryDigital", "Digitaal lezen: de papieren krant stopt");
  return t("movingDeliveryAddress", "Bezorgd op uw nieuwe adres");
}

type AddressFields = { street: string; houseNumber: string; houseNumberSuffix?: string | null; zipCode: string; city: string; countryCode: string };

/** "Oudegracht 23 B, 3511 AB Utrecht" (with the country when it is not the account's page country). */
export function addressText(address: AddressFields, t: Translate): string {
  const country = address.countryCode === "BE" ? t("movingCountryBe", "België") : t("movingCountryNl", "Nederland");
  return `${[address.street, address.houseNumber, address.houseNumberSuffix].filter(Boolean).join(" ")}, ${address.zipCode} ${address.city} (${country})`;
}

function moveView(move: MovingHouseServiceFieldsFragment, settings: DateSettings, t: Translate, flagCancellable = true): MoveView {
  return {
    id: move.id,
    status: move.status as MoveView["status"],
    date: formatDate(move.moveDate, settings),
    address: addressText(move.address, t),
    subscriptions: move.subscriptions.map((subscription) => ({
      subscriptionId: subscription.subscriptionId,
      title: subscription.title,
      // Per title the first edition at the new address: its own date, else the move date.
      delivery:
        subscription.delivery !== "DIGITAL"
          ? `${deliveryLabel(subscription.delivery, t)} ${t("movingFirstEdition", "vanaf {date}", { date: formatDate(subscription.firstEditionDate ?? move.moveDate, settings) })}`
          : deliveryLabel(subscription.delivery, t),
    })),
    cancellable: flagCancellable && move.cancellable,
    submittedAt: formatDateTime(move.createdAt, settings),
    addressToBeChecked: move.addressToBeChecked,
  };
}

export interface MovingOverview {
  planned: MoveView[];
  past: MoveView[];
  /** The brand's "verhuizen" page (offers for the new address); null when the brand has none. */
  crossSellUrl: string | null;
  moveUrl: string;
}

/** /verhuisservice: the planned move (with "annuleren" while possible) and earlier moves. */
export async function loadMovingOverview(account: AccountRequest): Promise<MovingOverview> {
  return overviewView(account, await originGraphQL(account.app, account.session, MovingHouseServicesDocument, {}));
}

function overviewView(account: AccountRequest, { movingHouseServicesOverview }: MovingOverviewScreenFragment): MovingOverview {
  const settings = settingsOf(account);
  const moves = (movingHouseServicesOverview?.services ?? []).map((move) => moveView(move, settings, account.t));
  return {
    planned: moves.filter((move) => move.status === "PLANNED"),
    past: moves.filter((move) => move.status !== "PLANNED"),
    crossSellUrl: account.app.brand?.links.changeAddressCrossSellUrl ?? null,
    moveUrl: movePath(false),
  };
}

function formErrorReply(intent: string, submission: { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => FormReply["result"] }, violation: ViolationError, account: AccountRequest, fields: readonly string[], extra: object = {}) {
  const { fieldErrors, formErrors } = violationErrors(account, violation, { fields });
  return data({ intent, result: submission.reply({ fieldErrors, formErrors }), ...extra }, { status: replyStatus(violation) });
}

/** "Annuleren" on the overview: a plain form, so it works without JavaScript. */
export async function cancelMoveAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: cancelSchema(t) });
  if (submission.status !== "success") return invalid(CANCEL_INTENT, submission);
  try {
    const { after } = await originGraphQL(account.app, account.session, CancelMovingHouseDocument, { input: { id: submission.value.moveId } });
    // The overview as the cancellation left it (issue 59): nothing is read again.
    const done = t("movingCancelled", "Uw verhuizing is geannuleerd. Uw krant blijft komen op uw huidige adres.");
    return succeeded(CANCEL_INTENT, submission, done, submission.value.moveId, overviewView(account, after));
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    return formErrorReply(CANCEL_INTENT, submission, error.violation, account, []);
  }
}

export interface LookupView {
  /** The address as found, for the hidden fields of step 2 (manual: typed in, so it is looked up that way again). */
  fields: { countryCode: MoveCountry; zipCode: string; houseNumber: string; houseNumberSuffix: string; street: string; city: string; manual?: string };
  text: string;
  /** Typed in and unknown to the address service: customer service checks it. */
  toBeChecked: boolean;
  /** Subscriptions whose brand does not deliver there: they need post or digital. */
  outsideArea: string[];
  /** Every paper subscription of the account (each may choose its first edition). */
  subscriptions: string[];
}

export interface MoveFlowView {
  webview: boolean;
  /** The account's page country decides the default country of the form. */
  defaultCountry: MoveCountry;
  locale: "nl-NL" | "nl-BE";
  earliest: string;
  latest: string;
  /** "Verhuizen kan vanaf 3 december: wij hebben 5 werkdagen nodig om uw bezorging om te zetten." */
  dateHint: string;
  minReason: string;
  /** Public holidays in the window, marked in the calendar. */
  marked: Record<string, string>;
  subscriptions: Array<{ subscriptionId: string; title: string }>;
  /** A title's first edition at the new address may be this many days after the move date. */
  firstEditionMaxDays: number;
  currentAddress: string | null;
  /** A move that is planned already: the form waits until it is done, changed or cancelled. */
  planned: MoveView | null;
  /** `?wijzigen=<id>` of the planned move while it may still change: the form starts from it and replaces it. */
  changing: (MoveView & { moveDate: string; fields: LookupView["fields"] }) | null;
  /** After a submit (`?verhuizing=`): the move just planned. */
  submitted: MoveView | null;
  idempotencyKey: string;
  overviewUrl: string | null;
  crossSellUrl: string | null;
}

/** /verhuisservice/doorgeven and its app twin: the options of a new move. */
export async function loadMoveFlow(account: AccountRequest, webview: boolean, url: URL): Promise<MoveFlowView> {
  const { t } = account;
  const settings = settingsOf(account);
  const { movingHouseOptions: options } = await originGraphQL(account.app, account.session, MovingHouseOptionsDocument, {});
  const planned = options.plannedMove ? moveView(options.plannedMove, settings, t) : null;
  const submittedId = url.searchParams.get(SUBMITTED_PARAM);
  const changeId = url.searchParams.get(CHANGE_PARAM);
  const change = options.plannedMove && options.plannedMove.id === changeId && options.plannedMove.cancellable ? options.plannedMove : null;
  const earliest = formatDate(options.earliestMoveDate, settings);
  return {
    webview: webview,
    defaultCountry: requestLanguage(account) === "be" ? "BE" : "NL",
    locale: settings.locale === "nl-BE" ? "nl-BE" : "nl-NL",
    earliest: options.earliestMoveDate,
    latest: options.latestMoveDate,
    dateHint: t("movingDateHint", "Verhuizen kan vanaf {date}: wij hebben {days} werkdagen nodig om uw bezorging om te zetten. Uiterlijk een jaar vooruit.", {
      date: earliest,
      days: options.leadWorkingDays,
    }),
    minReason: t("movingMinReason", "Binnen de {days} werkdagen die wij nodig hebben", { days: options.leadWorkingDays }),
    marked: Object.fromEntries(options.publicHolidays.map((holiday) => [holiday.date, t("movingHoliday", "Feestdag: {name}", { name: holiday.name })])),
    subscriptions: options.subscriptions.map((subscription) => ({ subscriptionId: subscription.subscriptionId, title: subscription.title })),
    firstEditionMaxDays: options.firstEditionMaxDays,
    currentAddress: options.currentAddress ? addressText(options.currentAddress, t) : null,
    planned: planned && planned.id !== submittedId && !change ? planned : null,
    changing: change && planned
      ? {
          ...planned,
          moveDate: change.moveDate,
          fields: {
            countryCode: change.address.countryCode === "BE" ? "BE" : "NL",
            zipCode: change.address.zipCode,
            houseNumber: change.address.houseNumber,
            houseNumberSuffix: change.address.houseNumberSuffix ?? "",
            street: change.address.street,
            city: change.address.city,
            ...(change.addressToBeChecked ? { manual: MANUAL_VALUE } : {}),
          },
        }
      : null,
    submitted: planned && planned.id === submittedId ? planned : null,
    idempotencyKey: nanoid(),
    overviewUrl: webview ? null : OVERVIEW_PATH,
    crossSellUrl: account.app.brand?.links.changeAddressCrossSellUrl ?? null,
  };
}

const ADDRESS_FIELDS = ["countryCode", "zipCode", "houseNumber", "houseNumberSuffix", "street", "city"] as const;

function lookupView(result: MovingHouseAddressLookupQuery["movingHouseAddressLookup"], t: Translate): LookupView {
  const { address } = result;
  return {
    fields: {
      countryCode: address.countryCode === "BE" ? "BE" : "NL",
      zipCode: address.zipCode,
      houseNumber: address.houseNumber,
      houseNumberSuffix: address.houseNumberSuffix ?? "",
      street: address.street,
      city: address.city,
      ...(result.addressToBeChecked ? { manual: MANUAL_VALUE } : {}),
    },
    text: addressText(address, t),
    toBeChecked: result.addressToBeChecked,
    outsideArea: result.deliveryAreas.filter((area) => !area.inDeliveryArea).map((area) => area.subscriptionId),
    subscriptions: result.deliveryAreas.map((area) => area.subscriptionId),
  };
}

function lookupInput(value: { countryCode: MoveCountry; zipCode: string; houseNumber: string; houseNumberSuffix?: string; street?: string; city?: string; manual?: string }) {
  const typed = value.countryCode === "BE" || value.manual === MANUAL_VALUE;
  return {
    countryCode: value.countryCode,
    zipCode: value.zipCode,
    houseNumber: value.houseNumber,
    houseNumberSuffix: value.houseNumberSuffix || null,
    street: typed ? (value.street ?? null) : null,
    city: typed ? (value.city ?? null) : null,
    manual: value.countryCode === "NL" && value.manual === MANUAL_VALUE,
  };
}

/** The origin's field of a move violation as the form's field ("address.zipCode" → zipCode, a subscription's delivery → its radio group). */
function formViolation(violation: ViolationError): ViolationError {
  return {
    ...violation,
    violations: violation.violations.map((item) => {
      const delivery = item.field ? /^subscriptions\.(.+)\.delivery$/.exec(item.field) : null;
      if (delivery) return { ...item, field: deliveryField(delivery[1]!) };
      const firstEdition = item.field ? /^subscriptions\.(.+)\.firstEditionDate$/.exec(item.field) : null;
      if (firstEdition) return { ...item, field: firstEditionField(firstEdition[1]!) };
      if (item.field === "subscriptions") return { ...item, field: "subscriptionIds" };
      return item;
    }),
  };
}

/** manualOffered: the Dutch address service did not know the address; the form offers to type it in. */
export type MovingReply = FormReply & { lookup?: LookupView; manualOffered?: boolean };

function offersManual(violation: ViolationError, countryCode: string): boolean {
  return countryCode === "NL" && violation.violations.some((item) => (MANUAL_AFTER_CODES as readonly string[]).includes(item.code));
}

/** Step 1 (find the address), back to step 1 (another address), step 2 (plan the move). */
export async function moveAction(account: AccountRequest, webview: boolean, formData: FormData) {
  const { t } = account;
  // "Ander adres" is a second intent button inside the step 2 form: it wins over the form's own.
  const intents = formData.getAll("intent");
  const intent = intents.includes(EDIT_ADDRESS_INTENT) ? EDIT_ADDRESS_INTENT : intents[0];
  if (intent === LOOKUP_INTENT || intent === EDIT_ADDRESS_INTENT) {
    formData.set("intent", LOOKUP_INTENT);
    const submission = parseWithZod(formData, { schema: lookupSchema(t) });
    if (submission.status !== "success") return invalid(LOOKUP_INTENT, submission);
    // "Ander adres": step 1 again with what was found.
    if (intent === EDIT_ADDRESS_INTENT) return data<MovingReply>({ intent: LOOKUP_INTENT, result: submission.reply(), unchanged: true });
    try {
      const { movingHouseAddressLookup } = await originGraphQL(account.app, account.session, MovingHouseAddressLookupDocument, { input: lookupInput(submission.value) });
      // A lookup writes nothing: the page's data stands (issue 59).
      return data<MovingReply>({ intent: LOOKUP_INTENT, result: submission.reply(), lookup: lookupView(movingHouseAddressLookup, t), unchanged: true });
    } catch (error) {
      if (!(error instanceof OriginError)) throw error;
      const manualOffered = offersManual(error.violation, submission.value.countryCode) || submission.value.manual === MANUAL_VALUE;
      return formErrorReply(LOOKUP_INTENT, submission, error.violation, account, ADDRESS_FIELDS, manualOffered ? { manualOffered } : {});
    }
  }

  // Step 2: one origin request when it succeeds (issue 59). The origin checks the address again (the hidden
  // fields could be stale or edited), the delivery area and every date with the write itself; only a refused
  // write asks for the lookup, to show the form again with the choices of that address.
  const address = parseWithZod(formData, { schema: addressSchema(t) });
  if (address.status !== "success") return invalid(LOOKUP_INTENT, address);
  const chosen = formData.getAll("subscriptionIds").map(String);
  const first = parseWithZod(formData, { schema: moveSchema(t, [], chosen) });
  if (first.status !== "success") return refusedMove(account, formData, address.value, null);
  const value = first.value as typeof first.value & Record<string, string | undefined>;
  let id: string;
  try {
    const { submitMovingHouseV2 } = await originGraphQL(account.app, account.session, SubmitMovingHouseDocument, {
      input: {
        address: lookupInput(value),
        moveDate: value.moveDate,
        subscriptions: value.subscriptionIds.map((subscriptionId) => ({
          subscriptionId,
          // Step 2 asks only outside the delivery area; the origin refuses the usual delivery there.
          delivery: chosenDelivery(formData, subscriptionId) ?? "ADDRESS",
          firstEditionDate: value[firstEditionField(subscriptionId)] || null,
        })),
        idempotencyKey: value.idempotencyKey,
        replacesMoveId: value.replacesMoveId || null,
      },
    });
    id = submitMovingHouseV2.id;
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    return refusedMove(account, formData, address.value, error);
  }
  throw redirect(`${movePath(webview)}?${SUBMITTED_PARAM}=${encodeURIComponent(id)}`);
}

/** A delivery the form chose for a subscription outside the delivery area (post or digital), else null. */
function chosenDelivery(formData: FormData, subscriptionId: string): MoveDelivery | null {
  const chosen = formData.get(deliveryField(subscriptionId));
  return chosen === MovingHouseDelivery.Postal || chosen === MovingHouseDelivery.Digital ? (chosen as MoveDelivery) : null;
}

/**
 * Step 2 again after a refusal (the form's own check, or the origin's): the address through the lookup, so
 * the form offers that address's choices, with the form's messages first and then the origin's.
 */
async function refusedMove(account: AccountRequest, formData: FormData, address: Parameters<typeof lookupInput>[0], refusal: OriginError | null) {
  const { t } = account;
  let lookup: LookupView;
  try {
    const { movingHouseAddressLookup } = await originGraphQL(account.app, account.session, MovingHouseAddressLookupDocument, { input: lookupInput(address) });
    lookup = lookupView(movingHouseAddressLookup, t);
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    const submission = parseWithZod(formData, { schema: addressSchema(t) });
    return formErrorReply(LOOKUP_INTENT, submission, error.violation, account, ADDRESS_FIELDS, address.manual === MANUAL_VALUE ? { manualOffered: true } : {});
  }
  const submission = parseWithZod(formData, { schema: moveSchema(t, lookup.outsideArea, lookup.subscriptions) });
  if (submission.status !== "success" || !refusal) return data<MovingReply>({ intent: MOVE_INTENT, result: submission.reply(), lookup }, { status: 400 });
  const fields = ["moveDate", "subscriptionIds", ...lookup.outsideArea.map(deliveryField), ...lookup.subscriptions.map(firstEditionField), ...ADDRESS_FIELDS];
  return formErrorReply(MOVE_INTENT, submission, formViolation(refusal.violation), account, fields, { lookup });
}

/**
 * GET /verhuisservice/adres?postcode=&huisnummer=&toevoeging=: the street and city of a Dutch postcode
 * and house number as the subscriber types (step 1, once hydrated), through the origin's address
 * service, the same lookup the form's own submit does. A problem comes back as the origin's Dutch
 * message with its form field; an incomplete address is not looked up at all.
 */
export async function addressPreview(account: AccountRequest, url: URL): Promise<Response> {
  const { t } = account;
  const zipCode = (url.searchParams.get(ADDRESS_PARAMS.zipCode) ?? "").trim();
  const houseNumber = (url.searchParams.get(ADDRESS_PARAMS.houseNumber) ?? "").trim();
  const houseNumberSuffix = (url.searchParams.get(ADDRESS_PARAMS.houseNumberSuffix) ?? "").trim();
  const reply = (body: AddressPreview, status = 200) =>
    Response.json(body, { status, headers: { "cache-control": "private, no-store", "x-robots-tag": "noindex" } });
  if (!isCompleteNlAddress(zipCode, houseNumber) || houseNumberSuffix.length > 10) return reply({ status: "incomplete" }, 400);
  try {
    const { movingHouseAddressLookup } = await originGraphQL(account.app, account.session, MovingHouseAddressLookupDocument, {
      input: lookupInput({ countryCode: "NL", zipCode, houseNumber, houseNumberSuffix: houseNumberSuffix || undefined }),
    });
    const { address } = movingHouseAddressLookup;
    return reply({ status: "found", street: address.street, city: address.city, text: addressText(address, t) });
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    const [first] = error.violation.violations;
    if (error.violation.status !== 400 || !first) return reply({ status: "unavailable" }, 503);
    const field = first.field === "zipCode" || first.field === "houseNumberSuffix" ? first.field : "houseNumber";
    const report = (unknownCode: Error) => account.app.report(unknownCode, "moving address lookup");
    return reply({ status: "not-found", field, message: first.message ?? violationText(first.code, t, report) });
  }
}
