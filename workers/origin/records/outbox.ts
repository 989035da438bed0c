/**
 * The dev outbox: messages that would be sent by e-mail or SMS are stored here. Later features
 * (verification codes, invites) call sendMessage; /dev/outbox lists them outside production.
 */
import { escapeHtml, html, json } from "../request/http";
import { randomToken } from "../request/crypto";
import { nowIso } from "../calendar/time";

export interface OutboxMessage {
  to: string;
  channel: "email" | "sms";
  subject: string;
  body: string;
  /** One file sent with an e-mail (a receipt's PDF copy). */
  attachment?: { name: string; contentType: string; bytes: Uint8Array };
}

interface OutboxRow {
  id: number;
  to: string;
  channel: "email" | "sms";
  subject: string;
  body: string;
  created_at: string;
  attachment_name: string | null;
  attachment_type: string | null;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
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
      `INSERT INTO outbox ("to", channel, subject, body, created_at, attachment_name, attachment_type, attachment_base64)
       SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${ifPreviousChanged ? "changes() > 0" : "1"}`,
    )
    .bind(
      message.to, message.channel, message.subject, message.body, nowIso(),
      message.attachment?.name ?? null, message.attachment?.contentType ?? null, message.attachment ? base64(message.attachment.bytes) : null,
    );
}

export async function sendMessage(db: D1Database, message: OutboxMessage): Promise<void> {
  await sendMessageStatement(db, message).run();
}

/** The path of a message's attachment in the dev outbox. */
const attachmentPath = (id: number) => `/dev/outbox/${id}/attachment`;

/** GET /dev/outbox/<id>/attachment: the file sent with a message, as it was sent. */
export async function outboxAttachment(db: D1Database, id: number): Promise<Response> {
  const row = await db
    .prepare("SELECT attachment_name, attachment_type, attachment_base64 FROM outbox WHERE id = ? AND attachment_base64 IS NOT NULL")
    .bind(id)
    .first<{ attachment_name: string; attachment_type: string; attachment_base64: string }>();
  if (!row) return new Response("Not found", { status: 404 });
  const bytes = Uint8Array.from(atob(row.attachment_base64), (char) => char.charCodeAt(0));
  return new Response(bytes, {
    headers: { "content-type": row.attachment_type, "content-disposition": `attachment; filename="${row.attachment_name.replace(/[^\w.-]/g, "_")}"` },
  });
}

/** GET /dev/outbox[?format=json][&to=…]: newest first. The caller refuses it in production. */
export async function outboxPage(request: Request, db: D1Database): Promise<Response> {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const { results: rows } = await db
    .prepare(
      `SELECT id, "to", channel, subject, body, created_at, attachment_name, attachment_type FROM outbox
       WHERE (? IS NULL OR "to" = ? COLLATE NOCASE) ORDER BY id DESC LIMIT 200`,
    )
    .bind(to, to)
    .all<OutboxRow>();
  const results = rows.map(({ attachment_name, attachment_type, ...message }) => ({
    ...message,
    attachments: attachment_name ? [{ name: attachment_name, contentType: attachment_type, url: attachmentPath(message.id) }] : [],
  }));
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
          ${message.attachments.map((file) => `<p>Bijlage: <a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a></p>`).join("")}
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
