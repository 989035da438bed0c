import { DeliveryComplaintType, DeliveryCompensation, valuesOf } from "@contracts/values";
// The delivery service's forms and constants (apart from the schema, which loads after hydration).
export const COMPLAINT_INTENT = "delivery-complaint";
export const FOLLOW_UP_INTENT = "delivery-follow-up";
/** Instructions for the deliverer on /bezorgservice (issue 58). */
export const INSTRUCTIONS_INTENT = "delivery-instructions";
/** The origin's limit (UpdateDeliveryInstructionsInput). */
export const INSTRUCTIONS_MAX = 200;

/** Every complaint type, in the spec's order (the origin says which a brand's category allows). */
export const COMPLAINT_TYPES = valuesOf(DeliveryComplaintType);
export type ComplaintType = DeliveryComplaintType;

export const COMPENSATIONS = valuesOf(DeliveryCompensation);
export type Compensation = DeliveryCompensation;

/** The origin's default; the options query sends the real figure. */
export const MESSAGE_MAX = 500;

/** The query parameter of the confirmation after a submit (`?melding=<id>`). */
export const SUBMITTED_PARAM = "melding";

/** `/bezorgservice` on the web, `/bezorgservice/app` in the brand's app (webview: no header or menu). */
export function deliveryBase(webview: boolean): string {
  return webview ? "/bezorgservice/app" : "/bezorgservice";
}

export function complaintPath(webview: boolean, brandId: string, subscriptionId: string): string {
  return `${deliveryBase(webview)}/${encodeURIComponent(brandId)}/${encodeURIComponent(subscriptionId)}`;
}

/** The one tap on an incident's notice ("Ik heb ook geen krant ontvangen"). */
export const INCIDENT_CONFIRM_INTENT = "delivery-incident-confirm";
/** Reporting without logging in: identify, then report. */
export const REPORT_IDENTIFY_INTENT = "delivery-report-identify";
export const REPORT_INTENT = "delivery-report";

/** The incident's own page (the e-mail's deep link): its notice for the account's affected subscriptions, and the one tap's action. */
export function incidentPath(incidentId: string): string {
  return `/bezorgservice/storing/${encodeURIComponent(incidentId)}`;
}

/** Reporting a missing paper without logging in. */
export function reportPath(webview: boolean): string {
  return `${deliveryBase(webview)}/melden`;
}
