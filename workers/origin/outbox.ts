/**
 * The dev outbox: messages that would be sent by e-mail or SMS are stored here. Later features
 * (verification codes, invites) call sendMessage; /dev/outbox lists them outside production.
 */
import { escapeHtml, html, json } from "./http";
import { randomToken } from "./crypto";
import { nowIso } from "./time";

export interface OutboxMessage {
  to: string;
  channel: "email" | "sms";
  subject: string;
  body: string;
}

interface OutboxRow extends OutboxMessage {
  id: number;
  created_at: string;
}

/**
 * The INSERT as a statement, to batch a message with the change that causes it. With
 * `ifPreviousChanged` it is only written when the statement right before it in the batch changed a
 * row (as `activityStatement` does), so a guarded change that matched nothing sends nothing.
 */
export function sendMessageStatement(
  db: D1Database,
  message: OutboxMessage,
  { ifPreviousChanged = false }: { ifPreviousChanged?: boolean } = {},
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox ("to", channel, subject, body, created_at) SELECT ?, ?, ?, ?, ?
       WHERE ${ifPreviousChanged ? "changes() > 0" : "1"}`,
    )
    .bind(message.to, message.channel, message.subject, message.body, nowIso());
}

export async function sendMessage(db: D1Database, message: OutboxMessage): Promise<void> {
  await sendMessageStatement(db, message).run();
}

/** GET /dev/outbox[?format=json][&to=…]: newest first. The caller refuses it in production. */
export async function outboxPage(request: Request, db: D1Database): Promise<Response> {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const { results } = await db
    .prepare(
      `SELECT id, "to", channel, subject, body, created_at FROM outbox
       WHERE (? IS NULL OR "to" = ? COLLATE NOCASE) ORDER BY id DESC LIMIT 200`,
    )
    .bind(to, to)
    .all<OutboxRow>();
  if (url.searchParams.get("format") === "json") return json({ messages: results });
  const nonce = randomToken(16);
  const items = results
    .map(
      (message) => `<li>
        <article>
          <h2>${escapeHtml(message.subject)}</h2>
          <p class="meta">${message.channel === "sms" ? "Sms" : "E-mail"} aan <strong>${escapeHtml(message.to)}</strong>,
            <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></p>
          <pre>${escapeHtml(message.body)}</pre>
        </article>
      </li>`,
    )
    .join("\n");
  const body = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Verzonden berichten (ontwikkelomgeving) – Mijn Omgeving</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1a1a1a}
ul{list-style:none;padding:0}li{border:1px solid #767676;border-radius:.5rem;margin:0 0 1rem;padding:.5rem 1rem}
h2{font-size:1.1rem;margin:.5rem 0}.meta{color:#4a4a4a;margin:0}pre{white-space:pre-wrap;font-family:inherit}
</style></head>
<body><main>
<h1>Verzonden berichten</h1>
<p>Berichten die in productie per e-mail of sms worden verstuurd${to ? ` aan <strong>${escapeHtml(to)}</strong>` : ""}. Alleen zichtbaar buiten productie.</p>
${results.length === 0 ? "<p>Er zijn nog geen berichten.</p>" : `<ul>${items}</ul>`}
</main></body></html>`;
  return html(body, 200, { nonce });
}
