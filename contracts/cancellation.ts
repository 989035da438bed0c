/**
 * REST of cancellation (ADR 39): cancelling without logging in, as Art. 11a CRD asks that ending a
 * contract be as easy as taking it out, and the receipt's PDF copy for a logged-in owner.
 *
 * Identifying takes the subscription number, the delivery postcode and house number; the same refusal
 * answers an unknown number and a wrong address (nothing about the account is revealed). A right
 * answer gives a ticket: signed, for that subscription only, valid 30 minutes, which the cancellation
 * presents. Guesses are limited per number, per address and per client (the visitor's address as the
 * portal tells it: contracts/client.ts).
 */
import { z } from "zod";
import { endpoint } from "./rest";

import { CANCELLATION_BASES, CANCELLATION_REASONS } from "./cancellation-values";

export { CANCELLATION_BASES, CANCELLATION_REASONS };

/** What a ticket's holder may see of the subscription: no name, no address, a hint of the e-mail address. */
export const identifiedSubscription = z.object({
  ticket: z.string(),
  subscriptionId: z.string(),
  brand: z.string(),
  title: z.string(),
  earliestEndDate: z.string(),
  basis: z.enum(CANCELLATION_BASES),
  /** Cancelled already: the end date; else null. */
  cancelledEndDate: z.string().nullable(),
  /** Where the receipt goes: "j•••@example.nl". */
  emailHint: z.string(),
});

/** The receipt of a cancellation as the portal shows it: what, when received, until when. */
export const cancellationReceipt = z.object({
  subscriptionId: z.string(),
  title: z.string(),
  endDate: z.string(),
  basis: z.enum(CANCELLATION_BASES),
  receivedAt: z.string(),
  emailHint: z.string(),
  /** False: it had been cancelled before (a double submit); nothing new was stored or sent. */
  created: z.boolean(),
});

export const cancellationService = {
  /** 200 with a ticket; 400 (format) or 404 SUBSCRIPTION-NOT-IDENTIFIED (unknown or wrong address, the same answer); 429 when locked. */
  identify: endpoint({
    method: "POST",
    path: "/api/pass/cancellation/identify",
    input: z.object({ brand: z.string(), subscriptionNumber: z.string(), zipCode: z.string(), houseNumber: z.string() }),
    output: identifiedSubscription,
  }),
  /** 201 cancelled (200 if it already was); 401 TICKET-INVALID (tampered, expired, another subscription). */
  cancel: endpoint({
    method: "POST",
    path: "/api/pass/cancellation/cancel",
    input: z.object({ ticket: z.string(), reason: z.enum(CANCELLATION_REASONS).nullable(), comment: z.string().nullable() }),
    output: cancellationReceipt,
  }),
  /** The latest cancellation's receipt as PDF, for the logged-in owner; 404 when there is none. */
  receiptPdf: endpoint({ method: "GET", path: "/api/pass/cancellation/{subscriptionId}/receipt", input: z.object({ subscriptionId: z.string() }), output: "binary" }),
};
