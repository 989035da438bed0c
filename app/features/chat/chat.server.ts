import { type RouterContextProvider } from "react-router";
import { freeTextField } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { requestNow } from "~/platform/request/clock.server";
import { type AppContext, appContext } from "~/platform/request/context";
import { pageLanguage } from "~/platform/locale/language";
import { isChatOpen } from "~/platform/locale/opening-hours";
import type { RetryPolicy } from "~/platform/origin/retry";
import { originRest } from "~/platform/origin/rest.server";
import { chatService } from "@contracts/chat";
import { type Session, sessionContext } from "~/platform/session/session.server";
import { translate } from "~/platform/content/translations";
import { OriginError } from "~/platform/origin/violations";
import { CHAT_TOKEN_HEADER, CHAT_WAIT_SECONDS, type ChatRefusal, MAX_CHAT_MESSAGE_LENGTH } from "./intent";

// The portal's chat API (ADR 30), proxied to the origin's chat desk (/api/pass/chat/{brand}/…):
//   GET  /api/chat?id=&after=[&wait=] (header x-chat-token) → { conversation }, waiting up to 20 s for news
//   POST /api/chat { intent: "start" }                      → 201 { token, conversation }
//   POST /api/chat { intent: "send", id, token, text }       → 201 { message }
//   POST /api/chat { intent: "end", id, token }              → { conversation }
// The portal owns the brand content, so it decides whether the chat is open (the brand's chat switched
// on and its opening hours, public holidays closed): starting and sending are refused outside them.

interface ChatContext {
  app: AppContext;
  session: Session | null;
  t: Translate;
  now: Date;
}

/** One long-polling read: a single attempt given the wait plus a margin, no retries (the window reads again). */
const ChatRead: RetryPolicy = { name: "chat-read", retries: 0, baseDelayMs: 0, maxDelayMs: 0, timeoutMs: (CHAT_WAIT_SECONDS + 5) * 1000, deadlineMs: (CHAT_WAIT_SECONDS + 5) * 1000 };

function chatContext(context: Readonly<RouterContextProvider>, request: Request): ChatContext {
  const app = context.get(appContext);
  const { session, languagePreference } = context.get(sessionContext);
  const translations = app.translationsFor(pageLanguage(languagePreference, app.brand?.country));
  return { app, session, t: (key, fallback, values) => translate(translations, key, fallback, values), now: requestNow(app.environment, request) };
}

const refusal = (status: number, refused: ChatRefusal) => Response.json(refused, { status, headers: { "cache-control": "no-store" } });

function closed(t: Translate): Response {
  return refusal(409, { code: "CHAT-CLOSED", message: t("chatClosedNow", "De chat is nu gesloten. U kunt ons bellen tijdens de openingstijden of het contactformulier gebruiken.") });
}

/** The origin's answer as the API's: the same body when it succeeded, else its first Dutch violation. */
async function relay(call: () => Promise<unknown>, t: Translate, status = 200): Promise<Response> {
  try {
    return Response.json(await call(), { status, headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    const { violation } = error;
    const first = violation.violations[0];
    if (violation.status === 404) return refusal(404, { code: "NOT-FOUND", message: t("chatNotFound", "Dit gesprek bestaat niet meer. Start een nieuw gesprek.") });
    if (first?.message && violation.status < 500) {
      return refusal(violation.status, { code: first.code ?? "GENERIC-ERROR", message: first.message, ...(first.field === "text" ? { field: "text" as const } : {}) });
    }
    return refusal(502, { code: "GENERIC-ERROR", message: t("chatNotReachable", "De chat is even niet bereikbaar. Probeer het zo opnieuw.") });
  }
}

const validId = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f-]{36}$/.test(value);
const validToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{10,100}$/.test(value);

export async function chatLoader(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  const { app, session, t } = chatContext(context, request);
  const url = new URL(request.url);
  const id = url.searchParams.get("id");
  const token = request.headers.get(CHAT_TOKEN_HEADER);
  if (!app.brand || !validId(id) || !validToken(token)) return refusal(404, { code: "NOT-FOUND", message: t("chatNotFound", "Dit gesprek bestaat niet meer. Start een nieuw gesprek.") });
  const after = Number(url.searchParams.get("after") ?? "0");
  // The window waits the full time; `wait=0` reads at once (a first look, a test).
  const wait = Math.min(CHAT_WAIT_SECONDS, Math.max(0, Number(url.searchParams.get("wait") ?? CHAT_WAIT_SECONDS) || 0));
  const input = { brand: app.brand.key, id, headers: { [CHAT_TOKEN_HEADER]: token }, after: Number.isSafeInteger(after) && after > 0 ? after : 0, wait };
  return relay(() => originRest(app, session, chatService.read, input, ChatRead), t);
}

export async function chatAction(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  const chat = chatContext(context, request);
  const { app, session, t } = chat;
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return new Response(null, { status: 415 });
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  const intent = body?.intent;
  if (!app.brand || (intent !== "start" && intent !== "send" && intent !== "end")) return refusal(400, { code: "BAD-REQUEST", message: t("chatNotReachable", "De chat is even niet bereikbaar. Probeer het zo opnieuw.") });
  const brandKey = app.brand.key;
  if (intent !== "end" && !isChatOpen(app.brand, chat.now)) return closed(t);

  if (intent === "start") return relay(() => originRest(app, session, chatService.start, { brand: brandKey }), t, 201);
  const { id, token } = body ?? {};
  if (!validId(id) || !validToken(token)) return refusal(404, { code: "NOT-FOUND", message: t("chatNotFound", "Dit gesprek bestaat niet meer. Start een nieuw gesprek.") });
  const conversation = { brand: brandKey, id, headers: { [CHAT_TOKEN_HEADER]: token } };
  if (intent === "end") return relay(() => originRest(app, session, chatService.end, conversation), t);
  const text = freeTextField(t, MAX_CHAT_MESSAGE_LENGTH).safeParse(typeof body?.text === "string" ? body.text : "");
  if (!text.success) return refusal(400, { code: "VALIDATION-ERROR", field: "text", message: text.error.issues[0]?.message ?? "" });
  return relay(() => originRest(app, session, chatService.send, { ...conversation, text: text.data }), t, 201);
}
