import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useSearchParams } from "react-router";
import { css } from "styled-system/css";
import type { PhoneVerificationStateQuery } from "~/graphql/generated/graphql";
import { useT } from "~/shell/i18n";
import { PhoneInput } from "~/ui/phone/phone-input";
import { PHONE_COUNTRIES } from "~/ui/phone/phone";
import { Tag } from "~/ui/tag/tag";
import { FormErrors, SuccessNotice, formClass, inputProps, mutedTextClass, sectionClass, sectionHeadingClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { displayPhoneNumber } from "~/forms/phone-display";
import { CodeStep, OrphanErrors, StartStepActions, formatTime } from "./verification-parts";
import {
  PHONE_RESEND_INTENT,
  PHONE_START_INTENT,
  PHONE_VERIFY_INTENT,
  RESTART_PARAM,
  newPhoneSchema,
} from "./verification-schema";

type Pending = NonNullable<PhoneVerificationStateQuery["pendingPhoneVerification"]>;

export interface PhoneVerificationState {
  phoneNumber: string | null;
  phoneVerified: boolean;
  pending: Pending | null;
  resendInSeconds: number;
}

const PAGE_PATH = "/account/telefoonnummer";
// The origin takes Dutch and Belgian mobile numbers only.
const COUNTRIES = PHONE_COUNTRIES.filter((country) => country.code === "31" || country.code === "32");

export function PhoneVerificationView({ state, reply }: { state: PhoneVerificationState; reply: FormReply | undefined }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const pending = searchParams.has(RESTART_PARAM) ? null : state.pending;
  const rendered = pending ? [PHONE_VERIFY_INTENT, PHONE_RESEND_INTENT] : [PHONE_START_INTENT];
  return (
    <>
      <SuccessNotice reply={reply} intents={[PHONE_START_INTENT, PHONE_RESEND_INTENT, PHONE_VERIFY_INTENT]} />
      <p className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", mb: "6" })}>
        {state.phoneNumber ? (
          <>
            <span>
              {t("phoneCurrent", "Uw mobiele nummer")}: <strong>{displayPhoneNumber(state.phoneNumber)}</strong>
            </span>
            {state.phoneVerified ? <Tag color="green">{t("verifiedLabel", "Bevestigd")}</Tag> : <Tag color="orange">{t("unverifiedLabel", "Niet bevestigd")}</Tag>}
          </>
        ) : (
          <span>{t("phoneNone", "U heeft nog geen mobiel nummer opgegeven.")}</span>
        )}
      </p>
      <section aria-labelledby="telefoon-stap" className={sectionClass}>
        <OrphanErrors reply={reply} rendered={rendered} />
        {pending ? (
          <PhoneCodeStep pending={pending} reply={reply} resendInSeconds={state.resendInSeconds} />
        ) : (
          <StartStep state={state} reply={reply} restarting={Boolean(state.pending)} />
        )}
      </section>
    </>
  );
}

function StartStep({ state, reply, restarting }: { state: PhoneVerificationState; reply: FormReply | undefined; restarting: boolean }) {
  const t = useT();
  const schema = useMemo(() => newPhoneSchema(t), [t]);
  const [form, fields] = useAccountForm({
    id: PHONE_START_INTENT,
    schema,
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
      <Form method="post" action={PAGE_PATH} {...getFormProps(form)} className={formClass}>
        <input type="hidden" name="intent" value={PHONE_START_INTENT} />
        <FormErrors id={form.errorId} errors={form.errors} />
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
      </Form>
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
