// The embedded chat (ADR 30): shared by the window (browser) and the portal's chat API (server).

/** The portal's chat API: same origin as the page (CSP connect-src 'self'), proxied to the origin. */
export const CHAT_API_PATH = "/api/chat";
/** Longest message (the origin's limit too). */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;
/** How long a read waits at the origin for the next message, in seconds. */
export const CHAT_WAIT_SECONDS = 20;
/** The header that carries a conversation's token. */
export const CHAT_TOKEN_HEADER = "x-chat-token";

export interface ChatMessageView {
  seq: number;
  author: "subscriber" | "agent";
  text: string;
  at: string;
}

export interface ChatConversationView {
  id: string;
  status: "open" | "ended";
  name: string | null;
  messages: ChatMessageView[];
}

/** A refusal of the chat API: a Dutch message, and the field it belongs to when it is the message's. */
export interface ChatRefusal {
  message: string;
  code: string;
  field?: "text";
}
