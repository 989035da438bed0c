import type { CHAT_TOKEN_HEADER as ContractTokenHeader, ChatConversationDto, ChatMessageDto } from "@contracts/chat";
// The embedded chat (ADR 30): shared by the window (browser) and the portal's chat API (server).

/** The portal's chat API: same origin as the page (CSP connect-src 'self'), proxied to the origin. */
export const CHAT_API_PATH = "/api/chat";
/** Longest message (the origin's limit too). */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;
/** How long a read waits at the origin for the next message, in seconds. */
export const CHAT_WAIT_SECONDS = 20;
/** The header that carries a conversation's token (the contract's; a type import keeps Zod out of the browser). */
export const CHAT_TOKEN_HEADER: typeof ContractTokenHeader = "x-chat-token";

/** The origin's conversation as the portal's chat API passes it on (contracts/chat.ts). */
export type ChatMessageView = ChatMessageDto;
export type ChatConversationView = ChatConversationDto;

/** A refusal of the chat API: a Dutch message, and the field it belongs to when it is the message's. */
export interface ChatRefusal {
  message: string;
  code: string;
  field?: "text";
}
