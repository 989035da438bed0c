import { describe, expect, test } from "vitest";
import { CONTACT_SUB_TOPIC_KEYS, CONTACT_SUB_TOPIC_LABELS, CONTACT_TOPIC_TABLE, subTopicBelongsTo, topicOfSubTopic } from "./contact-topics";

describe("contact topics", () => {
  test("the spec's 6 topics and 25 sub-topics, each sub-topic under one topic, all labelled", () => {
    expect(Object.keys(CONTACT_TOPIC_TABLE)).toEqual(["account", "digital_reading", "subscription", "payment", "delivery", "other"]);
    expect(CONTACT_SUB_TOPIC_KEYS).toHaveLength(25);
    expect(new Set(CONTACT_SUB_TOPIC_KEYS).size).toBe(25);
    expect(Object.keys(CONTACT_SUB_TOPIC_LABELS).sort()).toEqual([...CONTACT_SUB_TOPIC_KEYS].sort());
  });

  test("a sub-topic belongs to its own topic only", () => {
    expect(subTopicBelongsTo("delivery", "delivery_complaint")).toBe(true);
    expect(subTopicBelongsTo("payment", "delivery_complaint")).toBe(false);
    expect(subTopicBelongsTo("onzin", "login")).toBe(false);
    expect(topicOfSubTopic("login")).toBe("digital_reading");
    expect(topicOfSubTopic("bestaat-niet")).toBeNull();
  });
});
