import { MovingHouseDelivery, valuesOf } from "@contracts/values";
// The moving-house service's forms and paths (apart from the schemas, which load after hydration).
export const LOOKUP_INTENT = "moving-lookup";
export const MOVE_INTENT = "moving-house";
export const EDIT_ADDRESS_INTENT = "moving-edit-address";
export const CANCEL_INTENT = "moving-cancel";

export const COUNTRIES = ["NL", "BE"] as const;

/** The value of the checkbox "Ik vul mijn adres zelf in" (NL, when the address service does not know the address). */
export const MANUAL_VALUE = "ja";
/** The origin's codes after which a Dutch address may be typed in by hand. */
export const MANUAL_AFTER_CODES = ["ADDRESS-NOT-FOUND", "UNKNOWN-ZIP-CODE"] as const;
export type MoveCountry = (typeof COUNTRIES)[number];

export const DELIVERIES = valuesOf(MovingHouseDelivery);
export type MoveDelivery = MovingHouseDelivery;

/** `/verhuisservice/doorgeven?wijzigen=<moveId>`: the form filled in with a planned move, which the new one replaces. */
export const CHANGE_PARAM = "wijzigen";
export const changeMovePath = (moveId: string) => `/verhuisservice/doorgeven?${CHANGE_PARAM}=${encodeURIComponent(moveId)}`;

/** The query parameter of the confirmation after a submit (`?verhuizing=<id>`). */
export const SUBMITTED_PARAM = "verhuizing";

/** The form field of a subscription's delivery choice outside the brand's area. */
export function deliveryField(subscriptionId: string): string {
  return `delivery-${subscriptionId}`;
}

/** The form field of a subscription's first edition at the new address (empty: the move date). */
export function firstEditionField(subscriptionId: string): string {
  return `firstEdition-${subscriptionId}`;
}

/** `/verhuisservice/doorgeven` on the web, `/verhuisservice/app/doorgeven` in the brand's app (webview). */
export function movePath(webview: boolean): string {
  return webview ? "/verhuisservice/app/doorgeven" : "/verhuisservice/doorgeven";
}

export const OVERVIEW_PATH = "/verhuisservice";
/** `/verhuisservice?annuleren=<moveId>`: the confirmation of cancelling in place, without JavaScript. */
export const CONFIRM_CANCEL_PARAM = "annuleren";
export const confirmCancelMoveHref = (moveId: string) => `${OVERVIEW_PATH}?${CONFIRM_CANCEL_PARAM}=${encodeURIComponent(moveId)}`;
