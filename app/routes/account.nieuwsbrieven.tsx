import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/account.nieuwsbrieven";
import { NewslettersPage } from "~/features/newsletters/newsletters-page";
import { handleNewslettersAction, loadNewsletters } from "~/features/newsletters/newsletters.server";
import { settingsRequest } from "~/features/preferences/form-reply.server";
import { OriginError } from "~/platform/origin.server";

export const handle = { breadcrumb: { key: "accountNavNewsletters", label: "Nieuwsbrieven" } };

export async function loader({ context }: Route.LoaderArgs) {
  const request = settingsRequest(context);
  try {
    return { brands: await loadNewsletters(request) };
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    request.app.report(error, "newsletters");
    return { brands: null };
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  return handleNewslettersAction(settingsRequest(context), await request.formData());
}

// Also after a refused toggle (React Router skips 4xx by default): the switches show what is stored.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

export default function NewslettersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewslettersPage brands={loaderData.brands} reply={actionData} />;
}
