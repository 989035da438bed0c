/**
 * Resolvers of the payment area: changing a subscription's payment method (owner only, idempotent):
 * direct debit at once, credit card and iDEAL through the hosted payment page (page.ts).
 */
import { activityStatement } from "../../records/activity";
import { brandCountry } from "../../demo/brands";
import { allowsTestHooks } from "../../request/env";
import { conflict, found, notFound, OriginError, validationFailed } from "../../request/errors";
import type { Resolvers } from "../../graphql/generated/resolvers";
import { isoIn, nowIso, todayLocal } from "../../calendar/time";
import { violation } from "../../rules/validation";
import { linkedSubscription } from "../subscriptions";
import {
  expireOpenChange,
  hostedChange,
  hostedChangeByKey,
  insertHostedChange,
  ownedSubscription,
  recordChangeStatement,
  setDirectDebitStatement,
  toPaymentChange,
} from "./data";
import { INVOICE_RETURN_PATH, OPEN_CHANGE_SECONDS, validateReturnUrl } from "./hosted";
import {
  expireOpenInvoicePayment,
  insertInvoicePayment,
  invoiceIdsOf,
  invoicePayment,
  invoicePaymentByKey,
  payableInvoices,
  toInvoicePayment,
} from "./invoice-payments";
import { newChangeId, newInvoicePaymentId, paymentPageUrl, signReference, verifyReference } from "./reference";
import { IDEMPOTENCY_KEY, validateDirectDebit } from "./rules";

/** The stand-in payment page (/dev/payment) exists on development and test stacks only. */
function checkPaymentPage(env: OriginEnv, what: string): void {
  if (!allowsTestHooks(env)) {
    throw new OriginError("BAD_REQUEST", [{ code: "PAYMENT-PAGE-UNAVAILABLE", message: `${what} kan hier nu niet. Probeer het later opnieuw.` }]);
  }
}

function checkIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw validationFailed([violation("VALIDATION-ERROR", "Dit formulier is verlopen. Laad de pagina opnieuw.", "idempotencyKey")]);
  }
}

/** The caller's own running subscription; NOT-FOUND for anyone else's (a co-reader's too). */
async function changeableSubscription(db: D1Database, accountId: string, subscriptionId: string) {
  const subscription = await ownedSubscription(db, accountId, subscriptionId);
  if (!subscription) throw notFound();
  if (subscription.status === "CANCELLED") {
    throw conflict("SUBSCRIPTION-ENDED", "Dit abonnement is beëindigd; de betaalwijze kan niet meer worden gewijzigd.");
  }
  if (subscription.payment_method === null) {
    throw conflict("NO-PAYMENT-NEEDED", "Voor dit abonnement betaalt u niets; er is geen betaalwijze om te wijzigen.");
  }
  return subscription;
}

export const resolvers: Resolvers = {
  Query: {
    paymentChange: async (_parent, { reference }, { db, env, auth }) => {
      const id = await verifyReference(env.TOKEN_SIGNING_SECRET, reference);
      const row = id ? await hostedChange(db, id) : null;
      if (!row || row.account_id !== auth.accountId) return null;
      const current = await expireOpenChange(db, row, isoIn(-OPEN_CHANGE_SECONDS), nowIso());
      return toPaymentChange(current, reference, paymentPageUrl(env, reference));
    },
    invoicePayment: async (_parent, { reference }, { db, env, auth }) => {
      const id = await verifyReference(env.TOKEN_SIGNING_SECRET, reference);
      const row = id ? await invoicePayment(db, id) : null;
      if (!row || row.account_id !== auth.accountId) return null;
      const current = await expireOpenInvoicePayment(db, row, isoIn(-OPEN_CHANGE_SECONDS), nowIso());
      return toInvoicePayment(db, current, reference, paymentPageUrl(env, reference));
    },
  },
  Mutation: {
    changePaymentToDirectDebit: async (_parent, { input }, { db, auth }) => {
      checkIdempotencyKey(input.idempotencyKey);
      const subscription = await changeableSubscription(db, auth.accountId, input.subscriptionId);
      const country = brandCountry(subscription.brand_key);
      const { iban, violations } = validateDirectDebit(input, country);
      if (!iban) throw validationFailed(violations);
      const method = country === "be" ? "DIRECT_DEBIT_BE" : "DIRECT_DEBIT_NL";
      // One batch: the key is recorded first; a repeated key changes nothing and writes no event.
      await db.batch([
        recordChangeStatement(db, input.idempotencyKey, auth.accountId, subscription.id, method, nowIso()),
        setDirectDebitStatement(db, auth.accountId, subscription.id, method, iban, input.accountHolder.trim()),
        activityStatement(
          db,
          { accountId: auth.accountId, sessionId: auth.sessionId, type: "PAYMENT_METHOD_CHANGED", details: { subscriptionId: subscription.id, method } },
          { ifPreviousChanged: true },
        ),
      ]);
      return found(await linkedSubscription(db, auth.accountId, subscription.id, todayLocal()));
    },

    changePaymentToCreditCard: async (_parent, { input }, { db, env, auth }) => {
      checkPaymentPage(env, "Wijzigen naar creditcard of iDEAL");
      checkIdempotencyKey(input.idempotencyKey);
      const returnViolations = validateReturnUrl(input.returnUrl, env);
      if (returnViolations.length > 0) throw validationFailed(returnViolations);
      const subscription = await changeableSubscription(db, auth.accountId, input.subscriptionId);
      // Insert or find: a twin request with the same key (double submit, reload) gets the same change.
      await insertHostedChange(db, {
        id: newChangeId(),
        accountId: auth.accountId,
        subscriptionId: subscription.id,
        sessionId: auth.sessionId,
        method: input.method,
        idempotencyKey: input.idempotencyKey,
        returnUrl: input.returnUrl,
        now: nowIso(),
      });
      const row = found(await hostedChangeByKey(db, auth.accountId, input.idempotencyKey));
      if (row.subscription_id !== subscription.id || row.method !== input.method) {
        throw conflict("IDEMPOTENCY-KEY-REUSED", "Dit formulier hoort bij een andere wijziging. Laad de pagina opnieuw.", "idempotencyKey");
      }
      const reference = await signReference(env.TOKEN_SIGNING_SECRET, row.id);
      return toPaymentChange(row, reference, paymentPageUrl(env, reference));
    },

    payInvoices: async (_parent, { input }, { db, env, auth }) => {
      checkPaymentPage(env, "Online betalen");
      checkIdempotencyKey(input.idempotencyKey);
      const returnViolations = validateReturnUrl(input.returnUrl, env, INVOICE_RETURN_PATH);
      if (returnViolations.length > 0) throw validationFailed(returnViolations);
      // A repeat of the same form (double submit, reload) answers the payment it started, whatever happened since.
      const earlier = await invoicePaymentByKey(db, auth.accountId, input.idempotencyKey);
      if (!earlier) {
        const { rows, amountCents } = await payableInvoices(db, auth.accountId, input);
        await insertInvoicePayment(
          db,
          {
            id: newInvoicePaymentId(),
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            method: input.method,
            amountCents,
            idempotencyKey: input.idempotencyKey,
            returnUrl: input.returnUrl,
            now: nowIso(),
          },
          rows,
        );
      }
      const row = found(earlier ?? (await invoicePaymentByKey(db, auth.accountId, input.idempotencyKey)));
      const sameInvoices = invoiceIdsOf(row).sort().join(",") === [...input.invoiceIds].sort().join(",");
      if (!sameInvoices || row.method !== input.method) {
        throw conflict("IDEMPOTENCY-KEY-REUSED", "Dit formulier hoort bij een andere betaling. Laad de pagina opnieuw.", "idempotencyKey");
      }
      const reference = await signReference(env.TOKEN_SIGNING_SECRET, row.id);
      return toInvoicePayment(db, row, reference, paymentPageUrl(env, reference));
    },
  },
};
