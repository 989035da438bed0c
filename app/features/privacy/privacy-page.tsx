import { Form } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SubmitButton, SuccessNotice, mutedTextClass, pageHeadingClass, sectionClass, sectionHeadingClass, useActionForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { Link } from "~/ui/link";
import { Notification } from "~/ui/notification/notification";
import type { PrivacyView } from "./privacy.server";
import { DeleteAccountForm } from "./delete-form";
import { EXPORT_INTENT } from "./intent";

const listClass = css({ pl: "5", listStyle: "disc", display: "flex", flexDirection: "column", gap: "1", my: "3" });

function ExportSection({ privacy, reply }: { privacy: PrivacyView; reply: FormReply | undefined }) {
  const t = useT();
  const form = useActionForm(EXPORT_INTENT, replyFor(reply, EXPORT_INTENT));
  const latest = privacy.latest;
  return (
    <section aria-labelledby="gegevens-downloaden" className={sectionClass}>
      <h2 id="gegevens-downloaden" className={sectionHeadingClass}>
        {t("privacyExportHeading", "Uw gegevens downloaden")}
      </h2>
      <p>
        {t(
          "privacyExportIntro",
          "U krijgt één zip-bestand met alle gegevens die wij van uw account bewaren: uw profiel, abonnementen, facturen (als pdf), betaalwijzen, bezorgklachten, vakanties, verhuizingen, nieuwsbrieven en voorkeuren, gedeelde toegang, vragen aan de klantenservice met hun bijlagen, chatgesprekken, uw ingelogde apparaten en uw activiteit.",
        )}
      </p>
      <p className={mutedTextClass}>
        {t(
          "privacyExportFormat",
          "Elk onderdeel staat in een eigen bestand dat ook andere diensten kunnen lezen (JSON), met een korte uitleg in LEESMIJ.txt. Het bestand blijft {days} dagen beschikbaar.",
          { days: privacy.availableDays },
        )}
      </p>
      <SuccessNotice reply={reply} intents={[EXPORT_INTENT]} />
      {latest?.status === "READY" ? (
        <div className={css({ my: "4", display: "flex", flexDirection: "column", gap: "2" })}>
          <p>
            {t("privacyExportReadyText", "Uw gegevens van {requested} staan klaar ({size}). U kunt ze downloaden tot {expires}.", {
              requested: latest.requestedText,
              size: latest.sizeText ?? "",
              expires: latest.expiresText ?? "",
            })}
          </p>
          <p>
            <a href={latest.downloadPath} download className={css({ fontWeight: "semibold", color: "fg.link", textDecoration: "underline" })}>
              {t("privacyExportDownload", "Download mijn gegevens (zip)")}
            </a>
          </p>
        </div>
      ) : latest?.status === "PREPARING" ? (
        <Notification variant="info" className={css({ my: "4" })}>
          {t("privacyExportPreparingText", "We stellen uw gegevens samen (aangevraagd op {requested}). U krijgt een e-mail zodra u ze kunt downloaden.", {
            requested: latest.requestedText,
          })}
        </Notification>
      ) : latest?.status === "FAILED" ? (
        <Notification variant="warning" className={css({ my: "4" })}>
          {t("privacyExportFailedText", "Het samenstellen van uw gegevens is niet gelukt. Vraag ze opnieuw op.")}
        </Notification>
      ) : latest?.status === "EXPIRED" ? (
        <p className={css({ my: "4" })}>{t("privacyExportExpiredText", "Uw gegevens van {requested} zijn niet meer te downloaden.", { requested: latest.requestedText })}</p>
      ) : null}
      {latest?.status === "PREPARING" ? null : (
        <Form method="post" {...form.formProps}>
          <input type="hidden" name="intent" value={EXPORT_INTENT} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton intent={EXPORT_INTENT} variant={latest?.status === "READY" ? "secondary" : "primary"} busyLabel={t("privacyExportBusy", "Bezig met samenstellen…")}>
            {latest ? t("privacyExportAgain", "Opnieuw opvragen") : t("privacyExportRequest", "Mijn gegevens opvragen")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

function DeleteSection({ privacy, reply }: { privacy: PrivacyView; reply: FormReply | undefined }) {
  const t = useT();
  const { blockers, graceDays } = privacy.deletion;
  return (
    <section aria-labelledby="account-verwijderen" className={sectionClass}>
      <h2 id="account-verwijderen" className={sectionHeadingClass}>
        {t("privacyDeleteHeading", "Account verwijderen")}
      </h2>
      <p>{t("privacyDeleteWhat", "Als u uw account verwijdert, verwijderen wij:")}</p>
      <ul className={listClass}>
        <li>{t("privacyDeleteWhat1", "uw e-mailadres, wachtwoord, telefoonnummer en geboortedatum")}</li>
        <li>{t("privacyDeleteWhat2", "uw voorkeuren, nieuwsbrieven, vakanties, verhuizingen en ingelogde apparaten")}</li>
        <li>{t("privacyDeleteWhat3", "uw vragen aan de klantenservice met hun bijlagen, uw chatgesprekken en uw activiteit")}</li>
        <li>{t("privacyDeleteWhat4", "het meelezen met abonnementen van anderen; wie met uw abonnement meeleest, krijgt bericht")}</li>
      </ul>
      <p>
        {privacy.deletion.invoicesKeptUntilText
          ? t(
              "privacyDeleteKeptUntil",
              "Uw facturen bewaren wij tot en met {date}, met de naam en het adres waarop ze staan: dat vraagt de belastingwet. Ook wanneer uw abonnementen zijn beëindigd en welke teruggaven u kreeg, blijft bij die facturen bewaard. Daarna verwijderen wij ook dat.",
              { date: privacy.deletion.invoicesKeptUntilText },
            )
          : t("privacyDeleteNothingKept", "U heeft geen facturen bij ons, dus van uw account bewaren wij daarna niets.")}
      </p>
      <p>
        {t(
          "privacyDeleteGrace",
          "Na uw bevestiging bent u op al uw apparaten uitgelogd. Na {days} dagen verwijderen wij uw account. Bedenkt u zich? Log dan voor die tijd in en kies 'Account behouden'.",
          { days: graceDays },
        )}
      </p>
      {blockers.length > 0 ? (
        <Notification variant="warning" className={css({ mt: "4" })}>
          <p className={css({ fontWeight: "semibold" })}>{t("privacyDeleteBlockedHeading", "U kunt uw account nu nog niet verwijderen:")}</p>
          <ul className={listClass}>
            {blockers.map((blocker) => (
              <li key={`${blocker.path}-${blocker.message}`}>
                {blocker.message}{" "}
                <Link to={blocker.path} className={css({ color: "fg.link", textDecoration: "underline" })}>
                  {t("privacyDeleteBlockerLink", "Nu regelen")}
                  <span className={css({ srOnly: true })}>: {blocker.message}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Notification>
      ) : (
        <DeleteAccountForm reply={reply} />
      )}
    </section>
  );
}

/** /account/privacy below the account layout: the data export, then deleting the account. */
export function PrivacyPage({ privacy, reply }: { privacy: PrivacyView; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("privacyHeading", "Privacy en uw gegevens")}</h1>
      <p className={css({ mb: "6" })}>
        {t(
          "privacyIntro",
          "U heeft recht op inzage in de gegevens die wij van u bewaren, en u kunt uw account laten verwijderen (AVG, artikel 15, 17 en 20). Dat regelt u hier zelf.",
        )}
      </p>
      <ExportSection privacy={privacy} reply={reply} />
      <DeleteSection privacy={privacy} reply={reply} />
    </>
  );
}
