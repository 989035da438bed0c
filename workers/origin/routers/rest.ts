/**
 * The REST services behind the portal's /api/pass, /api/newsletter and /api/commercial-offerings.
 * Bearer token required (a route may make it optional); JSON in and out; errors as `{ status, violations }`. The routes themselves
 * belong to the areas (areas/<area>/rest.ts); this is only the router over all of them.
 */
import { areas } from "../areas";
import { authenticate, bearerToken } from "../auth";
import { notFound, OriginError, restErrorResponse } from "../errors";

const routes = areas.flatMap((area) => area.rest ?? []);

export function isRestPath(pathname: string): boolean {
  return /^\/api\/(pass|newsletter|commercial-offerings)(\/|$)/.test(pathname);
}

export async function handleRest(request: Request, env: OriginEnv): Promise<Response> {
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
    if (route.optionalAuth) {
      const auth = bearerToken(request) ? await authenticate(request, env.DB) : null;
      return await route.handler({ request, url, env, auth, params });
    }
    return await route.handler({ request, url, env, auth: await authenticate(request, env.DB), params });
  } catch (error) {
    return restErrorResponse(error);
  }
}
