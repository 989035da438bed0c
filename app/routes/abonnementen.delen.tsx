import type { Route } from "./+types/abonnementen.delen";
import { CONFIRM_REMOVE_PARAM, CONFIRM_SUBSCRIPTION_PARAM } from "~/features/shared-access/intent";
import { SharingPage } from "~/features/shared-access/lazy";
import { loadSharing, sharingAction } from "~/features/shared-access/sharing.server";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { ServicePage } from "~/shell/service-page";
import { sendWhenOnline } from "~/forms/offline-submit";

// /abonnementen/delen: seats, co-readers and invites per subscription; requests for access both ways.
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = accountRequest(context);
  const [loaded] = await Promise.all([loadFromOrigin(account, "shared access overview", () => loadSharing(account)), SharingPage.preload()]);
  // Without JavaScript "Verwijderen" links here: the confirmation of that co-reader (when still listed).
  const url = new URL(request.url);
  const accountId = url.searchParams.get(CONFIRM_REMOVE_PARAM);
  const subscription = loaded.data?.subscriptions.find((s) => s.id === url.searchParams.get(CONFIRM_SUBSCRIPTION_PARAM));
  const coReader = subscription?.coReaders.find((c) => c.accountId === accountId);
  return { sharing: loaded.data, confirm: subscription && coReader ? { subscription, coReader } : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return sharingAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

// After a change the page shows the overview the write answered with; after a refused post it reads what the origin has now.
export const shouldRevalidate = revalidateAfterSubmission;

export default function SharingRoute({ loaderData: loaderScreen, actionData }: Route.ComponentProps) {
  const loaderData = useLatestScreen(loaderScreen, actionData).screen;
  return (
    <ServicePage crumb={{ key: "navSharedAccess", label: "Abonnement delen" }}>
      <SharingPage sharing={loaderData.sharing} reply={actionData} confirm={loaderData.confirm} />
    </ServicePage>
  );
}
