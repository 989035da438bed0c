import type { Route } from "./+types/facturen.$invoiceId.pdf";
import { appContext } from "~/platform/request/context";
import { originRest } from "~/platform/origin/rest.server";
import { OriginError } from "~/platform/origin/violations";
import { invoicesService } from "../../contracts/invoices";
import { sessionContext } from "~/platform/session/session.server";

// GET /facturen/<id>/pdf: the invoice PDF, made by the origin, which checks that it is this account's.
// Another account's (or an unknown) id is a 404 with no bytes.
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { session } = context.get(sessionContext);
  if (!/^[A-Za-z0-9._~-]{1,100}$/.test(params.invoiceId)) throw new Response("Niet gevonden", { status: 404 });
  const unavailable = (status: number) =>
    new Response("De factuur kan nu niet worden opgehaald. Probeer het later opnieuw.", { status, headers: { "content-type": "text/plain; charset=utf-8" } });
  let response: Response;
  try {
    response = await originRest(app, session, invoicesService.pdf, { invoiceId: params.invoiceId });
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    if (error.violation.status === 404) throw new Response("Niet gevonden", { status: 404 });
    // Unreachable (a network failure or timeout after the retries) is 503; any other refusal 502.
    if (error.violation.status === 500) {
      app.report(error, "invoice pdf");
      throw unavailable(503);
    }
    throw unavailable(502);
  }
  return new Response(response.body, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": response.headers.get("content-disposition") ?? `attachment; filename="factuur.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
