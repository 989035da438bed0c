import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { holidayData, OUTPUT, PORTAL_OUTPUT, portalHolidayData } from "./public-holidays.mjs";

describe("public-holidays.json", () => {
  it("is what the installed date-holidays says (run `node scripts/public-holidays.mjs` after an upgrade)", () => {
    expect(JSON.parse(readFileSync(OUTPUT, "utf8"))).toEqual(holidayData());
  });

  it("and the portal's copy of its dates (app/platform/locale/public-holidays.json) agree with it", () => {
    expect(JSON.parse(readFileSync(PORTAL_OUTPUT, "utf8"))).toEqual(portalHolidayData());
  });

  it("has Christmas and King's Day in the Netherlands, the national holiday in Belgium", () => {
    const data = holidayData();
    expect(Object.keys(data.NL)).toEqual(expect.arrayContaining(["2026-12-25", "2026-12-26", "2026-04-27"]));
    expect(Object.keys(data.BE)).toContain("2026-07-21");
    expect(Object.keys(data.BE)).not.toContain("2026-12-26");
  });
});
