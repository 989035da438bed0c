/**
 * Paying open invoices through the hosted payment page (issue 56, ADR 52): the rows (hosted_payments with
 * purpose INVOICES and hosted_payment_invoices), the checks before a payment starts, and the one batch
 * that applies an outcome. The page and the resolvers share these; the page itself is page.ts.
 */
import { brandByKey, brandCountry, brandIdOf, portalLink } from "../../demo/brands";
import type { ResolversParentTypes, S2InvoicePaymentFailure, S2InvoicePaymentMethod, S2PaymentChangeStatus } from "../../graphql/generated/resolvers";
import { activityStatement } from "../../records/activity";
import { sendMessageStatement } from "../../records/outbox";
import { conflict, notFound, validationFailed } from "../../request/errors";
import { violation } from "../../rules/validation";
import { euro, type Invoice, invoiceDate, invoicesByIds, paidWithWords } from "../invoices";
import { advanceHostedPaymentStatement, expireOpenPayment } from "./data";
import { INVOICE_METHODS, MAX_INVOICES_PER_PAYMENT } from "./hosted";

export interface InvoicePaymentRow {
  id: string;
  account_id: string;
  session_id: string | null;
  method: S2InvoicePaymentMethod;
  status: S2PaymentChangeStatus;
  amount_cents: number;
  failure_reason: S2InvoicePaymentFailure | null;
  idempotency_key: string;
  return_url: string;
  created_at: string;
  completed_at: string | null;
  /** The invoice ids, comma-separated, in the order they were asked. */
  invoice_ids: string;
  /** A brand of the invoices (their country is one: MIXED-COUNTRIES). */
  brand_key: string;
}

const SELECT_PAYMENT = `SELECT p.*,
  (SELECT group_concat(h.invoice_id, ',') FROM hosted_payment_invoices h WHERE h.payment_id = p.id) AS invoice_ids,
  (SELECT s.brand_key FROM hosted_payment_invoices h JOIN invoices i ON i.id = h.invoice_id JOIN subscriptions s ON s.id = i.subscription_id
    WHERE h.payment_id = p.id LIMIT 1) AS brand_key
  FROM hosted_payments p WHERE p.purpose = 'INVOICES'`;

export function invoicePayment(db: D1Database, id: string): Promise<InvoicePaymentRow | null> {
  return db.prepare(`${SELECT_PAYMENT} AND p.id = ?`).bind(id).first<InvoicePaymentRow>();
}

export function invoicePaymentByKey(db: D1Database, accountId: string, key: string): Promise<InvoicePaymentRow | null> {
  return db.prepare(`${SELECT_PAYMENT} AND p.account_id = ? AND p.idempotency_key = ?`).bind(accountId, key).first<InvoicePaymentRow>();
}

export const invoiceIdsOf = (row: Pick<InvoicePaymentRow, "invoice_ids">): string[] => (row.invoice_ids ? row.invoice_ids.split(",") : []);

/** OPEN for longer than the provider's session reads as CANCELLED. */
export function expireOpenInvoicePayment(db: D1Database, row: InvoicePaymentRow, openSince: string, now: string): Promise<InvoicePaymentRow> {
  return expireOpenPayment(db, row, openSince, now, (id) => invoicePayment(db, id));
}

export interface PaymentStart {
  invoiceIds: string[];
  method: S2InvoicePaymentMethod;
  expectedAmountCents: number;
}

/**
 * The invoices a payment may cover, with the amount fixed here: each the caller's (else NOT-FOUND, as
 * for someone else's), open or overdue, not being paid already, of one seller country, with a method
 * that country offers, and a total equal to what the subscriber was shown.
 */
export async function payableInvoices(db: D1Database, accountId: string, start: PaymentStart) {
  const ids = start.invoiceIds;
  if (ids.length === 0 || ids.length > MAX_INVOICES_PER_PAYMENT || new Set(ids).size !== ids.length) {
    throw validationFailed([violation("VALIDATION-ERROR", "Kies één of meer openstaande facturen om te betalen.", "invoiceIds")]);
  }
  const found = await invoicesByIds(db, accountId, ids);
  if (found.length !== ids.length) throw notFound();
  const closed = found.find(({ row }) => row.status !== "OPEN" && row.status !== "OVERDUE");
  if (closed) {
    throw conflict("INVOICE-NOT-OPEN", `Factuur ${closed.row.invoice_number} staat niet meer open: er is niets meer te betalen.`, "invoiceIds");
  }
  const pending = found.find(({ row }) => row.pending_method !== null);
  if (pending) {
    throw conflict(
      "PAYMENT-PENDING",
      `Uw bank verwerkt al een betaling van factuur ${pending.row.invoice_number}. Wacht tot die is afgerond; u hoeft niet opnieuw te betalen.`,
      "invoiceIds",
    );
  }
  if (found.some(({ row }) => row.amount_cents <= 0)) {
    throw validationFailed([violation("VALIDATION-ERROR", "Een creditnota hoeft u niet te betalen.", "invoiceIds")]);
  }
  const countries = new Set(found.map(({ row }) => brandCountry(row.brand_key)));
  if (countries.size > 1) {
    throw validationFailed([violation("MIXED-COUNTRIES", "Betaal de Nederlandse en de Belgische facturen apart.", "invoiceIds")]);
  }
  const country = [...countries][0]!;
  if (!INVOICE_METHODS[country].includes(start.method)) {
    throw validationFailed([
      violation(
        "METHOD-NOT-OFFERED",
        country === "be" ? "Kies Bancontact of kredietkaart: iDEAL kan niet voor een Belgisch abonnement." : "Kies iDEAL of creditcard: Bancontact kan niet voor een Nederlands abonnement.",
        "method",
      ),
    ]);
  }
  const amountCents = found.reduce((sum, { row }) => sum + row.amount_cents, 0);
  if (amountCents !== start.expectedAmountCents) {
    throw conflict("AMOUNT-CHANGED", `Het bedrag is intussen gewijzigd: u betaalt nu ${euro(amountCents / 100, country)}. Controleer het en betaal opnieuw.`, "expectedAmountCents");
  }
  return { rows: found.map(({ row }) => row), amountCents, country };
}

/** The payment and its invoices in one batch; a repeated idempotency key inserts neither. */
export async function insertInvoicePayment(
  db: D1Database,
  payment: { id: string; accountId: string; sessionId: string | null; method: S2InvoicePaymentMethod; amountCents: number; idempotencyKey: string; returnUrl: string; now: string },
  invoices: readonly { id: string; amount_cents: number }[],
) {
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO hosted_payments
           (id, account_id, purpose, subscription_id, session_id, method, status, amount_cents, idempotency_key, return_url, created_at)
         VALUES (?, ?, 'INVOICES', NULL, ?, ?, 'OPEN', ?, ?, ?, ?)`,
      )
      .bind(payment.id, payment.accountId, payment.sessionId, payment.method, payment.amountCents, payment.idempotencyKey, payment.returnUrl, payment.now),
    ...invoices.map((invoice) =>
      db
        .prepare(
          `INSERT INTO hosted_payment_invoices (payment_id, invoice_id, amount_cents)
           SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM hosted_payments WHERE id = ?1 AND idempotency_key = ?4)`,
        )
        .bind(payment.id, invoice.id, invoice.amount_cents, payment.idempotencyKey),
    ),
  ]);
}

/**
 * Whether every invoice of the payment can still be paid by it: open or overdue, and no other payment of
 * it succeeded or is being processed (SQL on the payment, alias p, for `advanceHostedPaymentStatement`).
 */
const STILL_PAYABLE = `NOT EXISTS (
  SELECT 1 FROM hosted_payment_invoices h JOIN invoices i ON i.id = h.invoice_id
  WHERE h.payment_id = p.id AND (
    i.status NOT IN ('OPEN', 'OVERDUE')
    OR EXISTS (SELECT 1 FROM hosted_payment_invoices o JOIN hosted_payments op ON op.id = o.payment_id
               WHERE o.invoice_id = i.id AND op.id <> p.id AND op.status IN ('PENDING', 'SUCCEEDED'))))`;

/** The receipt: the amount, the method, the date and each invoice number, with a link to the invoices. */
function receipt(env: OriginEnv, payment: InvoicePaymentRow, invoices: readonly Invoice[], to: string, now: string) {
  const country = brandCountry(payment.brand_key);
  const amount = euro(payment.amount_cents / 100, country);
  const brand = brandByKey(payment.brand_key)?.name ?? "Mijn Omgeving";
  const body = [
    "Beste abonnee,",
    "",
    `Wij hebben uw betaling van ${amount} ${paidWithWords(payment.method, country) ?? ""} op ${invoiceDate(now, country)} ontvangen. Dank u wel.`,
    "",
    invoices.length === 1 ? "Hiermee is deze factuur betaald:" : "Hiermee zijn deze facturen betaald:",
    ...invoices.map((invoice) => `- ${invoice.invoiceNumber} (${invoice.title}): ${euro(invoice.price, country)}`),
    "",
    `Uw facturen en hoe ze betaald zijn: ${portalLink(env, payment.brand_key, "/facturen")}`,
    "",
    `Met vriendelijke groet,\n${brand}`,
  ].join("\n");
  return { to, channel: "email" as const, subject: `Betalingsbewijs: ${amount} ontvangen`, body: body.replace(/ {2,}/g, " ") };
}

/**
 * Applies the hosted page's choice to an invoice payment in one batch. Approving (or "still processing")
 * moves it on only while every invoice is still payable; then the invoices are PAID with date and method,
 * the failed status of their subscriptions is cleared where nothing is overdue any more, the activity
 * event and the receipt are written. Every statement after the first is guarded by the nonce the first
 * one set, so a replay, a second click or a second tab applies nothing. A payment whose invoices were
 * paid meanwhile is cancelled (ALREADY_PAID): nothing is taken.
 */
export async function settleInvoicePayment(env: OriginEnv, payment: InvoicePaymentRow, status: S2PaymentChangeStatus, nonce: string, now: string) {
  const db = env.DB;
  const takesMoney = status === "SUCCEEDED" || status === "PENDING";
  const advance = advanceHostedPaymentStatement(db, payment.id, status, now, nonce, {
    onlyIf: takesMoney ? STILL_PAYABLE : "1",
    failureReason: status === "FAILED" ? "DECLINED" : null,
  });
  if (status !== "SUCCEEDED") {
    await db.batch([advance]);
  } else {
    const invoices = (await invoicesByIds(db, payment.account_id, invoiceIdsOf(payment))).map(({ invoice }) => invoice);
    const account = await db.prepare("SELECT email FROM accounts WHERE id = ?").bind(payment.account_id).first<{ email: string }>();
    const settledHere = "EXISTS (SELECT 1 FROM hosted_payments WHERE id = ?1 AND settled_by = ?2 AND status = 'SUCCEEDED')";
    const paidMethod = payment.method;
    await db.batch([
      advance,
      activityStatement(
        db,
        {
          accountId: payment.account_id,
          sessionId: payment.session_id,
          type: "INVOICES_PAID",
          details: { invoiceIds: invoiceIdsOf(payment).join(","), amount: euro(payment.amount_cents / 100, brandCountry(payment.brand_key)), method: payment.method },
        },
        { ifPreviousChanged: true },
      ),
      ...(account ? [sendMessageStatement(db, receipt(env, payment, invoices, account.email, now), { ifPreviousChanged: true })] : []),
      db
        .prepare(
          `UPDATE invoices SET status = 'PAID', paid_at = ?3, paid_method = ?4
           WHERE id IN (SELECT invoice_id FROM hosted_payment_invoices WHERE payment_id = ?1) AND ${settledHere}`,
        )
        .bind(payment.id, nonce, now, paidMethod),
      db
        .prepare(
          `UPDATE subscriptions SET payment_status = 'OK'
           WHERE payment_status = 'FAILED'
             AND id IN (SELECT i.subscription_id FROM hosted_payment_invoices h JOIN invoices i ON i.id = h.invoice_id WHERE h.payment_id = ?1)
             AND NOT EXISTS (SELECT 1 FROM invoices o WHERE o.subscription_id = subscriptions.id AND o.status = 'OVERDUE')
             AND ${settledHere}`,
        )
        .bind(payment.id, nonce),
    ]);
  }
  // Not moved on although it was still open: its invoices were paid meanwhile. Nothing is taken.
  const after = (await invoicePayment(db, payment.id))!;
  if (takesMoney && (after.status === "OPEN" || after.status === "PENDING") && after.status !== status) {
    await db.batch([advanceHostedPaymentStatement(db, payment.id, "CANCELLED", now, nonce, { failureReason: "ALREADY_PAID" })]);
    return (await invoicePayment(db, payment.id))!;
  }
  return after;
}

/**
 * The subscriptions of a paid payment that pay by transfer or whose direct debit failed for one of its
 * invoices (a paid invoice keeps the reason its debit failed: the history of "Is mijn betaling binnen?").
 */
async function directDebitOffers(db: D1Database, payment: InvoicePaymentRow) {
  if (payment.status !== "SUCCEEDED") return [];
  const { results } = await db
    .prepare(
      `SELECT DISTINCT s.id, s.brand_key, s.title, s.sub_title FROM hosted_payment_invoices h
       JOIN invoices i ON i.id = h.invoice_id JOIN subscriptions s ON s.id = i.subscription_id
       WHERE h.payment_id = ? AND s.account_id = ? AND s.status <> 'CANCELLED'
         AND (s.payment_method = 'INVOICE' OR i.failure_reason IS NOT NULL)`,
    )
    .bind(payment.id, payment.account_id)
    .all<{ id: string; brand_key: string; title: string; sub_title: string | null }>();
  return results.map((row) => ({ subscriptionId: row.id, brandId: brandIdOf(row.brand_key), title: [row.title, row.sub_title].filter(Boolean).join(" – ") }));
}

export async function toInvoicePayment(db: D1Database, row: InvoicePaymentRow, reference: string, pageUrl: string): Promise<ResolversParentTypes["S2InvoicePayment"]> {
  const invoices = (await invoicesByIds(db, row.account_id, invoiceIdsOf(row))).map(({ invoice }) => invoice);
  return {
    reference,
    method: row.method,
    status: row.status,
    amount: row.amount_cents / 100,
    country: brandCountry(row.brand_key),
    invoices,
    failureReason: row.failure_reason,
    paymentUrl: row.status === "OPEN" || row.status === "PENDING" ? pageUrl : null,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    directDebitOffers: await directDebitOffers(db, row),
  };
}
