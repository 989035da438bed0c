import type { Route } from "./+types/account.nieuwsbrieven";
import type { AccountHandle } from "./account";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
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

// Also after a refused switch: the switches show what is stored.
export const shouldRevalidate = revalidateAfterSubmission;

export default function NewslettersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewslettersPage brands={loaderData.data} reply={actionData} />;
}
