import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SubmitButton, SuccessNotice, formClass, pageHeadingClass, sectionHeadingClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import type { Translate } from "~/forms/translate";
import { useT } from "~/shell/i18n";
import { choiceClass, choiceControlClass as controlClass, choiceFieldsetClass as fieldsetClass, choiceLegendClass as legendClass } from "~/ui/forms/choice-group";
import { ErrorList } from "~/ui/forms/field";
import type { PreferencesView } from "./preferences.server";
import { CHANNELS, type Channel, LANGUAGE_CHOICES, type LanguageChoice } from "./choices";

/** The shared schema, loaded after hydration (ADR 0013). */
const preferencesSchema = (t: Translate) => () => import("./schema").then((module) => module.preferencesFormSchema(t));


const CHANNEL_LABELS: Record<Channel, { key: string; label: string }> = {
  email: { key: "preferencesChannelEmail", label: "E-mail" },
  sms: { key: "preferencesChannelSms", label: "Sms" },
  post: { key: "preferencesChannelPost", label: "Post" },
  phone: { key: "preferencesChannelPhone", label: "Telefoon" },
};

const LANGUAGE_LABELS: Record<LanguageChoice, { key: string; label: string }> = {
  "nl-NL": { key: "languagePreferenceNl", label: "Nederlands (Nederland)" },
  "nl-BE": { key: "languagePreferenceBe", label: "Nederlands (België)" },
  website: { key: "languagePreferenceWebsite", label: "Volg de website" },
};

const subLegendClass = css({ fontWeight: "semibold", m: "0", mt: "2" });

function CommunicationForm({ brands, reply }: { brands: PreferencesView["brands"]; reply: FormReply | undefined }) {
  const t = useT();
  const [form] = useAccountForm({ id: "communicatievoorkeuren", schema: preferencesSchema(t), lastResult: replyFor(reply, "communication") });
  // The boxes and hidden brand fields cannot be wrong by hand: every error shows at the form.
  const errors = [...new Set(Object.values(form.allErrors).flat())];
  return (
    <Form method="post" {...getFormProps(form)} className={formClass}>
      <input type="hidden" name="intent" value="communication" />
      {brands.map((brand, index) => (
        <fieldset key={brand.brand} className={fieldsetClass}>
          <legend className={legendClass}>{brand.name}</legend>
          <input type="hidden" name={`preferences[${index}].brand`} value={brand.brand} />
          {/* Service first and apart (issue 58, ADR 50): switching offers off never stops a service message. */}
          <p className={subLegendClass}>{t("preferencesServiceHeading", "Berichten over uw abonnement")}</p>
          <label className={choiceClass}>
            <input type="checkbox" name={`preferences[${index}].serviceNotices`} defaultChecked={brand.serviceNotices} className={controlClass} />
            {t("preferencesServiceNotices", "Meldingen over storingen in de bezorging, per e-mail")}
          </label>
          <p className={subLegendClass}>{t("preferencesMarketingHeading", "Aanbiedingen en nieuws")}</p>
          <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr 1fr", md: "repeat(4, 1fr)" }, columnGap: "4" })}>
            {CHANNELS.map((channel) => (
              <label key={channel} className={choiceClass}>
                <input type="checkbox" name={`preferences[${index}].${channel}`} defaultChecked={brand[channel]} className={controlClass} />
                {t(CHANNEL_LABELS[channel].key, CHANNEL_LABELS[channel].label)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FormErrors id={form.errorId} errors={errors} />
      <div>
        <SubmitButton intent="communication" busyLabel={t("savingLabel", "Bezig met opslaan…")}>
          {t("preferencesSave", "Voorkeuren opslaan")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function LanguageForm({ language, reply }: { language: LanguageChoice; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({ id: "taalvoorkeur", schema: preferencesSchema(t), lastResult: replyFor(reply, "language") });
  const field = fields.language!;
  return (
    <Form method="post" {...getFormProps(form)} className={formClass}>
      <input type="hidden" name="intent" value="language" />
      <fieldset className={fieldsetClass} aria-invalid={field.errors ? true : undefined} aria-describedby={field.errors ? field.errorId : undefined}>
        <legend className={legendClass}>{t("languagePreferenceLegend", "Taal")}</legend>
        {LANGUAGE_CHOICES.map((choice) => (
          <label key={choice} className={choiceClass}>
            <input type="radio" name={field.name} value={choice} defaultChecked={choice === language} className={controlClass} />
            {t(LANGUAGE_LABELS[choice].key, LANGUAGE_LABELS[choice].label)}
          </label>
        ))}
        <ErrorList id={field.errorId} errors={field.errors} />
      </fieldset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <SubmitButton intent="language" busyLabel={t("savingLabel", "Bezig met opslaan…")}>
          {t("languagePreferenceSave", "Taalvoorkeur opslaan")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The preferences page; `view` is null when the origin could not be asked. */
export function PreferencesPage({ view, reply }: { view: PreferencesView | null; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("preferencesHeading", "Voorkeuren")}</h1>
      <SuccessNotice reply={reply} intents={["communication", "language"]} />
      {view === null ? (
        <ContentErrorPanel />
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "10" })}>
          <section aria-labelledby="communicatie">
            <h2 id="communicatie" className={sectionHeadingClass}>
              {t("preferencesCommunicationHeading", "Communicatievoorkeuren")}
            </h2>
            {view.brands.length === 0 ? (
              <p>{t("preferencesEmpty", "U heeft geen abonnement bij een van onze merken. Er zijn dus geen communicatievoorkeuren om in te stellen.")}</p>
            ) : (
              <>
                <p className={css({ mt: "1", mb: "2", color: "fg.muted" })}>
                  {t("preferencesCommunicationIntro", "Geef per merk aan welke berichten u wilt krijgen, en hoe wij u mogen benaderen over aanbiedingen en nieuws.")}
                </p>
                <p className={css({ mt: "0", mb: "4", color: "fg.muted" })}>
                  {t("preferencesAlwaysSent", "Bevestigingen van wat u regelt, ontvangstbewijzen, facturen en beveiligingscodes sturen wij altijd: die horen bij uw abonnement en uw account. Ze staan los van aanbiedingen.")}
                </p>
                <CommunicationForm brands={view.brands} reply={reply} />
              </>
            )}
          </section>
          <section aria-labelledby="taal">
            <h2 id="taal" className={sectionHeadingClass}>
              {t("languagePreferenceHeading", "Taalvoorkeur")}
            </h2>
            <p className={css({ mt: "1", mb: "4", color: "fg.muted" })}>
              {t("languagePreferenceIntro", "Kies in welke taalvariant u Mijn Omgeving wilt zien, of volg de taal van de website.")}
            </p>
            <LanguageForm language={view.language} reply={reply} />
          </section>
        </div>
      )}
    </>
  );
}
