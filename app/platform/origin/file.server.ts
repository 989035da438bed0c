import type { AnyEndpoint, EndpointInput } from "@contracts/rest";
import type { AppContext } from "../request/context";
import type { Session } from "../session/session.server";
import { originRest } from "./rest.server";
import { OriginError } from "./violations";

/**
 * A file the origin makes for this account (an invoice's PDF, a cancellation's receipt, a data export's
 * zip), passed through. The origin checks that it is the account's; another account's or an unknown id
 * is a 404 with no bytes. Unreachable (a network failure or timeout after the retries) is 503, any other
 * refusal 502.
 */
export async function originFile<E extends AnyEndpoint>(
  app: AppContext,
  session: Session | null,
  endpoint: E,
  input: EndpointInput<E>,
  options: { id: string; fallbackName: string; unavailable: string; label: string; contentType?: string },
): Promise<Response> {
  if (!/^[A-Za-z0-9._~-]{1,100}$/.test(options.id)) throw new Response("Niet gevonden", { status: 404 });
  const unavailable = (status: number) => new Response(options.unavailable, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
  let response: Response;
  try {
    response = (await originRest(app, session, endpoint, input)) as Response;
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    if (error.violation.status === 404) throw new Response("Niet gevonden", { status: 404 });
    if (error.violation.status === 500) {
      app.report(error, options.label);
      throw unavailable(503);
    }
    throw unavailable(502);
  }
  return new Response(response.body, {
    headers: {
      "content-type": options.contentType ?? "application/pdf",
      "content-disposition": response.headers.get("content-disposition") ?? `attachment; filename="${options.fallbackName}"`,
      "cache-control": "private, no-store",
    },
  });
}
