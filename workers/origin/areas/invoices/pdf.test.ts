import { describe, expect, it } from "vitest";
import { signedEuro } from "./pdf";
import { paymentText } from "./texts";

// What an invoice says about paying it, per payment method and state, in the brand country's words
// (issue 56: one thing per invoice — never "automatische incasso" and "maak over" at once, never a date
// gone by as the one to pay by, always the account to pay to).

const invoice = (status: "OPEN" | "OVERDUE" | "PAID" | "CREDITED") => ({ status, price: 39.95, dueDate: "2026-11-15", invoiceNumber: "OP202611700200" });
const flat = (text: string | null) => text?.replace(/\u00a0/g, " ") ?? null;

describe("paymentText", () => {
  it("says a Belgian domiciliëring is collected, with nothing to transfer", () => {
    const text = flat(paymentText(invoice("OPEN"), "be", { method: "DIRECT_DEBIT_BE", failed: false, iban: "BE71 0961 2345 6769" }));
    expect(text).toBe("Dit bedrag wordt rond 15 november 2026 via domiciliëring van uw rekening eindigend op 6769 gehaald. U hoeft niets te doen.");
  });

  it("asks a Belgian whose domiciliëring failed to transfer it (overschrijven), to the seller's account, as soon as possible once overdue", () => {
    const text = flat(paymentText(invoice("OVERDUE"), "be", { method: "DIRECT_DEBIT_BE", failed: true, iban: null }));
    expect(text).toBe(
      "De domiciliëring van dit bedrag is niet gelukt. Deze factuur had op 15 november 2026 betaald moeten zijn. Schrijf € 39,95 zo snel mogelijk over naar BE68 5390 0754 7034 (BIC HBKABE22) t.n.v. Noordmedia Uitgeverij NV, met vermelding van factuurnummer OP202611700200.",
    );
  });

  it("asks for a transfer by the due date when the subscription pays by invoice; a card is charged; paid says nothing", () => {
    expect(flat(paymentText(invoice("OPEN"), "nl", { method: "INVOICE", failed: false, iban: null }))).toBe(
      "Maak € 39,95 vóór 15 november 2026 over naar NL02 ABNA 0123 4567 89 (BIC ABNANL2A) t.n.v. Noordmedia Uitgevers B.V., onder vermelding van factuurnummer OP202611700200.",
    );
    expect(paymentText(invoice("OPEN"), "nl", { method: "CREDIT_CARD", failed: false, iban: null })).toBe(
      "Dit bedrag wordt rond 15 november 2026 van uw creditcard afgeschreven. U hoeft niets te doen.",
    );
    expect(paymentText(invoice("PAID"), "nl", { method: "DIRECT_DEBIT_NL", failed: false, iban: null })).toBeNull();
    expect(paymentText(invoice("CREDITED"), "nl", null)).toBe("Dit is een creditnota: het bedrag wordt verrekend of teruggestort.");
  });
});

describe("signedEuro", () => {
  it("writes a deduction as the portal does, the minus before the euro sign", () => {
    expect(signedEuro(-1.77, "nl").replace(/\u00a0/g, " ")).toBe("\u2013€ 1,77");
    expect(signedEuro(45.99, "nl").replace(/\u00a0/g, " ")).toBe("€ 45,99");
  });
});
