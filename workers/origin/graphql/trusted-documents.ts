/**
 * Trusted documents (ADR 46): with `TRUSTED_DOCUMENTS_ONLY` the origin executes only the portal's own
 * GraphQL documents — the manifest its codegen writes (hash → document), which a real backend would have
 * registered at the portal's deploy; here it is built into the reference origin. A token holder can then
 * not send a query of their own (a fan-out, a probe of the schema): only what the portal's pages send.
 * The test stacks run with it, so a journey proves the portal sends nothing else; `npm start` and the
 * origin's own tests run without it (free-form queries are how those tests ask).
 */
import manifest from "../../../app/graphql/generated/persisted-documents.json";
import { sha256Hex } from "../request/crypto";
import type { GraphqlBody } from "./apq";

const TRUSTED: Readonly<Record<string, string>> = manifest;

export function trustedDocumentsOnly(env: Pick<OriginEnv, "TRUSTED_DOCUMENTS_ONLY">): boolean {
  return env.TRUSTED_DOCUMENTS_ONLY === "true";
}

function refused(): Response {
  return new Response(
    JSON.stringify({
      errors: [{ message: "Only the portal's own GraphQL documents are executed here.", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }],
      violations: [{ code: "TRUSTED-DOCUMENTS-ONLY" }],
      status: 400,
    }),
    { status: 400, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } },
  );
}

/**
 * Null when the body names a trusted document (by its hash, or sent in full and found by its hash),
 * else the refusal; a hash and a query that disagree are refused too. The body then goes on as it came
 * (persisted queries work as before).
 */
export async function refusedUntrusted(body: GraphqlBody): Promise<Response | null> {
  const named = body.extensions?.persistedQuery?.sha256Hash;
  const hash = typeof body.query === "string" ? await sha256Hex(body.query) : typeof named === "string" ? named.toLowerCase() : null;
  if (!hash || !Object.hasOwn(TRUSTED, hash) || (typeof named === "string" && named.toLowerCase() !== hash)) return refused();
  return null;
}
