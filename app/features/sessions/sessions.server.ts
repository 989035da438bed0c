import { parseWithZod } from "@conform-to/zod/v4";
import { type AccountRequest, loaded, requestLanguage } from "~/forms/account-request.server";
import { invalid, refused, rejected, succeeded } from "~/forms/form-reply.server";
import { dateSettings, formatDateTime, relativeTime } from "~/platform/locale/dates";
import { RevokeOtherSessionsDocument, RevokeSessionDocument, SessionsDocument, type SessionsScreenFragment } from "~/graphql/generated/graphql";
import { OriginError } from "~/platform/origin/violations";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { sessionsFormSchema } from "./schema";
import { describeUserAgent } from "~/platform/locale/user-agent";

export interface SessionView {
  id: string;
  device: string;
  /** "Amsterdam, Nederland", or null when the origin does not know. */
  place: string | null;
  createdAt: string;
  lastActiveAt: string;
  lastActiveRelative: string;
  createdAtText: string;
  current: boolean;
}

const countryNames = new Intl.DisplayNames(["nl"], { type: "region" });

/** "Amsterdam, Nederland"; a country code becomes its Dutch name. */
export function describePlace(city: string | null | undefined, country: string | null | undefined): string | null {
  const countryName = country && /^[A-Za-z]{2}$/.test(country) ? (countryNames.of(country.toUpperCase()) ?? country) : country || null;
  const parts = [city?.trim() || null, countryName].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Every active session, the current one first, then the most recently active. */
export async function loadSessions(account: AccountRequest, now: number): Promise<SessionView[]> {
  return sessionsView(account, await originGraphQL(account.app, account.session, SessionsDocument, {}), now);
}

function sessionsView(account: AccountRequest, { sessions }: SessionsScreenFragment, now: number): SessionView[] {
  const settings = dateSettings(requestLanguage(account));
  return [...sessions]
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt) || b.createdAt.localeCompare(a.createdAt))
    .map((entry) => ({
      id: entry.id,
      device: describeUserAgent(entry.userAgent),
      place: describePlace(entry.ipCity, entry.ipCountry),
      createdAt: entry.createdAt,
      lastActiveAt: entry.lastActiveAt,
      lastActiveRelative: relativeTime(entry.lastActiveAt, now, settings),
      createdAtText: formatDateTime(entry.createdAt, settings),
      current: entry.current,
    }));
}

/** The overview's actions: log one other device out, or every other device. */
export async function handleSessionsAction(account: AccountRequest, formData: FormData) {
  const { app, session, t } = account;
  const submission = parseWithZod(formData, { schema: sessionsFormSchema(account.t) });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") return invalid(intent, submission);
  const form = submission.value;

  switch (form.intent) {
    case "revoke-session": {
      // This device logs out through the menu; revoking it here would end the page under the visitor.
      if (form.sessionId === session.sessionId) {
        return refused(intent, submission, 400, [t("sessionsRevokeCurrentRefused", "Dit is het apparaat dat u nu gebruikt. Log uit via het menu.")]);
      }
      let answer;
      try {
        answer = await originGraphQL(app, session, RevokeSessionDocument, { id: form.sessionId });
      } catch (error) {
        // Already logged out (a double submit) or never this account's: the same answer, nothing changes.
        if (error instanceof OriginError && error.violation.status === 404) {
          return refused(intent, submission, 404, [t("sessionsRevokeNotFound", "Dit apparaat is niet (meer) ingelogd.")]);
        }
        return rejected(account, intent, submission, error, { fields: [] });
      }
      return succeeded(intent, submission, t("sessionsRevokeSuccess", "Het apparaat is uitgelogd."), null, loaded(sessionsView(account, answer.after, Date.now())));
    }
    case "revoke-other-sessions": {
      try {
        const { revokeOtherSessions, after } = await originGraphQL(app, session, RevokeOtherSessionsDocument, {});
        const count = revokeOtherSessions.revokedSessionIds.length;
        return succeeded(
          intent,
          submission,
          count === 0
            ? t("sessionsRevokeOthersNone", "Er waren geen andere apparaten ingelogd.")
            : count === 1
              ? t("sessionsRevokeOthersOne", "1 ander apparaat is uitgelogd.")
              : t("sessionsRevokeOthersMany", "{count} andere apparaten zijn uitgelogd.", { count }),
          null,
          loaded(sessionsView(account, after, Date.now())),
        );
      } catch (error) {
        return rejected(account, intent, submission, error, { fields: [] });
      }
    }
  }
}
