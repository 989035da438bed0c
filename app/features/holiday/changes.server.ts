import type { DeliveryCategory, HolidayServiceStatus } from "~/graphql/generated/graphql";
import { redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { requestLanguage } from "~/forms/account-request.server";
import type { Translate } from "~/forms/translate";
import { type HolidayAddressFieldsFragment, type HolidayChangeFieldsFragment } from "~/graphql/generated/graphql";
import { type DateSettings, dateSettings, formatDate } from "~/platform/locale/dates";
import { CHANGE_PARAM, formPath, type HolidayKind } from "./intent";

// The holiday service (ADR 22): what the origin says of a holiday change, in Dutch, for both screens
// (overview.server.ts, form.server.ts), and the confirmation after a redirect.

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

export function settingsOf(account: AccountRequest): DateSettings {
  return dateSettings(requestLanguage(account));
}

export function fullTitle(item: { title: string; subTitle?: string | null }): string {
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

export function changeView(
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


export function brandLinks(account: AccountRequest, brandKey: string) {
  const brand = account.app.brands.find((item) => item.key === brandKey) ?? account.app.brand;
  return brand?.links ?? {};
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


