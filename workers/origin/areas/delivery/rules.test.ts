import { describe, expect, it } from "vitest";
import {
  caseNumber,
  creditPerEditionCents,
  editionChoices,
  escalates,
  firstThursday,
  followUpState,
  isPublicHoliday,
  magazineEditions,
  newspaperEditions,
  redeliveryUntil,
  validateComplaint,
  type Window,
} from "./rules";

const SIX_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
const window = (today: string, time = "09:00", extra: Partial<Window> = {}): Window => ({ today, time, country: "nl", startDate: "2019-03-01", endDate: null, ...extra });
const dates = (editions: Array<{ date: string }>) => editions.map((edition) => edition.date);

describe("newspaper editions", () => {
  it("are the last 14 delivery days, newest first, without Sundays", () => {
    const editions = dates(newspaperEditions([...SIX_DAYS], window("2026-11-24")));
    expect(editions).toHaveLength(14);
    expect(editions[0]).toBe("2026-11-24");
    expect(editions).not.toContain("2026-11-22");
    expect(editions.at(-1)).toBe("2026-11-09");
  });

  it("count today only from the promised time: 07:00 in the Netherlands, 07:30 in Belgium", () => {
    expect(dates(newspaperEditions([...SIX_DAYS], window("2026-11-24", "06:59")))[0]).toBe("2026-11-23");
    expect(dates(newspaperEditions([...SIX_DAYS], window("2026-11-24", "07:00")))[0]).toBe("2026-11-24");
    expect(dates(newspaperEditions([...SIX_DAYS], window("2026-11-24", "07:15", { country: "be" })))[0]).toBe("2026-11-23");
    expect(dates(newspaperEditions([...SIX_DAYS], window("2026-11-24", "07:30", { country: "be" })))[0]).toBe("2026-11-24");
  });

  it("skip the public holidays of the brand's country", () => {
    const dutch = dates(newspaperEditions([...SIX_DAYS], window("2026-12-28")));
    expect(dutch).not.toContain("2026-12-25");
    expect(dutch).not.toContain("2026-12-26");
    expect(dutch).toContain("2026-12-24");
    // 26 December is no public holiday in Belgium; 21 July is.
    expect(dates(newspaperEditions([...SIX_DAYS], window("2026-12-28", "09:00", { country: "be" })))).toContain("2026-12-26");
    expect(isPublicHoliday("2026-07-21", "be")).toBe(true);
    expect(isPublicHoliday("2026-07-21", "nl")).toBe(false);
    expect(isPublicHoliday("2026-04-27", "nl")).toBe(true);
  });

  it("stay within the subscription's start and end", () => {
    expect(dates(newspaperEditions([...SIX_DAYS], window("2026-11-24", "09:00", { startDate: "2026-11-20" })))).toEqual(["2026-11-24", "2026-11-23", "2026-11-21", "2026-11-20"]);
    expect(dates(newspaperEditions([...SIX_DAYS], window("2026-11-24", "09:00", { endDate: "2026-11-19" })))[0]).toBe("2026-11-19");
    expect(newspaperEditions(["SATURDAY"], window("2026-11-24"))).toHaveLength(14);
  });
});

describe("magazine editions", () => {
  it("are the last 4 issues, on the first Thursday of their month, numbered within the year", () => {
    expect(firstThursday(2026, 11)).toBe("2026-11-05");
    expect(firstThursday(2026, 10)).toBe("2026-10-01");
    // Ten a year: no July and August issue.
    expect(magazineEditions(10, window("2026-11-24"))).toEqual([
      { date: "2026-11-05", issueNumber: 9 },
      { date: "2026-10-01", issueNumber: 8 },
      { date: "2026-09-03", issueNumber: 7 },
      { date: "2026-06-04", issueNumber: 6 },
    ]);
    expect(dates(magazineEditions(12, window("2026-01-10")))).toEqual(["2026-01-01", "2025-12-04", "2025-11-06", "2025-10-02"]);
  });
});

describe("choices", () => {
  it("mark days already reported and days of a holiday suspension, with the reason", () => {
    const choices = editionChoices(
      [{ date: "2026-11-24", issueNumber: null }, { date: "2026-11-23", issueNumber: null }, { date: "2026-11-21", issueNumber: null }],
      new Set(["2026-11-24"]),
      [{ start_date: "2026-11-21", end_date: "2026-11-22" }],
    );
    expect(choices.map((choice) => [choice.date, choice.available, choice.unavailableReason])).toEqual([
      ["2026-11-24", false, "ALREADY_REPORTED"],
      ["2026-11-23", true, null],
      ["2026-11-21", false, "SUSPENDED"],
    ]);
  });
});

describe("outcome", () => {
  it("credits the price of one edition", () => {
    expect(creditPerEditionCents(4599, "MONTH", { kind: "NEWSPAPER", deliveryDays: [...SIX_DAYS] })).toBe(177);
    expect(creditPerEditionCents(7950, "YEAR", { kind: "MAGAZINE", issuesPerYear: 10 })).toBe(795);
    expect(creditPerEditionCents(1450, "MONTH", { kind: "NEWSPAPER", deliveryDays: ["SATURDAY"] })).toBe(335);
    expect(creditPerEditionCents(13197, "QUARTER", { kind: "NEWSPAPER", deliveryDays: [...SIX_DAYS] })).toBe(169);
    expect(creditPerEditionCents(1799, "MONTH", { kind: "NONE" })).toBe(0);
  });

  it("offers re-delivery only where the brand does it, after the promised time and before 10:00", () => {
    const paper = { kind: "NEWSPAPER" as const, deliveryDays: [...SIX_DAYS] };
    expect(redeliveryUntil("dagkoerier", paper, { time: "09:59", country: "nl" })).toBe("10:00");
    expect(redeliveryUntil("dagkoerier", paper, { time: "10:00", country: "nl" })).toBeNull();
    expect(redeliveryUntil("dagkoerier", paper, { time: "06:45", country: "nl" })).toBeNull();
    expect(redeliveryUntil("ochtendpost", paper, { time: "08:00", country: "be" })).toBeNull();
    expect(redeliveryUntil("wereldwijzer", { kind: "MAGAZINE", issuesPerYear: 10 }, { time: "08:00", country: "nl" })).toBeNull();
  });

  it("escalates the third complaint within the window, with a case number", () => {
    expect([0, 1, 2, 5].map(escalates)).toEqual([false, false, true, true]);
    expect(caseNumber("2026", 42)).toBe("KS-2026-000042");
  });

  it("asks the follow-up from the day after a missing paper, for 7 days, until answered", () => {
    const paper = { kind: "NEWSPAPER" as const, deliveryDays: [...SIX_DAYS] };
    const missing = { type: "NOT_DELIVERED" as const, createdDay: "2026-11-24", answer: null };
    expect(followUpState(missing, paper, "2026-11-24")).toBe("NONE");
    expect(followUpState(missing, paper, "2026-11-25")).toBe("DUE");
    expect(followUpState(missing, paper, "2026-12-01")).toBe("DUE");
    expect(followUpState(missing, paper, "2026-12-02")).toBe("EXPIRED");
    expect(followUpState({ ...missing, answer: "DELIVERED" }, paper, "2026-11-25")).toBe("DELIVERED");
    expect(followUpState({ ...missing, type: "DAMAGED" }, paper, "2026-11-25")).toBe("NONE");
    expect(followUpState(missing, { kind: "MAGAZINE", issuesPerYear: 10 }, "2026-11-25")).toBe("NONE");
  });
});

describe("validateComplaint", () => {
  const choices = editionChoices([{ date: "2026-11-24", issueNumber: null }, { date: "2026-11-23", issueNumber: null }], new Set(["2026-11-23"]), []);
  const context = { category: "NEWSPAPER" as const, choices, today: "2026-11-24", todayDeliveredBy: null, redeliveryUntil: "10:00", suspendedText: () => "stil" };
  const codes = (input: Parameters<typeof validateComplaint>[0], extra = {}) => validateComplaint(input, { ...context, ...extra }).map((v) => `${v.field}:${v.code}`);

  it("accepts a complaint within the rules", () => {
    expect(codes({ type: "NOT_DELIVERED", editionDate: "2026-11-24" })).toEqual([]);
    expect(codes({ type: "NOT_DELIVERED", editionDate: "2026-11-24", compensation: "REDELIVERY" })).toEqual([]);
  });

  it("names the field of every broken rule", () => {
    expect(codes({ type: "WRONG_PRODUCT", editionDate: "2026-11-24", message: "Ander blad" }, { category: "MAGAZINE" })).toEqual(["type:TYPE-NOT-ALLOWED"]);
    expect(codes({ type: "NOT_DELIVERED", editionDate: "2026-11-01" })).toEqual(["editionDate:EDITION-OUT-OF-WINDOW"]);
    expect(codes({ type: "NOT_DELIVERED", editionDate: "2026-11-23" })).toEqual(["editionDate:EDITION-ALREADY-REPORTED"]);
    expect(codes({ type: "NOT_DELIVERED", editionDate: "2026-11-24" }, { choices: choices.slice(1), todayDeliveredBy: "07:00" })).toEqual(["editionDate:EDITION-NOT-YET-DELIVERED"]);
    expect(codes({ type: "DAMAGED", editionDate: "2026-11-24" })).toEqual(["message:REQUIRED"]);
    expect(codes({ type: "DAMAGED", editionDate: "2026-11-24", message: "nat # kapot" })).toEqual(["message:FORBIDDEN-CHARACTERS"]);
    expect(codes({ type: "NOT_DELIVERED", editionDate: "2026-11-24", message: "x".repeat(501) })).toEqual(["message:TOO-LONG"]);
    expect(codes({ type: "NOT_DELIVERED", editionDate: "2026-11-24", compensation: "REDELIVERY" }, { redeliveryUntil: null })).toEqual(["compensation:REDELIVERY-NOT-AVAILABLE"]);
    expect(codes({ type: "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED", editionDate: "2026-11-24", compensation: "REDELIVERY" })).toEqual(["compensation:REDELIVERY-NOT-AVAILABLE"]);
  });
});
