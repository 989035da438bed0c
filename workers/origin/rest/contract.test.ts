import { describe, expect, it } from "vitest";
import { chatService, CONVERSATION_ID_PATTERN } from "../../../contracts/chat";
import { customerService } from "../../../contracts/customer-service";
import { newsletterService } from "../../../contracts/newsletters";
import { contractRoute, reply } from "./contract";

// The origin's side of the REST contract (ADR 35): the route's method and pattern come from the
// endpoint the portal builds its request from, and an answer is checked before it leaves.
describe("contractRoute", () => {
  it("takes method and path from the endpoint; each {name} is one segment unless narrowed", () => {
    const feedback = contractRoute(customerService.faqFeedback, { optionalAuth: true, handler: async () => new Response() });
    expect(feedback.method).toBe("PUT");
    expect(feedback.pattern.exec("/api/pass/faq-feedback/dagkoerier/ik-heb-geen-krant")?.slice(1)).toEqual(["dagkoerier", "ik-heb-geen-krant"]);
    expect(feedback.pattern.test("/api/pass/faq-feedback/dagkoerier/a/b")).toBe(false);
    const read = contractRoute(chatService.read, { segments: { id: CONVERSATION_ID_PATTERN }, optionalAuth: true, handler: async () => new Response() });
    expect(read.pattern.test("/api/pass/chat/dagkoerier/conversations/0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(read.pattern.test("/api/pass/chat/dagkoerier/conversations/not-a-uuid")).toBe(false);
  });
});

describe("reply", () => {
  const newsletter = { id: "n1", brand: "dagkoerier", title: "Ochtendbrief", description: "", frequency: "dagelijks", subscribed: false };

  it("sends an answer that keeps the contract as JSON", async () => {
    const response = reply(newsletterService.subscribe, newsletter, 200, { "cache-control": "no-store" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(newsletter);
  });

  it("refuses to send an answer that breaks it (the router answers 500)", () => {
    expect(() => reply(newsletterService.subscribe, { ...newsletter, subscribed: "nee" } as never)).toThrow("breaks its contract");
  });
});
