import { expect, test } from "vitest";
import { CONTACT_TOPIC_TABLE } from "../../app/forms/contact-topics";
import { CONTACT_TOPICS } from "../../workers/origin/areas/contact/rules";

// The portal offers and the origin accepts the same topic / sub-topic pairs (ADR 25).
test("the portal's contact topics are the origin's", () => {
  expect(CONTACT_TOPIC_TABLE).toEqual(CONTACT_TOPICS);
});
