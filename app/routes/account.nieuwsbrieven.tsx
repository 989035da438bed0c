import type { Route } from "./+types/account.nieuwsbrieven";
import type { AccountHandle } from "./account";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { ScreenReplies, useLatestScreen } from "~/forms/latest-screen";
import { NewslettersPage } from "~/features/newsletters/lazy";
import { handleNewslettersAction, loadNewsletters } from "~/features/newsletters/newsletters.server";
import { sendWhenOnline } from "~/forms/offline-submit";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavNewsletters", label: "Nieuwsbrieven" } };

export async function loader({ context }: Route.LoaderArgs) {
  const request = accountRequest(context);
  const [loaded] = await Promise.all([loadFromOrigin(request, "newsletters", () => loadNewsletters(request)), NewslettersPage.preload()]);
  return loaded;
}

export async function action({ context, request }: Route.ActionArgs) {
  return handleNewslettersAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

// After a switch the page shows what the write answered; after a refused one it reads what is stored.
export const shouldRevalidate = revalidateAfterSubmission;

export default function NewslettersRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Each switch posts with its own fetcher and hands the page its answer (app/forms/latest-screen.tsx).
  const { screen, take } = useLatestScreen(loaderData, actionData);
  return (
    <ScreenReplies value={take}>
      <NewslettersPage brands={screen.data} reply={actionData} />
    </ScreenReplies>
  );
}
