import { describe, expect, it } from "vitest";
import { HOSTILE_CALLBACK_URLS } from "../../../tests/fixtures/hostile-callback-urls";
import { safeCallbackUrl } from "./callback-url.server";

const options = {
  currentOrigin: "https://mijn.dagkoerier.example",
  brandHosts: new Set(["mijn.dagkoerier.example", "mijn.wereldwijzer.example"]),
  allowInsecureLocal: false,
};

describe("safeCallbackUrl", () => {
  it(`has a corpus of at least 50 hostile values (${HOSTILE_CALLBACK_URLS.length})`, () => {
    expect(HOSTILE_CALLBACK_URLS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE_CALLBACK_URLS.map((value) => [JSON.stringify(value).slice(0, 60), value]))("sends %s to a brand host or /", (_label, value) => {
    const target = safeCallbackUrl(value, options);
    if (target.startsWith("/")) {
      expect(target.startsWith("//")).toBe(false);
      expect(target.includes("\\")).toBe(false);
    } else {
      expect(options.brandHosts.has(new URL(target).hostname)).toBe(true);
      expect(new URL(target).protocol).toBe("https:");
    }
  });

  it.each([
    ["/account", "/account"],
    ["/facturen?jaar=2026#open", "/facturen?jaar=2026#open"],
    ["https://mijn.dagkoerier.example/account", "https://mijn.dagkoerier.example/account"],
    ["https://mijn.wereldwijzer.example/abonnementen", "https://mijn.wereldwijzer.example/abonnementen"],
    ["https://MIJN.WERELDWIJZER.EXAMPLE/x", "https://mijn.wereldwijzer.example/x"],
  ])("keeps the legitimate %s", (value, expected) => {
    expect(safeCallbackUrl(value, options)).toBe(expected);
  });

  it("allows the local stack's own http origin only when told to", () => {
    const local = { ...options, currentOrigin: "http://dagkoerier.localhost:8787" };
    expect(safeCallbackUrl("http://dagkoerier.localhost:8787/account", { ...local, allowInsecureLocal: true })).toBe("http://dagkoerier.localhost:8787/account");
    expect(safeCallbackUrl("http://dagkoerier.localhost:8787/account", local)).toBe("/");
  });
});
