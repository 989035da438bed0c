/**
 * Rules of the moving-house service (ADR 23), pure functions of dates and input: when a move may
 * take effect (no earlier than 5 working days ahead, no later than a year), the shape of a Dutch or
 * Belgian address before it is looked up, what a brand delivers where, and the first edition per
 * title at the new address.
 */
import { addDays, earliestAfterWorkingDays, isIsoDate, type Country } from "../../calendar/calendar";
import { normalizeZipCode, validateFreeText, violation, type Violation } from "../../rules/validation";
import type { MovingHouseDelivery } from "../../graphql/generated/resolvers";

/** Full working days between today and the move date: the delivery company needs them to re-route. */
export const LEAD_WORKING_DAYS = 5;
/** A move is planned at most a year ahead (days after today): further ahead nobody knows the date for sure. */
export const LATEST_DAYS = 365;
/** The first edition at the new address lies on the move date or within this many days after it. */
export const FIRST_EDITION_MAX_DAYS = 28;

export type MoveCountry = "NL" | "BE";
export type MoveDelivery = MovingHouseDelivery;

export function countryOfCode(code: string | null | undefined): Country {
  return code === "BE" ? "be" : "nl";
}

/** The first and last date a move may take effect, today (local) and the account's country. */
export function moveDateWindow(today: string, country: Country): { earliest: string; latest: string } {
  return { earliest: earliestAfterWorkingDays(today, LEAD_WORKING_DAYS, country), latest: addDays(today, LATEST_DAYS) };
}

/** The move date against its window; `format` writes a date in Dutch for the message. */
export function validateMoveDate(value: string, window: { earliest: string; latest: string }, format: (date: string) => string): Violation[] {
  if (!value?.trim()) return [violation("REQUIRED", "Kies uw verhuisdatum.", "moveDate")];
  if (!isIsoDate(value)) return [violation("INVALID-DATE", "Vul een geldige datum in.", "moveDate")];
  if (value < window.earliest) {
    return [
      violation(
        "MOVE-DATE-TOO-EARLY",
        `Wij hebben ${LEAD_WORKING_DAYS} werkdagen nodig om uw bezorging om te zetten. Kies ${format(window.earliest)} of later.`,
        "moveDate",
      ),
    ];
  }
  if (value > window.latest) {
    return [violation("MOVE-DATE-TOO-LATE", `U kunt een verhuizing tot een jaar vooruit doorgeven: uiterlijk ${format(window.latest)}.`, "moveDate")];
  }
  return [];
}

/** Cancelling is possible while the move date still lies outside the lead time (as when planning it). */
export function isCancellable(moveDate: string, status: string, today: string, country: Country): boolean {
  return status === "PLANNED" && moveDate >= earliestAfterWorkingDays(today, LEAD_WORKING_DAYS, country);
}

// ---- addresses (shape only; whether it exists is the lookup's answer) ----

const HOUSE_NUMBER = /^[1-9][0-9]{0,4}$/;
const NL_SUFFIX = /^[A-Za-z0-9]{1,4}$/;
const BE_BUS = /^[A-Za-z0-9]{1,6}$/;

export interface AddressQuery {
  countryCode: string;
  zipCode?: string | null;
  houseNumber?: string | null;
  houseNumberSuffix?: string | null;
  street?: string | null;
  city?: string | null;
  /** NL: street and place typed by the subscriber (the address table does not know the address). */
  manual?: boolean | null;
}

/** The query tidied: postcode "1234ab" → "1234 AB", suffix uppercase (NL), "bus 3" → "3" (BE), trimmed. */
export interface CleanAddressQuery {
  countryCode: MoveCountry;
  zipCode: string;
  houseNumber: string;
  /** NL: the toevoeging; BE: the bus number. */
  suffix: string | null;
  street: string | null;
  city: string | null;
  /** NL: typed street and place, used when the address table does not know the address. */
  manual: boolean;
}

/** Checks the form of an address query; the lookup then decides whether it exists. */
export function validateAddressQuery(input: AddressQuery): { value: CleanAddressQuery | null; violations: Violation[] } {
  const violations: Violation[] = [];
  const country = (input.countryCode ?? "").trim().toUpperCase();
  if (country !== "NL" && country !== "BE") {
    return { value: null, violations: [violation("INVALID-COUNTRY", "Verhuizen kan naar een adres in Nederland of België.", "countryCode")] };
  }
  const rawZip = (input.zipCode ?? "").trim();
  const zipCode = normalizeZipCode(rawZip, country);
  if (rawZip === "") violations.push(violation("REQUIRED", "Vul de postcode in.", "zipCode"));
  else if (country === "NL" && !/^[1-9][0-9]{3} [A-Z]{2}$/.test(zipCode)) {
    violations.push(violation("INVALID-ZIP-CODE", "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.", "zipCode"));
  } else if (country === "BE" && !/^[1-9][0-9]{3}$/.test(zipCode)) {
    violations.push(violation("INVALID-ZIP-CODE", "Een Belgische postcode bestaat uit 4 cijfers, bijvoorbeeld 2000.", "zipCode"));
  }
  const houseNumber = (input.houseNumber ?? "").trim();
  if (houseNumber === "") violations.push(violation("REQUIRED", "Vul het huisnummer in.", "houseNumber"));
  else if (!HOUSE_NUMBER.test(houseNumber)) violations.push(violation("INVALID-HOUSE-NUMBER", "Vul een huisnummer in met alleen cijfers.", "houseNumber"));
  let suffix = (input.houseNumberSuffix ?? "").trim();
  if (country === "BE") suffix = suffix.replace(/^bus\s*/i, "");
  if (suffix !== "" && !(country === "NL" ? NL_SUFFIX : BE_BUS).test(suffix)) {
    violations.push(
      country === "NL"
        ? violation("INVALID-HOUSE-NUMBER-SUFFIX", "De toevoeging bestaat uit letters of cijfers, bijvoorbeeld A of 2.", "houseNumberSuffix")
        : violation("INVALID-HOUSE-NUMBER-SUFFIX", "Het busnummer bestaat uit letters of cijfers, bijvoorbeeld 3 of B.", "houseNumberSuffix"),
    );
  }
  let street: string | null = null;
  let city: string | null = null;
  const manual = country === "NL" && input.manual === true;
  if (country === "BE" || manual) {
    const streetViolations = validateFreeText(input.street, "street", "Straat", { maxLength: 80 });
    const cityViolations = validateFreeText(input.city, "city", country === "BE" ? "Gemeente" : "Plaats", { maxLength: 80 });
    violations.push(...streetViolations, ...cityViolations);
    street = (input.street ?? "").trim().replace(/\s+/g, " ");
    city = (input.city ?? "").trim().replace(/\s+/g, " ");
  }
  if (violations.length > 0) return { value: null, violations };
  return {
    value: { countryCode: country, zipCode, houseNumber, suffix: suffix === "" ? null : country === "NL" ? suffix.toUpperCase() : suffix, street, city, manual },
    violations,
  };
}

/** How a Belgian bus number is stored and shown in the house number suffix: "bus 3". */
export function busSuffix(bus: string | null): string | null {
  return bus ? `bus ${bus}` : null;
}

/** The numeric part of a postcode (delivery areas are ranges of it). */
export function zipNumber(zipCode: string): number {
  return Number(zipCode.slice(0, 4));
}

export interface DeliveryArea {
  country_code: string;
  zip_from: number;
  zip_to: number;
}

/** Whether a brand delivers its paper at an address: a range of its areas covers the postcode. */
export function delivers(areas: DeliveryArea[], countryCode: string, zipCode: string): boolean {
  const number = zipNumber(zipCode);
  return areas.some((area) => area.country_code === countryCode && area.zip_from <= number && number <= area.zip_to);
}

/** What a subscription may choose at the new address: the usual delivery inside the area, else post or digital. */
export function deliveryChoices(inArea: boolean): MoveDelivery[] {
  return inArea ? ["ADDRESS"] : ["POSTAL", "DIGITAL"];
}

/** The delivery of one moving subscription: the default inside the area, a choice outside it. */
export function validateDelivery(inArea: boolean, chosen: MoveDelivery | null | undefined, field: string): { value: MoveDelivery | null; violations: Violation[] } {
  if (inArea) {
    if (chosen && chosen !== "ADDRESS") {
      return { value: null, violations: [violation("DELIVERY-NOT-AVAILABLE", "Op dit adres bezorgen wij gewoon: post of digitaal is hier niet nodig.", field)] };
    }
    return { value: "ADDRESS", violations: [] };
  }
  if (chosen === "POSTAL" || chosen === "DIGITAL") return { value: chosen, violations: [] };
  return {
    value: null,
    violations: [violation("OUTSIDE-DELIVERY-AREA", "Op uw nieuwe adres bezorgen wij deze krant niet. Kies bezorging per post of digitaal lezen.", field)],
  };
}

/** The first edition at the new address: on or after the move date, at most 28 days later. */
export function validateFirstEdition(value: string | null | undefined, moveDate: string, field: string): Violation[] {
  if (!value) return [];
  if (!isIsoDate(value)) return [violation("INVALID-DATE", "Vul een geldige datum in.", field)];
  if (value < moveDate || value > addDays(moveDate, FIRST_EDITION_MAX_DAYS)) {
    return [violation("FIRST-EDITION-OUT-OF-RANGE", `De eerste krant op uw nieuwe adres kan vanaf de verhuisdatum tot ${FIRST_EDITION_MAX_DAYS} dagen daarna.`, field)];
  }
  return [];
}
