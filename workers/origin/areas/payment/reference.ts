/**
 * The reference of a hosted payment change: "<id>.<HMAC-SHA256(TOKEN_SIGNING_SECRET, id)>". The
 * hosted payment page and the portal's status page carry it; only a reference this origin signed
 * opens a change, so an edited return URL can neither point at another change nor complete one.
 */
import { hmacSha256, randomToken, timingSafeEqualText } from "../../request/crypto";

const PURPOSE = "payment-change";

export function newChangeId(): string {
  return `pc_${randomToken(16)}`;
}

/** An invoice payment's id (issue 56): the same signed references, another prefix. */
export function newInvoicePaymentId(): string {
  return `ip_${randomToken(16)}`;
}

export async function signReference(secret: string, id: string): Promise<string> {
  return `${id}.${await hmacSha256(secret, `${PURPOSE}:${id}`)}`;
}

/** The id (a change "pc_…" or an invoice payment "ip_…") of a correctly signed reference, else null. */
export async function verifyReference(secret: string, reference: string): Promise<string | null> {
  const match = /^((?:pc|ip)_[A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(reference);
  if (!match) return null;
  const expected = await hmacSha256(secret, `${PURPOSE}:${match[1]}`);
  return timingSafeEqualText(match[2]!, expected) ? match[1]! : null;
}

/** The hosted payment page of a change (served by this origin on development and test stacks only: page.ts). */
export function paymentPageUrl(env: Pick<OriginEnv, "ISSUER">, reference: string): string {
  return `${env.ISSUER.replace(/\/+$/, "")}/dev/payment/${reference}`;
}
