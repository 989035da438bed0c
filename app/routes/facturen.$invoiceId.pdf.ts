import type { Route } from "./+types/facturen.$invoiceId.pdf";
import { originFile } from "~/platform/origin/file.server";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";
import { invoicesService } from "@contracts/invoices";

// GET /facturen/<id>/pdf: the invoice PDF, made by the origin, which checks that it is this account's.
// Another account's (or an unknown) id is a 404 with no bytes.
export async function loader({ context, params }: Route.LoaderArgs) {
  const { session } = context.get(sessionContext);
  return originFile(context.get(appContext), session, invoicesService.pdf, { invoiceId: params.invoiceId }, {
    id: params.invoiceId,
    fallbackName: "factuur.pdf",
    unavailable: "De factuur kan nu niet worden opgehaald. Probeer het later opnieuw.",
    label: "invoice pdf",
  });
}
