import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { ProgressBar } from "~/ui/progress-bar/progress-bar";
import { Tag } from "~/ui/tag/tag";
import type { FormReply } from "~/forms/form-reply";
import { sectionClass, sectionHeadingClass } from "~/forms/form-styles";
import { lazyForm } from "~/forms/lazy-form";
import { SuccessNotice } from "~/forms/success-notice";
import { ADDRESS_INTENT, DELETE_ADDRESS_INTENT, PERSONAL_INTENT } from "./intent";
import { type Account, CONFIRM_DELETE_PARAM } from "./profile-parts";

// /account: the profile page. What it shows renders from the route chunk; its forms hydrate from
// their own chunk (profile-forms.tsx, ADR 13), so Conform, Zod, the select, the date field and the
// dialog are not first-load JS. The loader awaits `preloadProfileForms()`.

export type { Account } from "./profile-parts";
export { CONFIRM_DELETE_PARAM } from "./profile-parts";

const PersonalInformationForm = lazyForm(() => import("./profile-forms").then((module) => module.PersonalInformationForm));
const AddressForm = lazyForm(() => import("./profile-forms").then((module) => module.AddressForm));
const DeleteAddressConfirmPage = lazyForm(() => import("./profile-forms").then((module) => module.DeleteAddressConfirmPage));

export async function preloadProfileForms(): Promise<void> {
  await Promise.all([PersonalInformationForm.preload(), AddressForm.preload(), DeleteAddressConfirmPage.preload()]);
}

const linkClass = css({ color: "fg.link", textDecoration: "underline", fontWeight: "semibold" });

export function AccountProfileView({ account, reply }: { account: Account; reply: FormReply | undefined }) {
  const [searchParams] = useSearchParams();
  const deleted = reply?.intent === DELETE_ADDRESS_INTENT && Boolean(reply.done);
  const confirmDelete = searchParams.has(CONFIRM_DELETE_PARAM) && Boolean(account.profile.contact_information.address) && !deleted;
  return (
    <>
      <SuccessNotice reply={reply} intents={[PERSONAL_INTENT, ADDRESS_INTENT, DELETE_ADDRESS_INTENT]} />
      <CompletenessBar value={account.accountCompleteness} />
      {confirmDelete ? (
        <DeleteAddressConfirmPage version={account.version} reply={reply} />
      ) : (
        <>
          <PersonalInformationForm account={account} reply={reply} />
          <ContactInformation account={account} reply={reply} />
        </>
      )}
    </>
  );
}

function CompletenessBar({ value }: { value: number }) {
  const t = useT();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "2", mb: "6" })}>
      <p className={css({ fontWeight: "semibold" })}>{t("accountCompleteness", "Uw profiel is voor {percentage}% compleet", { percentage: value })}</p>
      <ProgressBar value={value} label={t("progressBarLabel", "Voltooiing voortgang")} />
    </div>
  );
}

function ContactInformation({ account, reply }: { account: Account; reply: FormReply | undefined }) {
  const t = useT();
  const contact = account.profile.contact_information;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleted = reply?.intent === DELETE_ADDRESS_INTENT && reply.done;
  useEffect(() => {
    // The delete button is gone with the address: focus goes to the section instead of the page body.
    if (deleted) headingRef.current?.focus();
  }, [reply, deleted]);
  return (
    <section aria-labelledby="contactgegevens" className={sectionClass}>
      <h2 id="contactgegevens" ref={headingRef} tabIndex={-1} className={sectionHeadingClass}>
        {t("contactInformationHeading", "Contactgegevens")}
      </h2>
      <dl className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "auto 1fr" }, columnGap: "6", rowGap: "2" })}>
        <dt className={css({ fontWeight: "semibold" })}>{t("emailLabel", "E-mailadres")}</dt>
        <dd className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", mb: { base: "2", sm: "0" } })}>
          <span className={css({ wordBreak: "break-all" })}>{contact.email}</span>
          <Tag color="green">{t("verifiedLabel", "Bevestigd")}</Tag>
          <Link to="/account/e-mailadres" className={linkClass}>
            {t("emailChangeLink", "E-mailadres wijzigen")}
          </Link>
        </dd>
        <dt className={css({ fontWeight: "semibold" })}>{t("phoneNumberLabel", "Mobiel nummer")}</dt>
        <dd className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
          {contact.phone_number ? (
            <>
              <span>{account.phoneDisplay ?? contact.phone_number}</span>
              {contact.phone_verified ? <Tag color="green">{t("verifiedLabel", "Bevestigd")}</Tag> : <Tag color="orange">{t("unverifiedLabel", "Niet bevestigd")}</Tag>}
            </>
          ) : (
            <span>{t("phoneNumberNone", "Geen mobiel nummer")}</span>
          )}
          <Link to="/account/telefoonnummer" className={linkClass}>
            {!contact.phone_number
              ? t("phoneAddLink", "Mobiel nummer toevoegen")
              : contact.phone_verified
                ? t("phoneChangeLink", "Mobiel nummer wijzigen")
                : t("phoneVerifyLink", "Mobiel nummer bevestigen")}
          </Link>
        </dd>
      </dl>
      <AddressForm account={account} reply={reply} />
    </section>
  );
}
