/**
 * REST of the chat (ADR 30), under /api/pass/chat/{brand}/conversations. Open to visitors without a
 * login (bearer token optional); a conversation is read and written with its own token (header
 * `x-chat-token`), and one started with a login only by that account.
 *
 *   POST /api/pass/chat/{brand}/conversations                 → 201 { token, conversation }
 *   GET  /api/pass/chat/{brand}/conversations/{id}?after=&wait= → { conversation } (messages after `after`; waits up to `wait` s)
 *   POST /api/pass/chat/{brand}/conversations/{id}/messages    { text } → 201 { message }
 *   POST /api/pass/chat/{brand}/conversations/{id}/end         → { conversation }
 *
 * Whether the chat is open (the brand's opening hours and public holidays) is decided by the portal,
 * which owns the brand content; this is the conversation store behind it.
 */
import { CHAT_TOKEN_HEADER, CONVERSATION_ID_PATTERN, chatService } from "../../../../contracts/chat";
import { contractRoute, reply } from "../../rest/contract";
import type { AuthContext } from "../../request/auth";
import { brandByKey } from "../../demo/brands";
import { OriginError, conflict, tooManyRequests, validationFailed } from "../../request/errors";
import { readBodyText } from "../../request/http";
import { getAccount } from "../account";
import type { RestRoute } from "../area";
import type { ChatAccess, ChatDesk, DeskResult } from "./desk";
import { afterSeq, validateChatMessage, waitMs } from "./rules";


/** The desk of a known brand (one Durable Object per brand), or 404. */
export function deskFor(env: OriginEnv, brandKey: string): DurableObjectStub<ChatDesk> {
  if (!brandByKey(brandKey)) throw new OriginError("NOT_FOUND");
  return env.CHAT_DESK.get(env.CHAT_DESK.idFromName(brandKey));
}

/** The desk's refusals as REST errors. */
export function unwrap<T>(result: DeskResult<T>): T {
  if (result.ok) return result.value;
  if (result.reason === "ENDED") throw conflict("CHAT-ENDED", "Dit gesprek is beëindigd. Start een nieuw gesprek als u nog een vraag heeft.");
  if (result.reason === "RATE_LIMITED") {
    throw tooManyRequests("CHAT-RATE-LIMITED", "U stuurt veel berichten achter elkaar. Wacht even en probeer het dan opnieuw.", result.retryAfterSeconds ?? 1, "text");
  }
  throw new OriginError("NOT_FOUND");
}

function access(request: Request, auth: AuthContext | null, conversationId: string): ChatAccess {
  return { conversationId, token: request.headers.get(CHAT_TOKEN_HEADER) ?? "", accountId: auth?.accountId ?? null };
}

async function messageText(request: Request): Promise<string> {
  const raw = await readBodyText(request);
  if (raw === null) throw new OriginError("PAYLOAD_TOO_LARGE");
  let body: unknown = null;
  try {
    body = JSON.parse(raw || "null");
  } catch {
    // refused below
  }
  const { text, violations } = validateChatMessage(typeof body === "object" && body !== null ? (body as Record<string, unknown>).text : null);
  if (text === null) throw validationFailed(violations);
  return text;
}

export const rest: RestRoute[] = [
  contractRoute(chatService.start, {
    optionalAuth: true,
    handler: async ({ env, auth, params }) => {
      const desk = deskFor(env, params[0]!);
      const account = auth ? await getAccount(env.DB, auth.accountId) : null;
      const person = account?.profile.personal_information;
      const name = account ? [person?.first_name, person?.last_name].filter(Boolean).join(" ") || account.profile.contact_information.email : null;
      const started = await desk.start(auth?.accountId ?? null, name);
      return reply(chatService.start, started, 201);
    },
  }),
  contractRoute(chatService.read, {
    segments: { id: CONVERSATION_ID_PATTERN },
    optionalAuth: true,
    handler: async ({ request, url, env, auth, params }) => {
      const desk = deskFor(env, params[0]!);
      const conversation = unwrap(await desk.read(access(request, auth, params[1]!), afterSeq(url.searchParams.get("after")), waitMs(url.searchParams.get("wait"))));
      return reply(chatService.read, { conversation });
    },
  }),
  contractRoute(chatService.send, {
    segments: { id: CONVERSATION_ID_PATTERN },
    optionalAuth: true,
    handler: async ({ request, env, auth, params }) => {
      const desk = deskFor(env, params[0]!);
      const text = await messageText(request);
      const message = unwrap(await desk.send(access(request, auth, params[1]!), text));
      return reply(chatService.send, { message }, 201);
    },
  }),
  contractRoute(chatService.end, {
    segments: { id: CONVERSATION_ID_PATTERN },
    optionalAuth: true,
    handler: async ({ request, env, auth, params }) => {
      const desk = deskFor(env, params[0]!);
      const conversation = unwrap(await desk.end(access(request, auth, params[1]!)));
      return reply(chatService.end, { conversation });
    },
  }),
];
