/**
 * Naming a subscription without logging in, for one purpose: cancelling it (Art. 11a CRD; ADR 39) or
 * reporting a missing paper (ADR 40). The visitor names the subscription number and the delivery
 * address's postcode and house number. An unknown number and a wrong address get the same answer;
 * guesses are limited per subscription number (5 in 15 minutes), per postcode and house number (5: one
 * who knows an address cannot try many numbers for it) and per client (20), separately per purpose. The
 * client is the visitor's address as the portal tells it (request/http.ts portalClientIp); a call that
 * does not prove it comes from the portal counts in one bucket shared by all such calls (ADR 46). A right answer gives a ticket: signed with the origin's secret,
 * for that one subscription and that one purpose, 30 minutes. The ticket is not a session: it can do
 * nothing but that one thing with that one subscription.
 */
import { brandByKey } from "../../demo/brands";
import { base64UrlDecode, base64UrlEncode, hmacSha256, timingSafeEqualText } from "../../request/crypto";
import { conflict, OriginError, tooManyRequests, validationFailed } from "../../request/errors";
import { lockedUntil, recordFailure } from "../../identity/lockout";
import { nowMs } from "../../calendar/time";
import { UNKNOWN_CLIENT } from "../../request/http";
import { isValidZipCode, normalizeZipCode, VALIDATION_ERROR, violation } from "../../rules/validation";

export const TICKET_SECONDS = 30 * 60;
export const MAX_GUESSES_PER_SUBSCRIPTION = 5;
export const MAX_GUESSES_PER_ADDRESS = 5;
export const MAX_GUESSES_PER_CLIENT = 20;
const SUBSCRIPTION_NUMBER = /^\d{4,12}$/;

export type IdentifyPurpose = "cancellation" | "delivery-report";

/** Per purpose: its lock keys' prefix, the way out of a lock, whether an ended subscription may be named. */
const PURPOSES: Record<IdentifyPurpose, { key: string; instead: string; allowEnded: boolean }> = {
  cancellation: { key: "cancel-identify", instead: "log in om op te zeggen", allowEnded: false },
  "delivery-report": { key: "delivery-identify", instead: "log in om uw melding te doen", allowEnded: true },
};

/** What identifying needs of a subscription; the caller's loader adds what its purpose needs. */
export interface IdentifiableSubscription {
  id: string;
  brand_key: string;
  status: "ACTIVE" | "PENDING_CANCELLATION" | "CANCELLED";
  delivery_zip_code: string | null;
  delivery_house_number: string | null;
  delivery_house_number_suffix: string | null;
}

/** Loads a brand's subscription by its number (null when there is none). */
export type SubscriptionLoader<T extends IdentifiableSubscription> = (db: D1Database, brandKey: string, subscriptionId: string) => Promise<T | null>;

const NOT_IDENTIFIED = "We vinden geen abonnement met deze gegevens. Controleer het abonnementsnummer (op uw factuur of in de bevestiging) en de postcode en het huisnummer van het bezorgadres.";

function notIdentified(): OriginError {
  return new OriginError("NOT_FOUND", [{ code: "SUBSCRIPTION-NOT-IDENTIFIED", message: NOT_IDENTIFIED }]);
}

function tooManyGuesses(purpose: IdentifyPurpose, until: string): OriginError {
  return tooManyRequests(
    "TOO-MANY-REQUESTS",
    `U heeft te vaak gegevens ingevuld die niet bij een abonnement horen. Probeer het over 15 minuten opnieuw, of ${PURPOSES[purpose].instead}.`,
    (Date.parse(until) - nowMs()) / 1000,
  );
}

export interface IdentifyInput {
  brand: string;
  subscriptionNumber: string;
  zipCode: string;
  houseNumber: string;
  /** The visitor's address as the portal told it (portalClientIp), or null. */
  clientIp: string | null;
}

const compact = (value: string | null) => (value ?? "").replace(/[\s-]+/g, "").toUpperCase();

/** "12", "12A", "12 a" and "12-A" all name Kerkstraat 12 A; a suffix, when typed, must be the right one. */
function sameHouseNumber(subscription: Pick<IdentifiableSubscription, "delivery_house_number" | "delivery_house_number_suffix">, typed: string): boolean {
  const [, number, suffix] = /^(\d{1,5})\s*(.*)$/.exec(typed.trim()) ?? [];
  if (!number || number !== (subscription.delivery_house_number ?? "").trim()) return false;
  return compact(suffix ?? "") === "" || compact(suffix ?? "") === compact(subscription.delivery_house_number_suffix);
}

/** The subscription these details name, or a refusal that says nothing about whether the number exists. */
export async function identify<T extends IdentifiableSubscription>(
  db: D1Database,
  purpose: IdentifyPurpose,
  input: IdentifyInput,
  load: SubscriptionLoader<T>,
): Promise<T> {
  const brand = brandByKey(input.brand);
  if (!brand) throw validationFailed([violation("UNKNOWN-BRAND", "Dit merk kennen we niet.")]);
  const number = input.subscriptionNumber.trim();
  const country = brand.country === "be" ? "BE" : "NL";
  const zipCode = normalizeZipCode(input.zipCode, country);
  const format = [
    ...(SUBSCRIPTION_NUMBER.test(number) ? [] : [violation(VALIDATION_ERROR, "Vul het abonnementsnummer in: 4 tot 12 cijfers, zoals op uw factuur.", "subscriptionNumber")]),
    ...(isValidZipCode(zipCode, country)
      ? []
      : [violation(VALIDATION_ERROR, country === "BE" ? "Vul een geldige postcode in: 4 cijfers." : "Vul een geldige postcode in, bijvoorbeeld 1234 AB.", "zipCode")]),
    ...(/^\d{1,5}(\s*[A-Za-z0-9 -]{0,10})$/.test(input.houseNumber.trim()) ? [] : [violation(VALIDATION_ERROR, "Vul het huisnummer in, met een eventuele toevoeging.", "houseNumber")]),
  ];
  if (format.length > 0) throw validationFailed(format);

  const prefix = PURPOSES[purpose].key;
  const houseNumber = /^\d{1,5}/.exec(input.houseNumber.trim())![0];
  // Each guess counts against the number, the address and the client; any of them locked refuses.
  const limits = [
    { key: `${prefix}:${brand.key}:${number}`, max: MAX_GUESSES_PER_SUBSCRIPTION },
    { key: `${prefix}-address:${brand.key}:${compact(zipCode)}:${houseNumber}`, max: MAX_GUESSES_PER_ADDRESS },
    { key: `${prefix}-client:${input.clientIp ?? UNKNOWN_CLIENT}`, max: MAX_GUESSES_PER_CLIENT },
  ];
  const locks = await Promise.all(limits.map(({ key }) => lockedUntil(db, key)));
  const locked = locks.find(Boolean);
  if (locked) throw tooManyGuesses(purpose, locked);
  const subscription = await load(db, brand.key, number);
  const matches =
    subscription !== null &&
    subscription.delivery_zip_code !== null &&
    normalizeZipCode(subscription.delivery_zip_code, country) === zipCode &&
    sameHouseNumber(subscription, input.houseNumber);
  if (!matches) {
    const nowLocked = await Promise.all(limits.map(({ key, max }) => recordFailure(db, key, max)));
    if (nowLocked.some(Boolean)) {
      const until = (await Promise.all(limits.map(({ key }) => lockedUntil(db, key)))).find(Boolean);
      if (until) throw tooManyGuesses(purpose, until);
    }
    throw notIdentified();
  }
  if (subscription.status === "CANCELLED" && !PURPOSES[purpose].allowEnded) throw conflict("SUBSCRIPTION-ENDED", "Dit abonnement is al beëindigd.");
  return subscription;
}

// ── Tickets ──────────────────────────────────────────────────────────────────────────────────────

interface TicketClaims {
  /** The subscription number. */
  s: string;
  /** The brand key. */
  b: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export async function issueTicket(secret: string, purpose: IdentifyPurpose, subscription: Pick<IdentifiableSubscription, "id" | "brand_key">): Promise<string> {
  const payload = base64UrlEncode(encoder.encode(JSON.stringify({ s: subscription.id, b: subscription.brand_key, e: nowMs() + TICKET_SECONDS * 1000 } satisfies TicketClaims)));
  return `${payload}.${await hmacSha256(secret, `${purpose}-ticket.${payload}`)}`;
}

function invalidTicket(): OriginError {
  return new OriginError("UNAUTHENTICATED", [
    { code: "TICKET-INVALID", message: "Deze stap is verlopen. Vul uw abonnementsnummer, postcode en huisnummer opnieuw in." },
  ]);
}

/** The subscription a valid, unexpired ticket of this purpose names; anything else is TICKET-INVALID (401). */
export async function redeemTicket<T extends IdentifiableSubscription>(
  db: D1Database,
  secret: string,
  purpose: IdentifyPurpose,
  ticket: string,
  load: SubscriptionLoader<T>,
): Promise<T> {
  const [payload, mac, extra] = ticket.split(".");
  if (!payload || !mac || extra !== undefined || ticket.length > 500) throw invalidTicket();
  if (!timingSafeEqualText(mac, await hmacSha256(secret, `${purpose}-ticket.${payload}`))) throw invalidTicket();
  let claims: TicketClaims;
  try {
    claims = JSON.parse(decoder.decode(base64UrlDecode(payload))) as TicketClaims;
  } catch {
    throw invalidTicket();
  }
  if (typeof claims.e !== "number" || claims.e <= nowMs() || typeof claims.s !== "string" || typeof claims.b !== "string") throw invalidTicket();
  const subscription = await load(db, claims.b, claims.s);
  if (!subscription) throw invalidTicket();
  return subscription;
}
