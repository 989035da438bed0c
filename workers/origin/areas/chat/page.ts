/**
 * The agent's side of the embedded chat (ADR 30): /dev/chat-agent lists the open conversations of
 * every brand with their messages; each can be answered or ended. A development tool like
 * /dev/outbox: 404 in production, no login, forms only from this page (same-origin posts).
 */
import { BRANDS, brandByKey } from "../../demo/brands";
import { randomToken } from "../../request/crypto";
import { OriginError } from "../../request/errors";
import { escapeHtml, html, isSameOriginPost, readForm } from "../../request/http";
import type { PageRoute } from "../area";
import { type ChatConversation, type ChatMessage } from "./desk";
import { deskFor } from "./rest";
import { MAX_CHAT_MESSAGE_LENGTH, validateChatMessage } from "./rules";

const PATH = "/dev/chat-agent";

const STYLE = `:root{color-scheme:light dark;--fg:#1a1a1a;--bg:#fff;--muted:#4a4a4a;--line:#767676;--agent:#e8f0fe;--err:#b00020}
@media (prefers-color-scheme:dark){:root{--fg:#f2f2f2;--bg:#121212;--muted:#c4c4c4;--line:#9e9e9e;--agent:#1e2a3d;--err:#ff8a80}}
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:var(--fg);background:var(--bg);line-height:1.5}
a{color:inherit}ul{list-style:none;padding:0;margin:0}
.conversation{border:1px solid var(--line);border-radius:.5rem;margin:0 0 1rem;padding:.5rem 1rem}
h2{font-size:1.1rem;margin:.5rem 0}.meta{color:var(--muted);margin:0;font-size:.9rem}
.messages li{margin:.5rem 0;padding:.25rem .5rem;border-radius:.25rem}.messages .agent{background:var(--agent)}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}textarea{width:100%;font:inherit;padding:.5rem;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:.25rem}
button{font:inherit;font-weight:600;padding:.5rem 1rem;margin:.5rem .5rem .5rem 0;border-radius:.25rem;border:1px solid var(--fg);background:var(--fg);color:var(--bg);cursor:pointer}
button.secondary{background:var(--bg);color:var(--fg)}
:focus-visible{outline:3px solid var(--fg);outline-offset:2px}.error{color:var(--err);font-weight:600}`;

interface Open {
  brand: string;
  brandName: string;
  conversation: ChatConversation;
}

async function openConversations(env: OriginEnv): Promise<Open[]> {
  const perBrand = await Promise.all(
    Object.values(BRANDS).map(async (brand) => (await deskFor(env, brand.key).openConversations()).map((conversation) => ({ brand: brand.key, brandName: brand.name, conversation }))),
  );
  return perBrand.flat().sort((a, b) => a.conversation.startedAt.localeCompare(b.conversation.startedAt));
}

const clockTime = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", hour: "2-digit", minute: "2-digit" });
const time = (at: string) => clockTime.format(new Date(at));

function message(item: ChatMessage): string {
  const who = item.author === "agent" ? "Medewerker" : "Klant";
  return `<li class="${item.author}"><strong>${who}</strong> <span class="meta">(<time datetime="${escapeHtml(item.at)}">${time(item.at)}</time>)</span>: ${escapeHtml(item.text)}</li>`;
}

/** One conversation: its messages, a reply form and an end button; `error`/`typed` after a refused reply. */
function conversationCard({ brand, brandName, conversation }: Open, error: { id: string; message: string; typed: string } | null): string {
  const id = escapeHtml(conversation.id);
  const title = `${escapeHtml(conversation.name ?? "Bezoeker (niet ingelogd)")} – ${escapeHtml(brandName)}`;
  const failed = error?.id === conversation.id ? error : null;
  return `<li class="conversation"><article aria-labelledby="t-${id}">
<h2 id="t-${id}">${title}</h2>
<p class="meta">Gestart om <time datetime="${escapeHtml(conversation.startedAt)}">${time(conversation.startedAt)}</time></p>
${conversation.messages.length === 0 ? "<p>Nog geen berichten.</p>" : `<ul class="messages">${conversation.messages.map(message).join("")}</ul>`}
<form method="post" action="${PATH}">
<input type="hidden" name="brand" value="${escapeHtml(brand)}"><input type="hidden" name="conversationId" value="${id}">
<label for="r-${id}">Antwoord aan ${escapeHtml(conversation.name ?? "de bezoeker")}</label>
${failed ? `<p class="error" id="e-${id}">${escapeHtml(failed.message)}</p>` : ""}
<textarea id="r-${id}" name="text" rows="2" maxlength="${MAX_CHAT_MESSAGE_LENGTH}"${failed ? ` aria-invalid="true" aria-describedby="e-${id}"` : ""}>${escapeHtml(failed?.typed ?? "")}</textarea>
<button type="submit" name="intent" value="reply">Antwoord versturen</button><button type="submit" name="intent" value="end" class="secondary">Gesprek beëindigen</button>
</form></article></li>`;
}

async function agentPage(env: OriginEnv, error: { id: string; message: string; typed: string } | null = null): Promise<Response> {
  const open = await openConversations(env);
  const nonce = randomToken(16);
  const body = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Chat: medewerker (ontwikkelomgeving) – Mijn Omgeving</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<h1>Chat: open gesprekken</h1>
<p>De kant van de medewerker van de chat. Alleen buiten productie. <a href="${PATH}">Vernieuwen</a></p>
${open.length === 0 ? "<p>Er zijn geen open gesprekken.</p>" : `<ul>${open.map((item) => conversationCard(item, error)).join("\n")}</ul>`}
</main></body></html>`;
  return html(body, error ? 400 : 200, { nonce });
}


export const pages: PageRoute[] = [
  {
    method: "GET",
    pattern: /^\/dev\/chat-agent$/,
    handler: async ({ env }) => {
      return agentPage(env);
    },
  },
  {
    method: "POST",
    pattern: /^\/dev\/chat-agent$/,
    handler: async ({ request, url, env }) => {
      if (!isSameOriginPost(request)) throw new OriginError("FORBIDDEN");
      const form = await readForm(request);
      const brand = form?.get("brand") ?? "";
      const conversationId = form?.get("conversationId") ?? "";
      if (!form || !brandByKey(brand)) throw new OriginError("BAD_REQUEST");
      const desk = deskFor(env, brand);
      if (form.get("intent") === "end") {
        await desk.agentEnd(conversationId);
      } else {
        const typed = form.get("text") ?? "";
        const { text, violations } = validateChatMessage(typed);
        if (text === null) return agentPage(env, { id: conversationId, message: violations[0]!.message.replace("Uw bericht", "Het antwoord"), typed });
        await desk.agentReply(conversationId, text);
      }
      return new Response(null, { status: 303, headers: { location: PATH, "cache-control": "no-store" } });
    },
  },
];
