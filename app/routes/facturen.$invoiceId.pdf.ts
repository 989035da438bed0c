import type { Route } from "./+types/facturen.$invoiceId.pdf";
import { appContext } from "~/platform/request/context";
import { originFetch, policyForMethod } from "~/platform/origin/origin.server";
import { requireAccount, sessionContext } from "~/platform/session/session.server";

// GET /facturen/<id>/pdf: the invoice PDF, made by the origin, which checks that it is this account's.
// Another account's (or an unknown) id is a 404 with no bytes.
export const middleware: Route.MiddlewareFunction[] = [requireAccount];

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { session } = context.get(sessionContext);
  if (!/^[A-Za-z0-9._~-]{1,100}$/.test(params.invoiceId)) throw new Response("Niet gevonden", { status: 404 });
  let response: Response;
  try {
    response = await originFetch(app, session, `/api/pass/invoices/${encodeURIComponent(params.invoiceId)}/pdf`, { method: "GET", headers: { accept: "application/pdf" } }, policyForMethod("GET"));
  } catch (error) {
    app.report(error, "invoice pdf");
    throw new Response("De factuur kan nu niet worden opgehaald. Probeer het later opnieuw.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  if (response.status === 404) throw new Response("Niet gevonden", { status: 404 });
  if (!response.ok) throw new Response("De factuur kan nu niet worden opgehaald. Probeer het later opnieuw.", { status: 502, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(response.body, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": response.headers.get("content-disposition") ?? `attachment; filename="factuur.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
