import type { Translate } from "~/forms/translate";
import type { AppContext } from "~/platform/request/context";
import { resolveFlags } from "~/platform/content/flags";
import { contactLink } from "~/platform/content/links";
import type { SessionState } from "~/platform/session/session.server";
import { translate } from "~/platform/content/translations";
import { type ContactSubTopic, type ContactTopic, isContactTopic, selfServiceHref, topicsFor } from "./self-service-topics";
import { CONTACT_FORM_PATH, SUB_TOPIC_PARAM, TOPIC_PARAM } from "./intent";
import { describeOpeningHours } from "./opening-hours";
import { isServiceOpen } from "~/platform/locale/opening-hours";

// /klantenservice/contact: topic → sub-topic → the self-service screen, then "neem contact op".
// Everything comes from the brand's content and the flags; nothing from the origin.

export interface ContactOptionsView {
  phone: { display: string; tel: string } | null;
  openingHours: string[];
  openNow: boolean;
  /** The contact form with topic and sub-topic chosen, or null when the brand does not offer it now. */
  formHref: string | null;
  /** isContactEnabled off: the brand's own contact page instead of the portal's form. */
  brandContactUrl: string | null;
}

export interface ContactView {
  topics: Array<{ topic: ContactTopic; icon: string; label: string }>;
  topic: { topic: ContactTopic; label: string; subTopics: Array<{ subTopic: ContactSubTopic; label: string }> } | null;
  subTopic: { subTopic: ContactSubTopic; label: string; selfServiceHref: string | null; external: boolean } | null;
  /** null without a brand: the brand-less portal lists every title's contact page instead. */
  contact: ContactOptionsView | null;
  otherBrands: Array<{ name: string; href: string }>;
}

function pageT(app: AppContext, sessionState: SessionState): Translate {
  const translations = app.translationsFor(sessionState.language);
  return (key, fallback, values) => translate(translations, key, fallback, values);
}

const notFound = () => new Response("Niet gevonden", { status: 404 });

async function contactLinks(app: AppContext, others: AppContext["brands"]) {
  const site = await app.content.site();
  return others.flatMap((other) => {
    const href = contactLink(other, { brandKey: app.brand?.key ?? null, host: app.host }, resolveFlags(site.flags, other.id, () => {}).brand.isContactEnabled);
    return href ? [{ name: other.name, href }] : [];
  });
}

/** Throws 404 for an unknown topic, or a sub-topic that is not the topic's. */
export async function loadContact(app: AppContext, sessionState: SessionState, url: URL, now = new Date()): Promise<ContactView> {
  const brand = app.brand;
  if (!brand) {
    if (url.searchParams.size > 0) throw notFound();
    return { topics: [], topic: null, subTopic: null, contact: null, otherBrands: await contactLinks(app, app.brands) };
  }
  const t = pageT(app, sessionState);
  const language = sessionState.language;
  const topics = topicsFor(brand.category);

  const topicParam = url.searchParams.get(TOPIC_PARAM);
  const subTopicParam = url.searchParams.get(SUB_TOPIC_PARAM);
  if (topicParam !== null && !isContactTopic(topicParam)) throw notFound();
  const topic = topics.find((candidate) => candidate.topic === topicParam) ?? null;
  if (topicParam !== null && !topic) throw notFound(); // a topic this brand does not have
  const subTopic = subTopicParam === null ? null : topic?.subTopics.find((candidate) => candidate.subTopic === subTopicParam) ?? null;
  if (subTopicParam !== null && !subTopic) throw notFound();

  const { general, brand: brandFlags } = app.flags;
  const openNow = isServiceOpen(brand, now);
  const formHidden =
    !brandFlags.isContactEnabled ||
    (general.isContactFormHiddenForNewspapers && brand.category === "newspaper") ||
    (general.isContactFormHiddenDuringOpeningHours && openNow);
  const formParams = new URLSearchParams(topic && subTopic ? { [TOPIC_PARAM]: topic.topic, [SUB_TOPIC_PARAM]: subTopic.subTopic } : {});

  const otherBrands = await contactLinks(app, app.brands.filter((other) => other.key !== brand.key && other.country === brand.country));

  const selfService = subTopic ? selfServiceHref(subTopic.selfService, brand.links) : null;
  return {
    topics: topics.map((candidate) => ({ topic: candidate.topic, icon: candidate.icon, label: t(`contactTopic.${candidate.topic}`, candidate.label) })),
    topic: topic
      ? {
          topic: topic.topic,
          label: t(`contactTopic.${topic.topic}`, topic.label),
          subTopics: topic.subTopics.map((candidate) => ({ subTopic: candidate.subTopic, label: t(`contactSubTopic.${candidate.subTopic}`, candidate.label) })),
        }
      : null,
    subTopic: subTopic
      ? {
          subTopic: subTopic.subTopic,
          label: t(`contactSubTopic.${subTopic.subTopic}`, subTopic.label),
          selfServiceHref: selfService,
          external: selfService !== null && /^https?:/.test(selfService),
        }
      : null,
    contact: {
      phone: brand.customerService.phone ?? null,
      openingHours: describeOpeningHours(brand.customerService.openingHours, t, language),
      openNow,
      formHref: formHidden ? null : `${CONTACT_FORM_PATH}${formParams.size > 0 ? `?${formParams}` : ""}`,
      brandContactUrl: brandFlags.isContactEnabled ? null : (brand.links.contactPageUrl ?? null),
    },
    otherBrands,
  };
}
