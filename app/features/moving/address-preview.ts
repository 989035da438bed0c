// The address preview as you type (step 1 of the move form, once hydrated): what the resource route
// /verhuisservice/adres answers, and when a Dutch address is complete enough to ask. Shared by the
// server and the form's lazy chunk (no libraries: this stays out of the first-load JS).

export const ADDRESS_PREVIEW_PATH = "/verhuisservice/adres";

export const ADDRESS_PARAMS = { zipCode: "postcode", houseNumber: "huisnummer", houseNumberSuffix: "toevoeging" } as const;

export type AddressPreview =
  | { status: "found"; street: string; city: string; text: string }
  /** The origin's Dutch message, for the field it is about. */
  | { status: "not-found"; field: "zipCode" | "houseNumber" | "houseNumberSuffix"; message: string }
  | { status: "incomplete" }
  | { status: "unavailable" };

const NL_POSTCODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;
const HOUSE_NUMBER = /^[1-9][0-9]{0,4}$/;

/** A full Dutch postcode ("3511 AB", "3511ab") and a house number: worth looking up. */
export function isCompleteNlAddress(zipCode: string, houseNumber: string): boolean {
  return NL_POSTCODE.test(zipCode.trim()) && HOUSE_NUMBER.test(houseNumber.trim());
}

export function addressPreviewUrl(zipCode: string, houseNumber: string, houseNumberSuffix: string): string {
  const params = new URLSearchParams({
    [ADDRESS_PARAMS.zipCode]: zipCode.trim().toUpperCase().replace(/^(\d{4}) ?([A-Z]{2})$/, "$1 $2"),
    [ADDRESS_PARAMS.houseNumber]: houseNumber.trim(),
  });
  if (houseNumberSuffix.trim()) params.set(ADDRESS_PARAMS.houseNumberSuffix, houseNumberSuffix.trim());
  return `${ADDRESS_PREVIEW_PATH}?${params}`;
}
