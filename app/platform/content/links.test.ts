import { describe, expect, it } from "vitest";
import { contactLink, loginLink } from "./links";
import { analyticsCategory } from "../observability/analytics";
import { isFlagEnabled, resolveFlags } from "./flags";
import { environmentFromBranch } from "../request/env.server";
import { traceStatus, traceSampleRate } from "../observability/report.server";
import { activeSiteAlerts } from "./site-alerts";
import { mergeTranslations, translate } from "./translations";

describe("loginLink (spec §2)", () => {
  it("appends the current path, or omits it on /login", () => {
    expect(loginLink("https://mijn.dagkoerier.example", "/facturen?jaar=2026")).toBe(
      "https://mijn.dagkoerier.example/login?callback_url=https%3A%2F%2Fmijn.dagkoerier.example%2Ffacturen%3Fjaar%3D2026",
    );
    expect(loginLink("https://mijn.dagkoerier.example/", "/login?callback_url=x")).toBe(
      "https://mijn.dagkoerier.example/login?callback_url=https%3A%2F%2Fmijn.dagkoerier.example",
    );
  });
});

describe("contactLink (spec §2)", () => {
  const wereldwijzer = { key: "wereldwijzer", host: "mijn.wereldwijzer.example", links: { contactPageUrl: "https://www.wereldwijzer.example/contact" } };
  it("uses the brand's contact page when contact is disabled", () => {
    expect(contactLink(wereldwijzer, { brandKey: "wereldwijzer", host: "mijn.wereldwijzer.example" }, false)).toBe("https://www.wereldwijzer.example/contact");
  });
  it("uses the local path for the current brand", () => {
    expect(contactLink(wereldwijzer, { brandKey: "wereldwijzer", host: "mijn.wereldwijzer.example" }, true)).toBe("/klantenservice/contact");
  });
  it("uses the brand host with the current host's first label for another brand, an acceptance label on localhost", () => {
    expect(contactLink(wereldwijzer, { brandKey: "dagkoerier", host: "mijn.dagkoerier.example" }, true)).toBe("https://mijn.wereldwijzer.example/klantenservice/contact");
    expect(contactLink(wereldwijzer, { brandKey: "dagkoerier", host: "dagkoerier.localhost" }, true)).toBe("https://mijn-acc.wereldwijzer.example/klantenservice/contact");
  });
});

describe("analyticsCategory (spec §2)", () => {
  it.each([
    ["/", "Service"],
    ["/abonnementen", "Abonnementen"],
    ["/abonnementen/delen", "Shared access"],
    ["/abonnementen/uitnodiging/abc", "Shared access"],
    ["/account/wijzig-wachtwoord", "Mijn Account"],
    ["/klantenservice/contact/formulier", "Contact"],
    ["/klantenservice/veelgestelde-vragen", "FAQ"],
    ["/betaalservice/wijzigen", "payment service"],
    ["/404", "Error Pages"],
    ["/iets-anders", "Onbekend pad: /iets-anders"],
    ["/accountx", "Onbekend pad: /accountx"],
  ])("%s → %s", (path, category) => expect(analyticsCategory(path)).toBe(category));
});

describe("feature flags", () => {
  it("reads general flags, counts invalid ones as false with a warning, resolves brand lists", () => {
    const warnings: string[] = [];
    const flags = resolveFlags({ general: { isSiteAlertsEnabled: true, isSessionOverviewEnabled: "yes" }, brand: { isContactEnabled: ["DK"] } }, "DK", (m) => void warnings.push(m));
    expect(flags.general.isSiteAlertsEnabled).toBe(true);
    expect(flags.general.isSessionOverviewEnabled).toBe(false);
    expect(flags.brand.isContactEnabled).toBe(true);
    expect(warnings.some((w) => w.includes("isSessionOverviewEnabled") && w.includes("invalid"))).toBe(true);
    expect(resolveFlags({ brand: { isContactEnabled: ["DK"] } }, "OP", () => {}).brand.isContactEnabled).toBe(false);
    expect(isFlagEnabled(flags, "doesNotExist", (m) => void warnings.push(m))).toBe(false);
    expect(warnings.at(-1)).toContain("Unknown feature flag");
  });
});

describe("environment, tracing and site alerts", () => {
  it("derives the environment from the branch", () => {
    expect(environmentFromBranch("main")).toBe("production");
    expect(environmentFromBranch("develop")).toBe("acceptance");
    expect(environmentFromBranch("feature/x")).toBe("test");
  });
  it.each([
    [200, "ok"], [302, "ok"], [401, "unauthenticated"], [403, "permission_denied"], [404, "not_found"], [409, "already_exists"],
    [413, "failed_precondition"], [429, "resource_exhausted"], [499, "cancelled"], [422, "invalid_argument"], [501, "unimplemented"],
    [503, "unavailable"], [504, "deadline_exceeded"], [500, "internal_error"],
  ])("maps HTTP %i to %s", (status, expected) => expect(traceStatus(status)).toBe(expected));
  it("samples fully on payment paths and outside production", () => {
    expect(traceSampleRate("/betaalservice/wijzigen", "production")).toBe(1);
    expect(traceSampleRate("/app-integration", "production")).toBe(1);
    expect(traceSampleRate("/", "production")).toBe(0.0005);
    expect(traceSampleRate("/", "acceptance")).toBe(1);
  });
  it("filters site alerts by brand and time window", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    const alerts = activeSiteAlerts(
      [
        { _id: "a", message: "Voor iedereen", variant: "info" },
        { _id: "b", message: "Alleen OP", brands: ["ochtendpost"], variant: "warning" },
        { _id: "c", message: "Voorbij", endsAt: "2026-01-01" },
        { _id: "d", message: "Later", startsAt: "2027-01-01" },
        { _id: "e", message: "", variant: "info" },
        { _id: "f", message: "Raar", variant: "purple" },
        null,
      ],
      "dagkoerier",
      now,
    );
    expect(alerts.map((a) => a.id)).toEqual(["a", "f"]);
    expect(alerts[1]!.variant).toBe("info");
  });
});

describe("translations", () => {
  const docs = [
    { language: "nl", entries: [{ key: "postcode", value: "Postcode" }, { key: "welkom", value: "Welkom {naam}" }] },
    { language: "be", entries: [{ key: "postcode", value: "Postnummer" }] },
  ];
  it("layers nl-BE over nl-NL for Belgian brands", () => {
    expect(translate(mergeTranslations(docs, "be", false), "postcode", "x")).toBe("Postnummer");
    expect(translate(mergeTranslations(docs, "nl", false), "postcode", "x")).toBe("Postcode");
  });
  it("joins the documents of every content category of a language, nl-BE still on top", () => {
    const categories = [
      ...docs,
      { language: "nl", category: "subscription", entries: [{ key: "abonnementen", value: "Abonnementen" }] },
      { language: "be", category: "subscription", entries: [{ key: "abonnementen", value: "Abonnementen (BE)" }] },
    ];
    const nl = mergeTranslations(categories, "nl", false);
    expect([translate(nl, "postcode", "x"), translate(nl, "abonnementen", "x")]).toEqual(["Postcode", "Abonnementen"]);
    const be = mergeTranslations(categories, "be", false);
    expect([translate(be, "postcode", "x"), translate(be, "abonnementen", "x")]).toEqual(["Postnummer", "Abonnementen (BE)"]);
  });
  it("interpolates values, falls back to the Dutch default and logs a missing key once", () => {
    const translations = mergeTranslations(docs, "nl", false);
    expect(translate(translations, "welkom", "", { naam: "Jan" })).toBe("Welkom Jan");
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(translate(translations, "ontbreekt.uniek", "Standaardtekst")).toBe("Standaardtekst");
      translate(translations, "ontbreekt.uniek", "Standaardtekst");
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
  it("shows keys in debug=locale mode", () => {
    expect(translate(mergeTranslations(docs, "nl", true), "postcode", "x")).toBe("postcode");
  });
});
