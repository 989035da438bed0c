/**
 * Logging in while the account's deletion is scheduled (ADR 42): instead of signing in at once, the
 * identity provider says when the account will be erased and offers "Account behouden en inloggen".
 * That form carries a signed ticket for this account (15 minutes), so the password is not asked again;
 * keeping the account clears the schedule, records ACCOUNT_DELETION_UNDONE, e-mails the owner and signs
 * the browser in as after a login. Leaving the page keeps the schedule.
 */
import { activityStatement } from "../records/activity";
import { brandCountry } from "../demo/brands";
import { hmacSha256, timingSafeEqualText } from "../request/crypto";
import { escapeHtml } from "../request/http";
import { sendMessageStatement } from "../records/outbox";
import { dutchDate, nowIso, nowMs } from "../calendar/time";
import { sayIn } from "../rules/words";
import { completeLogin } from "./complete";
import { isValidCsrf } from "./cookies";
import { formAlert, formHeader, formPage, loginWords, themeFor, type AuthorizeParams } from "./pages";

const TICKET_SECONDS = 15 * 60;

export const UNDO_MESSAGES = {
  expired: "Deze pagina is verlopen. Log opnieuw in om uw account te behouden.",
} as const;

async function ticketFor(secret: string, accountId: string, expires: number): Promise<string> {
  return `${accountId}.${expires}.${await hmacSha256(secret, `undo-deletion:${accountId}:${expires}`)}`;
}

async function accountOfTicket(secret: string, ticket: string): Promise<string | null> {
  const match = /^(.+)\.(\d{10,16})\.([A-Za-z0-9_-]+)$/.exec(ticket);
  if (!match) return null;
  const [, accountId, expires] = match as unknown as [string, string, string];
  if (Number(expires) < nowMs()) return null;
  return timingSafeEqualText(await ticketFor(secret, accountId, Number(expires)), ticket) ? accountId : null;
}

function renderPending(request: Request, env: OriginEnv, params: AuthorizeParams, options: { dueAt?: string; ticket?: string; error?: string; status?: number }) {
  const portalHome = `${new URL(params.redirect_uri).origin}/`;
  const w = loginWords(themeFor(params.brand));
  return formPage(
    request,
    env,
    params,
    "Uw account wordt verwijderd",
    (csrfToken) => `<h1>Uw account wordt verwijderd</h1>
${options.error ? formAlert(options.error) : ""}
${
  options.dueAt && options.ticket
    ? `<p>U heeft gevraagd om uw account te verwijderen. Dat gebeurt op <strong>${escapeHtml(dutchDate(options.dueAt.slice(0, 10)))}</strong>.</p>
<p>Wilt u uw account toch houden? Dan blijft alles zoals het was.</p>
<form method="post" action="/oauth/authorize">
${formHeader(csrfToken, "undo-deletion", params)}
<input type="hidden" name="ticket" value="${escapeHtml(options.ticket)}">
<button type="submit">Account behouden en ${w.loggingIn}</button>
</form>`
    : ""
}
<p class="switch"><a href="${escapeHtml(portalHome)}">Niet ${w.loggingIn}</a></p>`,
    options.status,
  );
}

/**
 * The end of a successful password check (login, password reset): signs in as usual, unless the
 * account's deletion is scheduled — then `changes` are stored on their own and the page above is shown.
 */
export async function deletionPendingOrLogin(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  account: { id: string; email: string },
  changes: D1PreparedStatement[] = [],
): Promise<Response> {
  const row = await env.DB.prepare("SELECT deletion_due_at FROM accounts WHERE id = ? AND erased_at IS NULL").bind(account.id).first<{ deletion_due_at: string | null }>();
  if (!row?.deletion_due_at) return completeLogin(request, env, params, account, changes);
  if (changes.length > 0) await env.DB.batch(changes);
  const ticket = await ticketFor(env.TOKEN_SIGNING_SECRET, account.id, nowMs() + TICKET_SECONDS * 1000);
  return renderPending(request, env, params, { dueAt: row.deletion_due_at, ticket });
}

/** POST intent=undo-deletion: keeps the account and signs in. */
export async function undoDeletionPost(request: Request, env: OriginEnv, form: URLSearchParams, params: AuthorizeParams): Promise<Response> {
  const accountId = await accountOfTicket(env.TOKEN_SIGNING_SECRET, (form.get("ticket") ?? "").slice(0, 400));
  if (!accountId || !(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderPending(request, env, params, { error: UNDO_MESSAGES.expired, status: 403 });
  }
  const account = await env.DB.prepare("SELECT id, email FROM accounts WHERE id = ? AND erased_at IS NULL").bind(accountId).first<{ id: string; email: string }>();
  if (!account) return renderPending(request, env, params, { error: UNDO_MESSAGES.expired, status: 403 });
  const now = nowIso();
  return completeLogin(request, env, params, account, [
    env.DB.prepare(
      "UPDATE accounts SET deletion_requested_at = NULL, deletion_due_at = NULL, updated_at = ? WHERE id = ? AND deletion_due_at IS NOT NULL AND erased_at IS NULL",
    ).bind(now, account.id),
    activityStatement(env.DB, { accountId: account.id, sessionId: null, type: "ACCOUNT_DELETION_UNDONE", details: {} }, { ifPreviousChanged: true }),
    sendMessageStatement(
      env.DB,
      {
        to: account.email,
        channel: "email",
        subject: "Uw account blijft bestaan",
        body: sayIn(
          brandCountry(params.brand),
          "U heeft ingelogd en gekozen om uw account te behouden. Het wordt niet verwijderd; alles blijft zoals het was.",
        ),
      },
      { ifPreviousChanged: true },
    ),
  ]);
}
