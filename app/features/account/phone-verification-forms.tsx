import { useT } from "~/shell/i18n";
import { PhoneInput } from "~/ui/phone/phone-input";
import { PHONE_COUNTRIES } from "~/ui/phone/phone";
import { IntentForm, inputProps, mutedTextClass, sectionHeadingClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { displayPhoneNumber } from "~/forms/phone-display";
import type { Pending, PhoneVerificationState } from "./phone-verification-state";
import { PHONE_RESEND_INTENT, PHONE_START_INTENT, PHONE_VERIFY_INTENT, RESTART_PARAM } from "./intent";
import { CodeStep, formatTime, OrphanErrors, StartStepActions } from "./verification-parts";

// The step forms of /account/telefoonnummer, hydrated from their own chunk (ADR 13):
// the phone mask, Conform and the code input are not first-load JS. The page around them
// (phone-verification-view.tsx) renders from the route chunk.

const PAGE_PATH = "/account/telefoonnummer";
// The origin takes Dutch and Belgian mobile numbers only.
const COUNTRIES = PHONE_COUNTRIES.filter((country) => country.code === "31" || country.code === "32");

/** The step the verification is at: a number to send the code to, or the code (with resend); above it the errors of a step that has gone. */
export function PhoneVerificationStep({ state, pending, reply }: { state: PhoneVerificationState; pending: Pending | null; reply: FormReply | undefined }) {
  const rendered = pending ? [PHONE_VERIFY_INTENT, PHONE_RESEND_INTENT] : [PHONE_START_INTENT];
  return (
    <>
      <OrphanErrors reply={reply} rendered={rendered} />
      {pending ? (
        <PhoneCodeStep pending={pending} reply={reply} resendInSeconds={state.resendInSeconds} />
      ) : (
        <StartStep state={state} reply={reply} restarting={Boolean(state.pending)} />
      )}
    </>
  );
}

function StartStep({ state, reply, restarting }: { state: PhoneVerificationState; reply: FormReply | undefined; restarting: boolean }) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: PHONE_START_INTENT,
    schema: () => import("./verification-schema").then((module) => module.newPhoneSchema(t)),
    lastResult: replyFor(reply, PHONE_START_INTENT),
    // An unverified number is offered for verification; a verified one is replaced by typing a new one.
    defaultValue: { phoneNumber: state.phoneNumber && !state.phoneVerified ? state.phoneNumber : "" },
  });
  return (
    <>
      <h2 id="telefoon-stap" className={sectionHeadingClass}>
        {state.phoneNumber && !state.phoneVerified ? t("phoneVerifyHeading", "Mobiel nummer bevestigen") : t("phoneNewHeading", "Nieuw mobiel nummer")}
      </h2>
      <p className={mutedTextClass}>{t("phoneNewIntro", "We sturen een sms met een code naar dit nummer. Pas als u die code hier invult, slaan we het nummer op als bevestigd.")}</p>
      <IntentForm form={form} intent={PHONE_START_INTENT} action={PAGE_PATH}>
        <PhoneInput
          key={fields.phoneNumber.key}
          label={t("phoneNumberLabel", "Mobiel nummer")}
          countryLabel={t("phoneCountryLabel", "Landnummer")}
          countries={COUNTRIES}
          errors={fields.phoneNumber.errors}
          hint={t("phoneNumberHint", "Een Nederlands of Belgisch mobiel nummer, bijvoorbeeld 6 12345678")}
          inputProps={inputProps(fields.phoneNumber, "tel")}
        />
        <StartStepActions intent={PHONE_START_INTENT} label={t("sendSmsCode", "Stuur code per sms")} restarting={restarting} cancelTo={PAGE_PATH} />
      </IntentForm>
    </>
  );
}

function PhoneCodeStep({ pending, reply, resendInSeconds }: { pending: Pending; reply: FormReply | undefined; resendInSeconds: number }) {
  const t = useT();
  return (
    <CodeStep
      pending={pending}
      reply={reply}
      resendInSeconds={resendInSeconds}
      verifyIntent={PHONE_VERIFY_INTENT}
      resendIntent={PHONE_RESEND_INTENT}
      resendHidden={<input type="hidden" name="phoneNumber" value={pending.phoneNumber} readOnly />}
      headingId="telefoon-stap"
      heading={t("phoneCodeHeading", "Vul de code uit de sms in")}
      intro={t("phoneCodeIntro", "We hebben een sms met een code van 6 cijfers gestuurd naar {phoneNumber}. De code is 10 minuten geldig, tot {time}.", {
        phoneNumber: displayPhoneNumber(pending.phoneNumber),
        time: formatTime(pending.expiresAt),
      })}
      confirmLabel={t("phoneConfirm", "Bevestig mobiel nummer")}
      restart={{ to: `${PAGE_PATH}?${RESTART_PARAM}`, label: t("phoneOther", "Ander nummer invullen") }}
    />
  );
}
