import { describe, expect, test } from "vitest";
import { BELGIAN_DATES, DUTCH_DATES, dateSettings, dayKey, dayLabel, formatDate, formatDateTime, formatTime, groupByDay, relativeTime } from "./dates";

// 2026-11-02 20:30 in Amsterdam (CET, UTC+1).
const NOW = Date.parse("2026-11-02T19:30:00Z");

describe("formatDate", () => {
  test("writes a calendar day, the same when asked again and whatever the time after it", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate("2027-07-12", DUTCH_DATES)).toBe("12 juli 2027");
      expect(formatDate("2027-07-12T23:30:00Z", DUTCH_DATES)).toBe("12 juli 2027");
      expect(formatDate("2027-01-01", BELGIAN_DATES)).toBe("1 januari 2027");
    }
  });

  test("says the weekday when asked, and keeps the two apart in its cache", () => {
    expect(formatDate("2027-03-06", DUTCH_DATES, { weekday: true })).toBe("zaterdag 6 maart 2027");
    expect(formatDate("2027-03-06", DUTCH_DATES)).toBe("6 maart 2027");
    expect(formatDate("2027-03-06", BELGIAN_DATES, { weekday: true })).toBe("zaterdag 6 maart 2027");
  });
});

describe("formatDateTime and formatTime", () => {
  test("write Dutch dates in the Dutch time zone", () => {
    expect(formatDateTime("2026-11-02T18:15:00Z", DUTCH_DATES)).toBe("2 november 2026 om 19:15");
    expect(formatTime("2026-11-02T18:15:00Z", DUTCH_DATES)).toBe("19:15");
    // Summer time: UTC+2.
    expect(formatTime("2026-07-01T08:00:00Z", DUTCH_DATES)).toBe("10:00");
  });

  test("Belgian brands get nl-BE in Brussels", () => {
    expect(dateSettings("be")).toBe(BELGIAN_DATES);
    expect(dateSettings("nl")).toBe(DUTCH_DATES);
    expect(dateSettings(null)).toBe(DUTCH_DATES);
    expect(formatDateTime("2026-11-02T18:15:00Z", BELGIAN_DATES)).toContain("2 november 2026");
  });
});

describe("relativeTime", () => {
  test.each([
    ["2026-11-02T19:30:00Z", "nu"],
    ["2026-11-02T19:29:30Z", "nu"],
    ["2026-11-02T19:27:00Z", "3 minuten geleden"],
    ["2026-11-02T19:29:00Z", "1 minuut geleden"],
    ["2026-11-02T17:30:00Z", "2 uur geleden"],
    ["2026-11-01T19:00:00Z", "gisteren"],
    ["2026-10-30T19:00:00Z", "3 dagen geleden"],
    ["2026-10-19T19:00:00Z", "2 weken geleden"],
    ["2026-08-01T19:00:00Z", "3 maanden geleden"],
    ["2024-11-01T19:00:00Z", "2 jaar geleden"],
  ])("%s → %s", (iso, expected) => {
    expect(relativeTime(iso, NOW, DUTCH_DATES)).toBe(expected);
  });

  test("a moment in the future (clock skew) is now", () => {
    expect(relativeTime("2026-11-02T19:31:00Z", NOW, DUTCH_DATES)).toBe("nu");
  });
});

describe("dayKey and dayLabel", () => {
  test("the calendar day follows the time zone, not UTC", () => {
    // 23:30 UTC on 1 November is 00:30 on 2 November in Amsterdam.
    expect(dayKey("2026-11-01T23:30:00Z", "Europe/Amsterdam")).toBe("2026-11-02");
    expect(dayKey("2026-11-01T23:30:00Z", "UTC")).toBe("2026-11-01");
  });

  test("today, yesterday, then the full date with the weekday", () => {
    expect(dayLabel("2026-11-02", NOW, DUTCH_DATES)).toBe("Vandaag");
    expect(dayLabel("2026-11-01", NOW, DUTCH_DATES)).toBe("Gisteren");
    expect(dayLabel("2026-10-31", NOW, DUTCH_DATES)).toBe("Zaterdag 31 oktober 2026");
  });
});

describe("groupByDay", () => {
  test("groups newest-first items by local day, keeping the order inside each day", () => {
    const items = [
      { id: "a", at: "2026-11-02T19:00:00Z" },
      { id: "b", at: "2026-11-01T23:30:00Z" }, // 00:30 on 2 November in Amsterdam
      { id: "c", at: "2026-11-01T10:00:00Z" },
      { id: "d", at: "2026-10-20T10:00:00Z" },
    ];
    const groups = groupByDay(items, NOW, DUTCH_DATES);
    expect(groups.map((group) => [group.key, group.label, group.items.map((item) => item.id)])).toEqual([
      ["2026-11-02", "Vandaag", ["a", "b"]],
      ["2026-11-01", "Gisteren", ["c"]],
      ["2026-10-20", "Dinsdag 20 oktober 2026", ["d"]],
    ]);
  });

  test("no items, no groups", () => {
    expect(groupByDay([], NOW, DUTCH_DATES)).toEqual([]);
  });
});
