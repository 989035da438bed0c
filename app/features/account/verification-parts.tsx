import { type SubmissionResult } from "@conform-to/react";
import { type ReactNode, useEffect, useState } from "react";
import { Form } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { dateTimeFormat } from "~/platform/locale/intl";
import { TextField } from "~/ui/forms/field";
import { VerificationCodeInput } from "~/ui/verification-code/verification-code-input";
import { FormErrors, IntentForm, SubmitButton, mutedTextClass, sectionHeadingClass, useAccountForm, useHydrated } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { MAX_CODE_ATTEMPTS } from "./intent";

// Parts of the two code flows (e-mail change, phone verification), loaded with their step forms'
// chunks (ADR 13).

/** "14:32" in the Netherlands/Belgium, the same on server and client. */
export function formatTime(iso: string): string {
  return dateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** Every error of a result, field errors first. */
export function allErrors(result: SubmissionResult<string[]> | undefined): string[] {
  if (!result?.error) return [];
  const { "": formErrors, ...fieldErrors } = result.error;
  return [...Object.values(fieldErrors).flatMap((errors) => errors ?? []), ...(formErrors ?? [])];
}

/**
 * The errors of a form that is no longer on the screen (the code expired, the attempts ran out,
 * the challenge ended), shown above the step that replaced it and focused.
 */
export function OrphanErrors({ reply, rendered }: { reply: FormReply | undefined; rendered: readonly string[] }) {
  const errors = reply && !rendered.includes(reply.intent) ? allErrors(reply.result) : [];
  const show = errors.length > 0;
  useEffect(() => {
    if (show) document.getElementById("stap-fout")?.focus();
  }, [reply, show]);
  return show ? <FormErrors id="stap-fout" errors={errors} /> : null;
}

/**
 * The 6-digit code: six boxes once JavaScript runs, a plain text field before (both submit `code`).
 * A new `round` (every reply) starts the boxes empty again, focused on the first.
 */
export function CodeField({ errors, round }: { errors?: string[]; round: number }) {
  const t = useT();
  const hydrated = useHydrated();
  const label = t("verificationCodeLabel", "Verificatiecode");
  if (!hydrated) {
    return (
      <TextField
        label={label}
        errors={errors}
        hint={t("verificationCodeHint", "De 6 cijfers uit het bericht")}
        inputProps={{ id: "code", name: "code", inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 }}
      />
    );
  }
  return <VerificationCodeInput key={round} name="code" label={label} errors={errors} />;
}

/** Counts every new reply, to start a code field afresh. */
export function useReplyRound(result: SubmissionResult<string[]> | undefined): number {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (result) setRound((current) => current + 1);
  }, [result]);
  return round;
}

/** Seconds left, counting down once a second in the browser; the server renders the start value. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** "Stuur een nieuwe code", held back (with the seconds shown) while the throttle lasts. */
export function ResendForm({
  intent,
  reply,
  resendInSeconds,
  hidden,
}: {
  intent: string;
  reply: FormReply | undefined;
  resendInSeconds: number;
  /** The address or number to send the new code to. */
  hidden: ReactNode;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const left = useCountdown(resendInSeconds);
  const errors = reply?.intent === intent ? allErrors(reply.result) : [];
  useEffect(() => {
    if (errors.length) document.getElementById(`${intent}-fout`)?.focus();
  }, [reply, errors.length, intent]);
  return (
    <Form method="post" className={css({ display: "flex", flexDirection: "column", gap: "2", alignItems: "flex-start" })}>
      <input type="hidden" name="intent" value={intent} />
      {hidden}
      <FormErrors id={`${intent}-fout`} errors={errors} />
      {left > 0 ? (
        <p className={mutedTextClass}>
          {left === 1
            ? t("resendInOne", "U kunt over 1 seconde een nieuwe code aanvragen.")
            : t("resendIn", "U kunt over {seconds} seconden een nieuwe code aanvragen.", { seconds: left })}
        </p>
      ) : null}
      <SubmitButton intent={intent} variant="secondary" busyLabel={t("sendingLabel", "Bezig met versturen…")} disabled={hydrated && left > 0}>
        {t("resendCode", "Stuur een nieuwe code")}
      </SubmitButton>
    </Form>
  );
}

/**
 * The first step's buttons: send the code and, when the visitor is starting over while a code is
 * pending, a way back to that code.
 */
export function StartStepActions({ intent, label, restarting, cancelTo }: { intent: string; label: string; restarting: boolean; cancelTo: string }) {
  const t = useT();
  return (
    <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
      <SubmitButton intent={intent} busyLabel={t("sendingLabel", "Bezig met versturen…")}>
        {label}
      </SubmitButton>
      {restarting ? (
        <Link to={cancelTo} className={buttonRecipe({ variant: "secondary" })}>
          {t("cancel", "Annuleren")}
        </Link>
      ) : null}
    </div>
  );
}

export interface CodeStepProps {
  pending: { id: string; attemptsLeft: number };
  reply: FormReply | undefined;
  resendInSeconds: number;
  verifyIntent: string;
  resendIntent: string;
  /** What the resend form posts again (the address or number the code went to). */
  resendHidden: ReactNode;
  headingId: string;
  heading: string;
  intro: string;
  confirmLabel: string;
  restart: { to: string; label: string };
}

/** The code step both flows share: enter the code, attempts left, resend, start over. */
export function CodeStep(props: CodeStepProps) {
  const { pending, reply, verifyIntent } = props;
  const t = useT();
  const lastResult = replyFor(reply, verifyIntent);
  const [form, fields] = useAccountForm({
    id: verifyIntent,
    schema: () => import("./verification-schema").then((module) => module.verifyCodeSchema(t)),
    lastResult,
  });
  const round = useReplyRound(lastResult);
  const exhausted = pending.attemptsLeft <= 0;
  return (
    <>
      <h2 id={props.headingId} className={sectionHeadingClass}>
        {props.heading}
      </h2>
      <p>{props.intro}</p>
      {exhausted ? (
        // No attempts left: what the last check said, else why the code field is gone.
        <FormErrors
          id={form.errorId}
          errors={allErrors(lastResult).length ? allErrors(lastResult) : [t("verificationCodeExhausted", "U heeft te vaak een onjuiste code ingevuld. Vraag een nieuwe code aan.")]}
        />
      ) : (
        <IntentForm form={form} intent={verifyIntent}>
          <input type="hidden" name="challengeId" value={pending.id} readOnly />
          <CodeField errors={fields.code.errors} round={round} />
          {pending.attemptsLeft < MAX_CODE_ATTEMPTS ? (
            <p className={mutedTextClass}>{t("attemptsLeft", "U kunt het nog {attempts} keer proberen.", { attempts: pending.attemptsLeft })}</p>
          ) : null}
          <div>
            <SubmitButton intent={verifyIntent} busyLabel={t("checkingLabel", "Bezig met controleren…")}>
              {props.confirmLabel}
            </SubmitButton>
          </div>
        </IntentForm>
      )}
      <ResendForm intent={props.resendIntent} reply={reply} resendInSeconds={props.resendInSeconds} hidden={props.resendHidden} />
      <p>
        <Link to={props.restart.to} className={restartLinkClass}>
          {props.restart.label}
        </Link>
      </p>
    </>
  );
}

const restartLinkClass = css({ color: "fg.link", textDecoration: "underline" });
