/**
 * The origin's side of the REST contract (contracts/, ADR 35): a route is declared from its endpoint
 * (the same method and path the portal's client builds its request from), and its JSON answer is
 * checked against the endpoint's output schema on the way out. An answer that breaks the contract is
 * the origin's bug: it is logged and answered 500, never sent half right.
 */
import type { AnyEndpoint, EndpointReply } from "../../../contracts/rest";
import { routePattern } from "../../../contracts/rest";
import type { RestRoute } from "../areas/area";
import { json } from "../request/http";

type Handler = RestRoute["handler"];

/** A REST route for an endpoint of the contract; `segments` narrows a `{name}` to its own pattern. */
export function contractRoute(
  endpoint: AnyEndpoint,
  options: { segments?: Record<string, string> } & ({ optionalAuth?: false; handler: Extract<RestRoute, { optionalAuth?: false }>["handler"] } | { optionalAuth: true; handler: Extract<RestRoute, { optionalAuth: true }>["handler"] }),
): RestRoute {
  const { segments, ...rest } = options;
  return { method: endpoint.method, pattern: routePattern(endpoint.path, segments), path: endpoint.path, ...rest } as RestRoute & { handler: Handler };
}

/** The endpoint's JSON answer, validated against its output schema. */
export function reply<E extends AnyEndpoint>(endpoint: E, value: EndpointReply<E>, status = 200, headers: Record<string, string> = {}): Response {
  if (endpoint.output === "binary") throw new Error(`${endpoint.path} answers bytes, not JSON`);
  const checked = endpoint.output.safeParse(value);
  if (!checked.success) {
    console.error(`[contract] ${endpoint.method} ${endpoint.path}: ${checked.error.message}`);
    throw new Error(`The answer of ${endpoint.method} ${endpoint.path} breaks its contract`);
  }
  return json(value, status, headers);
}
