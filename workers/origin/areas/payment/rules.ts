/** Rules of the payment area: the IBAN of a direct debit, its country, the account holder, the mandate. */
import { electronicFormatIBAN, extractIBAN, isValidIBAN } from "ibantools";
import { validateFreeText, violation, type Violation } from "../../rules/validation";

export interface DirectDebitInput {
  iban: string;
  accountHolder: string;
  mandateAccepted: boolean;
}

/** The normalised IBAN ("NL91ABNA0417164300") and the violations; the IBAN's country must be the brand's. */
export function validateDirectDebit(input: DirectDebitInput, brandCountry: "nl" | "be"): { iban: string | null; violations: Violation[] } {
  const violations: Violation[] = [];
  const iban = electronicFormatIBAN(input.iban) ?? "";
  if (!isValidIBAN(iban)) {
    violations.push(violation("INVALID-IBAN", "Dit IBAN klopt niet. Controleer het nummer, bijvoorbeeld NL91 ABNA 0417 1643 00.", "iban"));
  } else if (extractIBAN(iban).countryCode !== brandCountry.toUpperCase()) {
    violations.push(
      violation(
        "IBAN-COUNTRY-MISMATCH",
        brandCountry === "be"
          ? "Voor een Belgisch abonnement heeft u een Belgisch rekeningnummer nodig (begint met BE)."
          : "Voor een Nederlands abonnement heeft u een Nederlands rekeningnummer nodig (begint met NL).",
        "iban",
      ),
    );
  }
  violations.push(...validateFreeText(input.accountHolder, "accountHolder", "Naam rekeninghouder", { maxLength: 70 }));
  if (!input.mandateAccepted) {
    violations.push(violation("MANDATE-REQUIRED", "Geef toestemming voor de automatische incasso om verder te gaan.", "mandateAccepted"));
  }
  return { iban: violations.length === 0 ? iban : null, violations };
}

/** An idempotency key: 8 to 64 URL-safe characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
