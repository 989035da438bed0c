import type { Route } from "./+types/account.verwijderd";
import { DeletedPage } from "~/features/privacy/deleted-page";
import { visitorRequest } from "~/forms/account-request.server";
import { dateSettings, formatDate } from "~/platform/locale/dates";
import { ServicePage } from "~/shell/service-page";

// /account/verwijderd?op=<YYYY-MM-DD>: where "Account verwijderen" ends (ADR 42). Open to everyone (the
// visitor was just logged out); the date is only shown when it is a real calendar date.
export function loader({ context, request }: Route.LoaderArgs) {
  const visitor = visitorRequest(context);
  const day = new URL(request.url).searchParams.get("op") ?? "";
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T12:00:00Z`));
  return { dayText: valid ? formatDate(day, dateSettings(visitor.language)) : null };
}

export default function DeletedRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "privacyDeletedHeading", label: "Uw account wordt verwijderd" }}>
      <DeletedPage dayText={loaderData.dayText} />
    </ServicePage>
  );
}
