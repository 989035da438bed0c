// Every write to the origin carries an idempotency key (ADR 48): a GraphQL mutation, a REST POST, PUT,
// PATCH or DELETE, and the identity provider's token exchange. The same key with the same request
// answers what the first answer said, without applying anything again; the same key with another
// request, or from another account, is refused. A key is spent only by a write that applied: a
// refusal (4xx) or a failure (5xx) leaves it free, so a form corrected after a refusal may send it again.

/** The request header (the IETF httpapi draft's name). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** Set on an answer the origin repeated from its table instead of applying the write again. */
export const IDEMPOTENT_REPLAY_HEADER = "idempotent-replayed";

/** What a key may look like: 8 to 100 URL-safe characters (a form's nanoid, a notice's composed key). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** How long the origin remembers a key's answer. A retry after that is a new write. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The origin's refusals of a key (violation codes; each comes with a Dutch message). */
export const IdempotencyCode = {
  /** 400: a write without a key. */
  missing: "IDEMPOTENCY-KEY-MISSING",
  /** 400: a key that does not match IDEMPOTENCY_KEY_PATTERN (too long, other characters). */
  invalid: "IDEMPOTENCY-KEY-INVALID",
  /** 422: the key was used for another request, or by another account. */
  reused: "IDEMPOTENCY-KEY-REUSED",
  /** 409: the first request with this key is still being applied; ask again in a moment. */
  inProgress: "IDEMPOTENCY-KEY-IN-PROGRESS",
} as const;
