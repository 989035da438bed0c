/**
 * REST of the chat (ADR 30), under /api/pass/chat/{brand}/conversations: open to visitors without a
 * login; a conversation is read and written with its own token (header `x-chat-token`).
 */
import { z } from "zod";
import { endpoint } from "./rest";

export const CHAT_TOKEN_HEADER = "x-chat-token";
export const CONVERSATION_ID_PATTERN = "([0-9a-f-]{36})";
export const CHAT_AUTHORS = ["subscriber", "agent"] as const;

export const chatMessage = z.object({ seq: z.number(), author: z.enum(CHAT_AUTHORS), text: z.string(), at: z.string() });
export const chatConversation = z.object({
  id: z.string(),
  status: z.enum(["open", "ended"]),
  name: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Who ended it: the subscriber, the agent, or nobody for a while ("idle"). */
  endedBy: z.enum(["subscriber", "agent", "idle"]).nullable(),
  messages: z.array(chatMessage),
});
export type ChatMessageDto = z.infer<typeof chatMessage>;
export type ChatConversationDto = z.infer<typeof chatConversation>;

const conversationInput = z.object({ brand: z.string(), id: z.string(), headers: z.object({ [CHAT_TOKEN_HEADER]: z.string() }) });

export const chatService = {
  start: endpoint({ method: "POST", path: "/api/pass/chat/{brand}/conversations", input: z.object({ brand: z.string() }), output: z.object({ token: z.string(), conversation: chatConversation }) }),
  /** Messages after `after`; waits up to `wait` seconds for the next one. */
  read: endpoint({
    method: "GET",
    path: "/api/pass/chat/{brand}/conversations/{id}",
    input: conversationInput.extend({ after: z.number(), wait: z.number() }),
    headers: [CHAT_TOKEN_HEADER],
    output: z.object({ conversation: chatConversation }),
  }),
  send: endpoint({
    method: "POST",
    path: "/api/pass/chat/{brand}/conversations/{id}/messages",
    input: conversationInput.extend({ text: z.string() }),
    headers: [CHAT_TOKEN_HEADER],
    output: z.object({ message: chatMessage }),
  }),
  end: endpoint({ method: "POST", path: "/api/pass/chat/{brand}/conversations/{id}/end", input: conversationInput, headers: [CHAT_TOKEN_HEADER], output: z.object({ conversation: chatConversation }) }),
};
