import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { handleScheduled } from "../../index";
import { call, db, login, moveClock, originEnv, resetClock } from "../../test/helpers";
import { faqScore } from "./data";

// "Was dit nuttig?" under an FAQ answer (ADR 24): one answer per question, brand and voter (the
// account when logged in, else the portal's anonymous visitor id); answering again replaces it.

afterEach(() => resetClock());

let visitors = 0;
const visitor = () => `visitor-${String(++visitors).padStart(3, "0")}-${crypto.randomUUID().replace(/-/g, "")}`;
const QUESTION = "ik-heb-geen-krant-ontvangen";

function vote(brand: string, slug: string, body: unknown, token?: string) {
  return call(`/api/pass/faq-feedback/${brand}/${slug}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const rowsOf = (brand: string, slug: string) =>
  db.prepare("SELECT voter, account_id, helpful FROM faq_feedback WHERE brand_key = ? AND question_slug = ? ORDER BY id").bind(brand, slug).all<{ voter: string; account_id: string | null; helpful: number }>();

describe("FAQ feedback", () => {
  it("stores an anonymous visitor's answer and answers with it", async () => {
    const id = visitor();
    const response = await vote("dagkoerier", QUESTION, { helpful: true, visitorId: id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ questionSlug: QUESTION, helpful: true, answeredAt: expect.any(String) });
    const { results } = await rowsOf("dagkoerier", QUESTION);
    expect(results).toContainEqual({ voter: `visitor:${id}`, account_id: null, helpful: 1 });
  });

  it("keeps one answer per visitor: the same answer twice changes nothing, another answer replaces it", async () => {
    const slug = "mijn-betaling-is-mislukt";
    const id = visitor();
    await vote("ochtendpost", slug, { helpful: true, visitorId: id });
    const first = await db.prepare("SELECT updated_at FROM faq_feedback WHERE voter = ?").bind(`visitor:${id}`).first<{ updated_at: string }>();
    moveClock(60);
    await vote("ochtendpost", slug, { helpful: true, visitorId: id });
    const again = await db.prepare("SELECT updated_at FROM faq_feedback WHERE voter = ?").bind(`visitor:${id}`).first<{ updated_at: string }>();
    expect(again!.updated_at).toBe(first!.updated_at);
    const changed = await vote("ochtendpost", slug, { helpful: false, visitorId: id });
    expect(await changed.json()).toMatchObject({ helpful: false });
    expect((await rowsOf("ochtendpost", slug)).results.filter((row) => row.voter === `visitor:${id}`)).toEqual([
      { voter: `visitor:${id}`, account_id: null, helpful: 0 },
    ]);
    // Another visitor counts separately.
    await vote("ochtendpost", slug, { helpful: true, visitorId: visitor() });
    expect(await faqScore(db, "ochtendpost", slug)).toEqual({ helpful: 1, notHelpful: 1 });
  });

  it("counts a logged-in subscriber as the account, whatever visitor id comes along", async () => {
    const slug = "waar-vind-ik-mijn-factuur";
    const jan = (await login("jan.jansen@example.nl")).access_token;
    await vote("dagkoerier", slug, { helpful: false, visitorId: visitor() }, jan);
    await vote("dagkoerier", slug, { helpful: true, visitorId: visitor() }, jan);
    await vote("dagkoerier", slug, { helpful: true }, jan);
    expect((await rowsOf("dagkoerier", slug)).results).toEqual([{ voter: `account:${DEMO.accounts.jan}`, account_id: DEMO.accounts.jan, helpful: 1 }]);
  });

  it("keeps answers per brand apart", async () => {
    const slug = "hoe-zeg-ik-mijn-abonnement-op";
    const id = visitor();
    await vote("dagkoerier", slug, { helpful: true, visitorId: id });
    await vote("wereldwijzer", slug, { helpful: false, visitorId: id });
    expect(await faqScore(db, "dagkoerier", slug)).toEqual({ helpful: 1, notHelpful: 0 });
    expect(await faqScore(db, "wereldwijzer", slug)).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it.each([
    ["an unknown brand", "onbekend", QUESTION, { helpful: true, visitorId: "a".repeat(22) }, "brand"],
    ["a slug that is no slug", "dagkoerier", "Geen_Slug", { helpful: true, visitorId: "a".repeat(22) }, "questionSlug"],
    ["no answer", "dagkoerier", QUESTION, { visitorId: "a".repeat(22) }, "helpful"],
    ["an answer that is not a boolean", "dagkoerier", QUESTION, { helpful: "ja", visitorId: "a".repeat(22) }, "helpful"],
    ["an anonymous vote without a visitor id", "dagkoerier", QUESTION, { helpful: true }, "visitorId"],
    ["a visitor id that is too short", "dagkoerier", QUESTION, { helpful: true, visitorId: "kort" }, "visitorId"],
  ])("refuses %s with 400 and the field, storing nothing", async (_name, brand, slug, body, field) => {
    const before = (await db.prepare("SELECT COUNT(*) AS n FROM faq_feedback").first<{ n: number }>())!.n;
    const response = await vote(brand, slug, body);
    expect(response.status).toBe(400);
    const { violations } = (await response.json()) as { violations: { field?: string }[] };
    expect(violations.map((v) => v.field)).toContain(field);
    expect((await db.prepare("SELECT COUNT(*) AS n FROM faq_feedback").first<{ n: number }>())!.n).toBe(before);
  });

  it("refuses a body that is not JSON (400), a dead token (401) and other methods (405)", async () => {
    expect((await vote("dagkoerier", QUESTION, "{niet json")).status).toBe(400);
    expect((await vote("dagkoerier", QUESTION, { helpful: true, visitorId: visitor() }, "dood-token")).status).toBe(401);
    expect((await call(`/api/pass/faq-feedback/dagkoerier/${QUESTION}`)).status).toBe(405);
  });

  it("forgets anonymous visitor ids after 30 days in the hourly housekeeping, keeping the answers", async () => {
    const slug = "de-app-werkt-niet";
    const id = visitor();
    await vote("zendernet", slug, { helpful: true, visitorId: id });
    moveClock(31 * 24 * 3600);
    await handleScheduled(originEnv);
    const { results } = await rowsOf("zendernet", slug);
    expect(results.some((row) => row.voter === `visitor:${id}`)).toBe(false);
    expect(results.some((row) => row.voter.startsWith("expired:") && row.helpful === 1)).toBe(true);
  });
});
