import { redirect } from "react-router";
import type { AccountRequest } from "./account-request.server";

// The one way to the hosted payment page (ADR 16, 52): a change of payment method and paying invoices
// both send the browser to the origin's payment page and take it back to a status page of this brand.

/** A status page of the portal on this brand's host, where the payment page returns the browser to. */
export function hostedReturnUrl(account: AccountRequest, path: string): string {
  return `${account.app.siteOrigin.replace(/\/$/, "")}${path}`;
}

/** A payment page URL is followed only on the origin's own host (the embedded payment page). */
export function isHostedPaymentPage(account: AccountRequest, url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url).origin === new URL(account.app.env.ORIGIN_URL).origin;
  } catch {
    return false;
  }
}

/** Sends the browser to the payment page the origin answered, or fails loudly (502) for any other URL. */
export function toHostedPaymentPage(account: AccountRequest, paymentUrl: string | null | undefined, what: string): never {
  if (!isHostedPaymentPage(account, paymentUrl)) {
    account.app.report(new Error(`Payment page URL not allowed: ${paymentUrl}`), what);
    throw new Response("Betaalpagina niet beschikbaar", { status: 502 });
  }
  throw redirect(paymentUrl);
}

/** The four pages the payment page returns to, by status (an OPEN payment returns as pending). */
export const HOSTED_STATUS_OF = {
  SUCCEEDED: "success",
  FAILED: "failed",
  CANCELLED: "cancelled",
  PENDING: "pending",
  OPEN: "pending",
} as const;

/** A signed reference of a change ("pc_…") or an invoice payment ("ip_…"), by its shape only (the origin checks the signature). */
export function referenceOf(url: URL, prefix: "pc" | "ip"): string {
  const reference = url.searchParams.get("ref") ?? "";
  if (!new RegExp(`^${prefix}_[A-Za-z0-9_-]{1,64}\\.[A-Za-z0-9_-]{43}$`).test(reference)) throw new Response("Niet gevonden", { status: 404 });
  return reference;
}
