/**
 * The one error type of the origin. It is a GraphQLError (so graphql-yoga's maskedErrors lets it
 * through) that carries `extensions: { code, status, violations }`; REST routes render the same
 * error as `{ status, violations }` with that HTTP status. Anything else is masked as a 500.
 */
import { GraphQLError } from "graphql";
import type { Violation } from "../rules/validation";
import { callerMessage } from "../rules/words";

export type { Violation };

export type ErrorCode =
  | "BAD_USER_INPUT"
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNPROCESSABLE_CONTENT"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR";

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/** The violation used when the caller gives none. */
const DEFAULT_VIOLATION: Record<ErrorCode, Violation> = {
  BAD_USER_INPUT: { code: "INVALID-INPUT", message: "De ingevulde gegevens zijn niet geldig." },
  BAD_REQUEST: { code: "BAD-REQUEST", message: "Dit verzoek is ongeldig." },
  UNAUTHENTICATED: { code: "UNAUTHENTICATED", message: "U bent niet (meer) ingelogd. Log opnieuw in." },
  FORBIDDEN: { code: "FORBIDDEN", message: "U heeft geen toegang tot dit onderdeel." },
  NOT_FOUND: { code: "NOT-FOUND", message: "Dit onderdeel hebben we niet gevonden." },
  METHOD_NOT_ALLOWED: { code: "METHOD-NOT-ALLOWED", message: "Deze methode is hier niet toegestaan." },
  CONFLICT: { code: "CONFLICT", message: "Deze wijziging is niet (meer) mogelijk." },
  PAYLOAD_TOO_LARGE: { code: "PAYLOAD-TOO-LARGE", message: "Het verzoek is te groot." },
  UNPROCESSABLE_CONTENT: { code: "UNPROCESSABLE-CONTENT", message: "Dit verzoek kunnen we niet verwerken." },
  UNSUPPORTED_MEDIA_TYPE: { code: "UNSUPPORTED-MEDIA-TYPE", message: "Stuur het verzoek als JSON." },
  TOO_MANY_REQUESTS: { code: "TOO-MANY-REQUESTS", message: "Te veel verzoeken. Probeer het later opnieuw." },
  INTERNAL_SERVER_ERROR: { code: "GENERIC-ERROR", message: "Er is iets misgegaan. Probeer het later opnieuw." },
};

export class OriginError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;
  readonly violations: Violation[];

  /** `extensions` adds fields next to code, status and violations (e.g. retryAfterSeconds). */
  constructor(
    code: ErrorCode,
    violations: Violation[] = [DEFAULT_VIOLATION[code]],
    { message, extensions = {} }: { message?: string; extensions?: Record<string, unknown> } = {},
  ) {
    const status = STATUS[code];
    // In the caller's language (Accept-Language: nl-BE on a Belgian brand), wherever the error is raised.
    const said = violations.map((violation) => ({ ...violation, message: callerMessage(violation.message) }));
    super(callerMessage(message ?? violations[0]?.message ?? DEFAULT_VIOLATION[code].message), {
      extensions: { ...extensions, code, status, violations: said },
    });
    this.name = "OriginError";
    this.code = code;
    this.status = status;
    this.violations = said;
  }
}

export function validationFailed(violations: Violation[]): OriginError {
  return new OriginError("BAD_USER_INPUT", violations);
}

export function notFound(): OriginError {
  return new OriginError("NOT_FOUND");
}

/** The value, or NOT_FOUND when there is none (for non-null results read back after a change). */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}

export function unauthenticated(): OriginError {
  return new OriginError("UNAUTHENTICATED");
}

export function conflict(code: string, message: string, field?: string): OriginError {
  return new OriginError("CONFLICT", [field === undefined ? { code, message } : { code, field, message }]);
}

/** Optimistic concurrency: the caller's expectedVersion is not the stored one; nothing was written. */
export function staleData(): OriginError {
  return conflict("STALE-DATA", "Uw gegevens zijn intussen gewijzigd. Bekijk ze en probeer het opnieuw.");
}

/** 429 with `extensions.retryAfterSeconds` (whole seconds, at least 1). */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number, field?: string): OriginError {
  return new OriginError("TOO_MANY_REQUESTS", [field === undefined ? { code, message } : { code, field, message }], {
    extensions: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });
}

/** Any thrown value as an OriginError; unknown errors become a masked 500 (and are logged). */
export function toOriginError(error: unknown): OriginError {
  if (error instanceof OriginError) return error;
  console.error("origin: unexpected error", error);
  return new OriginError("INTERNAL_SERVER_ERROR");
}

/** REST shape: `{ status, violations }` with the matching HTTP status. */
export function restErrorResponse(error: unknown): Response {
  const originError = toOriginError(error);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
  if (originError.status === 401) headers["www-authenticate"] = 'Bearer realm="mijn-omgeving"';
  return new Response(JSON.stringify({ status: originError.status, violations: originError.violations }), {
    status: originError.status,
    headers,
  });
}

/** GraphQL-over-HTTP shape for errors raised before execution (auth, size, method). */
export function graphqlErrorResponse(error: unknown): Response {
  const originError = toOriginError(error);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
  if (originError.status === 401) headers["www-authenticate"] = 'Bearer realm="mijn-omgeving"';
  if (originError.status === 405) headers.allow = "POST";
  return new Response(
    JSON.stringify({ errors: [{ message: originError.message, extensions: originError.extensions }] }),
    { status: originError.status, headers },
  );
}
