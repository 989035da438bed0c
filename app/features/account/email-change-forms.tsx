import { Form } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { TextField } from "~/ui/forms/field";
import { PasswordField } from "~/ui/forms/password-field";
import { FormErrors, IntentForm, SubmitButton, formClass, inputProps, mutedTextClass, sectionHeadingClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import type { EmailChangeState, Pending } from "./email-change-state";
import { EMAIL_APPLY_INTENT, EMAIL_RESEND_INTENT, EMAIL_START_INTENT, EMAIL_VERIFY_INTENT, RESTART_PARAM } from "./intent";
import { CodeStep, formatTime, OrphanErrors, StartStepActions } from "./verification-parts";

// The step forms of /account/e-mailadres, hydrated from their own chunk (ADR 13): the
// page around them (email-change-view.tsx) renders from the route chunk.

const PAGE_PATH = "/account/e-mailadres";
const linkClass = css({ color: "fg.link", textDecoration: "underline" });

/**
 * The step the change is at: a new address, the code (with resend), or applying the change; above
 * it the errors of a step that has gone.
 */
export function EmailChangeStep({
  step,
  state,
  pending,
  reply,
}: {
  step: "start" | "code" | "apply";
  state: EmailChangeState;
  pending: Pending | null;
  reply: FormReply | undefined;
}) {
  const rendered = step === "start" ? [EMAIL_START_INTENT] : step === "code" ? [EMAIL_VERIFY_INTENT, EMAIL_RESEND_INTENT] : [EMAIL_APPLY_INTENT];
  return (
    <>
      <OrphanErrors reply={reply} rendered={rendered} />
      {step === "start" ? (
        <StartStep email={state.email} reply={reply} restarting={Boolean(state.pending)} />
      ) : step === "code" && pending ? (
        <EmailCodeStep pending={pending} reply={reply} resendInSeconds={state.resendInSeconds} />
      ) : pending ? (
        <ApplyStep pending={pending} reply={reply} />
      ) : null}
    </>
  );
}

function StartStep({ email, reply, restarting }: { email: string; reply: FormReply | undefined; restarting: boolean }) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: EMAIL_START_INTENT,
    schema: () => import("./verification-schema").then((module) => module.startEmailSchema(t, email)),
    lastResult: replyFor(reply, EMAIL_START_INTENT),
  });
  return (
    <>
      <h2 id="e-mail-stap" className={sectionHeadingClass}>
        {t("emailNewHeading", "Nieuw e-mailadres")}
      </h2>
      <p className={mutedTextClass}>{t("emailNewIntro", "We sturen een code naar het nieuwe e-mailadres. Pas als u die code hier invult, wijzigt uw e-mailadres.")}</p>
      {/* An explicit action drops ?opnieuw, so after sending the code step shows. */}
      <IntentForm form={form} intent={EMAIL_START_INTENT} action={PAGE_PATH}>
        <TextField
          key={fields.newEmail.key}
          label={t("emailNewLabel", "Nieuw e-mailadres")}
          errors={fields.newEmail.errors}
          inputProps={{ ...inputProps(fields.newEmail, "email"), autoComplete: "email" }}
        />
        <PasswordField
          key={fields.currentPassword.key}
          label={t("currentPasswordLabel", "Huidig wachtwoord")}
          hint={t("emailPasswordHint", "Zo weten we dat u het zelf bent.")}
          errors={fields.currentPassword.errors}
          inputProps={{ ...inputProps(fields.currentPassword, "password"), autoComplete: "current-password" }}
        />
        <StartStepActions intent={EMAIL_START_INTENT} label={t("sendCode", "Stuur code")} restarting={restarting} cancelTo={PAGE_PATH} />
      </IntentForm>
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
