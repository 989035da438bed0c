import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SuccessNotice, mutedTextClass, pageHeadingClass, useActionForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { Tag } from "~/ui/tag/tag";
import type { SessionView } from "./sessions.server";

const cardClass = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  rounded: "md",
  p: "4",
  display: "flex",
  flexDirection: "column",
  gap: "3",
});
const detailsClass = css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "3", rowGap: "1", fontSize: "sm", m: "0" });

function useBusy(match: (formData: FormData) => boolean) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && Boolean(navigation.formData && match(navigation.formData));
}

/** The answer to this card's form: a refusal still carries the session id it was about. */
function replyForSession(reply: FormReply | undefined, sessionId: string) {
  const result = replyFor(reply, "revoke-session");
  return result?.initialValue?.sessionId === sessionId ? result : undefined;
}

function RevokeSessionForm({ session, reply }: { session: SessionView; reply: FormReply | undefined }) {
  const t = useT();
  const form = useActionForm(`uitloggen-${session.id}`, replyForSession(reply, session.id));
  const busy = useBusy((formData) => formData.get("sessionId") === session.id);
  return (
    <Form method="post" {...form.formProps}>
      <input type="hidden" name="intent" value="revoke-session" />
      <input type="hidden" name="sessionId" value={session.id} />
      <Button type="submit" variant="secondary" size="sm" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
        {t("sessionsRevoke", "Uitloggen")}
        <span className={css({ srOnly: true })}> {session.device}</span>
      </Button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

function RevokeOtherSessionsForm({ reply }: { reply: FormReply | undefined }) {
  const t = useT();
  const form = useActionForm("alle-andere-apparaten", replyFor(reply, "revoke-other-sessions"));
  const busy = useBusy((formData) => formData.get("intent") === "revoke-other-sessions");
  return (
    <Form method="post" {...form.formProps} className={css({ mt: "6" })}>
      <input type="hidden" name="intent" value="revoke-other-sessions" />
      <Button type="submit" variant="primary" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
        {t("sessionsRevokeOthers", "Log alle andere apparaten uit")}
      </Button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

function SessionCard({ session, reply }: { session: SessionView; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <li className={cardClass}>
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold", m: "0" })}>{session.device}</h2>
        {session.current ? <Tag color="green">{t("sessionsThisDevice", "Dit apparaat")}</Tag> : null}
      </div>
      <dl className={detailsClass}>
        <dt className={mutedTextClass}>{t("sessionsPlace", "Locatie")}</dt>
        <dd className={css({ m: "0" })}>{session.place ?? t("sessionsUnknownPlace", "Onbekende locatie")}</dd>
        <dt className={mutedTextClass}>{t("sessionsLastActive", "Laatst actief")}</dt>
        <dd className={css({ m: "0" })}>
          <time dateTime={session.lastActiveAt}>{session.lastActiveRelative}</time>
        </dd>
        <dt className={mutedTextClass}>{t("sessionsCreatedAt", "Ingelogd sinds")}</dt>
        <dd className={css({ m: "0" })}>
          <time dateTime={session.createdAt}>{session.createdAtText}</time>
        </dd>
      </dl>
      {session.current ? null : <RevokeSessionForm session={session} reply={reply} />}
    </li>
  );
}

/** The overview; `sessions` is null when the origin could not be asked. */
export function SessionsPage({ sessions, reply }: { sessions: SessionView[] | null; reply: FormReply | undefined }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  // A refusal about a session that is no longer listed (logged out meanwhile) has no card to show it on.
  const refusedId = replyFor(reply, "revoke-session")?.initialValue?.sessionId;
  const orphanErrors = refusedId && !sessions?.some((session) => session.id === refusedId) ? reply?.result.error?.[""] : undefined;

  // The button that was pressed disappears with its session: keep focus in the list.
  useEffect(() => {
    if (reply?.done) listRef.current?.focus();
  }, [reply]);

  return (
    <>
      <h1 className={pageHeadingClass}>{t("sessionsHeading", "Ingelogde apparaten")}</h1>
      <p className={css({ mb: "6", color: "fg.muted" })}>
        {t("sessionsIntro", "Hier ziet u op welke apparaten u bent ingelogd. Herkent u een apparaat niet? Log het dan uit en wijzig uw wachtwoord.")}
      </p>
      <SuccessNotice reply={reply} intents={["revoke-session", "revoke-other-sessions"]} />
      <FormErrors id="apparaten-fout" errors={orphanErrors} />
      {sessions === null ? (
        <ContentErrorPanel />
      ) : (
        <>
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={t("sessionsListLabel", "Apparaten waarop u bent ingelogd")}
            className={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "4", outline: "none" })}
          >
            {sessions.map((session) => (
              <SessionCard key={session.id} session={session} reply={reply} />
            ))}
          </ul>
          {others > 0 ? (
            <RevokeOtherSessionsForm reply={reply} />
          ) : (
            <p className={css({ mt: "6" })}>{t("sessionsOnlyThisDevice", "U bent alleen op dit apparaat ingelogd.")}</p>
          )}
        </>
      )}
    </>
  );
}
