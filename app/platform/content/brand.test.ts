import { describe, expect, it } from "vitest";
import { normalizeHost, pageTitle } from "./brand";
import { toBrands } from "./brand-document.server";
import { knownBrandHosts, resolveBrand } from "./brand.server";

const brands = toBrands([
  { key: "dagkoerier", brandId: "DK", name: "De Dagkoerier", hosts: ["mijn.dagkoerier.example"], seoTitle: "De Dagkoerier |" },
  { key: "ochtendpost", brandId: "OP", name: "De Ochtendpost", hosts: ["Mijn.Ochtendpost.Example"], country: "be" },
]);

describe("normalizeHost", () => {
  it.each([
    ["Mijn.Dagkoerier.Example", "mijn.dagkoerier.example"],
    ["mijn.dagkoerier.example:8787", "mijn.dagkoerier.example"],
    ["mijn.dagkoerier.example.", "mijn.dagkoerier.example"],
    ["dagkoerier.localhost:8787", "dagkoerier.localhost"],
  ])("%s → %s", (input, expected) => expect(normalizeHost(input)).toBe(expected));

  it.each(["", "a b.example", "evil.example/path", "user@evil.example", "[::1]:80", "host:port", "-bad.example", "localhost"])(
    "rejects %j",
    (input) => expect(normalizeHost(input)).toBeNull(),
  );
});

describe("resolveBrand", () => {
  it("matches exactly and case-insensitively", () => {
    expect(resolveBrand("mijn.ochtendpost.example", brands, "production")?.key).toBe("ochtendpost");
    expect(resolveBrand("ochtendpost.example", brands, "production")).toBeNull();
    expect(resolveBrand("mijn.ochtendpost.example.evil.example", brands, "production")).toBeNull();
  });

  it("knows <key>.localhost only on local stacks", () => {
    expect(resolveBrand("dagkoerier.localhost", brands, "development")?.key).toBe("dagkoerier");
    expect(resolveBrand("dagkoerier.localhost", brands, "test")?.key).toBe("dagkoerier");
    expect(resolveBrand("dagkoerier.localhost", brands, "acceptance")).toBeNull();
    expect(resolveBrand("dagkoerier.localhost", brands, "production")).toBeNull();
    expect(resolveBrand("onbekend.localhost", brands, "development")).toBeNull();
  });
});

describe("toBrands", () => {
  it("fills defaults for missing fields and drops unusable documents", () => {
    const [brand, ...rest] = toBrands([
      { key: "kaal", name: "Kaal", hosts: ["mijn.kaal.example"], theme: { primary: "red" }, homepageUrl: "javascript:alert(1)" },
      { key: "geenhost", name: "Geen host", hosts: [] },
      { name: "Geen sleutel", hosts: ["mijn.x.example"] },
      null,
      "brand",
    ]);
    expect(rest).toHaveLength(0);
    expect(brand).toMatchObject({ key: "kaal", country: "nl", category: "newspaper", seoTitle: "Kaal", serviceTiles: [] });
    expect(brand!.theme.primary).toBe("#fabb22");
    expect(brand!.links.homepageUrl).toBeUndefined();
  });

  it("answers [] for anything that is not a list", () => {
    expect(toBrands(null)).toEqual([]);
    expect(toBrands({})).toEqual([]);
  });
});

describe("pageTitle", () => {
  it("follows spec §2", () => {
    expect(pageTitle({ seoTitle: "De Dagkoerier |" })).toBe("De Dagkoerier | Mijn Omgeving");
    expect(pageTitle(null)).toBe("Mijn Omgeving");
  });
});

describe("knownBrandHosts", () => {
  it("holds every brand's hosts, once per brand list: a new list (fresh content) gives its own hosts", () => {
    const hosts = knownBrandHosts(brands);
    expect([...hosts].sort()).toEqual(["mijn.dagkoerier.example", "mijn.ochtendpost.example"]);
    expect(knownBrandHosts(brands)).toBe(hosts);
    const renamed = toBrands([{ key: "dagkoerier", brandId: "DK", name: "De Dagkoerier", hosts: ["mijn.dagkoerier.example", "account.dagkoerier.example"] }]);
    expect([...knownBrandHosts(renamed)].sort()).toEqual(["account.dagkoerier.example", "mijn.dagkoerier.example"]);
  });
});
