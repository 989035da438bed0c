/**
 * Rules of a change through the hosted payment page (credit card, iDEAL): where the browser may
 * return to, which outcomes the page offers, how long an unfinished change stays open and what an
 * approved change puts on the subscription.
 */
import type { S2HostedPaymentMethod, S2InvoicePaymentMethod, S2PaymentChangeStatus } from "../../graphql/generated/resolvers";
import { isAllowedRedirectUri } from "../../identity/policy";
import { violation, type Violation } from "../../rules/validation";

/** The portal's status page of a method change; the hosted page appends /{success|failed|cancelled|pending}?ref=…. */
export const RETURN_PATH = "/betaalservice/wijzigen/status";

/** The portal's status page of an invoice payment (issue 56). */
export const INVOICE_RETURN_PATH = "/facturen/betalen/status";

/** An unfinished (OPEN) change is cancelled after an hour, as a payment provider's session expires. */
export const OPEN_CHANGE_SECONDS = 60 * 60;

/** The portal's status page (`path`) on an allowed brand host (the identity provider's redirect rules). */
export function validateReturnUrl(value: string, env: Pick<OriginEnv, "ALLOWED_REDIRECT_HOSTS" | "ENVIRONMENT">, path = RETURN_PATH): Violation[] {
  if (isAllowedRedirectUri(value, env)) {
    const url = new URL(value);
    if (url.pathname === path && url.search === "" && !value.includes("?")) return [];
  }
  return [violation("INVALID-RETURN-URL", "Dit terugkeeradres is niet toegestaan.", "returnUrl")];
}

/** The choices of the hosted payment page and the status each leads to. */
export const PAGE_CHOICES = {
  approve: "SUCCEEDED",
  decline: "FAILED",
  cancel: "CANCELLED",
  pending: "PENDING",
} as const satisfies Record<string, S2PaymentChangeStatus>;

export type PageChoice = keyof typeof PAGE_CHOICES;

export function isPageChoice(value: string | null): value is PageChoice {
  return value !== null && Object.hasOwn(PAGE_CHOICES, value);
}

/** The last segment of the portal's status page for a status (an OPEN change returns as pending). */
export function statusPathSegment(status: S2PaymentChangeStatus): "success" | "failed" | "cancelled" | "pending" {
  switch (status) {
    case "SUCCEEDED":
      return "success";
    case "FAILED":
      return "failed";
    case "CANCELLED":
      return "cancelled";
    default:
      return "pending";
  }
}

/** What the simulated payment provider reports after an approved change (a test card, a test account). */
export function approvedMethod(method: S2HostedPaymentMethod): { cardBrand: string | null; cardLast4: string | null; iban: string | null } {
  return method === "CREDIT_CARD" ? { cardBrand: "VISA", cardLast4: "4242", iban: null } : { cardBrand: null, cardLast4: null, iban: "NL20INGB0001234567" };
}

/** The methods that pay an invoice at once, by the seller's country: iDEAL is a Dutch scheme, Bancontact a Belgian one; cards in both. */
export const INVOICE_METHODS: Record<"nl" | "be", readonly S2InvoicePaymentMethod[]> = {
  nl: ["IDEAL", "CREDIT_CARD"],
  be: ["BANCONTACT", "CREDIT_CARD"],
};

/** At most this many invoices in one payment (a year of monthly invoices and then some). */
export const MAX_INVOICES_PER_PAYMENT = 24;
