/**
 * Who sells the demo brands' subscriptions: one company per country, with what an invoice must carry
 * (Dutch Wet OB art. 35a, Belgian WBTW art. 53 § 2 and KB nr. 1 art. 5): the legal name and address, the
 * Chamber of Commerce (KvK) or enterprise (KBO) number, the VAT number, and the account to pay to. The
 * numbers are fictional but well-formed (the IBANs pass their check digits, the KBO number its modulo 97).
 */
export interface Seller {
  legalName: string;
  addressLines: [string, string];
  /** "KvK 12345678" (NL) or "KBO 0412.345.614" (BE), with its label. */
  registration: string;
  vatNumber: string;
  iban: string;
  bic: string;
}

export const SELLERS: Record<"nl" | "be", Seller> = {
  nl: {
    legalName: "Noordmedia Uitgevers B.V.",
    addressLines: ["Postbus 1234", "1000 AB Amsterdam"],
    registration: "KvK 12345678",
    vatNumber: "NL001234567B01",
    iban: "NL02ABNA0123456789",
    bic: "ABNANL2A",
  },
  be: {
    legalName: "Noordmedia Uitgeverij NV",
    addressLines: ["Postbus 100", "2000 Antwerpen"],
    registration: "KBO 0412.345.614",
    vatNumber: "BE0412345614",
    iban: "BE68539007547034",
    bic: "HBKABE22",
  },
};

/** An IBAN in groups of four, as it is printed ("NL02 ABNA 0123 4567 89"). */
export function printedIban(iban: string): string {
  return iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}
