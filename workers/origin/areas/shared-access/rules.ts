/**
 * Rules of shared access (ADR 21): pure functions, no I/O. The resolvers read the facts, these decide;
 * a non-empty list of violations means nothing is written.
 */
import { isValidEmail, normalizeEmail, violation, type Violation } from "../../rules/validation";

/** An invite (and a request for access) is open this long. */
export const INVITE_TTL_DAYS = 14;
export const REQUEST_TTL_DAYS = 14;
/** Open requests one reader may have at a time (a brake on asking strangers). */
export const MAX_OPEN_REQUESTS = 5;
/**
 * A request that is no longer open (answered, withdrawn, or expired) is deleted this many days after
 * it closed: the requester's list shows the last 30 days, the activity timeline keeps the history.
 */
export const CLOSED_REQUEST_RETENTION_DAYS = 90;
export const REQUEST_MESSAGE_MAX = 300;

/**
 * Co-reader seats per product: co-readers plus open invites. Products without seats (a paper-only Saturday
 * edition, a magazine, a free account) cannot be shared. A real product catalogue carries this number.
 */
export const SEATS_PER_PRODUCT: Readonly<Record<string, number>> = {
  "DK-KRANT-6": 3,
  "DK-DIGITAAL": 3,
  "DK-ZATERDAG": 0,
  "WW-MAGAZINE": 0,
  "OP-COMBI": 4,
  "ZN-ACCOUNT": 0,
};

export const seatsOf = (productCode: string): number => SEATS_PER_PRODUCT[productCode] ?? 0;

/** A subscription can be shared while it runs (one being cancelled runs until its end date). */
export function isShareable(subscription: { productCode: string; status: string }): boolean {
  return seatsOf(subscription.productCode) > 0 && subscription.status !== "CANCELLED";
}

/** An invite key: 32 characters of base64url from 24 random bytes (192 bits); the portal refuses other shapes. */
export const INVITE_KEY = /^[A-Za-z0-9_-]{22,64}$/;

export { emailHint } from "../../rules/validation";

export interface InviteFacts {
  /** The owner's own address. */
  ownerEmail: string;
  /** Addresses with an open, unexpired invite for this subscription. */
  openInvites: string[];
  /** Addresses of the active co-readers of this subscription. */
  coReaderEmails: string[];
  seats: number;
  /** Active co-readers plus open, unexpired invites. */
  seatsUsed: number;
}

/** sendInvite: a real address, not the owner's, not invited or reading already, and a free seat. */
export function validateInvite(input: string, facts: InviteFacts, field = "email"): { value: string | null; violations: Violation[] } {
  const value = normalizeEmail(input);
  const refuse = (code: string, message: string) => ({ value: null, violations: [violation(code, message, field)] });
  if (!value) return refuse("REQUIRED", "Vul het e-mailadres in van wie u wilt uitnodigen.");
  if (!isValidEmail(value) || value.length > 254) return refuse("INVALID-EMAIL", "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.");
  if (value === normalizeEmail(facts.ownerEmail)) return refuse("INVITE-SELF", "Dit is uw eigen e-mailadres. U leest zelf al mee; nodig iemand anders uit.");
  if (facts.coReaderEmails.map(normalizeEmail).includes(value)) return refuse("ALREADY-CO-READER", "Deze persoon leest al mee met dit abonnement.");
  if (facts.openInvites.map(normalizeEmail).includes(value)) {
    return refuse("ALREADY-INVITED", "Dit e-mailadres heeft al een openstaande uitnodiging. Trek die in om opnieuw uit te nodigen.");
  }
  if (facts.seatsUsed >= facts.seats) {
    return refuse("SEATS-FULL", `Alle ${facts.seats} plaatsen zijn bezet. Trek een uitnodiging in of verwijder een meelezer om iemand anders uit te nodigen.`);
  }
  return { value, violations: [] };
}

/** requestSharedAccess: the owner's address (not the reader's own) and an optional short message. */
export function validateAccessRequest(
  input: { ownerEmail: string; message?: string | null },
  facts: { requesterEmail: string; openRequests: number; alreadyAsked: boolean },
): { value: { ownerEmail: string; message: string | null } | null; violations: Violation[] } {
  const violations: Violation[] = [];
  const ownerEmail = normalizeEmail(input.ownerEmail);
  const message = input.message?.trim() || null;
  if (!ownerEmail) violations.push(violation("REQUIRED", "Vul het e-mailadres in van de eigenaar van het abonnement.", "ownerEmail"));
  else if (!isValidEmail(ownerEmail) || ownerEmail.length > 254) {
    violations.push(violation("INVALID-EMAIL", "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.", "ownerEmail"));
  } else if (ownerEmail === normalizeEmail(facts.requesterEmail)) {
    violations.push(violation("REQUEST-SELF", "Dit is uw eigen e-mailadres. Vul het e-mailadres in van de eigenaar van het abonnement.", "ownerEmail"));
  } else if (facts.alreadyAsked) {
    violations.push(violation("ALREADY-REQUESTED", "U heeft dit al gevraagd. De eigenaar ziet uw verzoek op de pagina Abonnement delen.", "ownerEmail"));
  } else if (facts.openRequests >= MAX_OPEN_REQUESTS) {
    violations.push(violation("TOO-MANY-REQUESTS", `U heeft al ${MAX_OPEN_REQUESTS} open verzoeken. Wacht op een antwoord of trek een verzoek in.`, "ownerEmail"));
  }
  if (message && message.length > REQUEST_MESSAGE_MAX) {
    violations.push(violation("TOO-LONG", `Uw bericht mag maximaal ${REQUEST_MESSAGE_MAX} tekens lang zijn.`, "message"));
  } else if (message && /[<>]/.test(message)) {
    violations.push(violation("INVALID-CHARACTERS", "Uw bericht mag geen < of > bevatten.", "message"));
  }
  return violations.length > 0 ? { value: null, violations } : { value: { ownerEmail, message }, violations };
}

export type InviteState = "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
export type ViewerRelation = "INVITEE" | "OWNER" | "OTHER_ACCOUNT" | "CO_READER";

/**
 * How the viewer stands to an invite: its owner; someone who reads along already (accepted it, or is the
 * one it was sent to and had access before); the one it was sent to (the address matches); or another
 * account — also when that account reads along already: the invitation is still meant for someone else
 *.
 */
export function viewerRelation(
  invite: { ownerAccountId: string; email: string; acceptedBy: string | null },
  viewer: { accountId: string; email: string; readsAlong: boolean },
): ViewerRelation {
  if (viewer.accountId === invite.ownerAccountId) return "OWNER";
  if (invite.acceptedBy === viewer.accountId) return "CO_READER";
  if (normalizeEmail(viewer.email) !== normalizeEmail(invite.email)) return "OTHER_ACCOUNT";
  return viewer.readsAlong ? "CO_READER" : "INVITEE";
}

/** Why acceptInvite refuses, or null when the viewer may accept. */
export function acceptRefusal(state: InviteState, relation: ViewerRelation): Violation | null {
  if (relation === "CO_READER") return null; // reading along already: accepting again changes nothing
  if (state === "EXPIRED") return violation("INVITE-EXPIRED", "Deze uitnodiging is verlopen. Vraag de afzender om een nieuwe uitnodiging.");
  if (state === "REVOKED") return violation("INVITE-REVOKED", "Deze uitnodiging is ingetrokken door de afzender.");
  if (state === "ACCEPTED") return violation("INVITE-USED", "Deze uitnodiging is al gebruikt.");
  if (relation === "OWNER") return violation("INVITE-OWN", "Dit is uw eigen uitnodiging. De persoon die u uitnodigde kan haar accepteren.");
  if (relation === "OTHER_ACCOUNT") {
    return violation("INVITE-OTHER-ACCOUNT", "Deze uitnodiging is voor een ander e-mailadres. Log in met het account van dat e-mailadres.");
  }
  return null;
}
