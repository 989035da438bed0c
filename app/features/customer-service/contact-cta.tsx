import { css } from "styled-system/css";
import { useRichText, useT } from "~/shell/i18n";
import { useContactHref } from "~/shell/contact-href";
import { useRootData } from "~/shell/root-data";
import { buttonRecipe } from "~/ui/button/button";
import { LazyRichText } from "./lazy";

/** Content category `contactcta`: under the FAQ answers, for whoever did not find the answer. */
export function ContactCta() {
  const t = useT();
  const brand = useRootData()?.brand;
  const body = useRichText("contactCtaText");
  const href = useContactHref();
  if (!href) return null;
  return (
    <section aria-labelledby="contact-cta" className={css({ mt: "10", p: "5", rounded: "lg", bg: "bg.subtle", display: "flex", flexDirection: "column", gap: "3", alignItems: "flex-start" })}>
      <h2 id="contact-cta" className={css({ fontSize: "xl", fontWeight: "bold", m: "0" })}>
        {t("contactCtaHeading", "Staat uw vraag er niet tussen?")}
      </h2>
      {body ? (
        <LazyRichText value={body} variables={{ brandName: brand?.name ?? "" }} brandId={brand?.id} brandLinks={brand ? { [brand.id]: brand.links } : {}} />
      ) : (
        <p className={css({ m: "0" })}>{t("contactCtaFallback", "Onze klantenservice helpt u graag verder.")}</p>
      )}
      <a href={href} className={buttonRecipe({ variant: "primary", size: "md" })}>
        {t("contactCtaButton", "Neem contact op")}
      </a>
    </section>
  );
}
