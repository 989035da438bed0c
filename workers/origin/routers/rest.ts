/**
 * The REST services behind the portal's /api/pass, /api/newsletter and /api/commercial-offerings.
 * Bearer token required (a route may make it optional); JSON in and out; errors as `{ status, violations }`. The routes themselves
 * belong to the areas (areas/<area>/rest.ts); this is only the router over all of them.
 */
import { areas } from "../areas";
import { bearerToken } from "../request/auth";
import { notFound, OriginError, restErrorResponse } from "../request/errors";
import { authenticateAsAsked, SESSION_FACTS_HEADER } from "../identity/token";
import { idempotentRequest, isWriteMethod } from "../request/idempotency";

const routes = areas.flatMap((area) => area.rest ?? []);

export function isRestPath(pathname: string): boolean {
  return /^\/api\/(pass|newsletter|commercial-offerings)(\/|$)/.test(pathname);
}

export async function handleRest(request: Request, env: OriginEnv): Promise<Response> {
  // Known once the token is checked: they go with every answer after that, a refusal included.
  let claims: Record<string, unknown> | null = null;
  try {
    const url = new URL(request.url);
    const matching = routes
      .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
      .filter((m) => m.match !== null);
    if (matching.length === 0) throw notFound();
    const found = matching.find((m) => m.route.method === request.method);
    if (!found) throw new OriginError("METHOD_NOT_ALLOWED");
    const { route } = found;
    const params = found.match!.slice(1);
    // Every write under its idempotency key (request/idempotency.ts, ADR 48), the visitor's too.
    const once = (owner: string, write: () => Promise<Response>) => (isWriteMethod(request.method) ? idempotentRequest(env.DB, request, owner, write) : write());
    if (route.optionalAuth && !bearerToken(request)) return await once("visitor", () => route.handler({ request, url, env, auth: null, params }));
    // With mo-session-facts the answer also carries the session's claims (ADR 33), as GraphQL's does.
    const checked = await authenticateAsAsked(request, env.DB);
    claims = checked.claims;
    const { auth } = checked;
    return withSessionFacts(await once(auth.accountId, () => route.handler({ request, url, env, auth, params })), claims);
  } catch (error) {
    return withSessionFacts(restErrorResponse(error), claims);
  }
}

function withSessionFacts(response: Response, claims: Record<string, unknown> | null): Response {
  if (claims) response.headers.set(SESSION_FACTS_HEADER, asciiJson(claims));
  return response;
}

/** JSON in a header value: every character outside ASCII as a \u escape, so a name such as "Ané" survives. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
