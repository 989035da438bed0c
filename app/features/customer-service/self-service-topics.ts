import { CONTACT_SUB_TOPIC_LABELS, CONTACT_TOPIC_LABELS, CONTACT_TOPIC_TABLE, type ContactSubTopicKey, type ContactTopicKey, isContactTopicKey } from "@contracts/contact-topics";
import { FORGOT_PASSWORD_PATH } from "@contracts/identity";
import type { Brand, BrandLinkKey, TopicIcon } from "~/platform/content/brand";
import { CANCEL_START_PATH } from "~/platform/content/links";
import { FAQ_PATH, questionAnchor } from "./intent";

// The contact page's view of the spec's topics (@contracts/contact-topics, shared with the contact
// form): the spec's topic icon per topic, and per sub-topic the self-service screen that settles it —
// a portal path, an FAQ answer or a brand link — offered before "neem contact op".

export type ContactTopic = ContactTopicKey;
export type ContactSubTopic = ContactSubTopicKey;

/** Where a sub-topic is settled without contact: a portal path, an FAQ question, or one of the brand's links. */
export type SelfService = { path: string } | { faq: string } | { brandLink: BrandLinkKey };

export interface TopicDefinition {
  topic: ContactTopic;
  icon: TopicIcon;
  label: string;
  subTopics: Array<{ subTopic: ContactSubTopic; label: string; selfService: SelfService | null }>;
  /** Brand categories without this topic (an account brand delivers nothing). */
  notFor?: Brand["category"][];
}

const ICONS: Record<ContactTopic, TopicIcon> = {
  account: "user",
  digital_reading: "digital",
  subscription: "newspaper",
  payment: "payment",
  delivery: "truck",
  other: "comments",
};

const SELF_SERVICE: Record<ContactSubTopic, SelfService | null> = {
  account_creation: { brandLink: "createAccountUrl" },
  email_change: { path: "/account/e-mailadres" },
  phone_change: { path: "/account/telefoonnummer" },
  address_change: { path: "/account" },
  password_change: { path: "/account/wijzig-wachtwoord" },
  // The identity provider's reset, reached through the portal's login (ADR 42).
  forget_password: { path: FORGOT_PASSWORD_PATH },
  login: { faq: "ik-kan-niet-inloggen" },
  link_subscription: { path: "/abonnementen" },
  new_subscription: { brandLink: "subscriptionOffersUrl" },
  // The portal changes a subscription itself (issue 57): each subscription card links its change page.
  change_subscription: { path: "/abonnementen" },
  // Settled by the portal's cancellation (Art. 11a CRD, ADR 39); within 14 days of the start it is a withdrawal.
  terminate_subscription: { path: CANCEL_START_PATH },
  cancel_subscription: { path: CANCEL_START_PATH },
  welcome_gift: { faq: "wanneer-krijg-ik-mijn-welkomstgeschenk" },
  payment_status: { path: "/facturen" },
  payment_invoice: { path: "/facturen" },
  change_payment_method: { path: "/betaalservice/wijzigen" },
  change_payment_number: { path: "/betaalservice/wijzigen" },
  delivery_complaint: { path: "/bezorgservice/klacht" },
  delivery_times: { path: "/bezorgservice" },
  delivery_holiday_service: { path: "/vakantieservice/doorgeven" },
  delivery_moving_house_service: { path: "/verhuisservice/doorgeven" },
  change_delivery_address: { path: "/verhuisservice" },
  // Download the data, delete the account (ADR 42).
  privacy: { path: "/account/privacy" },
  webshop: { brandLink: "brandWebshopLinkUrl" },
  other_question: { path: FAQ_PATH },
};

// Labels are the Dutch defaults of the translation keys `contactTopic.<topic>` / `contactSubTopic.<sub-topic>`.
export const TOPICS: readonly TopicDefinition[] = (Object.keys(CONTACT_TOPIC_TABLE) as ContactTopic[]).map((topic) => ({
  topic,
  icon: ICONS[topic],
  label: CONTACT_TOPIC_LABELS[topic],
  subTopics: CONTACT_TOPIC_TABLE[topic].map((subTopic) => ({ subTopic, label: CONTACT_SUB_TOPIC_LABELS[subTopic], selfService: SELF_SERVICE[subTopic] })),
  ...(topic === "delivery" ? { notFor: ["account" as const] } : {}),
}));

export const isContactTopic = isContactTopicKey;

/** The topics a brand offers: an account brand (Zendernet) has nothing delivered. */
export function topicsFor(category: Brand["category"] | undefined): readonly TopicDefinition[] {
  return TOPICS.filter((topic) => !category || !topic.notFor?.includes(category));
}

/** The href of a self-service shortcut, or null when the brand lacks that link. */
export function selfServiceHref(selfService: SelfService | null, links: Brand["links"]): string | null {
  if (!selfService) return null;
  if ("path" in selfService) return selfService.path;
  if ("faq" in selfService) return `${FAQ_PATH}#${questionAnchor(selfService.faq)}`;
  return links[selfService.brandLink] ?? null;
}
