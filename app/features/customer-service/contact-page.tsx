import { useEffect, useRef } from "react";
import { Link } from "~/ui/link";
import { css, cx } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Icon, isIconName } from "~/ui/icon/icon";
import { ContactOptions } from "./contact-options";
import type { ContactView } from "./contact.server";
import { FAQ_PATH, SUB_TOPIC_PARAM, TOPIC_PARAM } from "./intent";

const heading1 = css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" });
const heading2 = css({ fontSize: "xl", fontWeight: "bold", mb: "3", outline: "none" });
const topicGrid = css({ listStyle: "none", p: "0", m: "0", display: "grid", gap: "3", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" } });
const topicLink = css({
  display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: "2", h: "full", minH: "24", p: "3",
  textAlign: "center", fontWeight: "semibold", color: "fg.default", textDecoration: "none", bg: "bg.canvas",
  borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg",
  _hover: { bg: "bg.subtle", textDecoration: "underline" },
  "&[aria-current=true]": { borderColor: "fg.default", borderWidth: "2px", bg: "bg.subtle" },
});
const topicIcon = css({ display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", rounded: "full", bg: "brand.primary", color: "brand.onPrimary", fontSize: "xl" });
const subTopicList = css({ listStyle: "none", p: "0", m: "0", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" });
const subTopicLink = css({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", minH: "12", py: "3", px: "1", color: "fg.default",
  textDecoration: "none", borderBottomWidth: "1px", borderBottomStyle: "solid", borderColor: "border.default",
  _hover: { bg: "bg.subtle", textDecoration: "underline" }, "&[aria-current=true]": { fontWeight: "bold" },
});
const section = css({ mt: "8" });

/** Moves focus to a section's heading when it appears after a choice (not on the first load). */
function useFocusOnChange(value: string | null) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (value) ref.current?.focus();
  }, [value]);
  return ref;
}

export function ContactPage({ view }: { view: ContactView }) {
  const t = useT();
  const topicHeading = useFocusOnChange(view.topic?.topic ?? null);
  const subTopicHeading = useFocusOnChange(view.subTopic?.subTopic ?? null);
  const topicHref = (topic: string) => `?${new URLSearchParams({ [TOPIC_PARAM]: topic })}#subonderwerpen`;
  const subTopicHref = (topic: string, subTopic: string) => `?${new URLSearchParams({ [TOPIC_PARAM]: topic, [SUB_TOPIC_PARAM]: subTopic })}#oplossing`;
  return (
    <>
      <h1 className={heading1}>{t("contactPageTitle", "Klantenservice")}</h1>
      <p className={css({ color: "fg.muted", mb: "2" })}>{t("contactPageIntro", "Waar gaat uw vraag over? Veel regelt u direct zelf; lukt dat niet, dan helpen wij u graag.")}</p>
      <p className={css({ mb: "6" })}>
        <Link to={FAQ_PATH}>{t("contactPageFaqLink", "Zoek eerst in de veelgestelde vragen")}</Link>
      </p>

      {view.topics.length > 0 ? <nav aria-labelledby="onderwerpen">
        <h2 id="onderwerpen" className={heading2}>
          {t("contactTopicsHeading", "Kies een onderwerp")}
        </h2>
        <ul className={topicGrid}>
          {view.topics.map((topic) => (
            <li key={topic.topic}>
              <Link to={topicHref(topic.topic)} preventScrollReset className={topicLink} aria-current={view.topic?.topic === topic.topic ? "true" : undefined}>
                <span className={topicIcon}>
                  <Icon name={isIconName(topic.icon) ? topic.icon : "info"} />
                </span>
                <span>{topic.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav> : null}

      {view.topic ? (
        <section className={section} aria-labelledby="subonderwerpen">
          <h2 id="subonderwerpen" ref={topicHeading} tabIndex={-1} className={heading2}>
            {view.topic.label}
          </h2>
          <ul className={subTopicList}>
            {view.topic.subTopics.map((subTopic) => (
              <li key={subTopic.subTopic}>
                <Link
                  to={subTopicHref(view.topic!.topic, subTopic.subTopic)}
                  preventScrollReset
                  className={subTopicLink}
                  aria-current={view.subTopic?.subTopic === subTopic.subTopic ? "true" : undefined}
                >
                  <span>{subTopic.label}</span>
                  <Icon name="chevron-right" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {view.subTopic ? (
        <section className={section} aria-labelledby="oplossing">
          <h2 id="oplossing" ref={subTopicHeading} tabIndex={-1} className={heading2}>
            {view.subTopic.label}
          </h2>
          {view.subTopic.selfServiceHref ? (
            <div className={css({ bg: "bg.subtle", rounded: "lg", p: "4", mb: "6", display: "flex", flexDirection: "column", gap: "3", alignItems: "flex-start" })}>
              <p className={css({ m: "0" })}>{t("contactSelfServiceText", "Dit regelt u het snelst zelf, meteen en op elk moment van de dag.")}</p>
              {view.subTopic.external ? (
                <a href={view.subTopic.selfServiceHref} className={cx(buttonRecipe({ variant: "primary", size: "md" }))}>
                  {t("contactSelfServiceLink", "Zelf regelen")}
                  <Icon name="external" />
                </a>
              ) : (
                <Link to={view.subTopic.selfServiceHref} className={cx(buttonRecipe({ variant: "primary", size: "md" }))}>
                  {t("contactSelfServiceLink", "Zelf regelen")}
                </Link>
              )}
            </div>
          ) : null}
          {view.contact ? <ContactOptions contact={view.contact} headingLevel={3} /> : null}
        </section>
      ) : null}

      {view.otherBrands.length > 0 ? (
        <section className={section} aria-labelledby="andere-titels">
          <h2 id="andere-titels" className={css({ fontSize: "lg", fontWeight: "bold", mb: "2" })}>
            {view.contact ? t("contactOtherBrandsHeading", "Een vraag over een andere titel?") : t("contactChooseBrandHeading", "Over welke titel gaat uw vraag?")}
          </h2>
          <ul className={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "4" })}>
            {view.otherBrands.map((brand) => (
              <li key={brand.name}>
                <a href={brand.href}>{t("contactOtherBrandLink", "Klantenservice {brand}", { brand: brand.name })}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
