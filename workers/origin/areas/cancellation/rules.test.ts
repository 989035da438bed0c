import { describe, expect, it } from "vitest";
import { addMonths, canUndo, earliestEndDate, validateComment, withdrawalUntil } from "./rules";

describe("the earliest end date", () => {
  it("is one month ahead for a running subscription, clamped to the month's end", () => {
    expect(earliestEndDate([{ start_date: "2022-01-01", end_date: null }], "2026-11-25")).toEqual({ date: "2026-12-25", basis: "NOTICE_PERIOD" });
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("is the end of a fixed period the subscription is in (a first year at a discount)", () => {
    const phases = [
      { start_date: "2026-03-01", end_date: "2027-02-28" },
      { start_date: "2027-03-01", end_date: null },
    ];
    expect(earliestEndDate(phases, "2026-11-25")).toEqual({ date: "2027-02-28", basis: "FIXED_PERIOD" });
    // After the fixed period: the running phase's month of notice.
    expect(earliestEndDate(phases, "2027-04-10")).toEqual({ date: "2027-05-10", basis: "NOTICE_PERIOD" });
  });
});

describe("the right of withdrawal", () => {
  it("withdraws a subscription within 14 days of its start: it stops today; from day 15 the normal terms apply", () => {
    const phases = [{ start_date: "2026-11-20", end_date: "2027-11-19" }];
    expect(earliestEndDate(phases, "2026-11-20")).toEqual({ date: "2026-11-20", basis: "WITHDRAWAL" });
    expect(earliestEndDate(phases, "2026-12-03")).toEqual({ date: "2026-12-03", basis: "WITHDRAWAL" });
    expect(earliestEndDate(phases, "2026-12-04")).toEqual({ date: "2027-11-19", basis: "FIXED_PERIOD" });
    expect(withdrawalUntil("2026-02-20")).toBe("2026-03-05");
    // Not before it started.
    expect(earliestEndDate([{ start_date: "2026-12-01", end_date: null }], "2026-11-28").basis).toBe("NOTICE_PERIOD");
  });
});

describe("undo and the comment", () => {
  it("allows an undo only before the end date", () => {
    expect(canUndo("2026-12-25", "2026-12-24")).toBe(true);
    expect(canUndo("2026-12-25", "2026-12-25")).toBe(false);
    expect(canUndo(null, "2026-12-24")).toBe(false);
  });

  it("takes an empty comment, refuses one over 500 characters or with forbidden characters", () => {
    expect(validateComment(undefined)).toEqual([]);
    expect(validateComment("  ")).toEqual([]);
    expect(validateComment("a".repeat(501)).map((v) => v.code)).toEqual(["TOO-LONG"]);
    expect(validateComment("zie <script>").map((v) => v.code)).toEqual(["FORBIDDEN-CHARACTERS"]);
  });
});
