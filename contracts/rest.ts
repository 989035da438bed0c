/**
 * The REST contract between the portal and the origin (ADR 35): one module per area in this folder,
 * imported by both sides. An endpoint names its method, its path (`{name}` parameters filled from the
 * input), the input fields that go in the query string, and Zod schemas of what it takes and answers.
 * The origin validates what it sends (`workers/origin/rest/contract.ts`); the portal parses what it
 * gets (`app/platform/origin/rest.server.ts`). A change on one side that the other does not follow
 * fails `npm run typecheck` (the types come from the same schemas) or, at run time, the parse.
 *
 * This folder imports nothing but Zod and itself: it is below both the portal and the origin.
 */
import { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A JSON answer (`output` a schema), a binary one (`"binary"`: a PDF), or none (204). */
export interface Endpoint<Input extends z.ZodType, Output extends z.ZodType | "binary"> {
  method: Method;
  /** e.g. `/api/newsletter/subscriptions/{newsletterId}` */
  path: string;
  input: Input;
  output: Output;
  /** Input fields that always go in the query string (for GET every field but the path's does). */
  query?: readonly string[];
  /** The request body is the input's `body` field as bytes (an upload), not JSON. */
  binaryBody?: boolean;
  /** Headers the input's `headers` field may carry (e.g. a conversation token). */
  headers?: readonly string[];
}

export function endpoint<Input extends z.ZodType, Output extends z.ZodType | "binary">(definition: Endpoint<Input, Output>): Endpoint<Input, Output> {
  return definition;
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType | "binary">;
export type EndpointInput<E extends AnyEndpoint> = z.input<E["input"]>;
export type EndpointOutput<E extends AnyEndpoint> = E["output"] extends z.ZodType ? z.infer<E["output"]> : Response;
/** What the origin may hand to its JSON answer for this endpoint (the schema's input side). */
export type EndpointReply<E extends AnyEndpoint> = E["output"] extends z.ZodType ? z.input<E["output"]> : never;

/** The path parameters of an endpoint, in order (`{brand}/{questionSlug}` → ["brand", "questionSlug"]). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** A path segment the origin accepts for a `{name}` parameter (ids, keys, slugs). */
export const SEGMENT_PATTERN = "([A-Za-z0-9._~-]{1,100})";

/**
 * The origin's route pattern for an endpoint: each `{name}` is one segment (or the pattern given for
 * it), the whole path anchored. The router and the portal's request builder read the same path.
 */
export function routePattern(path: string, segments: Record<string, string> = {}): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? SEGMENT_PATTERN)}$`);
}

/** The spec's refusal shape (§8) that every failed REST call answers. */
export const violationsSchema = z.object({
  status: z.number().int().optional(),
  violations: z.array(z.object({ code: z.string(), message: z.string().optional(), field: z.string().optional() }).passthrough()),
});
