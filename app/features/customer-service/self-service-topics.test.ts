import { describe, expect, it } from "vitest";
import { CONTACT_SUB_TOPIC_KEYS, CONTACT_TOPIC_KEYS } from "@contracts/contact-topics";
import { selfServiceHref, TOPICS, topicsFor } from "./self-service-topics";

describe("contact topics", () => {
  it("has the spec's six topics and gives each of the 25 sub-topics exactly one topic", () => {
    expect(TOPICS.map((topic) => topic.topic)).toEqual(["account", "digital_reading", "subscription", "payment", "delivery", "other"]);
    expect(CONTACT_TOPIC_KEYS).toHaveLength(6);
    const all = TOPICS.flatMap((topic) => topic.subTopics.map((sub) => sub.subTopic));
    expect(all).toHaveLength(25);
    expect([...all].sort()).toEqual([...CONTACT_SUB_TOPIC_KEYS].sort());
  });

  it("uses the spec's topic icons", () => {
    const icons = ["newspaper", "user", "home", "info", "truck", "payment", "digital", "comments", "sharing", "newsletter", "calendar"];
    for (const topic of TOPICS) expect(icons).toContain(topic.icon);
  });

  it("offers the self-service screen first", () => {
    const href = (subTopic: string, links = {}) =>
      selfServiceHref(TOPICS.flatMap((topic) => topic.subTopics).find((sub) => sub.subTopic === subTopic)!.selfService, links);
    expect(href("delivery_complaint")).toBe("/bezorgservice/klacht");
    expect(href("change_payment_method")).toBe("/betaalservice/wijzigen");
    expect(href("email_change")).toBe("/account/e-mailadres");
    expect(href("login")).toBe("/klantenservice/veelgestelde-vragen#vraag-ik-kan-niet-inloggen");
    expect(href("forget_password")).toBe("/login?screen_hint=forgot_password");
    expect(href("webshop", { brandWebshopLinkUrl: "https://www.dagkoerier.example/webshop" })).toBe("https://www.dagkoerier.example/webshop");
    expect(href("webshop", {})).toBeNull();
  });

  it("leaves out delivery for a brand that delivers nothing", () => {
    expect(topicsFor("account").map((topic) => topic.topic)).not.toContain("delivery");
    expect(topicsFor("newspaper").map((topic) => topic.topic)).toContain("delivery");
  });
});
