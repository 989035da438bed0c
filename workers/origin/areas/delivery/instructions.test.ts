import { describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, call, db, graphql, lastActivity, login } from "../../test/helpers";

// Issue 58: instructions for the deliverer per delivered newspaper ("niet in de brievenbus, achter het hek"),
// set by the owner, refused where nobody delivers, and handed to the distribution partner's route list.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const SET = `mutation($input: UpdateDeliveryInstructionsInput!) { updateDeliveryInstructions(input: $input) {
  subscriptionId acceptsDeliveryInstructions deliveryInstructions } }`;
const OVERVIEW = `{ deliveryService { subscriptions { subscriptionId acceptsDeliveryInstructions deliveryInstructions } } }`;
const violations = (body: { errors?: Array<{ extensions?: { violations?: unknown[] } }> }) => body.errors?.[0]?.extensions?.violations;

describe("updateDeliveryInstructions", () => {
  it("stores the owner's instructions for a delivered newspaper, tidied, with the event; empty removes them", async () => {
    const jan = (await login("jan.jansen@example.nl")).access_token;
    const overview = (await graphql(jan, OVERVIEW)).body.data!.deliveryService.subscriptions;
    expect(overview.find((s: { subscriptionId: string }) => s.subscriptionId === S.janDagkoerier)).toEqual({ subscriptionId: S.janDagkoerier, acceptsDeliveryInstructions: true, deliveryInstructions: null });
    // A magazine comes by post: no deliverer to instruct.
    expect(overview.find((s: { subscriptionId: string }) => s.subscriptionId === S.janWereldwijzer).acceptsDeliveryInstructions).toBe(false);

    const set = await graphql(jan, SET, { input: { subscriptionId: S.janDagkoerier, instructions: "  Niet in de brievenbus,   achter het hek. " } });
    expect(set.body.data!.updateDeliveryInstructions).toEqual({ subscriptionId: S.janDagkoerier, acceptsDeliveryInstructions: true, deliveryInstructions: "Niet in de brievenbus, achter het hek." });
    expect(await lastActivity(A.jan)).toMatchObject({ type: "DELIVERY_INSTRUCTIONS_UPDATED", details: { subscriptionId: S.janDagkoerier, instructions: "SET" } });

    // The distribution partner's route list carries them with the address.
    const list = (await (await call("/dev/bezorglijst?merk=dagkoerier&format=json")).json()) as { stops: Array<{ subscriptionId: string; address: string; instructions: string | null }> };
    expect(list.stops.find((item) => item.subscriptionId === S.janDagkoerier)).toMatchObject({ instructions: "Niet in de brievenbus, achter het hek.", address: expect.stringContaining("3811 CV") });
    expect(list.stops.some((item) => item.subscriptionId === S.janWereldwijzer)).toBe(false);

    const removed = await graphql(jan, SET, { input: { subscriptionId: S.janDagkoerier, instructions: " " } });
    expect(removed.body.data!.updateDeliveryInstructions.deliveryInstructions).toBeNull();
    expect(await lastActivity(A.jan)).toMatchObject({ details: { instructions: "REMOVED" } });
  });

  it("refuses too long a text, the spec's forbidden characters, a magazine and another account's paper, storing nothing", async () => {
    const jan = (await login("jan.jansen@example.nl")).access_token;
    const before = (await activityTypes(A.jan)).length;
    expect(violations((await graphql(jan, SET, { input: { subscriptionId: S.janDagkoerier, instructions: "x".repeat(201) } })).body)).toEqual([
      { code: "TOO-LONG", field: "instructions", message: "De instructie mag maximaal 200 tekens bevatten." },
    ]);
    expect(violations((await graphql(jan, SET, { input: { subscriptionId: S.janDagkoerier, instructions: "Bel aan: code #12" } })).body)).toMatchObject([{ code: "FORBIDDEN-CHARACTERS", field: "instructions" }]);
    expect((await graphql(jan, SET, { input: { subscriptionId: S.janWereldwijzer, instructions: "Achter het hek" } })).body.errors![0]!.extensions).toMatchObject({
      status: 409,
      violations: [{ code: "NO-DELIVERY-INSTRUCTIONS" }],
    });
    expect((await graphql(jan, SET, { input: { subscriptionId: S.anOchtendpost, instructions: "Achter het hek" } })).body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect((await activityTypes(A.jan)).length).toBe(before);
    const stored = await db.prepare("SELECT delivery_instructions FROM subscriptions WHERE id = ?").bind(S.anOchtendpost).first<{ delivery_instructions: string | null }>();
    expect(stored!.delivery_instructions).toBeNull();
  });
});
