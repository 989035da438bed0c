import type { Route } from "./+types/account.privacy.download.$exportId";
import { originFile } from "~/platform/origin/file.server";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";
import { privacyService } from "@contracts/privacy";

// GET /account/privacy/download/<id>: the account's data archive, made by the origin, which checks that it
// is this account's, ready and not expired. Anything else is a 404 with no bytes.
export async function loader({ context, params }: Route.LoaderArgs) {
  const { session } = context.get(sessionContext);
  return originFile(context.get(appContext), session, privacyService.exportArchive, { exportId: params.exportId }, {
    id: params.exportId,
    contentType: "application/zip",
    fallbackName: "mijn-gegevens.zip",
    unavailable: "Uw gegevens kunnen nu niet worden opgehaald. Probeer het later opnieuw.",
    label: "data export",
  });
}
