// Spec §9: the contact topics and, per topic, its sub-topics (all 25, each under exactly one topic),
// with their Dutch labels (translation keys `contactTopic.<topic>` and `contactSubTopic.<sub-topic>`).
// A contract like the REST modules beside it (ADR 35): the portal's contact page and contact form offer
// these pairs, and the origin's contact area accepts exactly these (workers/origin/areas/contact/rules.ts).
// The translations of the labels are in workers/content/dataset/customer-service.ndjson (category contactpage).

export const CONTACT_TOPIC_TABLE = {
  account: ["account_creation", "email_change", "phone_change", "address_change", "password_change", "forget_password"],
  digital_reading: ["login", "link_subscription"],
  subscription: ["new_subscription", "change_subscription", "terminate_subscription", "cancel_subscription", "welcome_gift"],
  payment: ["payment_status", "payment_invoice", "change_payment_method", "change_payment_number"],
  delivery: ["delivery_complaint", "delivery_times", "delivery_holiday_service", "delivery_moving_house_service", "change_delivery_address"],
  other: ["privacy", "webshop", "other_question"],
} as const;

export type ContactTopicKey = keyof typeof CONTACT_TOPIC_TABLE;
export type ContactSubTopicKey = (typeof CONTACT_TOPIC_TABLE)[ContactTopicKey][number];

export const CONTACT_TOPIC_KEYS = Object.keys(CONTACT_TOPIC_TABLE) as ContactTopicKey[];
export const CONTACT_SUB_TOPIC_KEYS = Object.values(CONTACT_TOPIC_TABLE).flat() as ContactSubTopicKey[];

/** Dutch defaults of `contactTopic.<topic>`. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopicKey, string> = {
  account: "Mijn account",
  digital_reading: "Digitaal lezen",
  subscription: "Mijn abonnement",
  payment: "Betalen en facturen",
  delivery: "Bezorging",
  other: "Iets anders",
};

/** Dutch defaults of `contactSubTopic.<sub-topic>`. */
export const CONTACT_SUB_TOPIC_LABELS: Record<ContactSubTopicKey, string> = {
  account_creation: "Een account maken",
  email_change: "Mijn e-mailadres wijzigen",
  phone_change: "Mijn telefoonnummer wijzigen",
  address_change: "Mijn adresgegevens wijzigen",
  password_change: "Mijn wachtwoord wijzigen",
  forget_password: "Ik ben mijn wachtwoord vergeten",
  login: "Inloggen lukt niet",
  link_subscription: "Mijn abonnement koppelen aan mijn account",
  new_subscription: "Een abonnement nemen",
  change_subscription: "Mijn abonnement wijzigen",
  terminate_subscription: "Mijn abonnement opzeggen",
  cancel_subscription: "Een nieuw abonnement annuleren",
  welcome_gift: "Mijn welkomstgeschenk",
  payment_status: "Is mijn betaling binnen?",
  payment_invoice: "Een vraag over mijn factuur",
  change_payment_method: "Mijn betaalwijze wijzigen",
  change_payment_number: "Mijn rekeningnummer wijzigen",
  delivery_complaint: "Mijn krant of magazine is niet (goed) bezorgd",
  delivery_times: "Hoe laat wordt er bezorgd?",
  delivery_holiday_service: "Bezorging tijdens mijn vakantie",
  delivery_moving_house_service: "Ik ga verhuizen",
  change_delivery_address: "Mijn bezorgadres wijzigen",
  privacy: "Privacy en mijn gegevens",
  webshop: "Een bestelling in de webshop",
  other_question: "Een andere vraag",
};

export function isContactTopicKey(value: unknown): value is ContactTopicKey {
  return typeof value === "string" && Object.hasOwn(CONTACT_TOPIC_TABLE, value);
}

/** Whether a sub-topic belongs to a topic. */
export function subTopicBelongsTo(topic: string, subTopic: string): boolean {
  return isContactTopicKey(topic) && (CONTACT_TOPIC_TABLE[topic] as readonly string[]).includes(subTopic);
}

/** The topic a sub-topic belongs to, or null. */
export function topicOfSubTopic(subTopic: string): ContactTopicKey | null {
  return CONTACT_TOPIC_KEYS.find((topic) => subTopicBelongsTo(topic, subTopic)) ?? null;
}
