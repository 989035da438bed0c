import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { useRichText, useT } from "~/shell/i18n";
import { useRootData } from "~/shell/root-data";
import { useContactHref } from "~/shell/contact-href";
import type { EmailServiceView } from "./email-service.server";
import { FAQ_PATH } from "./intent";
import { LazyRichText } from "./lazy";

const heading2 = css({ fontSize: "xl", fontWeight: "bold", mt: "8", mb: "3" });
const senderList = css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" });
const senderCard = css({ borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", p: "4" });

export function EmailServicePage({ view }: { view: EmailServiceView }) {
  const t = useT();
  const brand = useRootData()?.brand;
  const phishing = useRichText("emailServicePhishing");
  const contactHref = useContactHref();
  return (
    <>
      <h1 className={css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" })}>{t("emailServiceTitle", "E-mailservice")}</h1>
      <p className={css({ color: "fg.muted" })}>
        {t("emailServiceIntro", "Zo weet u zeker dat een e-mail echt van {brand} komt.", { brand: brand?.name ?? "ons" })}
      </p>

      <section aria-labelledby="onze-e-mails">
        <h2 id="onze-e-mails" className={heading2}>
          {t("emailServiceSendersHeading", "Deze e-mails sturen wij u")}
        </h2>
        {view.senders.length > 0 ? (
          <ul className={senderList}>
            {view.senders.map((sender) => (
              <li key={sender.address + sender.title} className={senderCard}>
                <h3 className={css({ fontSize: "md", fontWeight: "bold", m: "0" })}>{sender.title}</h3>
                <p className={css({ m: "0", mt: "1" })}>
                  {t("emailServiceFrom", "Afzender:")} <strong className={css({ wordBreak: "break-all" })}>{sender.address}</strong>
                </p>
                {sender.description ? <p className={css({ m: "0", mt: "1", color: "fg.muted" })}>{sender.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("emailServiceNoSenders", "Wij mailen u alleen over uw abonnement, uw account en de nieuwsbrieven die u zelf kiest.")}</p>
        )}
      </section>

      <section aria-labelledby="phishing">
        <h2 id="phishing" className={heading2}>
          {t("emailServicePhishingHeading", "Zo herkent u een valse e-mail")}
        </h2>
        {phishing ? (
          <LazyRichText value={phishing} variables={{ brandName: brand?.name ?? "" }} brandId={brand?.id} brandLinks={brand ? { [brand.id]: brand.links } : {}} />
        ) : (
          <p>{t("emailServicePhishingFallback", "Wij vragen u nooit per e-mail om uw wachtwoord of bankgegevens. Twijfelt u? Klik dan niet op de links in het bericht.")}</p>
        )}
        {contactHref ? (
          <p className={css({ mt: "4" })}>
            {t("emailServiceDoubt", "Twijfelt u of een e-mail van ons komt?")} <a href={contactHref} className={css({ textDecoration: "underline" })}>{t("emailServiceDoubtLink", "Vraag het onze klantenservice")}</a>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="voorkeuren">
        <h2 id="voorkeuren" className={heading2}>
          {t("emailServicePreferencesHeading", "Nieuwsbrieven en voorkeuren")}
        </h2>
        <p className={css({ mb: "3" })}>{t("emailServicePreferencesText", "U bepaalt zelf welke nieuwsbrieven en aanbiedingen u van ons krijgt.")}</p>
        <ul className={css({ listStyle: "disc", pl: "6", display: "flex", flexDirection: "column", gap: "1" })}>
          <li>
            <Link to="/account/nieuwsbrieven">{t("emailServiceNewslettersLink", "Nieuwsbrieven aan- of afmelden")}</Link>
          </li>
          <li>
            <Link to="/account/voorkeuren">{t("emailServicePreferencesLink", "Uw voorkeuren voor aanbiedingen")}</Link>
          </li>
          <li>
            <Link to={FAQ_PATH}>{t("emailServiceFaqLink", "Veelgestelde vragen")}</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
