import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { useRootData } from "~/shell/root-data";
import { useContactHref } from "~/shell/contact-href";
import { buttonRecipe } from "~/ui/button/button";
import type { AccessibilityView } from "./accessibility.server";
import { CONTACT_FORM_PATH, CONTACT_PATH, SUB_TOPIC_PARAM, TOPIC_PARAM } from "./intent";
import { LazyRichText } from "./lazy";

const heading2 = css({ fontSize: "xl", fontWeight: "bold", mt: "8", mb: "3" });

/**
 * A barrier is reported through the contact form, with "Iets anders › Een andere vraag" chosen (the spec's
 * topics have none of its own); where the brand has no contact form, its contact page.
 */
function barrierReportHref(contactHref: string | undefined): string | undefined {
  if (contactHref !== CONTACT_PATH) return contactHref;
  return `${CONTACT_FORM_PATH}?${TOPIC_PARAM}=other&${SUB_TOPIC_PARAM}=other_question`;
}

export function AccessibilityPage({ view }: { view: AccessibilityView }) {
  const t = useT();
  const brand = useRootData()?.brand;
  const report = barrierReportHref(useContactHref());
  const statement = view.statement;
  const status = statement
    ? {
        full: t("accessibilityStatusFull", "Mijn Omgeving voldoet volledig aan {standard}.", { standard: statement.standard }),
        partial: t("accessibilityStatusPartial", "Mijn Omgeving voldoet gedeeltelijk aan {standard}.", { standard: statement.standard }),
        none: t("accessibilityStatusNone", "Mijn Omgeving voldoet nog niet aan {standard}.", { standard: statement.standard }),
      }[statement.status]
    : null;
  return (
    <>
      <h1 className={css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" })}>{t("accessibilityTitle", "Toegankelijkheid")}</h1>
      {statement ? (
        <>
          <p className={css({ fontWeight: "semibold", m: "0" })}>{status}</p>
          <p className={css({ color: "fg.muted", mt: "1", mb: "4" })}>{t("accessibilityReviewedOn", "Laatst gecontroleerd op {date}.", { date: statement.reviewedOn })}</p>
          <LazyRichText value={statement.body} variables={{ brandName: brand?.name ?? "" }} brandId={brand?.id} brandLinks={brand ? { [brand.id]: brand.links } : {}} />
        </>
      ) : (
        <p>{t("accessibilityNoStatement", "Loopt u ergens vast in Mijn Omgeving? Laat het ons weten, dan helpen wij u verder.")}</p>
      )}
      <section aria-labelledby="probleem-melden">
        <h2 id="probleem-melden" className={heading2}>
          {t("accessibilityReportHeading", "Een toegankelijkheidsprobleem melden")}
        </h2>
        <p className={css({ mb: "4" })}>
          {t("accessibilityReportText", "Noem de pagina, wat u probeerde en, als u dat wilt, welk hulpmiddel u gebruikt. Wij antwoorden binnen 5 werkdagen.")}
        </p>
        {report ? (
          <p className={css({ m: "0" })}>
            <a href={report} className={buttonRecipe({ variant: "primary" })}>
              {t("accessibilityReportLink", "Probleem melden")}
            </a>
          </p>
        ) : null}
        {brand?.customerService?.phone ? (
          <p className={css({ mt: "4" })}>
            {t("accessibilityReportPhone", "Liever bellen? Onze klantenservice is bereikbaar op")}{" "}
            <a href={`tel:${brand.customerService.phone.tel}`} className={css({ textDecoration: "underline" })}>{brand.customerService.phone.display}</a>.
          </p>
        ) : null}
      </section>
    </>
  );
}
