/**
 * Rules of the embedded chat (ADR 30): what a message may contain, how many a subscriber may send, and
 * who may read a conversation.
 */
import { validateFreeText, type Violation } from "../../rules/validation";

/** Longest message, in characters (after trimming). */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;
/** A subscriber may send this many messages per conversation within RATE_WINDOW_SECONDS. */
export const RATE_LIMIT_MESSAGES = 10;
export const RATE_WINDOW_SECONDS = 60;
/** The longest a read may wait for a new message (long poll), in milliseconds. */
export const MAX_WAIT_MS = 20_000;
/**
 * An open conversation in which nothing has been said (by either side) for this long ends by itself, so
 * the desk does not hold it and the subscriber is not left waiting. The origin's `CHAT_IDLE_MINUTES`
 * sets it (1 … 240); 15 by default.
 */
export const DEFAULT_IDLE_MINUTES = 15;

export function idleMinutes(value: string | undefined): number {
  const minutes = Number(value);
  return Number.isFinite(minutes) && minutes >= 1 && minutes <= 240 ? minutes : DEFAULT_IDLE_MINUTES;
}

/** Why a conversation ended. */
export type EndedBy = "subscriber" | "agent" | "idle";

/** Ended conversations are forgotten after this. */
export const ENDED_RETENTION_SECONDS = 24 * 60 * 60;

export type ChatAuthor = "subscriber" | "agent";

/** The free-text rule of the spec (no < > ^ # = / :) and the maximum length. */
export function validateChatMessage(text: unknown): { text: string | null; violations: Violation[] } {
  const value = typeof text === "string" ? text : null;
  const violations = validateFreeText(value, "text", "Uw bericht", { maxLength: MAX_CHAT_MESSAGE_LENGTH });
  return violations.length > 0 ? { text: null, violations } : { text: value!.trim(), violations };
}

/** A number of milliseconds to wait, within 0 … MAX_WAIT_MS (anything else: no wait). */
export function waitMs(value: string | null): number {
  const seconds = Number(value ?? "0");
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(MAX_WAIT_MS, Math.round(seconds * 1000)) : 0;
}

/** The sequence number after which messages are read (0: all). */
export function afterSeq(value: string | null): number {
  const seq = Number(value ?? "0");
  return Number.isSafeInteger(seq) && seq > 0 ? seq : 0;
}
