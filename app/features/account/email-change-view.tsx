import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { css } from "styled-system/css";
import type { EmailChangeStateQuery, LinkedSubscriptionsQuery } from "~/graphql/generated/graphql";
import { useT } from "~/shell/i18n";
import { TextField } from "~/ui/forms/field";
import { FormErrors, SubmitButton, SuccessNotice, formClass, inputProps, mutedTextClass, sectionClass, sectionHeadingClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { CodeStep, OrphanErrors, StartStepActions, formatTime } from "./verification-parts";
import {
  EMAIL_APPLY_INTENT,
  EMAIL_RESEND_INTENT,
  EMAIL_START_INTENT,
  EMAIL_VERIFY_INTENT,
  RESTART_PARAM,
  newEmailSchema,
} from "./verification-schema";

type Pending = NonNullable<EmailChangeStateQuery["pendingEmailChange"]>;

export interface EmailChangeState {
  email: string;
  pending: Pending | null;
  resendInSeconds: number;
  subscriptions: LinkedSubscriptionsQuery["linkedSubscriptions"];
}

const PAGE_PATH = "/account/e-mailadres";
const linkClass = css({ color: "fg.link", textDecoration: "underline" });

export function EmailChangeView({ state, reply }: { state: EmailChangeState; reply: FormReply | undefined }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const pending = searchParams.has(RESTART_PARAM) ? null : state.pending;
  const step = !pending ? "start" : pending.verified ? "apply" : "code";
  const rendered = step === "start" ? [EMAIL_START_INTENT] : step === "code" ? [EMAIL_VERIFY_INTENT, EMAIL_RESEND_INTENT] : [EMAIL_APPLY_INTENT];
  return (
    <>
      <SuccessNotice reply={reply} intents={[EMAIL_START_INTENT, EMAIL_RESEND_INTENT, EMAIL_VERIFY_INTENT, EMAIL_APPLY_INTENT]} />
      <p className={css({ mb: "6" })}>
        {t("emailCurrent", "Uw e-mailadres")}: <strong className={css({ wordBreak: "break-all" })}>{state.email}</strong>
      </p>
      <section aria-labelledby="e-mail-stap" className={sectionClass}>
        <OrphanErrors reply={reply} rendered={rendered} />
        {step === "start" ? (
          <StartStep email={state.email} reply={reply} restarting={Boolean(state.pending)} />
        ) : step === "code" && pending ? (
          <EmailCodeStep pending={pending} reply={reply} resendInSeconds={state.resendInSeconds} />
        ) : pending ? (
          <ApplyStep pending={pending} reply={reply} />
        ) : null}
      </section>
      <LinkedSubscriptions subscriptions={state.subscriptions} />
    </>
  );
}

function StartStep({ email, reply, restarting }: { email: string; reply: FormReply | undefined; restarting: boolean }) {
  const t = useT();
  const schema = useMemo(() => newEmailSchema(t, email), [t, email]);
  const [form, fields] = useAccountForm({ id: EMAIL_START_INTENT, schema, lastResult: replyFor(reply, EMAIL_START_INTENT) });
  return (
    <>
      <h2 id="e-mail-stap" className={sectionHeadingClass}>
        {t("emailNewHeading", "Nieuw e-mailadres")}
      </h2>
      <p className={mutedTextClass}>{t("emailNewIntro", "We sturen een code naar het nieuwe e-mailadres. Pas als u die code hier invult, wijzigt uw e-mailadres.")}</p>
      {/* An explicit action drops ?opnieuw, so after sending the code step shows. */}
      <Form method="post" action={PAGE_PATH} {...getFormProps(form)} className={formClass}>
        <input type="hidden" name="intent" value={EMAIL_START_INTENT} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          key={fields.newEmail.key}
          label={t("emailNewLabel", "Nieuw e-mailadres")}
          errors={fields.newEmail.errors}
          inputProps={{ ...inputProps(fields.newEmail, "email"), autoComplete: "email" }}
        />
        <StartStepActions intent={EMAIL_START_INTENT} label={t("sendCode", "Stuur code")} restarting={restarting} cancelTo={PAGE_PATH} />
      </Form>
    </>
  );
}

function EmailCodeStep({ pending, reply, resendInSeconds }: { pending: Pending; reply: FormReply | undefined; resendInSeconds: number }) {
  const t = useT();
  return (
    <CodeStep
      pending={pending}
      reply={reply}
      resendInSeconds={resendInSeconds}
      verifyIntent={EMAIL_VERIFY_INTENT}
      resendIntent={EMAIL_RESEND_INTENT}
      resendHidden={<input type="hidden" name="newEmail" value={pending.newEmail} readOnly />}
      headingId="e-mail-stap"
      heading={t("emailCodeHeading", "Vul de code in")}
      intro={t("emailCodeIntro", "We hebben een code van 6 cijfers gestuurd naar {email}. De code is 10 minuten geldig, tot {time}.", {
        email: pending.newEmail,
        time: formatTime(pending.expiresAt),
      })}
      confirmLabel={t("emailConfirm", "Bevestig nieuw e-mailadres")}
      restart={{ to: `${PAGE_PATH}?${RESTART_PARAM}`, label: t("emailOther", "Ander e-mailadres invullen") }}
    />
  );
}

function ApplyStep({ pending, reply }: { pending: Pending; reply: FormReply | undefined }) {
  const t = useT();
  const errors = reply?.intent === EMAIL_APPLY_INTENT ? reply.result.error?.[""] : undefined;
  return (
    <>
      <h2 id="e-mail-stap" className={sectionHeadingClass}>
        {t("emailApplyHeading", "Wijziging afronden")}
      </h2>
      <p>{t("emailApplyIntro", "Uw nieuwe e-mailadres {email} is bevestigd. Rond de wijziging af om er voortaan mee in te loggen.", { email: pending.newEmail })}</p>
      <Form method="post" className={formClass}>
        <input type="hidden" name="intent" value={EMAIL_APPLY_INTENT} />
        <input type="hidden" name="challengeId" value={pending.id} readOnly />
        <FormErrors id="wijziging-afronden-fout" errors={errors} />
        <div>
          <SubmitButton intent={EMAIL_APPLY_INTENT} busyLabel={t("savingLabel", "Bezig met opslaan…")}>
            {t("emailApply", "Wijziging afronden")}
          </SubmitButton>
        </div>
      </Form>
      <p>
        <Link to={`${PAGE_PATH}?${RESTART_PARAM}`} className={linkClass}>
          {t("emailOther", "Ander e-mailadres invullen")}
        </Link>
      </p>
    </>
  );
}

/** The subscriptions that use this address; read again after every change (spec §7). */
function LinkedSubscriptions({ subscriptions }: { subscriptions: EmailChangeState["subscriptions"] }) {
  const t = useT();
  if (subscriptions.length === 0) return null;
  return (
    <section aria-labelledby="abonnementen-e-mail" className={sectionClass}>
      <h2 id="abonnementen-e-mail" className={sectionHeadingClass}>
        {t("emailSubscriptionsHeading", "Abonnementen bij dit e-mailadres")}
      </h2>
      <p className={mutedTextClass}>{t("emailSubscriptionsIntro", "Berichten over deze abonnementen sturen we naar uw e-mailadres.")}</p>
      <ul className={css({ listStyle: "disc", pl: "6" })}>
        {subscriptions.map((linked) => (
          <li key={linked.subscriptionId}>
            {linked.subscription.title}
            {linked.subscription.subTitle ? ` – ${linked.subscription.subTitle}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
