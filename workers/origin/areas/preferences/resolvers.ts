/**
 * Resolvers of the preferences area: communication channels per brand and the language preference.
 * Brands the account has nothing with are NOT-FOUND; nothing is stored then.
 */
import { activityStatement } from "../../records/activity";
import { notFound, validationFailed } from "../../request/errors";
import type { Resolvers } from "../../graphql/generated/resolvers";
import { VALIDATION_ERROR, violation } from "../../rules/validation";
import { requireAccount } from "../account";
import { CHANNELS, listPreferences, setLanguageStatement, upsertPreferenceStatement } from "./data";
import { validateLanguage } from "./rules";

export const resolvers: Resolvers = {
  Query: {
    communicationPreferences: (_parent, _args, { db, auth }) => listPreferences(db, auth.accountId),
  },
  Mutation: {
    updateCommunicationPreferences: async (_parent, { input }, { db, auth }) => {
      if (input.length === 0) throw validationFailed([violation("EMPTY-INPUT", "Er zijn geen gegevens om op te slaan.")]);
      const seen = new Set<string>();
      const duplicates = input.flatMap((item, index) => {
        const duplicate = seen.has(item.brand);
        seen.add(item.brand);
        return duplicate ? [violation(VALIDATION_ERROR, "Dit merk staat meer dan één keer in de lijst.", `input.${index}.brand`)] : [];
      });
      if (duplicates.length > 0) throw validationFailed(duplicates);

      const current = new Map((await listPreferences(db, auth.accountId)).map((p) => [p.brand, p]));
      // A brand without a linked subscription (or an unknown one) is NOT-FOUND, and nothing is stored.
      if (input.some((item) => !current.has(item.brand))) throw notFound();

      const changedBrands: string[] = [];
      const changedChannels = new Set<string>();
      for (const item of input) {
        const before = current.get(item.brand)!;
        const channels = CHANNELS.filter((channel) => before[channel] !== item[channel]);
        const notices = item.serviceNotices !== null && item.serviceNotices !== undefined && item.serviceNotices !== before.serviceNotices;
        if (channels.length > 0 || notices) changedBrands.push(item.brand);
        for (const channel of channels) changedChannels.add(channel);
        if (notices) changedChannels.add("serviceNotices");
      }
      await db.batch([
        ...input.map((item) =>
          upsertPreferenceStatement(
            db,
            auth.accountId,
            item.brand,
            { email: item.email, sms: item.sms, post: item.post, phone: item.phone },
            item.serviceNotices ?? current.get(item.brand)!.serviceNotices,
          ),
        ),
        activityStatement(db, {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "PREFERENCES_UPDATED",
          details: {
            brands: changedBrands.join(","),
            channels: [...CHANNELS.filter((c) => changedChannels.has(c)).map((c) => c.toUpperCase()), ...(changedChannels.has("serviceNotices") ? ["SERVICE_NOTICES"] : [])].join(","),
          },
        }),
      ]);
      return listPreferences(db, auth.accountId);
    },

    updateLanguagePreference: async (_parent, { language }, { db, auth }) => {
      const { value, violations } = validateLanguage(language);
      if (violations.length > 0) throw validationFailed(violations);
      await db.batch([
        setLanguageStatement(db, auth.accountId, value),
        activityStatement(db, {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "LANGUAGE_UPDATED",
          details: { language: value ?? "default" },
        }),
      ]);
      return requireAccount(db, auth.accountId);
    },
  },
};
