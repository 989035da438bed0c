import { describe, expect, it } from "vitest";
import { receiptEmail, type Receipt } from "./receipt";

const withdrawal: Receipt = {
  brandName: "De Ochtendpost",
  country: "be",
  title: "De Ochtendpost – Digitaal",
  subscriptionId: "700299",
  customerName: "An Peeters",
  receivedAt: "2026-11-29T10:00:00.000Z",
  endDate: "2026-11-29",
  basis: "WITHDRAWAL",
  channel: "ACCOUNT",
  undoableUntil: null,
};

describe("the cancellation receipt", () => {
  it("says it as a Belgian reader does for a Belgian brand's subscription, and as the Netherlands does otherwise", async () => {
    const belgian = await receiptEmail(withdrawal, "an.peeters@example.be", "Beste An,");
    expect(belgian.body).toContain("Ontvangen via: Mijn Omgeving, aangemeld");
    expect(belgian.body).toContain("U hebt uw nieuwe abonnement binnen de bedenktijd van 14 dagen herroepen.");
    expect(belgian.body).not.toMatch(/ingelogd|U heeft/);

    const dutch = await receiptEmail({ ...withdrawal, brandName: "De Dagkoerier", country: "nl" }, "jan.jansen@example.nl", "Beste Jan,");
    expect(dutch.body).toContain("Ontvangen via: Mijn Omgeving, ingelogd");
    expect(dutch.body).toContain("U heeft uw nieuwe abonnement binnen de bedenktijd van 14 dagen herroepen.");
  });
});
