import { CONTACT_SUB_TOPIC_LABELS, CONTACT_TOPIC_LABELS, type ContactSubTopicKey, type ContactTopicKey } from "@contracts/contact-topics";
import type { Translate } from "~/forms/translate";

/** "Bezorging" (translation key `contactTopic.<topic>`). */
export function topicLabel(topic: string, t: Translate): string {
  const fallback = CONTACT_TOPIC_LABELS[topic as ContactTopicKey];
  return fallback ? t(`contactTopic.${topic}`, fallback) : topic;
}

/** "Ik ga verhuizen" (translation key `contactSubTopic.<sub-topic>`). */
export function subTopicLabel(subTopic: string, t: Translate): string {
  const fallback = CONTACT_SUB_TOPIC_LABELS[subTopic as ContactSubTopicKey];
  return fallback ? t(`contactSubTopic.${subTopic}`, fallback) : subTopic;
}
