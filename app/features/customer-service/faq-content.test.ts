// The seeded FAQ (workers/content/dataset/customer-service.ndjson) as each demo brand shows it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readDataset } from "../../../workers/content/dataset/read.mjs";
import { TOPICS } from "./self-service-topics";
import { searchFaq } from "./faq";
import { faqFor, renderedFaq } from "./faq-content.server";

const docs = (readDataset() as Array<Record<string, unknown>>).filter((doc) => !String(doc._id).startsWith("drafts."));
const raw = { categories: docs.filter((doc) => doc._type === "faqCategory"), items: docs.filter((doc) => doc._type === "faqItem") };
const BRANDS = {
  dagkoerier: { id: "brand-dagkoerier", links: {}, key: "dagkoerier", name: "De Dagkoerier", category: "newspaper" as const },
  wereldwijzer: { id: "brand-wereldwijzer", links: {}, key: "wereldwijzer", name: "Wereldwijzer", category: "magazine" as const },
  ochtendpost: { id: "brand-ochtendpost", links: {}, key: "ochtendpost", name: "De Ochtendpost", category: "newspaper" as const },
  zendernet: { id: "brand-zendernet", links: {}, key: "zendernet", name: "Zendernet", category: "account" as const },
};
const routes = readFileSync(path.resolve(__dirname, "../../routes.ts"), "utf8");
const routePaths = [...routes.matchAll(/route\("([^"]+)"/g)].map((match) => `/${match[1]}`);
const isPortalPath = (href: string) => routePaths.some((route) => new RegExp(`^${route.replace(/:[^/]+/g, "[^/]+").replace(/\*/g, ".*")}$`).test(href));

describe("the seeded FAQ", () => {
  it("gives a newspaper brand 6 categories of 3 to 5 questions", () => {
    const faq = faqFor(raw, BRANDS.dagkoerier, "nl");
    expect(faq).toHaveLength(6);
    for (const category of faq) expect(category.questions.length, category.slug).toBeGreaterThanOrEqual(3);
    for (const category of faq) expect(category.questions.length, category.slug).toBeLessThanOrEqual(6);
  });

  it("finds “Ik heb géén krant ontvangen” with “geen krant”, for newspapers only", () => {
    const hits = searchFaq(renderedFaq(raw, BRANDS.dagkoerier, "nl"), "geen krant").flatMap((category) => category.questions);
    expect(hits.map((question) => question.question)).toContain("Ik heb géén krant ontvangen. Wat nu?");
    expect(searchFaq(renderedFaq(raw, BRANDS.zendernet, "be"), "geen krant")).toEqual([]);
    expect(faqFor(raw, BRANDS.wereldwijzer, "nl").flatMap((c) => c.questions).map((q) => q.slug)).toContain("mijn-magazine-is-niet-bezorgd");
  });

  it("speaks Belgian Dutch to Belgian readers and fills in the brand's name", () => {
    const be = faqFor(raw, BRANDS.ochtendpost, "be");
    expect(be.map((category) => category.title)).toContain("Bedeling");
    const questions = be.flatMap((category) => category.questions);
    expect(questions.find((q) => q.slug === "ik-kan-niet-inloggen")?.question).toBe("Ik kan niet aanmelden");
    expect(questions.find((q) => q.slug === "hoe-lees-ik-digitaal")?.question).toBe("Hoe lees ik De Ochtendpost digitaal?");
  });

  it("links only to portal screens that exist, and every FAQ shortcut of the contact page is a question", () => {
    const all = faqFor(raw, BRANDS.dagkoerier, "nl").flatMap((category) => category.questions);
    const hrefs = raw.items.flatMap((item) => JSON.stringify(item).match(/"href":"([^"]+)"/g) ?? []).map((match) => match.slice(8, -1));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(isPortalPath(href.split("#")[0]!), href).toBe(true);
    const slugs = new Set(all.map((question) => question.slug));
    for (const topic of TOPICS) {
      for (const subTopic of topic.subTopics) {
        if (subTopic.selfService && "faq" in subTopic.selfService) expect(slugs, subTopic.subTopic).toContain(subTopic.selfService.faq);
        if (subTopic.selfService && "path" in subTopic.selfService) expect(isPortalPath(subTopic.selfService.path), subTopic.subTopic).toBe(true);
      }
    }
  });
});

describe("the rendered FAQ", () => {
  const dagkoerier = { ...BRANDS.dagkoerier, links: { homepageUrl: "https://www.dagkoerier.example/" } };

  it("renders each answer with the design system's rich text, the brand's name and links filled in", () => {
    const questions = renderedFaq(raw, dagkoerier, "nl").flatMap((category) => category.questions);
    expect(questions).toHaveLength(faqFor(raw, dagkoerier, "nl").flatMap((category) => category.questions).length);
    for (const question of questions) expect(question.answerHtml, question.slug).toMatch(/^<div class="[^"]+"><(p|ul|ol|h2|h3|blockquote)[ >]/);
    const html = questions.map((question) => question.answerHtml).join("\n");
    expect(html).toContain('href="/bezorgservice/klacht"');
    expect(html).not.toContain("{brandName}");
    expect(html).not.toMatch(/href="(javascript|data):/i);
    const digital = questions.find((question) => question.slug === "hoe-lees-ik-digitaal");
    expect(digital?.answerHtml).toContain("De Dagkoerier");
    expect(searchFaq(renderedFaq(raw, dagkoerier, "nl"), "dagkoerier app").flatMap((category) => category.questions.map((q) => q.slug))).toContain("hoe-lees-ik-digitaal");
  });

  it("renders once per content revision, brand and language, and again when the content changes", () => {
    const first = renderedFaq(raw, dagkoerier, "nl");
    expect(renderedFaq(raw, dagkoerier, "nl")).toBe(first);
    expect(renderedFaq(raw, dagkoerier, "be")).not.toBe(first);
    expect(renderedFaq(raw, { ...dagkoerier, name: "De Nieuwe Dagkoerier" }, "nl")).not.toBe(first);

    const edited = structuredClone(raw);
    const item = edited.items.find((doc) => doc.slug === "ik-heb-geen-krant-ontvangen")!;
    item.answer = [{ _type: "block", _key: "a", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s", text: "Nieuw antwoord.", marks: [] }] }];
    const answer = renderedFaq(edited, dagkoerier, "nl").flatMap((category) => category.questions).find((q) => q.slug === "ik-heb-geen-krant-ontvangen");
    expect(answer?.answerHtml).toContain("<p");
    expect(answer?.answerHtml).toContain("Nieuw antwoord.");
    expect(searchFaq(renderedFaq(edited, dagkoerier, "nl"), "nieuw antwoord").flatMap((category) => category.questions)).toEqual([answer]);
  });
});
