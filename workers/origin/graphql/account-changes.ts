/**
 * Resolvers of the account area (docs/account-contract.md): e-mail change and phone verification
 * with codes, password change, communication preferences per brand and the language preference.
 * As everywhere, the account comes only from `context.auth`; every mutation validates its input
 * (validation.ts), writes its change and its activity event in one D1 batch, and never partially.
 */
import { activityStatement } from "../activity";
import { hashPassword, verifyPassword } from "../crypto";
import {
  changeEmailStatement,
  emailTakenByOther,
  getAccount,
  getCredentials,
  setLanguageStatement,
  setPasswordHashStatement,
  setVerifiedPhoneStatement,
} from "../data/account";
import { CHANNELS, listPreferences, upsertPreferenceStatement, type ChannelSettings } from "../data/preferences";
import { conflict, notFound, OriginError, tooManyRequests, validationFailed } from "../errors";
import { clearFailuresStatement, lockedUntil, recordFailure } from "../idp/lockout";
import {
  activeSession,
  listSessions,
  revokeOtherSsoSessionsStatement,
  revokeSessionStatements,
} from "../idp/sessions";
import { sendMessageStatement } from "../outbox";
import { nowMs } from "../time";
import {
  maskEmail,
  MAX_PASSWORD_LENGTH,
  normalizeEmail,
  phoneLastDigits,
  validateLanguage,
  validateMobileNumber,
  validateNewEmail,
  validateNewPassword,
  VALIDATION_ERROR,
  violation,
  type Violation,
} from "../validation";
import {
  codeExpired,
  openChallenge,
  resendAvailableAt,
  startChallenge,
  verifiedChallengeForApply,
  verifyCode,
  type ChallengeRow,
} from "../verification";
import type { GraphqlContext } from "./resolvers";

type Args = Record<string, unknown>;

function toEmailChallenge(row: ChallengeRow) {
  return {
    id: row.id,
    newEmail: row.target,
    expiresAt: row.expires_at,
    attemptsLeft: row.attempts_left,
    verified: row.verified_at !== null,
    resendAvailableAt: resendAvailableAt(row),
  };
}

function toPhoneChallenge(row: ChallengeRow) {
  return {
    id: row.id,
    phoneNumber: row.target,
    expiresAt: row.expires_at,
    attemptsLeft: row.attempts_left,
    resendAvailableAt: resendAvailableAt(row),
  };
}

function emailInUse(field?: string): OriginError {
  return conflict("EMAIL-ALREADY-IN-USE", "Dit e-mailadres is al in gebruik bij een ander account. Kies een ander e-mailadres.", field);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

function passwordLocked(lockedUntilIso: string): OriginError {
  return tooManyRequests(
    "TOO-MANY-REQUESTS",
    "U heeft te vaak een onjuist wachtwoord ingevoerd. Wachtwoord wijzigen en inloggen zijn 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
    (Date.parse(lockedUntilIso) - nowMs()) / 1000,
    "currentPassword",
  );
}

export interface PreferenceInput extends ChannelSettings {
  brand: string;
}

export const accountChangeResolvers = {
  Query: {
    communicationPreferences: (_: unknown, __: Args, { db, auth }: GraphqlContext) => listPreferences(db, auth.accountId),

    pendingEmailChange: async (_: unknown, __: Args, { db, auth }: GraphqlContext) => {
      const row = await openChallenge(db, auth.accountId, "EMAIL");
      return row ? toEmailChallenge(row) : null;
    },

    pendingPhoneVerification: async (_: unknown, __: Args, { db, auth }: GraphqlContext) => {
      const row = await openChallenge(db, auth.accountId, "PHONE");
      return row ? toPhoneChallenge(row) : null;
    },
  },

  Mutation: {
    startEmailChange: async (_: unknown, { newEmail }: { newEmail: string }, { db, auth }: GraphqlContext) => {
      const account = await getAccount(db, auth.accountId);
      if (!account) throw notFound();
      const { value, violations } = validateNewEmail(newEmail, account.profile.contact_information.email);
      if (!value) throw validationFailed(violations);
      if (await emailTakenByOther(db, value, auth.accountId)) throw emailInUse("newEmail");
      const row = await startChallenge(db, {
        accountId: auth.accountId,
        kind: "EMAIL",
        target: value,
        to: value,
        event: { sessionId: auth.sessionId, type: "EMAIL_CHANGE_STARTED", details: { newEmail: maskEmail(value) } },
      });
      return toEmailChallenge(row);
    },

    omsCompleteEmailVerificationChallenge: async (
      _: unknown,
      { challengeId, code }: { challengeId: string; code: string },
      { db, auth }: GraphqlContext,
    ) => toEmailChallenge(await verifyCode(db, { accountId: auth.accountId, kind: "EMAIL", challengeId, code, apply: false })),

    changeEmail: async (_: unknown, { challengeId }: { challengeId: string }, { db, auth }: GraphqlContext) => {
      const { row, markApplied } = await verifiedChallengeForApply(db, auth.accountId, "EMAIL", challengeId);
      if (await emailTakenByOther(db, row.target, auth.accountId)) throw emailInUse();
      const previousEmail = (await getAccount(db, auth.accountId))!.profile.contact_information.email;
      let applied: D1Result | undefined;
      try {
        [applied] = await db.batch([
          markApplied,
          changeEmailStatement(db, auth.accountId, row.target),
          activityStatement(
            db,
            {
              accountId: auth.accountId,
              sessionId: auth.sessionId,
              type: "EMAIL_CHANGED",
              details: { newEmail: maskEmail(row.target), previousEmail: maskEmail(previousEmail) },
            },
            { ifPreviousChanged: true },
          ),
          // Tell the old address, in case this was not its owner.
          sendMessageStatement(
            db,
            {
              to: previousEmail,
              channel: "email",
              subject: "Uw e-mailadres voor Mijn Omgeving is gewijzigd",
              body: [
                `Het e-mailadres van uw account is gewijzigd in ${maskEmail(row.target)}. U logt voortaan in met het nieuwe e-mailadres.`,
                "",
                "Heeft u dit niet zelf gedaan? Neem dan direct contact met onze klantenservice op.",
              ].join("\n"),
            },
            { ifPreviousChanged: true },
          ),
        ]);
      } catch (error) {
        // Another account took the address between the check and the batch (accounts.email is UNIQUE).
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      if (!applied?.meta.changes) throw codeExpired();
      return getAccount(db, auth.accountId);
    },

    startUpdateAccountPhoneNumber: async (_: unknown, { phoneNumber }: { phoneNumber: string }, { db, auth }: GraphqlContext) => {
      const { value, violations } = validateMobileNumber(phoneNumber);
      if (!value) throw validationFailed(violations);
      const row = await startChallenge(db, {
        accountId: auth.accountId,
        kind: "PHONE",
        target: value,
        to: value,
        event: { sessionId: auth.sessionId, type: "PHONE_VERIFICATION_STARTED", details: { phoneLastDigits: phoneLastDigits(value) } },
      });
      return toPhoneChallenge(row);
    },

    completeUpdateAccountPhoneNumber: async (
      _: unknown,
      { challengeId, code }: { challengeId: string; code: string },
      { db, auth }: GraphqlContext,
    ) => {
      await verifyCode(db, {
        accountId: auth.accountId,
        kind: "PHONE",
        challengeId,
        code,
        apply: true,
        then: (row) => [
          setVerifiedPhoneStatement(db, auth.accountId, row.target),
          activityStatement(
            db,
            {
              accountId: auth.accountId,
              sessionId: auth.sessionId,
              type: "PHONE_VERIFIED",
              details: { phoneLastDigits: phoneLastDigits(row.target) },
            },
            { ifPreviousChanged: true },
          ),
        ],
      });
      return getAccount(db, auth.accountId);
    },

    updatePassword: async (
      _: unknown,
      { currentPassword, newPassword, endOtherSessions }: { currentPassword: string; newPassword: string; endOtherSessions: boolean },
      { db, auth }: GraphqlContext,
    ) => {
      const credentials = await getCredentials(db, auth.accountId);
      if (!credentials) throw notFound();
      const email = normalizeEmail(credentials.email);
      const locked = await lockedUntil(db, email);
      if (locked) throw passwordLocked(locked);

      const violations: Violation[] = [];
      if (currentPassword === "") violations.push(violation("REQUIRED", "Vul uw huidige wachtwoord in.", "currentPassword"));
      violations.push(...validateNewPassword(newPassword, credentials.email));
      if (violations.length > 0) throw validationFailed(violations);

      // The same check as the login form, and a wrong password counts towards the same lockout.
      if (!(await verifyPassword(currentPassword.slice(0, MAX_PASSWORD_LENGTH), credentials.password_hash))) {
        if (await recordFailure(db, email)) {
          const until = await lockedUntil(db, email);
          if (until) throw passwordLocked(until);
        }
        throw validationFailed([violation("INVALID-CURRENT-PASSWORD", "Uw huidige wachtwoord is onjuist.", "currentPassword")]);
      }
      if (newPassword === currentPassword) {
        throw validationFailed([
          violation("SAME-PASSWORD", "Uw nieuwe wachtwoord moet anders zijn dan uw huidige wachtwoord.", "newPassword"),
        ]);
      }

      const statements: D1PreparedStatement[] = [
        setPasswordHashStatement(db, auth.accountId, await hashPassword(newPassword)),
        clearFailuresStatement(db, email),
      ];
      let revokedSessionIds: string[] = [];
      if (endOtherSessions) {
        revokedSessionIds = (await listSessions(db, auth.accountId)).filter((s) => s.id !== auth.sessionId).map((s) => s.id);
        const current = await activeSession(db, auth.sessionId);
        statements.push(
          ...revokeSessionStatements(db, revokedSessionIds),
          // Other browsers' SSO cookies would otherwise log them straight back in.
          revokeOtherSsoSessionsStatement(db, auth.accountId, current?.sso_session_id ?? null),
        );
      }
      statements.push(
        activityStatement(db, {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "PASSWORD_CHANGED",
          details: { endOtherSessions: String(endOtherSessions), revokedSessions: String(revokedSessionIds.length) },
        }),
        sendMessageStatement(db, {
          to: credentials.email,
          channel: "email",
          subject: "Uw wachtwoord voor Mijn Omgeving is gewijzigd",
          body: [
            "Het wachtwoord van uw account is zojuist gewijzigd.",
            "",
            "Heeft u dit niet zelf gedaan? Neem dan direct contact met onze klantenservice op.",
          ].join("\n"),
        }),
      );
      await db.batch(statements);
      return { revokedSessionIds };
    },

    updateCommunicationPreferences: async (
      _: unknown,
      { input }: { input: PreferenceInput[] },
      { db, auth }: GraphqlContext,
    ) => {
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
        if (channels.length > 0) changedBrands.push(item.brand);
        for (const channel of channels) changedChannels.add(channel);
      }
      await db.batch([
        ...input.map((item) =>
          upsertPreferenceStatement(db, auth.accountId, item.brand, {
            email: item.email,
            sms: item.sms,
            post: item.post,
            phone: item.phone,
          }),
        ),
        activityStatement(db, {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "PREFERENCES_UPDATED",
          details: {
            brands: changedBrands.join(","),
            channels: CHANNELS.filter((c) => changedChannels.has(c)).map((c) => c.toUpperCase()).join(","),
          },
        }),
      ]);
      return listPreferences(db, auth.accountId);
    },

    updateLanguagePreference: async (_: unknown, { language }: { language?: string | null }, { db, auth }: GraphqlContext) => {
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
      return getAccount(db, auth.accountId);
    },
  },
};
