import { css } from "styled-system/css";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { Link } from "~/ui/link";

/** After "Account verwijderen" (ADR 42): logged out; when the account goes, and how to keep it. */
export function DeletedPage({ dayText }: { dayText: string | null }) {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("privacyDeletedHeading", "Uw account wordt verwijderd")}</h1>
      <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "prose" })}>
        <p>
          {dayText
            ? t("privacyDeletedWhen", "U bent op al uw apparaten uitgelogd. Op {day} verwijderen wij uw account en uw gegevens. We hebben u een e-mail gestuurd.", { day: dayText })
            : t("privacyDeletedWhenUnknown", "U bent op al uw apparaten uitgelogd. Na de bedenktijd verwijderen wij uw account en uw gegevens. In de e-mail die we u stuurden staat de datum.")}
        </p>
        <p>{t("privacyDeletedUndo", "Bedacht? Log voor die datum in met uw e-mailadres en wachtwoord en kies 'Account behouden'. Dan blijft alles zoals het was.")}</p>
        <p>
          <Link to="/" className={css({ color: "fg.link", textDecoration: "underline" })}>
            {t("backToServiceHome", "Terug naar Mijn Omgeving")}
          </Link>
        </p>
      </div>
    </>
  );
}
