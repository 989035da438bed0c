import type { Route } from "./+types/abonnementen.$subscriptionId.opzeggen.bevestiging";
import { originFile } from "~/platform/origin/file.server";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";
import { cancellationService } from "@contracts/cancellation";

// GET /abonnementen/<id>/opzeggen/bevestiging.pdf: the receipt of the cancellation in force, made by
// the origin, which checks that the subscription is this account's (ADR 39).
export async function loader({ context, params }: Route.LoaderArgs) {
  const { session } = context.get(sessionContext);
  return originFile(context.get(appContext), session, cancellationService.receiptPdf, { subscriptionId: params.subscriptionId }, {
    id: params.subscriptionId,
    fallbackName: "bevestiging-opzegging.pdf",
    unavailable: "De bevestiging kan nu niet worden opgehaald. Probeer het later opnieuw.",
    label: "cancellation receipt",
  });
}
