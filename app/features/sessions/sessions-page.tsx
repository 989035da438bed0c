import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, type IntentReply, SuccessFeedback } from "~/features/preferences/form-feedback";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { Tag } from "~/ui/tag/tag";
import { SessionsFormSchema } from "./schema";
import type { SessionView } from "./sessions.server";

const headingClass = css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" });
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
const termClass = css({ color: "fg.muted" });

function useBusy(match: (formData: FormData) => boolean) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && Boolean(navigation.formData && match(navigation.formData));
}

function RevokeSessionForm({ session, reply }: { session: SessionView; reply: IntentReply | undefined }) {
  const t = useT();
  const [form] = useForm({
    id: `uitloggen-${session.id}`,
    lastResult: reply?.intent === "revoke-session" && reply.subject === session.id ? reply.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SessionsFormSchema }),
  });
  const busy = useBusy((formData) => formData.get("sessionId") === session.id);
  return (
    <Form method="post" {...getFormProps(form)}>
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

function RevokeOtherSessionsForm({ reply }: { reply: IntentReply | undefined }) {
  const t = useT();
  const [form] = useForm({
    id: "alle-andere-apparaten",
    lastResult: reply?.intent === "revoke-other-sessions" ? reply.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SessionsFormSchema }),
  });
  const busy = useBusy((formData) => formData.get("intent") === "revoke-other-sessions");
  return (
    <Form method="post" {...getFormProps(form)} className={css({ mt: "6" })}>
      <input type="hidden" name="intent" value="revoke-other-sessions" />
      <Button type="submit" variant="primary" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
        {t("sessionsRevokeOthers", "Log alle andere apparaten uit")}
      </Button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

function SessionCard({ session, reply }: { session: SessionView; reply: IntentReply | undefined }) {
  const t = useT();
  return (
    <li className={cardClass}>
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold", m: "0" })}>{session.device}</h2>
        {session.current ? <Tag color="green">{t("sessionsThisDevice", "Dit apparaat")}</Tag> : null}
      </div>
      <dl className={detailsClass}>
        <dt className={termClass}>{t("sessionsPlace", "Locatie")}</dt>
        <dd className={css({ m: "0" })}>{session.place ?? t("sessionsUnknownPlace", "Onbekende locatie")}</dd>
        <dt className={termClass}>{t("sessionsLastActive", "Laatst actief")}</dt>
        <dd className={css({ m: "0" })}>
          <time dateTime={session.lastActiveAt}>{session.lastActiveRelative}</time>
        </dd>
        <dt className={termClass}>{t("sessionsCreatedAt", "Ingelogd sinds")}</dt>
        <dd className={css({ m: "0" })}>
          <time dateTime={session.createdAt}>{session.createdAtText}</time>
        </dd>
      </dl>
      {session.current ? null : <RevokeSessionForm session={session} reply={reply} />}
    </li>
  );
}

/** The overview; `sessions` is null when the origin could not be asked. */
export function SessionsPage({ sessions, reply }: { sessions: SessionView[] | null; reply: IntentReply | undefined }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  // A refusal about a session that is no longer listed (logged out meanwhile) has no card to show it on.
  const orphanErrors =
    reply?.intent === "revoke-session" && reply.result.status === "error" && !sessions?.some((session) => session.id === reply.subject)
      ? reply.result.error?.[""]
      : null;

  // The button that was pressed disappears with its session: keep focus in the list.
  useEffect(() => {
    if (reply?.message && (reply.intent === "revoke-session" || reply.intent === "revoke-other-sessions")) listRef.current?.focus();
  }, [reply]);

  return (
    <>
      <h1 className={headingClass}>{t("sessionsHeading", "Ingelogde apparaten")}</h1>
      <p className={css({ mb: "6", color: "fg.muted" })}>
        {t("sessionsIntro", "Hier ziet u op welke apparaten u bent ingelogd. Herkent u een apparaat niet? Log het dan uit en wijzig uw wachtwoord.")}
      </p>
      <SuccessFeedback message={reply?.message} reply={reply} />
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
