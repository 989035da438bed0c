import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_QUERY } from "~/features/customer-service/accessibility.server";
import { EMAIL_SERVICE_QUERY } from "~/features/customer-service/email-service.server";
import { FAQ_QUERY } from "~/features/customer-service/faq-content.server";
import screenSnapshot from "~/platform/content/screen-snapshot.json";
import { SCREEN_QUERIES } from "../../scripts/snapshot-brands.mjs";

// The build's snapshot of the screens made of content (scripts/snapshot-brands.mjs, ADR 48): the FAQ and
// the e-mail service answer from it when the content API and KV both fail.
describe("the screen snapshot", () => {
  it("is made with the same queries the screens ask", () => {
    expect(SCREEN_QUERIES).toEqual({ faq: FAQ_QUERY, "email-service": EMAIL_SERVICE_QUERY, accessibility: ACCESSIBILITY_QUERY });
  });

  it("holds every screen's documents, none of them a draft", () => {
    const snapshot = screenSnapshot as { faq: { categories: unknown[]; items: Array<{ _id: string }> }; "email-service": Array<{ _id: string }>; accessibility: Array<{ _id: string }> };
    expect(snapshot.faq.categories.length).toBeGreaterThan(0);
    expect(snapshot.faq.items.length).toBeGreaterThan(10);
    expect(snapshot["email-service"].length).toBeGreaterThan(0);
    expect(snapshot.accessibility.length).toBe(4);
    expect([...snapshot.faq.items, ...snapshot["email-service"], ...snapshot.accessibility].filter((doc) => doc._id.startsWith("drafts."))).toEqual([]);
  });
});
