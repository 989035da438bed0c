/**
 * The hosted payment page, as a payment provider would show it: served by this origin outside
 * production only (like /dev/outbox), at the paymentUrl of a card or iDEAL change of payment method or
 * of an invoice payment (iDEAL, Bancontact, card; issue 56): /dev/payment/<signed reference>. One page
 * for both (ADR 52). Its four buttons play the provider's outcomes; each returns the browser to the
 * portal's status page with the same signed reference. The portal reads the outcome from the origin
 * (paymentChange, invoicePayment), never from the URL.
 */
import { activityStatement } from "../../records/activity";
import { brandByKey } from "../../demo/brands";
import { randomToken } from "../../request/crypto";
import { OriginError } from "../../request/errors";
import { escapeHtml, html, isSameOriginPost, readForm } from "../../request/http";
import { layout, themeFor } from "../../identity/pages";
import { isoIn, nowIso } from "../../calendar/time";
import type { PageRoute } from "../area";
import { advanceHostedPaymentStatement, expireOpenChange, hostedChange, setHostedMethodStatement, type HostedChangeRow } from "./data";
import { approvedMethod, isPageChoice, OPEN_CHANGE_SECONDS, PAGE_CHOICES, statusPathSegment } from "./hosted";
import { euro } from "../invoices";
import { expireOpenInvoicePayment, invoiceIdsOf, invoicePayment, settleInvoicePayment, type InvoicePaymentRow } from "./invoice-payments";
import { verifyReference } from "./reference";

type Hosted = { kind: "change"; row: HostedChangeRow } | { kind: "invoices"; row: InvoicePaymentRow };

const PATTERN = /^\/dev\/payment\/([A-Za-z0-9._-]{1,200})$/;

/** The change or invoice payment behind a reference, or 404 (production, a wrong signature, an unknown one). */
async function hostedFor(env: OriginEnv, reference: string): Promise<Hosted> {
  const id = await verifyReference(env.TOKEN_SIGNING_SECRET, reference);
  const openSince = isoIn(-OPEN_CHANGE_SECONDS);
  if (id?.startsWith("ip_")) {
    const row = await invoicePayment(env.DB, id);
    if (row) return { kind: "invoices", row: await expireOpenInvoicePayment(env.DB, row, openSince, nowIso()) };
  } else if (id) {
    const row = await hostedChange(env.DB, id);
    if (row) return { kind: "change", row: await expireOpenChange(env.DB, row, openSince, nowIso()) };
  }
  throw new OriginError("NOT_FOUND");
}

function backToPortal(hosted: Hosted, reference: string): Response {
  const target = `${hosted.row.return_url}/${statusPathSegment(hosted.row.status)}?ref=${encodeURIComponent(reference)}`;
  return new Response(null, { status: 303, headers: { location: target, "cache-control": "no-store" } });
}

const METHOD_LABEL = { CREDIT_CARD: "creditcard", IDEAL: "iDEAL", BANCONTACT: "Bancontact" } as const;

/** What is being paid, in one sentence. */
async function subject(env: OriginEnv, hosted: Hosted): Promise<string> {
  if (hosted.kind === "change") {
    const change = hosted.row;
    const subscription = [change.subscription_title, change.subscription_sub_title].filter(Boolean).join(" – ");
    return `U wijzigt de betaalwijze van <strong>${escapeHtml(subscription)}</strong> naar <strong>${METHOD_LABEL[change.method]}</strong>.`;
  }
  const payment = hosted.row;
  const { results } = await env.DB.prepare(
    `SELECT invoice_number FROM invoices WHERE id IN (${invoiceIdsOf(payment).map(() => "?").join(", ")}) ORDER BY due_date`,
  )
    .bind(...invoiceIdsOf(payment))
    .all<{ invoice_number: string }>();
  const numbers = results.map((row) => escapeHtml(row.invoice_number)).join(", ");
  const amount = euro(payment.amount_cents / 100, brandByKey(payment.brand_key)?.country ?? "nl");
  return `U betaalt <strong>${escapeHtml(amount)}</strong> met <strong>${METHOD_LABEL[payment.method]}</strong> voor ${results.length === 1 ? "factuur" : "de facturen"} ${numbers}.`;
}

async function page(env: OriginEnv, hosted: Hosted): Promise<Response> {
  const change = hosted.row;
  const nonce = randomToken(16);
  const theme = themeFor(change.brand_key);
  const button = (choice: keyof typeof PAGE_CHOICES, label: string) => `<p><button type="submit" name="choice" value="${choice}">${label}</button></p>`;
  const content = `<h1>Betaalpagina (test)</h1>
<p>Dit is de nagebootste betaalpagina van de testomgeving. Er wordt niets betaald.</p>
<p>${await subject(env, hosted)}</p>
${change.status === "PENDING" ? `<p class="alert" role="status">De bank verwerkt deze betaling nog. Kies hieronder hoe het afloopt.</p>` : ""}
<form method="post">
${button("approve", "Betaling goedkeuren")}
${button("decline", "Betaling weigeren")}
${button("cancel", "Annuleren")}
${button("pending", "Bank verwerkt nog")}
</form>
<p class="hint">Na uw keuze gaat u terug naar ${escapeHtml(brandByKey(change.brand_key)?.name ?? "Mijn Omgeving")}.</p>`;
  // The form posts here and is then redirected to the portal: form-action must allow both.
  return html(layout(`Betalen – ${theme.name}`, theme, nonce, content), 200, { nonce, formAction: [new URL(change.return_url).origin] });
}


export const pages: PageRoute[] = [
  {
    method: "GET",
    pattern: PATTERN,
    handler: async ({ env, params }) => {
      const hosted = await hostedFor(env, params[0]!);
      return hosted.row.status === "OPEN" || hosted.row.status === "PENDING" ? page(env, hosted) : backToPortal(hosted, params[0]!);
    },
  },
  {
    method: "POST",
    pattern: PATTERN,
    handler: async ({ request, env, params }) => {
      const reference = params[0]!;
      const hosted = await hostedFor(env, reference);
      if (!isSameOriginPost(request)) throw new OriginError("FORBIDDEN");
      const choice = (await readForm(request))?.get("choice") ?? null;
      if (!isPageChoice(choice)) throw new OriginError("BAD_REQUEST");
      const status = PAGE_CHOICES[choice];
      // Only the request that moves the payment on applies it: a second click or a replay changes nothing.
      if (hosted.kind === "invoices") {
        const row = await settleInvoicePayment(env, hosted.row, status, randomToken(16), nowIso());
        return backToPortal({ kind: "invoices", row }, reference);
      }
      const change = hosted.row;
      const advance = advanceHostedPaymentStatement(env.DB, change.id, status, nowIso(), randomToken(16));
      await env.DB.batch(
        status === "SUCCEEDED"
          ? [
              advance,
              setHostedMethodStatement(env.DB, change.subscription_id, change.method, approvedMethod(change.method)),
              activityStatement(
                env.DB,
                {
                  accountId: change.account_id,
                  sessionId: change.session_id,
                  type: "PAYMENT_METHOD_CHANGED",
                  details: { subscriptionId: change.subscription_id, method: change.method },
                },
                { ifPreviousChanged: true },
              ),
            ]
          : [advance],
      );
      return backToPortal({ kind: "change", row: (await hostedChange(env.DB, change.id))! }, reference);
    },
  },
];
