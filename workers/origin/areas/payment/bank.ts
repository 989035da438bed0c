/**
 * The bank's side of a direct debit, as a stand-in (issue 56, ADR 52): `POST /dev/bank/direct-debit-rejected`
 * with `invoiceId` and `reason` (INSUFFICIENT_FUNDS, MANDATE_REVOKED, ACCOUNT_CLOSED) is what a bank's
 * return file (SEPA pain.002 / camt.054 with a reason code such as AM04, MD01, AC04) tells the billing
 * system. Development and test stacks only, like every /dev/ path. In one batch: the open invoice is
 * overdue with the bank's reason, the subscriber gets an e-mail with a link straight to paying it, and the
 * subscription's payment status is FAILED. A report for an invoice that is not open changes nothing (409).
 */
import { brandByKey, brandCountry, portalLink } from "../../demo/brands";
import { sendMessageStatement } from "../../records/outbox";
import { conflict, notFound, OriginError } from "../../request/errors";
import { json, readForm } from "../../request/http";
import type { PageRoute } from "../area";
import { debitFailureWords, euro, invoiceDate, payNowWords } from "../invoices";
import { S2DirectDebitFailureReason } from "../../../../contracts/generated/enums";

const REJECTION_REASONS = Object.values(S2DirectDebitFailureReason);
type Reason = S2DirectDebitFailureReason;

interface RejectedInvoice {
  id: string;
  invoice_number: string;
  title: string;
  amount_cents: number;
  due_date: string;
  brand_key: string;
  email: string;
}

function rejectionMessage(env: OriginEnv, invoice: RejectedInvoice, reason: Reason) {
  const country = brandCountry(invoice.brand_key);
  const be = country === "be";
  const debit = be ? "domiciliëring" : "automatische incasso";
  const amount = euro(invoice.amount_cents / 100, country);
  const body = [
    "Beste abonnee,",
    "",
    `De ${debit} van ${amount} voor factuur ${invoice.invoice_number} (${invoice.title}) is niet gelukt: ${debitFailureWords(reason, country)}. De factuur had op ${invoiceDate(invoice.due_date, country)} betaald moeten zijn.`,
    "",
    `Betaal het bedrag nu met ${payNowWords(country)}:`,
    portalLink(env, invoice.brand_key, `/facturen/betalen?factuur=${encodeURIComponent(invoice.id)}`),
    "",
    `Op de factuur staat ook het rekeningnummer als u het liever ${be ? "overschrijft" : "overmaakt"}. Daarna kunt u ${be ? "de domiciliëring" : "de automatische incasso"} opnieuw instellen, eventueel met een andere rekening.`,
    "",
    `Met vriendelijke groet,\n${brandByKey(invoice.brand_key)?.name ?? "Mijn Omgeving"}`,
  ].join("\n");
  return { to: invoice.email, channel: "email" as const, subject: `Uw ${debit} van ${amount} is niet gelukt`, body };
}

async function readReport(request: Request): Promise<{ invoiceId: string; reason: Reason }> {
  const type = request.headers.get("content-type") ?? "";
  const values = type.includes("application/json")
    ? ((await request.json().catch(() => null)) as Record<string, unknown> | null)
    : Object.fromEntries((await readForm(request)) ?? []);
  const invoiceId = typeof values?.invoiceId === "string" ? values.invoiceId : "";
  const reason = REJECTION_REASONS.find((value) => value === values?.reason);
  if (!invoiceId || !reason) {
    throw new OriginError("BAD_REQUEST", [{ code: "VALIDATION-ERROR", message: `Geef invoiceId en reason (${REJECTION_REASONS.join(", ")}).` }]);
  }
  return { invoiceId, reason };
}

export const bankPages: PageRoute[] = [
  {
    method: "POST",
    pattern: /^\/dev\/bank\/direct-debit-rejected$/,
    handler: async ({ request, env }) => {
      const { invoiceId, reason } = await readReport(request);
      const invoice = await env.DB.prepare(
        `SELECT i.id, i.invoice_number, i.title, i.amount_cents, i.due_date, i.status, s.brand_key, s.payment_method, a.email
         FROM invoices i JOIN subscriptions s ON s.id = i.subscription_id JOIN accounts a ON a.id = i.account_id WHERE i.id = ?`,
      )
        .bind(invoiceId)
        .first<RejectedInvoice & { status: string; payment_method: string | null }>();
      if (!invoice) throw notFound();
      if (invoice.status !== "OPEN" || !invoice.payment_method?.startsWith("DIRECT_DEBIT")) {
        throw conflict("NOT-COLLECTED-BY-DEBIT", "Deze factuur staat niet open voor een automatische incasso.");
      }
      const [rejected] = await env.DB.batch([
        env.DB.prepare("UPDATE invoices SET status = 'OVERDUE', failure_reason = ? WHERE id = ? AND status = 'OPEN'").bind(reason, invoiceId),
        sendMessageStatement(env.DB, rejectionMessage(env, invoice, reason), { ifPreviousChanged: true }),
        env.DB.prepare(
          `UPDATE subscriptions SET payment_status = 'FAILED'
           WHERE id = (SELECT subscription_id FROM invoices WHERE id = ?1 AND status = 'OVERDUE' AND failure_reason = ?2)`,
        ).bind(invoiceId, reason),
      ]);
      if (!rejected?.meta.changes) throw conflict("NOT-COLLECTED-BY-DEBIT", "Deze factuur staat niet open voor een automatische incasso.");
      return json({ invoiceId, status: "OVERDUE", failureReason: reason });
    },
  },
];
