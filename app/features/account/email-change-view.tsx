import { useSearchParams } from "react-router";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { lazyForm } from "~/forms/lazy-form";
import type { FormReply } from "~/forms/form-reply";
import { mutedTextClass, sectionClass, sectionHeadingClass } from "~/forms/form-styles";
import { SuccessNotice } from "~/forms/success-notice";
import type { EmailChangeState } from "./email-change-state";
import { EMAIL_APPLY_INTENT, EMAIL_RESEND_INTENT, EMAIL_START_INTENT, EMAIL_VERIFY_INTENT, RESTART_PARAM } from "./intent";

// /account/e-mailadres. What the page shows renders from the route chunk; the step forms (Conform,
// Zod, the code input) hydrate from their own chunk (email-change-forms.tsx, ADR 13);
// the loader awaits `EmailChangeStep.preload()`.

export type { EmailChangeState } from "./email-change-state";

export const EmailChangeStep = lazyForm(() => import("./email-change-forms").then((module) => module.EmailChangeStep));

export function EmailChangeView({ state, reply }: { state: EmailChangeState; reply: FormReply | undefined }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const pending = searchParams.has(RESTART_PARAM) ? null : state.pending;
  const step = !pending ? "start" : pending.verified ? "apply" : "code";
  return (
    <>
      <SuccessNotice reply={reply} intents={[EMAIL_START_INTENT, EMAIL_RESEND_INTENT, EMAIL_VERIFY_INTENT, EMAIL_APPLY_INTENT]} />
      <p className={css({ mb: "6" })}>
        {t("emailCurrent", "Uw e-mailadres")}: <strong className={css({ wordBreak: "break-all" })}>{state.email}</strong>
      </p>
      <section aria-labelledby="e-mail-stap" className={sectionClass}>
        <EmailChangeStep step={step} state={state} pending={pending} reply={reply} />
      </section>
      <LinkedSubscriptions subscriptions={state.subscriptions} />
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
