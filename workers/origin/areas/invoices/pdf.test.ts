import { describe, expect, it } from "vitest";
import { signedEuro } from "./pdf";
import { paymentText } from "./texts";

// What an invoice says about paying it, per payment method and state, in the brand country's words
// (issue 56: one thing per invoice — never "automatische incasso" and "maak over" at once, never a date
// gone by as the one to pay by, always the account to pay to).

const invoice = (status: "OPEN" | "OVERDUE" | "PAID" | "CREDITED") => ({ status, price: 39.95, dueDate: "2026-11-15", invoiceNumber: "OP202611700200" }) as const;
const flat = (text: string | null) => text?.replace(/\u00a0/g, " ") ?? null;
/** Days before and after the due date (15 November 2026): the texts never name a date gone by. */
const BEFORE_DUE = "2026-11-01";
const AFTER_DUE = "2026-12-07";

describe("paymentText", () => {
  it("says a Belgian domiciliëring is collected, with nothing to transfer", () => {
    const text = flat(paymentText(invoice("OPEN"), "be", { method: "DIRECT_DEBIT_BE", failed: false, iban: "BE71 0961 2345 6769" }, BEFORE_DUE));
    expect(text).toBe("Dit bedrag wordt rond 15 november 2026 via domiciliëring van uw rekening eindigend op 6769 gehaald. U hoeft niets te doen.");
  });

  it("asks a Belgian whose domiciliëring failed to pay now (Bancontact) or transfer it (overschrijven), with the bank's reason, as soon as possible once overdue", () => {
    const text = flat(paymentText({ ...invoice("OVERDUE"), failureReason: "MANDATE_REVOKED" }, "be", { method: "DIRECT_DEBIT_BE", failed: true, iban: null }));
    expect(text).toBe(
      "De domiciliëring van dit bedrag is niet gelukt: u heeft het mandaat bij uw bank ingetrokken. Deze factuur had op 15 november 2026 betaald moeten zijn. Betaal nu met Bancontact of kredietkaart via Nu betalen in Mijn Omgeving, of schrijf € 39,95 zo snel mogelijk over naar BE68 5390 0754 7034 (BIC HBKABE22) t.n.v. Noordmedia Uitgeverij NV, met vermelding van factuurnummer OP202611700200.",
    );
  });

  it("says how and when a paid invoice was paid, and that a payment is being processed", () => {
    expect(flat(paymentText({ ...invoice("PAID"), paidAt: "2026-11-14T08:00:00Z", paidWith: "IDEAL" }, "nl", null))).toBe("Betaald op 14 november 2026 met iDEAL.");
    expect(flat(paymentText({ ...invoice("PAID"), paidAt: "2026-11-14T08:00:00Z", paidWith: "DIRECT_DEBIT" }, "be", null))).toBe("Betaald op 14 november 2026 via domiciliëring.");
    expect(flat(paymentText({ ...invoice("PAID"), paidAt: "2026-01-14T06:00:00Z", paidWith: "BANK_TRANSFER" }, "nl", null))).toBe("Uw overboeking is op 14 januari 2026 ontvangen.");
    expect(flat(paymentText({ ...invoice("OVERDUE"), pendingMethod: "BANCONTACT" }, "be", null))).toBe(
      "Uw betaling van € 39,95 met Bancontact wordt nog door uw bank verwerkt. U hoeft niets te doen; zodra de bank de betaling bevestigt, staat deze factuur op betaald.",
    );
  });

  it("asks for a transfer by the due date when the subscription pays by invoice; a card is charged; paid says nothing", () => {
    expect(flat(paymentText(invoice("OPEN"), "nl", { method: "INVOICE", failed: false, iban: null }, BEFORE_DUE))).toBe(
      "Betaal nu met iDEAL of creditcard via Nu betalen in Mijn Omgeving, of maak € 39,95 vóór 15 november 2026 over naar NL02 ABNA 0123 4567 89 (BIC ABNANL2A) t.n.v. Noordmedia Uitgevers B.V., onder vermelding van factuurnummer OP202611700200.",
    );
    expect(paymentText(invoice("OPEN"), "nl", { method: "CREDIT_CARD", failed: false, iban: null }, BEFORE_DUE)).toBe(
      "Dit bedrag wordt rond 15 november 2026 van uw creditcard afgeschreven. U hoeft niets te doen.",
    );
    expect(paymentText(invoice("PAID"), "nl", { method: "DIRECT_DEBIT_NL", failed: false, iban: null })).toBeNull(); // no payment date known
    expect(paymentText(invoice("CREDITED"), "nl", null)).toBe("Dit is een creditnota: het bedrag wordt verrekend of teruggestort.");
  });
});

describe("paymentText once the due date has passed", () => {
  it("says 'binnenkort' for a collection and 'zo snel mogelijk' for a transfer, never the date gone by", () => {
    expect(flat(paymentText(invoice("OPEN"), "nl", { method: "DIRECT_DEBIT_NL", failed: false, iban: "NL91ABNA0417164300" }, AFTER_DUE))).toBe(
      "Dit bedrag wordt binnenkort automatisch afgeschreven van uw rekening eindigend op 4300. U hoeft niets te doen.",
    );
    expect(flat(paymentText(invoice("OPEN"), "be", { method: "CREDIT_CARD", failed: false, iban: null }, AFTER_DUE))).toBe(
      "Dit bedrag wordt binnenkort van uw kredietkaart afgeschreven. U hoeft niets te doen.",
    );
    const transfer = flat(paymentText(invoice("OPEN"), "nl", { method: "INVOICE", failed: false, iban: null }, AFTER_DUE))!;
    expect(transfer).toContain("of maak € 39,95 zo snel mogelijk over naar");
    expect(transfer).not.toContain("15 november");
    // On the due date itself it is still that date.
    expect(flat(paymentText(invoice("OPEN"), "nl", { method: "INVOICE", failed: false, iban: null }, "2026-11-15"))).toContain("vóór 15 november 2026");
  });
});

describe("signedEuro", () => {
  it("writes a deduction as the portal does, the minus before the euro sign", () => {
    expect(signedEuro(-1.77, "nl").replace(/\u00a0/g, " ")).toBe("\u2013€ 1,77");
    expect(signedEuro(45.99, "nl").replace(/\u00a0/g, " ")).toBe("€ 45,99");
  });
});
