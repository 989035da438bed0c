import { portalApi } from "~/platform/origin/portal-api";
import { CHAT_API_PATH, CHAT_TOKEN_HEADER, CHAT_WAIT_SECONDS, type ChatConversationView, type ChatMessageView, type ChatRefusal } from "./intent";

// The window's calls to the portal's chat API (same origin). Each resolves with the body or rejects
// with a ChatApiError carrying the API's Dutch message.

export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: ChatRefusal,
  ) {
    super(refusal.message);
  }
}

export interface StoredConversation {
  id: string;
  token: string;
}

async function answer<T>(response: Response, fallback: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & Partial<ChatRefusal>) | null;
  if (response.ok && body) return body;
  throw new ChatApiError(response.status, { code: body?.code ?? "GENERIC-ERROR", message: body?.message || fallback, ...(body?.field ? { field: body.field } : {}) });
}

function post<T>(payload: Record<string, unknown>, fallback: string): Promise<T> {
  return portalApi(CHAT_API_PATH, { method: "POST", json: payload }).then((response) => answer<T>(response, fallback));
}

export const chatApi = {
  start: (fallback: string) => post<{ token: string; conversation: ChatConversationView }>({ intent: "start" }, fallback),
  send: (conversation: StoredConversation, text: string, fallback: string) => post<{ message: ChatMessageView }>({ intent: "send", ...conversation, text }, fallback),
  end: (conversation: StoredConversation, fallback: string) => post<{ conversation: ChatConversationView }>({ intent: "end", ...conversation }, fallback),
  /** Waits (at the origin) until there is something after `after`, or about 20 s. */
  read: (conversation: StoredConversation, after: number, signal: AbortSignal, fallback: string) =>
    portalApi(`${CHAT_API_PATH}?${new URLSearchParams({ id: conversation.id, after: String(after) })}`, {
      headers: { [CHAT_TOKEN_HEADER]: conversation.token },
      signal,
      // The origin holds the read up to CHAT_WAIT_SECONDS; a margin on top.
      timeoutMs: (CHAT_WAIT_SECONDS + 10) * 1000,
    }).then((response) =>
      answer<{ conversation: ChatConversationView }>(response, fallback),
    ),
};

/** The open conversation survives a page change and a reload in this tab (sessionStorage), per brand host. */
const STORAGE_KEY = "mo-chat-conversation";

export function storedConversation(): StoredConversation | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<StoredConversation> | null;
    return value && typeof value.id === "string" && typeof value.token === "string" ? { id: value.id, token: value.token } : null;
  } catch {
    return null;
  }
}

export function storeConversation(conversation: StoredConversation | null): void {
  try {
    if (conversation) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(conversation));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // private mode: the conversation lasts as long as the page
  }
}
