import { HolidayServiceCompensation, HolidayServiceKind, valuesOf } from "@contracts/values";
// The holiday service's forms and constants (apart from the schema, which loads after hydration).
export const SUBMIT_INTENT = "holiday-submit";
export const CHANGE_INTENT = "holiday-change";
export const CANCEL_INTENT = "holiday-cancel";

export const KINDS = valuesOf(HolidayServiceKind);
export type HolidayKind = HolidayServiceKind;

/**
 * What happens with the papers a pause skips: the subscription runs that much longer (the normal
 * compensation), or "Doneer mijn krant": they go to a partner organisation of the region (newspapers).
 */
export const COMPENSATIONS = [HolidayServiceCompensation.ExtendSubscription, HolidayServiceCompensation.Donate] as const;
export type Compensation = (typeof COMPENSATIONS)[number];

/** NL and BE are delivered to; "OTHER" (abroad) is refused with the digital alternative. */
export const ADDRESS_COUNTRIES = ["NL", "BE", "OTHER"] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** The query parameter of the change being edited on the form (`?wijziging=<changeId>`). */
export const CHANGE_PARAM = "wijziging";
/** The query parameter of a preselected subscription (`?abonnement=<id>`). */
export const SUBSCRIPTION_PARAM = "abonnement";
/** After a submit: what was done (`?doorgegeven=pauze|adres|wijziging|annulering`). */
export const DONE_PARAM = "doorgegeven";
/** `/vakantieservice?annuleren=<changeId>`: the confirmation of cancelling in place, without JavaScript. */
export const CONFIRM_CANCEL_PARAM = "annuleren";
export const confirmCancelHref = (changeId: string) => `${holidayBase(false)}?${CONFIRM_CANCEL_PARAM}=${encodeURIComponent(changeId)}#wijziging-${encodeURIComponent(changeId)}`;
export const DONE_VALUES = ["pauze", "adres", "wijziging"] as const;
export type DoneValue = (typeof DONE_VALUES)[number];

export function holidayBase(webview: boolean): string {
  return webview ? "/vakantieservice/app" : "/vakantieservice";
}

export function formPath(webview: boolean): string {
  return `${holidayBase(webview)}/doorgeven`;
}
