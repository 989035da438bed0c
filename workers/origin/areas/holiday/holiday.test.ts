import { afterEach, describe, expect, it } from "vitest";
import { addDays } from "../../calendar/calendar";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, lastActivity, login, resetClock, setTime } from "../../test/helpers";
import { todayLocal } from "../../calendar/time";
import { storeChanges } from "./data";
import { SEED_OFFSETS } from "./seed";

// The holiday service through GraphQL with real D1 (ADR 22): the options tell the pickers every rule,
// the mutations check every rule again, all-or-nothing, once per form, and only on the caller's own.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

const CHANGE_FIELDS = "changeId subscriptionId startDate endDate status cancellable changeable startDateChangeable skippedPapers";
const OVERVIEW = `{ holidayServicesOverview { deliverySuspensions { ${CHANGE_FIELDS} compensation }
  temporaryAddresses { ${CHANGE_FIELDS} address { street houseNumber houseNumberSuffix zipCode city countryCode } } } }`;
const OPTIONS = `{ holidayServiceOptions { subscriptionId brandId countryCode category deliveryDays issueDates earliestStartDate latestStartDate
  leadTimeWorkingDays maxDaysPerChange maxDaysPerYear nonDeliveryDays { date reason name } usage { year usedDays remainingDays }
  changes { changeId kind startDate endDate status } } }`;
const SUSPEND = `mutation($input: SuspendDeliveryInput!) { suspendDeliveryV2(input: $input) { deliverySuspensions { ${CHANGE_FIELDS} } } }`;
const ADDRESS = `mutation($input: SubmitTemporaryDeliveryAddressInput!) { submitTemporaryDeliveryAddressV2(input: $input) {
  temporaryAddresses { ${CHANGE_FIELDS} address { street houseNumberSuffix zipCode city countryCode } } } }`;
const CANCEL_SUSPENSION = `mutation($id: ID!) { cancelDeliverySuspensionV2(input: { changeId: $id }) { changeId status cancellable } }`;
const CANCEL_ADDRESS = `mutation($id: ID!) { cancelTemporaryDeliveryAddressV2(input: { changeId: $id }) { changeId status cancellable } }`;
const CHANGE = `mutation($input: HolidayServiceChangePeriodInput!) { changeHolidayServicePeriodV2(input: $input) {
  deliverySuspensions { ${CHANGE_FIELDS} } temporaryAddresses { ${CHANGE_FIELDS} } } }`;

afterEach(() => resetClock());

/** Sets the clock to a local time ("2026-11-25T10:00") and logs in. */
async function at(local: string, email = JAN) {
  setTime(`${local}:00+01:00`);
  return (await login(email)).access_token;
}

let keys = 0;
const suspend = (token: string, input: Record<string, unknown>) => graphql(token, SUSPEND, { input: { idempotencyKey: `form-${++keys}`, ...input } });

type Body = { errors?: Array<{ extensions?: { status?: number; code?: string; violations?: Array<{ code: string; field?: string; message: string }> } }> };
const violations = (body: Body) => (body.errors?.[0]?.extensions?.violations ?? []).map((v) => `${v.field ?? ""}:${v.code}`);

async function rows(table: "holiday_suspensions" | "holiday_temporary_addresses", subscriptionId: string) {
  const { results } = await db
    .prepare(`SELECT change_id, start_date, end_date, status FROM ${table} WHERE subscription_id = ? ORDER BY start_date`)
    .bind(subscriptionId)
    .all<{ change_id: string; start_date: string; end_date: string; status: string }>();
  return results;
}

async function overview(token: string) {
  return (await graphql(token, OVERVIEW)).body.data!.holidayServicesOverview;
}

describe("the demo seed", () => {
  it("has planned suspensions relative to today and a temporary address in the past", async () => {
    const token = (await login(JAN)).access_token;
    const today = todayLocal();
    const { deliverySuspensions, temporaryAddresses } = await overview(token);
    expect(deliverySuspensions).toEqual([
      expect.objectContaining({
        changeId: DEMO.suspensions.jan,
        startDate: addDays(today, SEED_OFFSETS.janSuspension.start),
        endDate: addDays(today, SEED_OFFSETS.janSuspension.end),
        status: "PLANNED",
        cancellable: true,
        compensation: "EXTEND_SUBSCRIPTION",
      }),
    ]);
    expect(deliverySuspensions[0].skippedPapers).toBeGreaterThanOrEqual(10);
    expect(temporaryAddresses).toEqual([
      expect.objectContaining({
        changeId: DEMO.temporaryAddresses.janRunning,
        subscriptionId: S.janWereldwijzer,
        startDate: addDays(today, SEED_OFFSETS.janRunningAddress.start),
        status: "ACTIVE",
        cancellable: false,
        changeable: true,
        startDateChangeable: false,
      }),
      expect.objectContaining({ changeId: DEMO.temporaryAddresses.jan, status: "COMPLETED", cancellable: false, changeable: false, address: expect.objectContaining({ city: "De Koog" }) }),
    ]);
    // The rest of this file works on fixed dates: no demo changes in the way.
    await db.batch([db.prepare("DELETE FROM holiday_suspensions"), db.prepare("DELETE FROM holiday_temporary_addresses")]);
  });
});

describe("holidayServiceOptions", () => {
  it("tells each paper subscription its earliest start, days without a paper, the yearly use and its changes", async () => {
    const jan = await graphql(await at("2026-11-25T10:00"), OPTIONS);
    const [paper, magazine] = jan.body.data!.holidayServiceOptions;
    expect(paper).toMatchObject({
      subscriptionId: S.janDagkoerier,
      brandId: "DK",
      countryCode: "NL",
      category: "NEWSPAPER",
      earliestStartDate: "2026-11-28", // Wednesday: Thursday and Friday are the 2 working days
      latestStartDate: "2027-11-25",
      leadTimeWorkingDays: 2,
      maxDaysPerChange: 90,
      maxDaysPerYear: 90,
      usage: [{ year: 2026, usedDays: 0, remainingDays: 90 }, { year: 2027, usedDays: 0, remainingDays: 90 }],
      changes: [],
      issueDates: [],
    });
    expect(paper.nonDeliveryDays).toContainEqual({ date: "2026-11-29", reason: "NO_DELIVERY_DAY", name: null });
    expect(paper.nonDeliveryDays).toContainEqual({ date: "2026-12-25", reason: "PUBLIC_HOLIDAY", name: "Kerstmis" });
    expect(paper.nonDeliveryDays).toContainEqual({ date: "2026-12-26", reason: "PUBLIC_HOLIDAY", name: "Tweede kerstdag" });
    expect(magazine).toMatchObject({ subscriptionId: S.janWereldwijzer, category: "MAGAZINE", deliveryDays: [], nonDeliveryDays: [] });
    expect(magazine.issueDates.slice(0, 2)).toEqual(["2026-12-03", "2027-01-07"]);

    const an = await graphql(await at("2026-11-25T10:00", AN), OPTIONS);
    const options = an.body.data!.holidayServiceOptions;
    expect(options.map((o: { subscriptionId: string }) => o.subscriptionId)).toEqual([S.anOchtendpost]); // Zendernet has no paper
    expect(options[0].countryCode).toBe("BE");
    expect(options[0].nonDeliveryDays.map((d: { date: string }) => d.date)).not.toContain("2026-12-26");
  });

  it("gives only the days of the reasons asked for: a calendar that knows the delivery days asks for the public holidays alone", async () => {
    const token = await at("2026-11-25T10:00");
    const query = (reasons: string) => `{ holidayServiceOptions { subscriptionId deliveryDays nonDeliveryDays${reasons} { date reason name } } }`;
    const [all] = (await graphql(token, query(""))).body.data!.holidayServiceOptions;
    const [holidays] = (await graphql(token, query("(reasons: [PUBLIC_HOLIDAY])"))).body.data!.holidayServiceOptions;
    const [sundays] = (await graphql(token, query("(reasons: [NO_DELIVERY_DAY])"))).body.data!.holidayServiceOptions;
    type Day = { date: string; reason: string; name: string | null };
    expect(holidays.nonDeliveryDays).toEqual(all.nonDeliveryDays.filter((day: Day) => day.reason === "PUBLIC_HOLIDAY"));
    expect(holidays.nonDeliveryDays).toContainEqual({ date: "2026-12-25", reason: "PUBLIC_HOLIDAY", name: "Kerstmis" });
    expect(holidays.nonDeliveryDays.length).toBeLessThan(20);
    // The rest are the weekdays outside deliveryDays: with them, the two lists are the whole list again.
    expect(all.deliveryDays).not.toContain("SUNDAY");
    expect(sundays.nonDeliveryDays.every((day: Day) => new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0)).toBe(true);
    expect([...holidays.nonDeliveryDays, ...sundays.nonDeliveryDays].sort((a: Day, b: Day) => a.date.localeCompare(b.date))).toEqual(all.nonDeliveryDays);
    const none = (await graphql(token, query("(reasons: [])"))).body.data!.holidayServiceOptions[0];
    expect(none.nonDeliveryDays).toEqual([]);
  });
});

describe("suspendDeliveryV2", () => {
  it("plans a suspension, counts the skipped papers without Sundays and holidays, and stores it once per form", async () => {
    const token = await at("2026-11-25T10:00");
    const input = { subscriptionIds: [S.janDagkoerier], startDate: "2026-12-21", endDate: "2027-01-03", idempotencyKey: "vakantie-1" };
    const [first, second] = await Promise.all([graphql(token, SUSPEND, { input }), graphql(token, SUSPEND, { input })]);
    const suspension = first.body.data!.suspendDeliveryV2.deliverySuspensions[0];
    expect(suspension).toMatchObject({ subscriptionId: S.janDagkoerier, startDate: "2026-12-21", endDate: "2027-01-03", status: "PLANNED", cancellable: true, skippedPapers: 9 });
    expect(second.body.data!.suspendDeliveryV2.deliverySuspensions).toEqual(first.body.data!.suspendDeliveryV2.deliverySuspensions);
    const again = await graphql(token, SUSPEND, { input });
    expect(again.body.data!.suspendDeliveryV2.deliverySuspensions).toHaveLength(1);
    expect(await rows("holiday_suspensions", S.janDagkoerier)).toHaveLength(1);
    expect((await activityTypes(A.jan)).filter((type) => type === "DELIVERY_SUSPENSION_PLANNED")).toHaveLength(1);
    expect((await lastActivity(A.jan))!.details).toMatchObject({ changeId: suspension.changeId, startDate: "2026-12-21", endDate: "2027-01-03" });
    const options = (await graphql(token, OPTIONS)).body.data!.holidayServiceOptions[0];
    expect(options.usage).toEqual([{ year: 2026, usedDays: 11, remainingDays: 79 }, { year: 2027, usedDays: 3, remainingDays: 87 }]);
    expect(options.changes).toEqual([{ changeId: suspension.changeId, kind: "SUSPENSION", startDate: "2026-12-21", endDate: "2027-01-03", status: "PLANNED" }]);
  });

  it("refuses bad dates next to their field and stores nothing", async () => {
    const token = await at("2026-11-25T10:00");
    const before = await rows("holiday_suspensions", S.janDagkoerier);
    const refused = async (startDate: string, endDate: string) => {
      const { body } = await suspend(token, { subscriptionIds: [S.janDagkoerier], startDate, endDate });
      expect(body.errors?.[0]?.extensions?.status).toBe(400);
      return violations(body);
    };
    expect(await refused("2026-11-24", "2026-12-05")).toEqual(["startDate:START-IN-PAST"]);
    expect(await refused("2026-11-27", "2026-12-05")).toEqual(["startDate:START-INSIDE-LEAD-TIME"]);
    expect(await refused("2026-12-10", "2026-12-08")).toEqual(["endDate:END-BEFORE-START"]);
    expect(await refused("2026-11-29", "2026-11-29")).toEqual(["endDate:NO-DELIVERY-DAY"]); // a Sunday
    expect(await refused("2027-01-10", "2027-04-10")).toEqual(["endDate:TOO-LONG"]); // 91 days
    expect(await refused("2027-01-02", "2027-01-09")).toEqual(["startDate:OVERLAP"]);
    expect(await refused("2026-12-01", "gisteren")).toEqual(["endDate:INVALID-DATE"]);
    expect(await rows("holiday_suspensions", S.janDagkoerier)).toEqual(before);
  });

  it("keeps to 90 days per subscription per calendar year", async () => {
    const token = await at("2026-11-25T10:00");
    const winter = await suspend(token, { subscriptionIds: [S.janWereldwijzer], startDate: "2027-01-05", endDate: "2027-03-31" }); // 86 days
    expect(winter.body.errors).toBeUndefined();
    const summer = await suspend(token, { subscriptionIds: [S.janWereldwijzer], startDate: "2027-06-01", endDate: "2027-06-10" });
    expect(summer.body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "YEARLY-MAXIMUM", field: "endDate", message: "Per abonnement kunt u hoogstens 90 dagen per kalenderjaar doorgeven. In 2027 heeft u nog 4 dagen over." },
    ]);
    const short = await suspend(token, { subscriptionIds: [S.janWereldwijzer], startDate: "2027-06-01", endDate: "2027-06-04" }); // issue on 3 June
    expect(short.body.errors).toBeUndefined();
  });

  it("plans several subscriptions at once or none of them", async () => {
    const token = await at("2026-11-25T10:00");
    const before = await rows("holiday_suspensions", S.janDagkoerier);
    const both = await suspend(token, { subscriptionIds: [S.janDagkoerier, S.janWereldwijzer], startDate: "2027-09-01", endDate: "2027-09-10" });
    expect(violations(both.body)).toEqual(["endDate:YEARLY-MAXIMUM"]);
    expect(both.body.errors?.[0]?.extensions?.violations?.[0]?.message).toMatch(/^Wereldwijzer: /);
    expect(await rows("holiday_suspensions", S.janDagkoerier)).toEqual(before);

    // The SQL guard: a change whose overlap appeared after the check fails the whole batch.
    const now = new Date().toISOString();
    const event = { accountId: A.jan, sessionId: null, type: "DELIVERY_SUSPENSION_PLANNED" as const };
    const change = (changeId: string, subscriptionId: string, startDate: string, endDate: string) => ({
      kind: "SUSPENSION" as const,
      change: { changeId, accountId: A.jan, subscriptionId, startDate, endDate, compensation: "NONE" as const, idempotencyKey: changeId, now, event },
    });
    await expect(storeChanges(db, [change("HS-T-1", S.janDagkoerier, "2027-08-01", "2027-08-05"), change("HS-T-2", S.janWereldwijzer, "2027-01-10", "2027-01-12")])).rejects.toThrow();
    expect((await rows("holiday_suspensions", S.janDagkoerier)).map((row) => row.change_id)).not.toContain("HS-T-1");
    expect((await db.prepare("SELECT COUNT(*) AS n FROM holiday_batch_guard").first<{ n: number }>())!.n).toBe(0);
  });

  it("answers NOT-FOUND for another account's subscription and NO-DELIVERY for one without paper", async () => {
    const token = await at("2026-11-25T10:00");
    const foreign = await suspend(token, { subscriptionIds: [S.janDagkoerier, S.anOchtendpost], startDate: "2027-09-01", endDate: "2027-09-05" });
    expect(foreign.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect((await rows("holiday_suspensions", S.janDagkoerier)).some((row) => row.start_date === "2027-09-01")).toBe(false);
    const an = await at("2026-11-25T10:00", AN);
    const account = await suspend(an, { subscriptionIds: [S.anZendernet], startDate: "2027-09-01", endDate: "2027-09-05" });
    expect(account.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409, violations: [{ code: "NO-DELIVERY" }] });
    const none = await suspend(an, { subscriptionIds: [], startDate: "2027-09-01", endDate: "2027-09-05" });
    expect(violations(none.body)).toEqual(["subscriptionIds:REQUIRED"]);
  });
});

describe("submitTemporaryDeliveryAddressV2 and cancelling", () => {
  const beach = { street: "Zeedijk", houseNumber: "12", houseNumberSuffix: "bus 3", zipCode: "8400", city: "Oostende", countryCode: "BE" };

  it("sends An's paper to a Belgian address, refuses abroad and bad postcodes, and cancels until the lead time", async () => {
    const an = await at("2026-11-25T10:00", AN);
    const abroad = await graphql(an, ADDRESS, { input: { subscriptionIds: [S.anOchtendpost], startDate: "2026-12-07", endDate: "2026-12-12", address: { ...beach, zipCode: "06400", city: "Cannes", countryCode: "FR" }, idempotencyKey: "adres-0" } });
    expect(abroad.body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "ADDRESS-ABROAD", field: "address.countryCode", message: "Wij bezorgen alleen in Nederland en België. Gaat u naar het buitenland? Lees de krant dan digitaal of pauzeer de bezorging." },
    ]);
    const letters = await graphql(an, ADDRESS, { input: { subscriptionIds: [S.anOchtendpost], startDate: "2026-11-26", endDate: "2026-12-12", address: { ...beach, zipCode: "84AB" }, idempotencyKey: "adres-1" } });
    expect(violations(letters.body)).toEqual(["startDate:START-INSIDE-LEAD-TIME", "address.zipCode:INVALID-ZIP-CODE"]);
    expect(await rows("holiday_temporary_addresses", S.anOchtendpost)).toEqual([]);

    const stored = await graphql(an, ADDRESS, { input: { subscriptionIds: [S.anOchtendpost], startDate: "2026-12-07", endDate: "2026-12-12", address: beach, idempotencyKey: "adres-2" } });
    const [address] = stored.body.data!.submitTemporaryDeliveryAddressV2.temporaryAddresses;
    expect(address).toMatchObject({ status: "PLANNED", cancellable: true, skippedPapers: 6, address: { street: "Zeedijk", houseNumberSuffix: "bus 3", zipCode: "8400", countryCode: "BE" } });
    expect((await lastActivity(A.an))!.type).toBe("TEMPORARY_ADDRESS_PLANNED");

    // Jan cannot see or cancel it: the same answer as an unknown id.
    const jan = await at("2026-11-25T10:00");
    const foreign = await graphql(jan, CANCEL_ADDRESS, { id: address.changeId });
    const unknown = await graphql(jan, CANCEL_ADDRESS, { id: "TA-bestaat-niet" });
    expect(foreign.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
    expect(foreign.body.errors?.[0]?.extensions).toEqual(unknown.body.errors?.[0]?.extensions);
    const moved = await graphql(jan, CHANGE, { input: { changeId: address.changeId, startDate: "2026-12-08", endDate: "2026-12-12" } });
    expect(moved.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });

    // Thursday 3 December: Friday and Monday are the working days, so Monday 7 December can no longer be cancelled.
    const late = await at("2026-12-03T10:00", AN);
    const refused = await graphql(late, CANCEL_ADDRESS, { id: address.changeId });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", violations: [{ code: "TEMPORARY-ADDRESS-NOT-CANCELLABLE" }] });

    const inTime = await at("2026-12-02T10:00", AN);
    const cancelled = await graphql(inTime, CANCEL_ADDRESS, { id: address.changeId });
    expect(cancelled.body.data!.cancelTemporaryDeliveryAddressV2).toEqual({ changeId: address.changeId, status: "CANCELLED", cancellable: false });
    expect((await lastActivity(A.an))!.type).toBe("TEMPORARY_ADDRESS_CANCELLED");
    const twice = await graphql(inTime, CANCEL_ADDRESS, { id: address.changeId });
    expect(twice.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409 });
  });

  it("cancels a suspension only until the lead time before its start", async () => {
    const token = await at("2026-11-25T10:00", AN);
    const planned = await suspend(token, { subscriptionIds: [S.anOchtendpost], startDate: "2027-01-11", endDate: "2027-01-16" });
    const id = planned.body.data!.suspendDeliveryV2.deliverySuspensions.find((s: { startDate: string }) => s.startDate === "2027-01-11").changeId;
    const late = await at("2027-01-08T09:00", AN); // Friday: Monday and Tuesday are needed
    expect((await graphql(late, CANCEL_SUSPENSION, { id })).body.errors?.[0]?.extensions).toMatchObject({ violations: [{ code: "SUSPENSION-NOT-CANCELLABLE" }] });
    const early = await at("2027-01-06T09:00", AN);
    expect((await graphql(early, CANCEL_SUSPENSION, { id })).body.data!.cancelDeliverySuspensionV2).toMatchObject({ status: "CANCELLED" });
    expect((await activityTypes(A.an))[0]).toBe("DELIVERY_SUSPENSION_CANCELLED");
  });
});

describe("changeHolidayServicePeriodV2", () => {
  it("moves a planned change with every rule, and only shortens a running one to tomorrow at the earliest", async () => {
    const token = await at("2026-11-25T10:00", AN);
    const planned = await suspend(token, { subscriptionIds: [S.anOchtendpost], startDate: "2027-02-01", endDate: "2027-02-20" });
    const id = planned.body.data!.suspendDeliveryV2.deliverySuspensions.find((s: { startDate: string }) => s.startDate === "2027-02-01").changeId;

    const moved = await graphql(token, CHANGE, { input: { changeId: id, startDate: "2027-02-08", endDate: "2027-02-27" } });
    expect(moved.body.data!.changeHolidayServicePeriodV2.deliverySuspensions.find((s: { changeId: string }) => s.changeId === id)).toMatchObject({ startDate: "2027-02-08", endDate: "2027-02-27" });
    expect((await lastActivity(A.an))!).toMatchObject({ type: "HOLIDAY_SERVICE_CHANGED", details: { changeId: id, kind: "SUSPENSION", endDate: "2027-02-27" } });
    const tooLong = await graphql(token, CHANGE, { input: { changeId: id, startDate: "2027-02-08", endDate: "2027-06-01" } });
    expect(violations(tooLong.body)).toEqual(["endDate:TOO-LONG"]);

    const running = await at("2027-02-15T10:00", AN);
    const later = await graphql(running, CHANGE, { input: { changeId: id, startDate: "2027-02-08", endDate: "2027-03-05" } });
    expect(violations(later.body)).toEqual(["endDate:ONLY-SHORTER"]);
    const today = await graphql(running, CHANGE, { input: { changeId: id, startDate: "2027-02-08", endDate: "2027-02-15" } });
    expect(violations(today.body)).toEqual(["endDate:END-IN-PAST"]);
    const otherStart = await graphql(running, CHANGE, { input: { changeId: id, startDate: "2027-02-10", endDate: "2027-02-20" } });
    expect(violations(otherStart.body)).toEqual(["startDate:START-LOCKED"]);
    const shortened = await graphql(running, CHANGE, { input: { changeId: id, startDate: "2027-02-08", endDate: "2027-02-16" } });
    expect(shortened.body.data!.changeHolidayServicePeriodV2.deliverySuspensions.find((s: { changeId: string }) => s.changeId === id)).toMatchObject({
      status: "ACTIVE",
      endDate: "2027-02-16",
      skippedPapers: 8, // 8–13 and 15–16 February
      changeable: false,
      cancellable: false,
    });
    const over = await at("2027-02-17T10:00", AN);
    const done = await graphql(over, CHANGE, { input: { changeId: id, startDate: "2027-02-08", endDate: "2027-02-16" } });
    expect(done.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", violations: [{ code: "NOT-CHANGEABLE" }] });
  });
});
