import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { Dialog, DialogClose } from "~/ui/dialog/dialog";
import { DateField } from "~/ui/forms/date-field";
import { TextField } from "~/ui/forms/field";
import { Select } from "~/ui/select/select";
import type { CountryCode } from "~/forms/field-rules";
import { FormErrors, IntentForm, SubmitButton, inputProps, mutedTextClass, sectionClass, sectionHeadingClass, useAccountForm, useHydrated } from "~/forms/form-kit";
import { AddressFields } from "~/forms/address-fields";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { ADDRESS_INTENT, DELETE_ADDRESS_INTENT, PERSONAL_INTENT } from "./intent";
import { type Account, CONFIRM_DELETE_PARAM, VersionField } from "./profile-parts";

// The forms of /account, hydrated from their own chunk (ADR 13): the page around them
// (profile-page.tsx) renders from the route chunk.

/** The moving-house form (another feature's path): where a mover changes the delivery address too. */
const MOVING_PATH = "/verhuisservice/doorgeven";

const rowClass = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });

export function PersonalInformationForm({ account, reply }: { account: Account; reply: FormReply | undefined }) {
  const t = useT();
  const personal = account.profile.personal_information;
  const [form, fields] = useAccountForm({
    id: PERSONAL_INTENT,
    schema: () => import("./profile-schema").then((module) => module.personalInformationSchema(t)),
    lastResult: replyFor(reply, PERSONAL_INTENT),
    defaultValue: {
      first_name: personal.first_name ?? "",
      last_name: personal.last_name ?? "",
      gender: personal.gender ?? "",
      date_of_birth: personal.date_of_birth ?? "",
    },
  });
  const genders = [
    { value: "FEMALE", label: t("genderFemale", "Vrouw") },
    { value: "MALE", label: t("genderMale", "Man") },
    { value: "OTHER", label: t("genderOther", "Anders") },
    { value: "UNSPECIFIED", label: t("genderUnspecified", "Zeg ik liever niet") },
  ];
  return (
    <section aria-labelledby="persoonlijke-gegevens" className={sectionClass}>
      <h2 id="persoonlijke-gegevens" className={sectionHeadingClass}>
        {t("personalInformationHeading", "Persoonlijke gegevens")}
      </h2>
      <IntentForm form={form} intent={PERSONAL_INTENT}>
        <VersionField version={account.version} />
        <div className={rowClass}>
          <TextField
            key={fields.first_name.key}
            label={t("firstNameLabel", "Voornaam")}
            errors={fields.first_name.errors}
            inputProps={{ ...inputProps(fields.first_name, "text"), autoComplete: "given-name" }}
          />
          <TextField
            key={fields.last_name.key}
            label={t("lastNameLabel", "Achternaam")}
            errors={fields.last_name.errors}
            inputProps={{ ...inputProps(fields.last_name, "text"), autoComplete: "family-name" }}
          />
        </div>
        <Select
          key={fields.gender.key}
          label={t("genderLabel", "Geslacht")}
          name={fields.gender.name}
          defaultValue={String(fields.gender.initialValue ?? "")}
          options={genders}
          required={false}
          placeholder={t("selectPlaceholder", "Maak een keuze")}
          errors={fields.gender.errors}
        />
        <DateField
          key={fields.date_of_birth.key}
          label={t("dateOfBirthLabel", "Geboortedatum")}
          required={false}
          errors={fields.date_of_birth.errors}
          inputProps={{ ...inputProps(fields.date_of_birth, "date"), autoComplete: "bday", min: "1900-01-01" }}
        />
        <div>
          <SubmitButton intent={PERSONAL_INTENT} busyLabel={t("savingLabel", "Bezig met opslaan…")}>
            {t("personalInformationSave", "Persoonlijke gegevens opslaan")}
          </SubmitButton>
        </div>
      </IntentForm>
    </section>
  );
}

/** The address form and its delete button (a dialog), below the contact details. */
export function AddressForm({ account, reply }: { account: Account; reply: FormReply | undefined }) {
  const t = useT();
  const address = account.profile.contact_information.address;
  const [form, fields] = useAccountForm({
    id: ADDRESS_INTENT,
    schema: () => import("./profile-schema").then((module) => module.addressSchema(t)),
    lastResult: replyFor(reply, ADDRESS_INTENT),
    defaultValue: {
      countryCode: address?.countryCode ?? "NL",
      street: address?.street ?? "",
      houseNumber: address?.houseNumber ?? "",
      houseNumberSuffix: address?.houseNumberSuffix ?? "",
      zipCode: address?.zipCode ?? "",
      city: address?.city ?? "",
    },
  });
  const [country, setCountry] = useState<CountryCode>(fields.countryCode.initialValue === "BE" ? "BE" : "NL");
  const zipHint = country === "BE" ? t("zipCodeHintBe", "4 cijfers, bijvoorbeeld 2000") : t("zipCodeHintNl", "Bijvoorbeeld 1234 AB");
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", mt: "2" })}>
      <h3 id="adres" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        {t("addressHeading", "Adres")}
      </h3>
      {!address ? <p className={mutedTextClass}>{t("addressNone", "U heeft nog geen adres opgegeven.")}</p> : null}
      {/* Issue 58: a mover changed this address and expected the paper to follow; it does not. */}
      <p id="adres-uitleg" className={css({ m: "0" })}>
        {t("addressMovingNote", "Dit is het adres van uw account. Gaat u verhuizen? Geef dat door via de verhuisservice: dan verhuizen uw kranten en bladen mee en passen wij dit adres op de verhuisdatum zelf aan.")}{" "}
        <a href={MOVING_PATH} className={css({ textDecoration: "underline" })}>{t("addressMovingLink", "Verhuizing doorgeven")}</a>
      </p>
      <IntentForm form={form} intent={ADDRESS_INTENT} aria-labelledby="adres">
        <VersionField version={account.version} />
        <Select
          key={fields.countryCode.key}
          label={t("countryLabel", "Land")}
          name={fields.countryCode.name}
          defaultValue={country}
          onValueChange={(value) => setCountry(value === "BE" ? "BE" : "NL")}
          options={[
            { value: "NL", label: t("countryNetherlands", "Nederland") },
            { value: "BE", label: t("countryBelgium", "België") },
          ]}
          errors={fields.countryCode.errors}
        />
        <AddressFields t={t} fields={fields} country={country} />
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
          <SubmitButton intent={ADDRESS_INTENT} busyLabel={t("savingLabel", "Bezig met opslaan…")}>
            {t("addressSave", "Adres opslaan")}
          </SubmitButton>
        </div>
      </IntentForm>
      <DeleteAddress version={account.version} reply={reply} hasAddress={Boolean(address)} />
    </div>
  );
}

/** With JavaScript a dialog; before it loads a link to the confirmation page. A refusal shows even when the address is gone. */
function DeleteAddress({ version, reply, hasAddress }: { version: number; reply: FormReply | undefined; hasAddress: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = t("addressDelete", "Adres verwijderen");
  const errors = reply?.intent === DELETE_ADDRESS_INTENT ? reply.result.error?.[""] : undefined;
  useEffect(() => {
    if (errors?.length) document.getElementById("adres-verwijderen-fout")?.focus();
  }, [reply, errors]);
  if (!hasAddress && !errors?.length) return null;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      {errors?.length ? <FormErrors id="adres-verwijderen-fout" errors={errors} /> : null}
      <div hidden={!hasAddress}>
        {!hydrated ? (
          <a href={`/account?${CONFIRM_DELETE_PARAM}`} className={buttonRecipe({ variant: "secondary" })}>
            {label}
          </a>
        ) : (
          <Dialog
            role="alertdialog"
            open={open}
            onOpenChange={setOpen}
            trigger={<Button variant="secondary">{label}</Button>}
            title={t("addressDeleteTitle", "Adres verwijderen?")}
            description={t("addressDeleteDescription", "Uw adres wordt uit uw account verwijderd. Uw bezorgadres voor abonnementen verandert hierdoor niet.")}
            closeLabel={t("dialogClose", "Sluiten")}
            footer={
              <>
                <DialogClose>
                  <Button variant="secondary">{t("cancel", "Annuleren")}</Button>
                </DialogClose>
                <Form method="post" action="/account?index" onSubmit={() => setOpen(false)}>
                  <input type="hidden" name="intent" value={DELETE_ADDRESS_INTENT} />
                  <VersionField version={version} />
                  <Button type="submit">{t("addressDeleteConfirm", "Ja, adres verwijderen")}</Button>
                </Form>
              </>
            }
          />
        )}
      </div>
    </div>
  );
}

/** The no-JavaScript confirmation: a page of its own with a plain form. */
export function DeleteAddressConfirmPage({ version, reply }: { version: number; reply: FormReply | undefined }) {
  const t = useT();
  const errors = reply?.intent === DELETE_ADDRESS_INTENT ? reply.result.error?.[""] : undefined;
  return (
    <section aria-labelledby="adres-verwijderen" className={sectionClass}>
      <h2 id="adres-verwijderen" className={sectionHeadingClass}>
        {t("addressDeleteTitle", "Adres verwijderen?")}
      </h2>
      <p>{t("addressDeleteDescription", "Uw adres wordt uit uw account verwijderd. Uw bezorgadres voor abonnementen verandert hierdoor niet.")}</p>
      <FormErrors id="adres-verwijderen-fout" errors={errors} />
      <Form method="post" action="/account?index" className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <input type="hidden" name="intent" value={DELETE_ADDRESS_INTENT} />
        <VersionField version={version} />
        <Button type="submit">{t("addressDeleteConfirm", "Ja, adres verwijderen")}</Button>
        <Link to="/account" className={buttonRecipe({ variant: "secondary" })}>
          {t("cancel", "Annuleren")}
        </Link>
      </Form>
    </section>
  );
}
