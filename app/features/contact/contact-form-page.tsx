import { css } from "styled-system/css";
import { pageHeadingClass } from "~/forms/form-styles";
import type { Translate } from "~/forms/translate";
import { describeDays, WEEKDAYS } from "~/platform/locale/weekdays";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Notification } from "~/ui/notification/notification";
import type { ContactFormReply, ContactFormView, SubmittedCase } from "./contact-form.server";
import { ContactForm } from "./lazy";

// /klantenservice/contact/formulier and the app's /klantenservice/contact/app/basis-formulier: the
// form, or (by the brand's flags) phone and chat instead; after the submit the case number.

/** A link inside a sentence is underlined, not told apart by colour alone (WCAG 1.4.1). */
const inlineLinkClass = css({ textDecoration: "underline" });
const cardClass = css({ display: "flex", flexDirection: "column", gap: "3", p: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "md" });

function hoursLines(view: ContactFormView, t: Translate): string[] {
  return view.openingHours.map((block) => {
    const days = describeDays(block.days.map((day) => WEEKDAYS[day - 1] ?? ""), t);
    return t("contactFormHoursLine", "{days}: {opens} – {closes} uur", {
      days: days.charAt(0).toUpperCase() + days.slice(1),
      opens: block.opens.replace(":", "."),
      closes: block.closes.replace(":", "."),
    });
  });
}

/** Phone and chat, when the form is hidden by a flag (or as the other way to reach us). */
function PhoneAndChat({ view }: { view: ContactFormView }) {
  const t = useT();
  return (
    <section className={cardClass} aria-labelledby="contact-phone-heading">
      <h2 id="contact-phone-heading" className={css({ fontSize: "xl", fontWeight: "bold", m: "0" })}>
        {t("contactFormPhoneHeading", "Bel of chat met ons")}
      </h2>
      {view.phone ? (
        <p className={css({ m: "0" })}>
          {t("contactFormCallUs", "Bel onze klantenservice:")}{" "}
          <a href={`tel:${view.phone.tel}`} className={css({ fontWeight: "semibold", textDecoration: "underline" })}>
            {view.phone.display}
          </a>
        </p>
      ) : null}
      {view.openingHours.length ? (
        <ul className={css({ m: "0", pl: "5" })}>
          {hoursLines(view, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {view.chatAvailable ? <p className={css({ m: "0" })}>{t("contactFormChat", "Of chat met ons: de chat vindt u rechtsonder op de pagina.")}</p> : null}
    </section>
  );
}

function Submitted({ submitted, view }: { submitted: SubmittedCase; view: ContactFormView }) {
  const t = useT();
  return (
    <>
      <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
        {t("contactFormThanks", "Bedankt, uw vraag is verstuurd.")}
      </Notification>
      <div className={cardClass}>
        <p className={css({ m: "0" })}>
          {t("contactFormCaseNumber", "Uw dossiernummer is")} <strong data-testid="case-number">{submitted.caseNumber}</strong>.
        </p>
        <p className={css({ m: "0" })}>
          {t("contactFormAnswerBy", "U krijgt binnen 2 werkdagen antwoord, uiterlijk op {date}. Wij mailen naar {email}.", { date: submitted.answerBy, email: submitted.email })}
        </p>
        {submitted.attachments.length ? (
          <p className={css({ m: "0" })}>
            {t("contactFormAttachmentsReceived", "Meegestuurd: {files}.", { files: submitted.attachments.join(", ") })}
          </p>
        ) : null}
      </div>
      {view.webview ? null : (
        <p className={css({ mt: "6" })}>
          <a href="/" className={buttonRecipe({ variant: "secondary" })}>
            {t("contactFormToHome", "Naar Mijn Omgeving")}
          </a>
        </p>
      )}
    </>
  );
}

export function ContactFormPage({ view, reply }: { view: ContactFormView; reply: ContactFormReply | undefined }) {
  const t = useT();
  const hiddenText =
    view.hidden === "newspaper"
      ? t("contactFormHiddenNewspaper", "Voor vragen over uw krant helpen wij u het snelst aan de telefoon of in de chat.")
      : t("contactFormHiddenOpen", "Onze klantenservice is nu open: bel of chat met ons, dan helpen wij u meteen.");
  return (
    <>
      <h1 className={pageHeadingClass}>{t("contactFormTitle", "Stel uw vraag")}</h1>
      {reply?.submitted ? (
        <Submitted submitted={reply.submitted} view={view} />
      ) : view.hidden ? (
        <>
          <p className={css({ mb: "4" })}>{hiddenText}</p>
          <PhoneAndChat view={view} />
        </>
      ) : (
        <>
          <p className={css({ mb: "4" })}>
            {t("contactFormIntro", "Stuur ons uw vraag. U krijgt binnen 2 werkdagen antwoord per e-mail.")}
          </p>
          {view.loggedIn ? null : (
            <p className={css({ mb: "4" })}>
              {t("contactFormLoginHint", "Heeft u een account? Log dan eerst in: wij vullen uw gegevens in en u kunt uw abonnement kiezen.")}{" "}
              <a href={view.loginUrl} className={inlineLinkClass}>{t("contactFormLoginLink", "Inloggen")}</a>
            </p>
          )}
          <ContactForm view={view} reply={reply} />
          {view.serviceConditionsUrl ? (
            <p className={css({ mt: "6", fontSize: "sm", color: "fg.muted" })}>
              {t("contactFormServiceConditions", "Hoe wij met uw vraag en uw gegevens omgaan, leest u in onze")}{" "}
              <a href={view.serviceConditionsUrl} className={inlineLinkClass}>{t("contactFormServiceConditionsLink", "servicevoorwaarden")}</a>.
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
