/** Resolvers of the subscriptions area: what the account owns or reads along with. */
import { activityStatement } from "../../records/activity";
import { conflict, found, tooManyRequests, validationFailed } from "../../request/errors";
import { clearFailuresStatement, lockedUntil, recordFailure } from "../../identity/lockout";
import { nowIso, nowMs, todayLocal } from "../../calendar/time";
import { isValidZipCode, normalizeZipCode, VALIDATION_ERROR, violation } from "../../rules/validation";
import { linkedSubscription, linkedSubscriptions, linkSubscriptionStatements, subscriptionNumberState } from "./data";
import { SUBSCRIPTION_NUMBER } from "./rules";
import type { Resolvers } from "../../graphql/generated/resolvers";

const throttleKey = (accountId: string) => `subscription-link:${accountId}`;

function tooManyLinkAttempts(until: string) {
  return tooManyRequests(
    "TOO-MANY-REQUESTS",
    "U heeft te vaak een onjuist abonnementsnummer of een onjuiste postcode ingevuld. Probeer het over 15 minuten opnieuw.",
    (Date.parse(until) - nowMs()) / 1000,
  );
}

export const resolvers: Resolvers = {
  Query: {
    linkedSubscriptions: (_parent, _args, { db, auth }) =>
      linkedSubscriptions(db, auth.accountId, todayLocal()),

    subscription: async (_parent, { id }, { db, auth }) =>
      (await linkedSubscription(db, auth.accountId, id, todayLocal()))?.subscription ?? null,
  },
  Mutation: {
    linkSubscriptionAsOwner: async (_parent, { subscriptionNumber, zipCode }, { db, auth }) => {
      const key = throttleKey(auth.accountId);
      const locked = await lockedUntil(db, key);
      if (locked) throw tooManyLinkAttempts(locked);
      const number = subscriptionNumber.trim();
      const format = [
        ...(SUBSCRIPTION_NUMBER.test(number) ? [] : [violation(VALIDATION_ERROR, "Vul het abonnementsnummer in: 4 tot 12 cijfers, zoals op uw factuur.", "subscriptionNumber")]),
        ...(zipCode.trim() ? [] : [violation(VALIDATION_ERROR, "Vul de postcode van het bezorgadres in.", "zipCode")]),
      ];
      if (format.length > 0) throw validationFailed(format);

      /** A wrong guess counts towards the lock; the fifth in 15 minutes locks linking. */
      const failed = async (error: ReturnType<typeof validationFailed>) => {
        if (await recordFailure(db, key)) {
          const until = await lockedUntil(db, key);
          if (until) throw tooManyLinkAttempts(until);
        }
        throw error;
      };
      const state = await subscriptionNumberState(db, auth.accountId, number);
      if (state.state === "linked" && state.toCaller) {
        throw conflict("SUBSCRIPTION-ALREADY-LINKED", "Dit abonnement is al aan uw account gekoppeld.", "subscriptionNumber");
      }
      if (state.state === "unknown") {
        return failed(validationFailed([violation("SUBSCRIPTION-NOT-FOUND", "We kennen geen abonnement met dit nummer. Controleer het nummer op uw factuur.", "subscriptionNumber")]));
      }
      // The postcode first: that another account has the subscription is told only to someone who
      // knows where it is delivered (ADR 46).
      const country = state.countryCode === "BE" ? "BE" : "NL";
      const typed = normalizeZipCode(zipCode, country);
      if (!isValidZipCode(typed, country) || typed !== normalizeZipCode(state.zipCode, country)) {
        return failed(validationFailed([violation("ZIP-CODE-MISMATCH", "Deze postcode hoort niet bij dit abonnement. Vul de postcode van het bezorgadres in.", "zipCode")]));
      }
      if (state.state === "linked") {
        return failed(
          conflict(
            "SUBSCRIPTION-LINKED-ELSEWHERE",
            "Dit abonnement is al aan een ander account gekoppeld. Neem contact op met de klantenservice als dat niet klopt.",
            "subscriptionNumber",
          ),
        );
      }
      try {
        await db.batch([
          ...linkSubscriptionStatements(db, auth.accountId, number, nowIso()),
          activityStatement(db, { accountId: auth.accountId, sessionId: auth.sessionId, type: "SUBSCRIPTION_LINKED", details: { subscriptionId: number } }, { ifPreviousChanged: true }),
          clearFailuresStatement(db, key),
        ]);
      } catch (error) {
        // Another account linked it between the check and the batch (subscriptions.id is the key).
        if (error instanceof Error && /UNIQUE constraint failed/i.test(error.message)) {
          throw conflict("SUBSCRIPTION-LINKED-ELSEWHERE", "Dit abonnement is al aan een ander account gekoppeld.", "subscriptionNumber");
        }
        throw error;
      }
      return found(await linkedSubscription(db, auth.accountId, number, todayLocal()));
    },
  },
};
