import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { dateSettings, formatDateTime, relativeTime } from "~/features/activity/dates";
import { type SettingsRequest, invalidSubmission, originRefused, succeeded } from "~/features/preferences/form-reply.server";
import { RevokeOtherSessionsDocument, RevokeSessionDocument, SessionsDocument } from "~/graphql/generated/graphql";
import { OriginError, originGraphQL } from "~/platform/origin.server";
import { SessionsFormSchema } from "./schema";
import { describeUserAgent } from "./user-agent";

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
export async function loadSessions({ app, session, language }: SettingsRequest, now: number): Promise<SessionView[]> {
  const settings = dateSettings(language);
  const { sessions } = await originGraphQL(app, session, SessionsDocument, {});
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
export async function handleSessionsAction(request: SettingsRequest, formData: FormData) {
  const { app, session, t } = request;
  const submission = parseWithZod(formData, { schema: SessionsFormSchema });
  const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
  if (submission.status !== "success") return invalidSubmission(submission, intent);
  const form = submission.value;

  switch (form.intent) {
    case "revoke-session": {
      // This device logs out through the menu; revoking it here would end the page under the visitor.
      if (form.sessionId === session.sessionId) {
        return data(
          {
            intent: form.intent,
            result: submission.reply({ formErrors: [t("sessionsRevokeCurrentRefused", "Dit is het apparaat dat u nu gebruikt. Log uit via het menu.")] }),
            message: null,
            subject: form.sessionId,
          },
          { status: 400 },
        );
      }
      try {
        await originGraphQL(app, session, RevokeSessionDocument, { id: form.sessionId });
      } catch (error) {
        if (error instanceof OriginError && error.violation.status === 404) {
          // Already logged out (a double submit) or never this account's: the same answer, nothing changes.
          return data(
            {
              intent: form.intent,
              result: submission.reply({ formErrors: [t("sessionsRevokeNotFound", "Dit apparaat is niet (meer) ingelogd.")] }),
              message: null,
              subject: form.sessionId,
            },
            { status: 404 },
          );
        }
        return originRefused(request, submission, form.intent, error, { subject: form.sessionId });
      }
      return succeeded(submission, form.intent, t("sessionsRevokeSuccess", "Het apparaat is uitgelogd."), form.sessionId);
    }
    case "revoke-other-sessions": {
      try {
        const { revokeOtherSessions } = await originGraphQL(app, session, RevokeOtherSessionsDocument, {});
        const count = revokeOtherSessions.revokedSessionIds.length;
        return succeeded(
          submission,
          form.intent,
          count === 0
            ? t("sessionsRevokeOthersNone", "Er waren geen andere apparaten ingelogd.")
            : count === 1
              ? t("sessionsRevokeOthersOne", "1 ander apparaat is uitgelogd.")
              : t("sessionsRevokeOthersMany", "{count} andere apparaten zijn uitgelogd.", { count }),
        );
      } catch (error) {
        return originRefused(request, submission, form.intent, error);
      }
    }
  }
}
