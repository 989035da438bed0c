// The e-mail a subscriber keeps of each holiday plan, change and cancellation (issue 58, mail.ts): one per
// form, with the dates, in the brand's Dutch; none for a refused or repeated form.
import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { graphql, login, outboxTo, resetClock, setTime } from "../../test/helpers";

const S = DEMO.subscriptions;
const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

const SUSPEND = "mutation($input: SuspendDeliveryInput!) { suspendDeliveryV2(input: $input) { deliverySuspensions { changeId startDate } } }";
const ADDRESS = "mutation($input: SubmitTemporaryDeliveryAddressInput!) { submitTemporaryDeliveryAddressV2(input: $input) { temporaryAddresses { changeId startDate } } }";
const CHANGE = "mutation($input: HolidayServiceChangePeriodInput!) { changeHolidayServicePeriodV2(input: $input) { deliverySuspensions { changeId } } }";
const CANCEL_SUSPENSION = "mutation($id: ID!) { cancelDeliverySuspensionV2(input: { changeId: $id }) { status } }";
const CANCEL_ADDRESS = "mutation($id: ID!) { cancelTemporaryDeliveryAddressV2(input: { changeId: $id }) { status } }";

afterEach(() => resetClock());

async function at(local: string, email: string) {
  setTime(`${local}:00+01:00`);
  return (await login(email)).access_token;
}

const holidayMails = async (to: string) => (await outboxTo(to)).filter((message) => message.subject.startsWith("Uw vakantie"));

describe("holiday e-mails", () => {
  it("one when a pause is planned (not again for the same form, none for a refused one), one when it is changed, one when it is cancelled", async () => {
    const jan = await at("2026-11-25T10:00", JAN);
    const before = (await holidayMails(JAN)).length;
    const input = { subscriptionIds: [S.janDagkoerier], startDate: "2026-12-21", endDate: "2027-01-03", idempotencyKey: "mail-vakantie-1" };
    const planned = await graphql(jan, SUSPEND, { input });
    const changeId = planned.body.data!.suspendDeliveryV2.deliverySuspensions.find((item: { startDate: string }) => item.startDate === "2026-12-21").changeId as string;
    await graphql(jan, SUSPEND, { input });
    const refused = await graphql(jan, SUSPEND, { input: { ...input, startDate: "2026-11-26", idempotencyKey: "mail-vakantie-2" } });
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    const [plan, ...rest] = await holidayMails(JAN);
    expect(rest.length).toBe(before);
    expect(plan!.subject).toBe("Uw vakantie is doorgegeven: 21 december 2026 t/m 3 januari 2027");
    expect(plan!.body).toContain("Beste Jan,");
    expect(plan!.body).toContain(`(abonnement ${S.janDagkoerier}): de bezorging wordt gepauzeerd, 21 december 2026 t/m 3 januari 2027.`);
    expect(plan!.body).toContain("Digitaal lezen gaat in die periode gewoon door.");
    expect(plan!.body).toContain("Wijzigen of annuleren kan tot 2 werkdagen voor de begindatum");

    await graphql(jan, CHANGE, { input: { changeId, startDate: "2026-12-21", endDate: "2027-01-04" } });
    const [changed] = await holidayMails(JAN);
    expect(changed!.subject).toBe("Uw vakantie is gewijzigd: 21 december 2026 t/m 4 januari 2027");
    expect(changed!.body).toContain("(was 21 december 2026 t/m 3 januari 2027)");

    await graphql(jan, CANCEL_SUSPENSION, { id: changeId });
    const [cancelled] = await holidayMails(JAN);
    expect(cancelled!.subject).toBe("Uw vakantie is geannuleerd: 21 december 2026 t/m 4 januari 2027");
    expect(cancelled!.body).toContain("Uw krant of blad komt in die periode gewoon op uw eigen adres.");
    // A second cancel is refused and sends nothing.
    await graphql(jan, CANCEL_SUSPENSION, { id: changeId });
    expect((await holidayMails(JAN))[0]!.id).toBe(cancelled!.id);
  });

  it("on a Belgian brand in Belgian Dutch, with the holiday address", async () => {
    const an = await at("2026-11-25T10:00", AN);
    const beach = { street: "Zeedijk", houseNumber: "12", houseNumberSuffix: "bus 3", zipCode: "8400", city: "Oostende", countryCode: "BE" };
    const stored = await graphql(an, ADDRESS, { input: { subscriptionIds: [S.anOchtendpost], startDate: "2026-12-07", endDate: "2026-12-12", address: beach, idempotencyKey: "mail-adres-1" } });
    const changeId = stored.body.data!.submitTemporaryDeliveryAddressV2.temporaryAddresses[0].changeId as string;
    const [plan] = await holidayMails(AN);
    expect(plan!.subject).toBe("Uw vakantie is doorgegeven: 7 december 2026 t.e.m. 12 december 2026");
    expect(plan!.body).toContain("de bedeling gaat naar uw vakantieadres Zeedijk 12 bus 3, 8400 Oostende, 7 december 2026 t.e.m. 12 december 2026.");
    expect(plan!.body).not.toMatch(/t\/m|bezorg|klantenservice/);
    await graphql(an, CANCEL_ADDRESS, { id: changeId });
    expect((await holidayMails(AN))[0]!.subject).toBe("Uw vakantie is geannuleerd: 7 december 2026 t.e.m. 12 december 2026");
  });
});
