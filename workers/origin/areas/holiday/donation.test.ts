import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { db, graphql, lastActivity, login, resetClock, setTime } from "../../test/helpers";
import { DONATION_PARTNERS } from "./seed";

// "Doneer mijn krant" through GraphQL with real D1 (ADR 22): the options say per subscription whether
// its skipped papers may go to a partner organisation of its region and to which; suspendDeliveryV2
// checks the partner again; the overview names it; the change can be changed and cancelled as any.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const P = DONATION_PARTNERS;
const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

const PARTNER = "donationPartner { id name city region kind }";
const OVERVIEW = `{ holidayServicesOverview { deliverySuspensions { changeId subscriptionId startDate endDate status compensation ${PARTNER} } } }`;
const OPTIONS = `{ holidayServiceOptions { subscriptionId category donation { offered unavailableReason partners { id name description kind city region } } } }`;
const SUSPEND = `mutation($input: SuspendDeliveryInput!) { suspendDeliveryV2(input: $input) {
  deliverySuspensions { changeId subscriptionId startDate endDate compensation ${PARTNER} } } }`;
const CHANGE = `mutation($input: HolidayServiceChangePeriodInput!) { changeHolidayServicePeriodV2(input: $input) {
  deliverySuspensions { changeId startDate endDate compensation ${PARTNER} } } }`;
const CANCEL = `mutation($id: ID!) { cancelDeliverySuspensionV2(input: { changeId: $id }) { changeId status compensation ${PARTNER} } }`;

afterEach(() => resetClock());

async function at(local: string, email = JAN) {
  setTime(`${local}:00+01:00`);
  return (await login(email)).access_token;
}

let keys = 0;
const suspend = (token: string, input: Record<string, unknown>) => graphql(token, SUSPEND, { input: { idempotencyKey: `donatie-${++keys}`, ...input } });

type Violation = { code: string; field?: string; message: string };
type Body = { errors?: Array<{ extensions?: { status?: number; code?: string; violations?: Violation[] } }> };
const violations = (body: Body) => (body.errors?.[0]?.extensions?.violations ?? []).map((v) => `${v.field ?? ""}:${v.code}`);

async function stored(subscriptionId: string) {
  const { results } = await db
    .prepare("SELECT start_date, compensation, donation_partner_id, status FROM holiday_suspensions WHERE subscription_id = ? ORDER BY start_date")
    .bind(subscriptionId)
    .all<{ start_date: string; compensation: string; donation_partner_id: string | null; status: string }>();
  return results;
}

const setDeliveryZip = (subscriptionId: string, zipCode: string | null) =>
  db.prepare("UPDATE subscriptions SET delivery_zip_code = ? WHERE id = ?").bind(zipCode, subscriptionId).run();

describe("the demo seed", () => {
  it("has An's pause donating to a care home in Antwerpen", async () => {
    const token = (await login(AN)).access_token;
    const { deliverySuspensions } = (await graphql(token, OVERVIEW)).body.data!.holidayServicesOverview;
    expect(deliverySuspensions).toEqual([
      expect.objectContaining({
        changeId: DEMO.suspensions.an,
        compensation: "DONATE",
        donationPartner: { id: P.antwerpen, name: "WZC Scheldezicht", city: "Antwerpen", region: "provincie Antwerpen", kind: "CARE_HOME" },
      }),
    ]);
    const jan = (await graphql((await login(JAN)).access_token, OVERVIEW)).body.data!.holidayServicesOverview;
    expect(jan.deliverySuspensions[0]).toMatchObject({ compensation: "EXTEND_SUBSCRIPTION", donationPartner: null });
    // The rest of this file works on fixed dates: no demo changes in the way.
    await db.batch([db.prepare("DELETE FROM holiday_suspensions"), db.prepare("DELETE FROM holiday_temporary_addresses")]);
  });
});

describe("holidayServiceOptions: donation", () => {
  it("offers the partners of the delivery address's region to a newspaper, never to a magazine", async () => {
    const jan = (await graphql(await at("2026-11-25T10:00"), OPTIONS)).body.data!.holidayServiceOptions;
    const [paper, magazine] = jan;
    expect(paper.subscriptionId).toBe(S.janDagkoerier);
    expect(paper.donation.offered).toBe(true);
    expect(paper.donation.unavailableReason).toBeNull();
    // Amersfoort (3811 CV) lies in the province of Utrecht; by name.
    expect(paper.donation.partners.map((p: { name: string }) => p.name)).toEqual(["Bibliotheek Domstad – leestafel", "Voedselbank Heuvelrug", "Woonzorgcentrum De Eemhof"]);
    expect(paper.donation.partners.map((p: { kind: string }) => p.kind).sort()).toEqual(["CARE_HOME", "FOOD_BANK", "LIBRARY"]);
    expect(paper.donation.partners[2].description).toMatch(/krant/);
    expect(magazine).toMatchObject({ subscriptionId: S.janWereldwijzer, category: "MAGAZINE", donation: { offered: false, unavailableReason: "MAGAZINE", partners: [] } });

    const an = (await graphql(await at("2026-11-25T10:00", AN), OPTIONS)).body.data!.holidayServiceOptions;
    // Antwerpen (2018): the partners of the province that still take papers (De Kaai has stopped).
    expect(an[0].donation.partners.map((p: { id: string }) => p.id)).toEqual(["DP-BE-ZUIDKAAI", "DP-BE-SCHAKEL", P.antwerpen]);
  });

  it("says why not when the region has no partner or there is no delivery address", async () => {
    const token = await at("2026-11-25T10:00");
    try {
      await setDeliveryZip(S.janDagkoerier, "5611 EM"); // Eindhoven: no partner there
      const none = (await graphql(token, OPTIONS)).body.data!.holidayServiceOptions[0];
      expect(none.donation).toEqual({ offered: false, unavailableReason: "NO_PARTNER_IN_REGION", partners: [] });
      await setDeliveryZip(S.janDagkoerier, null);
      const unknown = (await graphql(token, OPTIONS)).body.data!.holidayServiceOptions[0];
      expect(unknown.donation).toEqual({ offered: false, unavailableReason: "NO_DELIVERY_ADDRESS", partners: [] });
    } finally {
      await setDeliveryZip(S.janDagkoerier, "3811 CV");
    }
  });
});

describe("suspendDeliveryV2 with DONATE", () => {
  it("stores the partner once per form, tells the activity, and the overview names it", async () => {
    const token = await at("2026-11-25T10:00");
    const input = { subscriptionIds: [S.janDagkoerier], startDate: "2026-12-21", endDate: "2027-01-03", compensation: "DONATE", donationPartnerId: P.amersfoort, idempotencyKey: "doneer-1" };
    const [first, second] = await Promise.all([graphql(token, SUSPEND, { input }), graphql(token, SUSPEND, { input })]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    const [suspension] = first.body.data!.suspendDeliveryV2.deliverySuspensions;
    expect(suspension).toMatchObject({ compensation: "DONATE", donationPartner: { id: P.amersfoort, name: "Woonzorgcentrum De Eemhof", city: "Amersfoort" } });
    expect(await stored(S.janDagkoerier)).toEqual([{ start_date: "2026-12-21", compensation: "DONATE", donation_partner_id: P.amersfoort, status: "PLANNED" }]);
    expect((await lastActivity(A.jan))!).toMatchObject({ type: "DELIVERY_SUSPENSION_PLANNED", details: { changeId: suspension.changeId, compensation: "DONATE", donationPartnerId: P.amersfoort } });
  });

  it("refuses a missing, unknown, stopped or far-away partner and a magazine, next to the field, and stores nothing", async () => {
    const jan = await at("2026-11-25T10:00");
    const before = await stored(S.janDagkoerier);
    const base = { subscriptionIds: [S.janDagkoerier], startDate: "2027-02-01", endDate: "2027-02-06", compensation: "DONATE" };
    const missing = await suspend(jan, base);
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ status: 400, violations: [{ code: "DONATION-PARTNER-REQUIRED", field: "donationPartnerId", message: "Kies de organisatie die uw kranten krijgt." }] });
    expect(violations((await suspend(jan, { ...base, donationPartnerId: "DP-BESTAAT-NIET" })).body)).toEqual(["donationPartnerId:DONATION-PARTNER-NOT-FOUND"]);
    const far = await suspend(jan, { ...base, donationPartnerId: P.antwerpen });
    expect(far.body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "DONATION-PARTNER-OUTSIDE-REGION", field: "donationPartnerId", message: "WZC Scheldezicht haalt geen kranten op in de regio van uw bezorgadres. Kies een organisatie uit de lijst." },
    ]);
    const magazine = await suspend(jan, { ...base, subscriptionIds: [S.janWereldwijzer], donationPartnerId: P.amersfoort });
    expect(violations(magazine.body)).toEqual(["compensation:COMPENSATION-NOT-OFFERED"]);
    expect(magazine.body.errors?.[0]?.extensions?.violations?.[0]?.message).toMatch(/^Doneren kan alleen bij een krant/);
    // Both subscriptions: all or none, and the message names the magazine.
    const both = await suspend(jan, { ...base, subscriptionIds: [S.janDagkoerier, S.janWereldwijzer], donationPartnerId: P.amersfoort });
    expect(both.body.errors?.[0]?.extensions?.violations).toEqual([expect.objectContaining({ code: "COMPENSATION-NOT-OFFERED", message: expect.stringMatching(/^Wereldwijzer: /) })]);
    // A date problem and a donation problem together, each on its field.
    const dates = await suspend(jan, { ...base, startDate: "2026-11-26", endDate: "2026-12-05", donationPartnerId: "" });
    expect(violations(dates.body)).toEqual(["startDate:START-INSIDE-LEAD-TIME", "donationPartnerId:DONATION-PARTNER-REQUIRED"]);
    expect(await stored(S.janDagkoerier)).toEqual(before);
    expect(await stored(S.janWereldwijzer)).toEqual([]);

    const an = await at("2026-11-25T10:00", AN);
    const stopped = await suspend(an, { ...base, subscriptionIds: [S.anOchtendpost], donationPartnerId: P.antwerpenStopped });
    expect(violations(stopped.body)).toEqual(["donationPartnerId:DONATION-PARTNER-NOT-FOUND"]);
    const gent = await suspend(an, { ...base, subscriptionIds: [S.anOchtendpost], donationPartnerId: P.gent });
    expect(violations(gent.body)).toEqual(["donationPartnerId:DONATION-PARTNER-OUTSIDE-REGION"]);
    expect(await stored(S.anOchtendpost)).toEqual([]);
  });

  it("refuses DONATE where no partner takes papers, and ignores a partner with another compensation", async () => {
    const token = await at("2026-11-25T10:00");
    try {
      await setDeliveryZip(S.janDagkoerier, "5611 EM");
      const none = await suspend(token, { subscriptionIds: [S.janDagkoerier], startDate: "2027-03-01", endDate: "2027-03-06", compensation: "DONATE", donationPartnerId: P.amersfoort });
      expect(none.body.errors?.[0]?.extensions?.violations).toEqual([
        expect.objectContaining({ code: "COMPENSATION-NOT-OFFERED", field: "compensation", message: expect.stringMatching(/^In de regio van uw bezorgadres/) }),
      ]);
    } finally {
      await setDeliveryZip(S.janDagkoerier, "3811 CV");
    }
    const extend = await suspend(token, { subscriptionIds: [S.janDagkoerier], startDate: "2027-03-01", endDate: "2027-03-06", compensation: "EXTEND_SUBSCRIPTION", donationPartnerId: P.amersfoort });
    expect(extend.body.data!.suspendDeliveryV2.deliverySuspensions.find((s: { startDate: string }) => s.startDate === "2027-03-01")).toMatchObject({ compensation: "EXTEND_SUBSCRIPTION", donationPartner: null });
  });

  it("changes and cancels a donating pause like any other, keeping its partner", async () => {
    const token = await at("2026-11-25T10:00", AN);
    const planned = await suspend(token, { subscriptionIds: [S.anOchtendpost], startDate: "2027-04-05", endDate: "2027-04-10", compensation: "DONATE", donationPartnerId: "DP-BE-SCHAKEL" });
    const id = planned.body.data!.suspendDeliveryV2.deliverySuspensions.find((s: { startDate: string }) => s.startDate === "2027-04-05").changeId;
    const moved = await graphql(token, CHANGE, { input: { changeId: id, startDate: "2027-04-12", endDate: "2027-04-17" } });
    expect(moved.body.data!.changeHolidayServicePeriodV2.deliverySuspensions.find((s: { changeId: string }) => s.changeId === id)).toMatchObject({
      startDate: "2027-04-12",
      compensation: "DONATE",
      donationPartner: { id: "DP-BE-SCHAKEL", name: "Sociale kruidenier De Schakel", city: "Mechelen" },
    });
    const cancelled = await graphql(token, CANCEL, { id });
    expect(cancelled.body.data!.cancelDeliverySuspensionV2).toMatchObject({ status: "CANCELLED", compensation: "DONATE", donationPartner: { id: "DP-BE-SCHAKEL" } });
  });
});
