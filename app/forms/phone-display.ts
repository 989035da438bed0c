import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A stored E.164 number as people write it internationally: "+31 6 12345678". */
export function displayPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
