/**
 * Resolvers of the account area (docs/account-contract.md): the profile and its address, e-mail
 * change and phone verification with codes, the password. As everywhere, the account comes only
 * from `context.auth`; every mutation validates its input (rules.ts), writes its change and its
 * activity event in one D1 batch, and never partially.
 */
import { activityStatement } from "../../records/activity";
import { hashPassword, verifyPassword } from "../../request/crypto";
import { conflict, notFound, OriginError, staleData, tooManyRequests, validationFailed } from "../../request/errors";
import type { Resolvers } from "../../graphql/generated/resolvers";
import { clearFailuresStatement, lockedUntil, recordFailure } from "../../identity/lockout";
import { activeSession, listSessions, revokeOtherSsoSessionsStatement, revokeSessionStatements } from "../../identity/sessions";
import { sendMessageStatement } from "../../records/outbox";
import { accountCountry, words } from "../../rules/words";
import { nowIso, nowMs, todayLocal } from "../../calendar/time";
import { firstAfterDueMoves } from "../moving";
import { normalizeEmail, validateMobileNumber, violation, type Violation } from "../../rules/validation";
import { addressInUseMessage, codeExpired, openChallenge, resendAvailableAt, startChallenge, verifiedChallengeForApply, verifyCode, type ChallengeRow } from "./verification";
import {
  accountStatement,
  type AccountRow,
  changeEmailStatement,
  deleteAddressStatement,
  emailTakenByOther,
  getAccount,
  requireAccount,
  getCredentials,
  setPasswordHashStatement,
  setVerifiedPhoneStatement,
  toAccount,
  updateProfileStatement,
} from "./data";
import { maskEmail, MAX_PASSWORD_LENGTH, phoneLastDigits, validateAccountProfileInput, validateNewEmail, validateNewPassword } from "./rules";

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

/** The account's credentials and its address as the lockout counts it; refused (429) while that address is locked, even before the right password. */
async function unlockedCredentials(db: D1Database, accountId: string) {
  const credentials = await getCredentials(db, accountId);
  if (!credentials) throw notFound();
  const email = normalizeEmail(credentials.email);
  const locked = await lockedUntil(db, email);
  if (locked) throw passwordLocked(locked);
  return { credentials, email };
}

/** The current password, as the login form checks it: a wrong one counts towards the same lockout (per e-mail address). */
async function checkCurrentPassword(db: D1Database, { credentials, email }: Awaited<ReturnType<typeof unlockedCredentials>>, currentPassword: string): Promise<void> {
  if (currentPassword === "") throw validationFailed([violation("REQUIRED", "Vul uw huidige wachtwoord in.", "currentPassword")]);
  if (!(await verifyPassword(currentPassword.slice(0, MAX_PASSWORD_LENGTH), credentials.password_hash))) {
    if (await recordFailure(db, email)) {
      const until = await lockedUntil(db, email);
      if (until) throw passwordLocked(until);
    }
    throw validationFailed([violation("INVALID-CURRENT-PASSWORD", "Uw huidige wachtwoord is onjuist.", "currentPassword")]);
  }
}

function passwordLocked(lockedUntilIso: string): OriginError {
  return tooManyRequests(
    "TOO-MANY-REQUESTS",
    "U heeft te vaak een onjuist wachtwoord ingevoerd. Wachtwoord wijzigen en inloggen zijn 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
    (Date.parse(lockedUntilIso) - nowMs()) / 1000,
    "currentPassword",
  );
}

export const resolvers: Resolvers = {
  Query: {
    // A move whose date has come updates the address before it is read (the hourly cron may not have run yet).
    account: async (_parent, _args, { db, auth }) => {
      const row = await firstAfterDueMoves<AccountRow>(db, todayLocal(), nowIso(), auth.accountId, accountStatement(db, auth.accountId));
      return row ? toAccount(row) : null;
    },

    pendingEmailChange: async (_parent, _args, { db, auth }) => {
      const row = await openChallenge(db, auth.accountId, "EMAIL");
      return row ? toEmailChallenge(row) : null;
    },

    pendingPhoneVerification: async (_parent, _args, { db, auth }) => {
      const row = await openChallenge(db, auth.accountId, "PHONE");
      return row ? toPhoneChallenge(row) : null;
    },
  },

  Mutation: {
    updateAccountProfile: async (_parent, { input, expectedVersion }, { db, auth }) => {
      const { value, violations } = validateAccountProfileInput(input, todayLocal());
      if (violations.length > 0) throw validationFailed(violations);
      // The version guard is in the UPDATE itself: a stale form changes nothing and leaves no event.
      const [changed] = await db.batch([
        updateProfileStatement(db, auth.accountId, value, expectedVersion ?? null),
        activityStatement(
          db,
          {
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            type: "PROFILE_UPDATED",
            details: { fields: Object.keys(value).join(",") },
          },
          { ifPreviousChanged: true },
        ),
      ]);
      if (!changed?.meta.changes) throw staleData();
      return requireAccount(db, auth.accountId);
    },

    deleteAccountProfileAddress: async (_parent, { expectedVersion }, { db, auth }) => {
      const account = await getAccount(db, auth.accountId);
      if (expectedVersion !== null && expectedVersion !== undefined && account?.version !== expectedVersion) {
        throw staleData();
      }
      const noAddress = () => conflict("NO-ADDRESS", "Er is geen adres om te verwijderen.");
      if (!account?.profile.contact_information.address) throw noAddress();
      const [changed] = await db.batch([
        deleteAddressStatement(db, auth.accountId, expectedVersion ?? null),
        activityStatement(
          db,
          { accountId: auth.accountId, sessionId: auth.sessionId, type: "ADDRESS_DELETED" },
          { ifPreviousChanged: true },
        ),
      ]);
      if (!changed?.meta.changes) throw expectedVersion === null || expectedVersion === undefined ? noAddress() : staleData();
      return requireAccount(db, auth.accountId);
    },

    startEmailChange: async (_parent, { newEmail, currentPassword }, { db, auth }) => {
      const account = await getAccount(db, auth.accountId);
      if (!account) throw notFound();
      const { value, violations } = validateNewEmail(newEmail, account.profile.contact_information.email);
      if (!value) throw validationFailed(violations);
      // The password first (ADR 46): with a stolen session alone the login address cannot be moved (and
      // the password reset after it). A new code for the open change to the same address needs none.
      const open = await openChallenge(db, auth.accountId, "EMAIL");
      if (open?.target !== value) await checkCurrentPassword(db, await unlockedCredentials(db, auth.accountId), currentPassword ?? "");
      // An address another account has is answered as any other: its owner is told, without a code, so
      // a session cannot be used to learn which addresses have an account (ADR 46). Applying checks again.
      const taken = await emailTakenByOther(db, value, auth.accountId);
      const row = await startChallenge(db, {
        accountId: auth.accountId,
        kind: "EMAIL",
        target: value,
        to: value,
        event: { sessionId: auth.sessionId, type: "EMAIL_CHANGE_STARTED", details: { newEmail: maskEmail(value) } },
        ...(taken ? { message: addressInUseMessage(value) } : {}),
      });
      return toEmailChallenge(row);
    },

    omsCompleteEmailVerificationChallenge: async (_parent, { challengeId, code }, { db, auth }) => toEmailChallenge(await verifyCode(db, { accountId: auth.accountId, kind: "EMAIL", challengeId, code, apply: false })),

    changeEmail: async (_parent, { challengeId }, { db, auth }) => {
      const { row, markApplied } = await verifiedChallengeForApply(db, auth.accountId, "EMAIL", challengeId);
      if (await emailTakenByOther(db, row.target, auth.accountId)) throw emailInUse();
      const previousEmail = (await requireAccount(db, auth.accountId)).profile.contact_information.email;
      const w = words(await accountCountry(db, auth.accountId));
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
                `Het e-mailadres van uw account is gewijzigd in ${maskEmail(row.target)}. ${w.logInWith} het nieuwe e-mailadres.`,
                "",
                `${w.haveYou} dit niet zelf gedaan? Neem dan direct contact met onze ${w.customerService} op.`,
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
      return requireAccount(db, auth.accountId);
    },

    startUpdateAccountPhoneNumber: async (_parent, { phoneNumber }, { db, auth }) => {
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

    completeUpdateAccountPhoneNumber: async (_parent, { challengeId, code }, { db, auth }) => {
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
      return requireAccount(db, auth.accountId);
    },

    updatePassword: async (_parent, { currentPassword, newPassword, endOtherSessions }, { db, auth }) => {
      const unlocked = await unlockedCredentials(db, auth.accountId);
      const { credentials, email } = unlocked;

      const violations: Violation[] = [];
      if (currentPassword === "") violations.push(violation("REQUIRED", "Vul uw huidige wachtwoord in.", "currentPassword"));
      violations.push(...validateNewPassword(newPassword, credentials.email));
      if (violations.length > 0) throw validationFailed(violations);
      await checkCurrentPassword(db, unlocked, currentPassword);
      if (newPassword === currentPassword) {
        throw validationFailed([
          violation("SAME-PASSWORD", "Uw nieuwe wachtwoord moet anders zijn dan uw huidige wachtwoord.", "newPassword"),
        ]);
      }

      const w = words(await accountCountry(db, auth.accountId));
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
            `${w.haveYou} dit niet zelf gedaan? Neem dan direct contact met onze ${w.customerService} op.`,
          ].join("\n"),
        }),
      );
      await db.batch(statements);
      return { revokedSessionIds };
    },
  },
};
