import { describe, expect, it } from "vitest";
import { HOSTILE_CALLBACK_URLS } from "../../../tests/fixtures/hostile-callback-urls";
import { safeLocalPath } from "../content/preview.server";
import { sameOriginPath } from "./same-origin-path";

const ORIGIN = "https://mijn.dagkoerier.example";

describe("sameOriginPath", () => {
  it.each([
    ["/.//evil.example/phish"],
    ["/%2e//evil.example/phish"],
    ["/a/..//evil.example/phish"],
    ["//evil.example"],
    ["https://evil.example/"],
    ["/\\\\evil.example"],
  ])("refuses %s, which leaves the origin once normalised", (raw) => {
    expect(sameOriginPath(raw, ORIGIN)).toBeNull();
  });

  it("keeps a path, its query and (when asked) its hash, normalised", () => {
    expect(sameOriginPath("/facturen?jaar=2026#open", ORIGIN)).toBe("/facturen?jaar=2026#open");
    expect(sameOriginPath("/a/../facturen#open", ORIGIN, { withHash: false })).toBe("/facturen");
  });
});

describe("the preview's redirect (safeLocalPath)", () => {
  it.each(HOSTILE_CALLBACK_URLS.map((value) => [JSON.stringify(value).slice(0, 60), value]))("keeps %s on this host", (_label, value) => {
    const target = safeLocalPath(value);
    expect(target.startsWith("/")).toBe(true);
    expect(target.startsWith("//")).toBe(false);
    expect(target.includes("\\")).toBe(false);
  });

  it("keeps a legitimate path", () => {
    expect(safeLocalPath("/vakantieservice?x=1")).toBe("/vakantieservice?x=1");
  });
});
