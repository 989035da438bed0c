// @vitest-environment node
// The seeded dataset against docs/content-model.md.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATASET_DIR, datasetFileNames } from "./dataset/read.mjs";
import { loadDataset } from "./test-helpers";

const documents = loadDataset();
const byId = new Map(documents.map((doc) => [doc._id, doc as Record<string, any>]));
const brands = documents.filter((doc) => doc._type === "brand" && !doc._id.startsWith("drafts.")) as Record<string, any>[];
const brand = (key: string) => byId.get(`brand.${key}`)!;

const TOPIC_ICONS = ["newspaper", "user", "home", "info", "truck", "payment", "digital", "comments", "sharing", "newsletter", "calendar"];
const PORTAL_PATHS = [
  "/abonnementen", "/facturen", "/bezorgservice", "/vakantieservice", "/verhuisservice", "/betaalservice",
  "/account", "/klantenservice/veelgestelde-vragen", "/klantenservice/contact",
];
const LINK_FIELDS = [
  "homepageUrl", "contactPageUrl", "subscriptionReadOnlineUrl", "subscriptionChangeLinkUrl",
  "subscriptionTerminateLinkUrl", "brandWebshopLinkUrl", "holidayTemporaryChangeCrossSellUrl",
  "holidayPauseCrossSellUrl", "changeAddressCrossSellUrl", "createAccountUrl", "privacyStatementUrl", "cookieStatementUrl", "termsUrl",
];
const GENERAL_FLAGS = [
  "isChangePaymentCreditCardEnabled", "isChangePaymentDirectDebitBEEnabled", "isChangePaymentDirectDebitNLEnabled",
  "isChangePaymentIdealThroughWalletEnabled", "isContactFormAttachmentEnabled", "isContactFormHiddenDuringOpeningHours",
  "isContactFormHiddenForNewspapers", "isHolidayCancellationEnabled", "isOnlineOauthAccountServiceV2Enabled",
  "isSalesforceThroughCISEnabled", "isServiceConditionsEnabled", "isSessionOverviewEnabled", "isSiteAlertsEnabled",
];

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Spec §3 "Content categories". */
const CONTENT_CATEGORIES = [
  "all", "only-scoped", "account", "subscription", "faq", "faq-items", "complaints", "movinghouse", "changeemail",
  "changepayment", "holiday", "maintenancepage", "loginpage", "servicepage", "contactcta", "contactpage",
  "contactformpage", "newsletters", "preferences", "sharedaccesssendinvitation", "sharedaccessacceptinvitation",
  "invoices", "verifyphonenumber", "updatepassword", "activitytimeline",
];

describe("the seeded dataset", () => {
  it("bundles every file of dataset/ into the emulator (dataset/index.ts lists exactly the folder)", () => {
    const index = readFileSync(path.join(DATASET_DIR, "index.ts"), "utf8");
    const listed = [...index.matchAll(/^import \w+ from "\.\/([\w.-]+\.ndjson)";$/gm)].map((match) => match[1]).sort();
    expect(listed).toEqual(datasetFileNames());
    for (const name of listed) expect(index).toContain(`"${name}": `);
  });

  it("has unique ids and the documents of the contract", () => {
    expect(new Set(documents.map((doc) => doc._id)).size).toBe(documents.length);
    for (const id of ["featureFlags", "translations.nl", "translations.be", "maintenancePage"]) expect(byId.has(id)).toBe(true);
  });

  it("has the four demo brands with their ids, hosts, country and category", () => {
    const rows = brands
      .map((b) => [b.key, b.name, b.brandId, b.country, b.category, b.hosts.join(",")].join(" | "))
      .sort();
    expect(rows).toEqual([
      "dagkoerier | De Dagkoerier | DK | nl | newspaper | mijn.dagkoerier.example",
      "ochtendpost | De Ochtendpost | OP | be | newspaper | mijn.ochtendpost.example",
      "wereldwijzer | Wereldwijzer | WW | nl | magazine | mijn.wereldwijzer.example",
      "zendernet | Zendernet | ZN | be | account | mijn.zendernet.example",
    ]);
    for (const b of brands) {
      expect(b._id).toBe(`brand.${b.key}`);
      expect(b.seoTitle).toBe(`${b.name} |`);
      expect(b.logo).toEqual({ url: `/brands/${b.key}/logo.svg`, alt: b.name });
      expect(b.favicon).toEqual({ ico: `/brands/${b.key}/favicon.ico`, svg: `/brands/${b.key}/favicon.svg` });
    }
    expect(brand("dagkoerier").theme.primary).toBe("#fabb22");
  });

  it("gives every brand link on https://www.<key>.example, except the three deliberately missing ones", () => {
    for (const b of brands) {
      const expected = LINK_FIELDS.filter(
        (field) =>
          !(b.key === "zendernet" && field === "brandWebshopLinkUrl") &&
          !(b.key === "wereldwijzer" && field === "holidayPauseCrossSellUrl") &&
          // Wereldwijzer cancels in the portal (ADR 17).
          !(b.key === "wereldwijzer" && field === "subscriptionTerminateLinkUrl"),
      );
      for (const field of expected) expect(b[field], `${b.key}.${field}`).toMatch(new RegExp(`^https://www\\.${b.key}\\.example/`));
      expect(b.subscriptionOffersLink.url).toMatch(new RegExp(`^https://www\\.${b.key}\\.example/`));
    }
    expect(brand("zendernet")).not.toHaveProperty("brandWebshopLinkUrl");
    expect(brand("wereldwijzer")).not.toHaveProperty("holidayPauseCrossSellUrl");
    expect(brand("wereldwijzer")).not.toHaveProperty("subscriptionTerminateLinkUrl");
  });

  it("has 8/8/8/5 service tiles with portal paths and topic icons", () => {
    const counts = Object.fromEntries(brands.map((b) => [b.key, b.serviceTiles.length]));
    expect(counts).toEqual({ dagkoerier: 8, wereldwijzer: 8, ochtendpost: 8, zendernet: 5 });
    for (const b of brands) {
      expect(new Set(b.serviceTiles.map((t: any) => t._key)).size).toBe(b.serviceTiles.length);
      for (const t of b.serviceTiles) {
        expect(t.label).toMatch(/\S/);
        expect(PORTAL_PATHS).toContain(t.url);
        expect(TOPIC_ICONS).toContain(t.icon);
      }
    }
  });

  // Issue 58: the tiles differed per brand against their own introduction (no Betaalservice on one paper, no
  // Verhuisservice on another, holidays promised on a radio and TV account brand).
  it("gives every paper brand a tile per area its introduction promises, and an account brand none for papers", () => {
    const richText = (key: string) => byId.get("translations.nl")!.richText.find((entry: any) => entry.key === key);
    const words = (key: string) => JSON.stringify(richText(key).blocks).toLowerCase();
    const PAPER_AREAS = ["/abonnementen", "/facturen", "/betaalservice", "/bezorgservice", "/vakantieservice", "/verhuisservice", "/account"];
    const PAPER_ONLY = ["/bezorgservice", "/vakantieservice", "/verhuisservice"];
    for (const b of brands) {
      const urls = b.serviceTiles.map((t: any) => t.url);
      if (b.category === "account") {
        for (const url of PAPER_ONLY) expect(urls, b.key).not.toContain(url);
        expect(urls, b.key).toEqual(expect.arrayContaining(["/abonnementen", "/facturen", "/betaalservice", "/account"]));
      } else {
        expect(urls, b.key).toEqual(expect.arrayContaining(PAPER_AREAS));
        // Contact where the brand has it, else the questions.
        const contact = byId.get("featureFlags")!.brand.isContactEnabled.includes(b.brandId);
        expect(urls, b.key).toContain(contact ? "/klantenservice/contact" : "/klantenservice/veelgestelde-vragen");
      }
    }
    expect(words("serviceHomeIntro")).toMatch(/vakantie/);
    expect(words("serviceHomeIntroAccount")).not.toMatch(/vakantie|verhuiz|bezorg/);
  });

  it("enables live chat for dagkoerier and ochtendpost only", () => {
    const live = brands.filter((b) => b.chat.liveChatEnabled === true).map((b) => b.key).sort();
    expect(live).toEqual(["dagkoerier", "ochtendpost"]);
    for (const b of brands) expect(typeof b.chat.salesforceChatEnabled).toBe("boolean");
  });

  it.each(["dagkoerier", "wereldwijzer", "ochtendpost", "zendernet"])("theme of %s meets WCAG AA (4.5:1)", (key) => {
    const { primary, onPrimary, accent, accentDark } = brand(key).theme;
    for (const colour of [primary, onPrimary, accent, accentDark]) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accentDark, "#121212")).toBeGreaterThanOrEqual(4.5);
  });

  it("has the 13 general flags as booleans and isContactEnabled per brand id", () => {
    const flags = byId.get("featureFlags")!;
    expect(Object.keys(flags.general).sort()).toEqual([...GENERAL_FLAGS].sort());
    for (const name of GENERAL_FLAGS) expect(typeof flags.general[name]).toBe("boolean");
    expect(flags.general.isSiteAlertsEnabled).toBe(true);
    expect(flags.general.isSessionOverviewEnabled).toBe(true);
    expect(flags.brand.isContactEnabled).toEqual(["DK", "WW", "OP"]);
  });

  describe("translations", () => {
    const published = documents.filter((doc) => doc._type === "translations" && !doc._id.startsWith("drafts.")) as Record<string, any>[];
    const ofLanguage = (language: string) => published.filter((doc) => doc.language === language);
    const nl = { language: "nl", entries: ofLanguage("nl").flatMap((doc) => doc.entries), richText: ofLanguage("nl").flatMap((doc) => doc.richText ?? []) };
    const be = { language: "be", entries: ofLanguage("be").flatMap((doc) => doc.entries), richText: ofLanguage("be").flatMap((doc) => doc.richText ?? []) };
    const nlText = Object.fromEntries(nl.entries.map((e: any) => [e.key, e.value]));

    it("has one document per language and content category, named translations.<language>[.<category>]", () => {
      for (const doc of published) {
        expect(["nl", "be"]).toContain(doc.language);
        expect(CONTENT_CATEGORIES).toContain(doc.category);
        expect(doc._id).toBe(doc.category === "all" ? `translations.${doc.language}` : `translations.${doc.language}.${doc.category}`);
      }
    });

    it("has unique keys over all documents of a language, and non-empty values", () => {
      for (const doc of [nl, be]) {
        const keys = doc.entries.map((e: any) => e.key);
        expect(keys.filter((key: string, index: number) => keys.indexOf(key) !== index)).toEqual([]);
        for (const e of doc.entries) expect(e.value).toMatch(/\S/);
      }
    });

    it("has the texts the spec fixes", () => {
      expect(nlText).toMatchObject({
        skipToContent: "Ga naar de inhoud",
        pageLoading: "Pagina aan het laden",
        pageErrorMessage: "Helaas, deze inhoud kan niet geladen worden.",
        pageReloadButtonLabel: "Probeer opnieuw",
        exitPreview: "Exit Preview Mode",
        progressBarLabel: "Voltooiing voortgang",
        optional: "optioneel",
        breadcrumbsHome: "Mijn Omgeving",
        resetPasswordWarning:
          "Vanwege technische problemen is het op dit moment niet mogelijk om uw wachtwoord te resetten via de Mijn Omgeving. U kunt uw wachtwoord wel wijzigen wanneer u uitlogt en op 'Ik ben mijn wachtwoord vergeten' klikt.",
      });
      expect(nlText["errorCodes.GENERIC-ERROR"]).toMatch(/\S/);
      for (const char of ["<", ">", "^", "#", "=", "/", ":"]) expect(nlText.validationFreeText).toContain(char);
    });

    it("labels every brand link", () => {
      for (const key of [
        "footerHomepage", "footerContact", "footerSubscriptionOffers", "footerReadOnline", "footerChangeSubscription",
        "footerTerminateSubscription", "footerWebshop", "footerHolidayTemporaryChange", "footerHolidayPause",
        "footerChangeAddress", "footerCreateAccount",
      ]) {
        expect(nlText[key], key).toMatch(/\S/);
      }
    });

    it("keeps nl-BE to overrides of nl-NL keys", () => {
      for (const e of be.entries) {
        expect(nlText, e.key).toHaveProperty([e.key]);
        expect(e.value).not.toBe(nlText[e.key]);
      }
      const nlRich = nl.richText.map((r: any) => r.key);
      for (const r of be.richText) expect(nlRich).toContain(r.key);
    });

    it("says what a Belgian says on Belgian brands wherever nl-NL words differ (aanmelden, toestel, klantendienst, u hebt, gemeente, bedeling, uw nieuw adres), as the header does", () => {
      const beText = Object.fromEntries(be.entries.map((e: any) => [e.key, e.value]));
      // The spec fixes this text word for word; it stays as it is on every brand.
      // ("dat dit antwoord u heeft geholpen": "u" is the object there, and a Belgian says it too.)
      const fixed = new Set(["resetPasswordWarning", "faqFeedbackThanksYes"]);
      const differences: Array<{ nl: RegExp; be: RegExp }> = [
        { nl: /inlog|\blog\b|ingelogd|uitlog/i, be: /aanmeld|afmeld|aangemeld|afgemeld|meld u|meld het|meld .* af|meld .* aan/i },
        { nl: /apparaat|apparaten/i, be: /toestel/i },
        { nl: /klantenservice/i, be: /klantendienst/i },
        { nl: /\bheeft u\b/i, be: /\bhebt u\b/i },
        { nl: /\bu heeft\b/i, be: /\bu hebt\b/i },
        { nl: /\bwoonplaats\b/i, be: /\bgemeente\b/i },
        // A Belgian paper is "bedeeld" (de bedeling, de bedeler, het bedelingsadres); by post "geleverd"; or "gebracht".
        { nl: /bezorg/i, be: /bedel|bedeel|lever|breng/i },
        // "het adres": a Belgian says "uw nieuw adres", "uw huidig adres".
        { nl: /\buw (nieuwe|huidige) adres\b/i, be: /\buw (nieuw|huidig) adres\b/i },
      ];
      for (const { nl: nlWord, be: beWord } of differences) {
        const keys = Object.keys(nlText).filter((key) => nlWord.test(nlText[key]) && !fixed.has(key));
        expect(keys.length, String(nlWord)).toBeGreaterThan(0);
        for (const key of keys) {
          expect(beText[key], `${key} has no nl-BE text`).toBeDefined();
          expect(beText[key], key).not.toMatch(nlWord);
          expect(beText[key], key).toMatch(beWord);
        }
      }
    });

    it("has well-formed Portable Text with list, link, variable and brandLink marks", () => {
      const marks = new Set<string>();
      const lists = new Set<string>();
      for (const doc of [...published, byId.get("maintenancePage")!]) {
        const entries = doc._type === "maintenancePage" ? [{ key: "maintenancePage", blocks: doc.body }] : doc.richText;
        for (const { key, blocks } of entries) {
          expect(blocks.length, key).toBeGreaterThan(0);
          for (const block of blocks) {
            expect(block._type).toBe("block");
            expect(typeof block._key).toBe("string");
            if (block.listItem) lists.add(block.listItem);
            const defs = new Map(block.markDefs.map((m: any) => [m._key, m]));
            for (const child of block.children) {
              expect(child._type).toBe("span");
              for (const mark of child.marks) {
                const def: any = defs.get(mark);
                expect(def, `${key}: mark ${mark} has a markDef`).toBeDefined();
                marks.add(def._type);
                if (def._type === "link") {
                  expect(typeof def.href).toBe("string");
                  expect(typeof def.openInNewTab).toBe("boolean");
                }
                if (def._type === "variable") expect(typeof def.variableName).toBe("string");
                if (def._type === "brandLink") expect(typeof def.brandLinkType).toBe("string");
              }
            }
          }
        }
      }
      expect([...marks].sort()).toEqual(["brandLink", "link", "variable"]);
      expect(lists).toContain("bullet");
      expect(lists).toContain("check");
    });
  });

  it("has site alerts for all brands (info) and for ochtendpost (warning), and an inactive maintenance page", () => {
    const alerts = documents.filter((doc) => doc._type === "siteAlert" && !doc._id.startsWith("drafts.")) as any[];
    expect(alerts.some((a) => a.variant === "info" && a.brands.length === 0)).toBe(true);
    expect(alerts.some((a) => a.variant === "warning" && a.brands.join() === "ochtendpost")).toBe(true);
    expect(byId.get("maintenancePage")).toMatchObject({ active: false, title: expect.any(String) });
  });

  it("has drafts that differ visibly from what is published", () => {
    const draft = byId.get("drafts.translations.nl")!;
    const heading = (doc: any) => doc.entries.find((e: any) => e.key === "serviceHomeHeading").value;
    expect(heading(draft)).toContain("(concept)");
    expect(heading(byId.get("translations.nl"))).not.toContain("(concept)");
    expect(byId.has("drafts.siteAlert.vakantieservice-in-de-app")).toBe(true);
    expect(byId.has("siteAlert.vakantieservice-in-de-app")).toBe(false);
  });

  it("has a translations document in every content category the spec lists", () => {
    // only-scoped: the texts only the server uses (a form's refusal, a notice after a submit); no page loads it.
    const CATEGORIES = ["all", "only-scoped", "account", "subscription", "faq", "faq-items", "complaints", "movinghouse", "changeemail", "changepayment", "holiday", "maintenancepage", "loginpage", "servicepage", "contactcta", "contactpage", "contactformpage", "newsletters", "preferences", "sharedaccesssendinvitation", "sharedaccessacceptinvitation", "invoices", "verifyphonenumber", "updatepassword", "activitytimeline"];
    const published = new Set([...byId.values()].filter((doc) => doc._type === "translations" && !doc._id.startsWith("drafts.") && doc.language === "nl").map((doc) => doc.category));
    expect(CATEGORIES.filter((category) => !published.has(category))).toEqual([]);
  });

  it("has every key of a published translations document in its draft too, so preview shows no 'Missing translation'", () => {
    for (const [id, draft] of byId) {
      if (!id.startsWith("drafts.") || draft._type !== "translations") continue;
      const published = byId.get(id.slice("drafts.".length));
      if (!published) continue;
      const keys = (doc: any) => new Set([...(doc.entries ?? []), ...(doc.richText ?? [])].map((entry: any) => entry.key));
      const draftKeys = keys(draft);
      expect([...keys(published)].filter((key) => !draftKeys.has(key)), id).toEqual([]);
    }
  });
});
