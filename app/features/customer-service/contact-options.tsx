import { css } from "styled-system/css";
import { useHydrated } from "~/forms/form-kit";
import { useChatAvailability } from "~/shell/chat";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import type { ContactOptionsView } from "./contact.server";

const list = css({ listStyle: "none", p: "0", m: "0", display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "repeat(auto-fit, minmax(14rem, 1fr))" } });
const card = css({ borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", p: "4", display: "flex", flexDirection: "column", gap: "2" });
const cardHeading = css({ fontSize: "md", fontWeight: "bold", m: "0", display: "flex", alignItems: "center", gap: "2" });
const muted = css({ color: "fg.muted", m: "0" });

/**
 * "Neem contact op": phone with opening hours, chat when it is available, and the form (or the
 * brand's own contact page). The chat is a seam: the shell's chat availability context decides; this
 * page only opens the widget through it.
 */
export function ContactOptions({ contact, headingLevel = 2 }: { contact: ContactOptionsView; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { chat, openChat } = useChatAvailability();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  // The chat needs JavaScript: without it (or before hydration) the phone and the form remain.
  const hydrated = useHydrated();
  const chatAvailable = hydrated && chat.isChatAvailable === true && (chat.liveChatEnabled || chat.salesforceChatEnabled);
  return (
    <section aria-labelledby="neem-contact-op">
      <Heading id="neem-contact-op" className={css({ fontSize: "xl", fontWeight: "bold", mb: "3" })}>
        {t("contactGetInTouch", "Neem contact op")}
      </Heading>
      <ul className={list}>
        {contact.phone ? (
          <li className={card}>
            <Sub className={cardHeading}>
              <Icon name="comments" />
              {t("contactPhoneHeading", "Bel ons")}
            </Sub>
            <p className={css({ m: "0", fontSize: "lg", fontWeight: "semibold" })}>
              <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a>
            </p>
            <ul className={css({ listStyle: "none", p: "0", m: "0" })} aria-label={t("contactOpeningHoursLabel", "Openingstijden")}>
              {contact.openingHours.map((line) => (
                <li key={line} className={muted}>
                  {line}
                </li>
              ))}
            </ul>
            <p className={muted}>
              {contact.openNow ? t("contactOpenNow", "Nu bereikbaar.") : t("contactClosedNow", "Nu gesloten. U kunt ons bellen tijdens de openingstijden.")}
            </p>
          </li>
        ) : null}
        {chatAvailable ? (
          <li className={card}>
            <Sub className={cardHeading}>{t("contactChatHeading", "Chat")}</Sub>
            <p className={muted}>{t("contactChatText", "Een medewerker is nu online.")}</p>
            <button type="button" className={buttonRecipe({ variant: "secondary", size: "md" })} aria-haspopup="dialog" onClick={openChat}>
              {t("chatOpen", "Chat met ons")}
            </button>
          </li>
        ) : null}
        {contact.formHref ? (
          <li className={card}>
            <Sub className={cardHeading}>{t("contactFormHeading", "Stuur ons een bericht")}</Sub>
            <p className={muted}>{t("contactFormText", "U krijgt binnen 2 werkdagen antwoord per e-mail.")}</p>
            <a href={contact.formHref} className={buttonRecipe({ variant: "primary", size: "md" })}>
              {t("contactFormLink", "Naar het contactformulier")}
            </a>
          </li>
        ) : contact.brandContactUrl ? (
          <li className={card}>
            <Sub className={cardHeading}>{t("contactBrandPageHeading", "Contact via onze website")}</Sub>
            <a href={contact.brandContactUrl} className={buttonRecipe({ variant: "primary", size: "md" })}>
              {t("contactBrandPageLink", "Naar de klantenservicepagina")}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
