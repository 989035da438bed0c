/** Rules of the subscriptions area. */

/** Masks an IBAN to its country code and last four digits: "NL** **** **** **** 1234". */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 8) return "****";
  const masked = compact.slice(0, 2) + "*".repeat(compact.length - 6) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

/** A subscription number as printed on letters and invoices: 4 to 12 digits. */
export const SUBSCRIPTION_NUMBER = /^[0-9]{4,12}$/;
