/**
 * POST /graphql: method, size, auth and persisted-query handling in front of graphql-yoga.
 * GET is refused (405); bodies over 64 KB get 413; a missing or dead token 401 UNAUTHENTICATED.
 * With `mo-session-facts: 1` the answer's `extensions.session` holds the session's userinfo claims,
 * so the portal learns that the session stands, and its facts, from the page's own read (ADR 26).
 */
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  getOperationAST,
  GraphQLError,
  parse,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import { createSchema, createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { isProduction } from "../request/env";
import { graphqlErrorResponse, OriginError } from "../request/errors";
import { readBodyText } from "../request/http";
import { authenticateAsAsked } from "../identity/token";
import { resolveQuery, type GraphqlBody } from "../graphql/apq";
import { refusedUntrusted, trustedDocumentsOnly } from "../graphql/trusted-documents";
import { batchingReads } from "../graphql/read-batching";
import { areas } from "../areas";
import baseTypeDefs from "../areas/base.graphql";
import type { GraphqlContext } from "../graphql/context";
import { fingerprintOf, idempotent, requiredIdempotencyKey } from "../request/idempotency";
import { sha256Hex } from "../request/crypto";

// One executable schema from the areas: their SDL merged onto the root types, their resolvers merged.
export const schema = createSchema<GraphqlContext>({
  typeDefs: [baseTypeDefs, ...areas.flatMap((area) => (area.typeDefs ? [area.typeDefs] : []))],
  resolvers: [{ Mutation: { query: () => ({}) } }, ...areas.flatMap((area) => (area.resolvers ? [area.resolvers] : []))],
});

/**
 * Most fields one operation may select, counted as it executes: every fragment spread counts its
 * fragment's fields again (a fragment of 30 fields spread 10 times is 300), so aliases and fragments
 * cannot fan a small document out into a large answer.
 */
export const MAX_FIELDS = 300;

/** The fields a selection set selects with its fragments expanded; stops counting past `cap`. */
export function expandedFieldCount(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, cap: number): number {
  const memo = new Map<string, number>();
  const count = (set: SelectionSetNode | undefined, within: ReadonlySet<string>): number => {
    let fields = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields += 1 + count(selection.selectionSet, within);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += count(selection.selectionSet, within);
      else {
        const name = selection.name.value;
        // A cycle is the NoFragmentCycles rule's to report; an unknown fragment KnownFragmentNames'.
        if (within.has(name)) continue;
        if (!memo.has(name)) memo.set(name, count(fragments.get(name)?.selectionSet, new Set([...within, name])));
        fields += memo.get(name)!;
      }
      if (fields > cap) return cap + 1;
    }
    return fields;
  };
  return count(selectionSet, new Set());
}

function maxFieldsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return {
    OperationDefinition(node) {
      if (expandedFieldCount(node.selectionSet, fragments, MAX_FIELDS) > MAX_FIELDS) {
        context.reportError(new GraphQLError(`Too many fields in one operation (max ${MAX_FIELDS}).`, { nodes: node }));
      }
    },
  };
}

const limits: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(maxFieldsRule);
  },
};

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** What the handler passes to Yoga: the resolvers' context, and the session's claims when asked for. */
type ServerContext = GraphqlContext & { sessionClaims?: Record<string, unknown> | null };

/**
 * With `mo-session-facts`, the session's claims join the answer's extensions (every JSON answer, an
 * error included), where the serialiser writes them in the same pass as the data.
 */
const sessionFacts: Plugin<Record<string, never>, ServerContext> = {
  onResultProcess({ result, setResult, serverContext }) {
    const claims = serverContext.sessionClaims;
    if (!claims || Array.isArray(result) || Symbol.asyncIterator in result) return;
    setResult({ ...result, extensions: { ...result.extensions, session: claims } });
  },
};

/** A query's resolvers read through one D1 batch per turn (read-batching.ts); mutations keep the plain binding. */
const queryReadsTogether: Plugin<ServerContext> = {
  onExecute({ args, extendContext }) {
    if (getOperationAST(args.document, args.operationName)?.operation === "query") {
      extendContext({ db: batchingReads(args.contextValue.db) });
    }
  },
};

type Yoga = YogaServerInstance<ServerContext, Record<string, never>>;
const yogas = new Map<boolean, Yoga>();

function yogaFor(production: boolean): Yoga {
  let yoga = yogas.get(production);
  if (!yoga) {
    yoga = createYoga<ServerContext>({
      schema,
      graphqlEndpoint: "/graphql",
      // Only OriginError (a GraphQLError) passes; anything else becomes "Unexpected error.".
      maskedErrors: { isDev: false },
      // GraphiQL needs GET, which this endpoint refuses; introspection is off in production.
      graphiql: false,
      landingPage: false,
      cors: false,
      batching: false,
      plugins: production ? [limits, noIntrospection, queryReadsTogether, sessionFacts] : [limits, queryReadsTogether, sessionFacts],
    }) as unknown as Yoga;
    yogas.set(production, yoga);
  }
  return yoga;
}

function acceptFor(accept: string | null): string {
  return !accept || accept.trim() === "*/*" ? "application/json" : accept;
}

export async function handleGraphql(request: Request, env: OriginEnv, options: { persistedQueries?: boolean } = {}): Promise<Response> {
  if (request.method !== "POST") return graphqlErrorResponse(new OriginError("METHOD_NOT_ALLOWED"));
  const text = await readBodyText(request);
  if (text === null) return graphqlErrorResponse(new OriginError("PAYLOAD_TOO_LARGE"));
  let auth;
  let claims: Record<string, unknown> | null;
  try {
    ({ auth, claims } = await authenticateAsAsked(request, env.DB));
  } catch (error) {
    return graphqlErrorResponse(error);
  }
  if (!(request.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
    return graphqlErrorResponse(new OriginError("UNSUPPORTED_MEDIA_TYPE"));
  }
  let body: GraphqlBody;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
    body = parsed as GraphqlBody;
  } catch {
    return graphqlErrorResponse(new OriginError("BAD_REQUEST", [{ code: "BAD-REQUEST", message: "De body is geen geldig JSON-object." }]));
  }
  const untrusted = trustedDocumentsOnly(env) ? await refusedUntrusted(body) : null;
  if (untrusted) return untrusted;
  const resolved = await resolveQuery(body, env.DB, options.persistedQueries ?? true);
  if (resolved instanceof Response) return resolved;

  const forwarded = new Request(request.url, {
    method: "POST",
    // Any type (the portal sends */*, spec §7) is answered as application/json, the origin's format.
    headers: { "content-type": "application/json", accept: acceptFor(request.headers.get("accept")) },
    body: JSON.stringify({ query: resolved.query, operationName: body.operationName, variables: body.variables }),
  });
  const execute = async () => yogaFor(isProduction(env)).fetch(forwarded, { env, db: env.DB, auth, areas, sessionClaims: claims });
  if (!isMutation(resolved.query, body.operationName)) return execute();
  try {
    // A mutation runs once per idempotency key (request/idempotency.ts, ADR 48); its answer is kept
    // without this request's session facts, and a repeat gets the facts of its own request.
    const key = requiredIdempotencyKey(request);
    const fingerprint = await fingerprintOf("graphql", await sha256Hex(String(resolved.query)), String(body.operationName ?? ""), JSON.stringify(body.variables ?? {}));
    return await idempotent(env.DB, { key, owner: auth.accountId, fingerprint, keep: appliedAnswer, replayed: (kept) => withSession(kept, claims) }, execute);
  } catch (error) {
    return graphqlErrorResponse(error);
  }
}

/** Whether the document's operation (the named one, or the only one) is a mutation; a document that does not parse is Yoga's to refuse. */
function isMutation(query: unknown, operationName: unknown): boolean {
  if (typeof query !== "string" || !/\bmutation\b/.test(query)) return false;
  try {
    return getOperationAST(parse(query), typeof operationName === "string" ? operationName : undefined)?.operation === "mutation";
  } catch {
    return false;
  }
}

/**
 * A mutation applied when it answered data and no errors (a refusal is an error with HTTP 200): its answer
 * as kept, without this request's session facts; null when it did not apply.
 */
function appliedAnswer(status: number, body: string): string | null {
  if (status !== 200) return null;
  let answer: { data?: unknown; errors?: unknown[]; extensions?: Record<string, unknown> };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return null;
  }
  if (answer.data == null || answer.errors?.length) return null;
  if (!answer.extensions) return body;
  const { session: _session, ...extensions } = answer.extensions;
  return JSON.stringify({ ...answer, extensions: Object.keys(extensions).length ? extensions : undefined });
}

function withSession(body: string, claims: Record<string, unknown> | null): string {
  if (!claims) return body;
  const answer = JSON.parse(body) as { extensions?: Record<string, unknown> };
  return JSON.stringify({ ...answer, extensions: { ...answer.extensions, session: claims } });
}
