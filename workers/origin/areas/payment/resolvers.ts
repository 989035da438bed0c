/** Resolvers of the payment area: changing a subscription's payment method (owner only, idempotent). */
import { activityStatement } from "../../activity";
import { brandByKey } from "../../brands";
import { conflict, found, notFound, validationFailed } from "../../errors";
import type { Resolvers } from "../../graphql/generated/resolvers";
import { nowIso, todayLocal } from "../../time";
import { violation } from "../../validation";
import { linkedSubscription } from "../subscriptions/data";
import { ownedSubscription, recordChangeStatement, setDirectDebitStatement } from "./data";
import { IDEMPOTENCY_KEY, validateDirectDebit } from "./rules";

export const resolvers: Resolvers = {
  Mutation: {
    changePaymentToDirectDebit: async (_parent, { input }, { db, auth }) => {
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw validationFailed([violation("VALIDATION-ERROR", "Dit formulier is verlopen. Laad de pagina opnieuw.", "idempotencyKey")]);
      }
      const subscription = await ownedSubscription(db, auth.accountId, input.subscriptionId);
      if (!subscription) throw notFound();
      if (subscription.status === "CANCELLED") {
        throw conflict("SUBSCRIPTION-ENDED", "Dit abonnement is beëindigd; de betaalwijze kan niet meer worden gewijzigd.");
      }
      const country = brandByKey(subscription.brand_key)?.country ?? "nl";
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
  },
};
