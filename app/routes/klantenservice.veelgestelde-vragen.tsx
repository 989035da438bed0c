import { data } from "react-router";
import type { Route } from "./+types/klantenservice.veelgestelde-vragen";
import { FaqPage } from "~/features/customer-service/faq-page";
import { feedbackAction, loadFaq } from "~/features/customer-service/faq.server";
import { LazyContentErrorPanel } from "~/features/customer-service/lazy";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";
import { ServicePage } from "~/shell/service-page";

// /klantenservice/veelgestelde-vragen: the FAQ from content (no origin read), ?q= searches without
// JavaScript, #vraag-<slug> opens a question, "Was dit nuttig?" posts to the origin.
export async function loader({ context, request }: Route.LoaderArgs) {
  const faq = await loadFaq(context.get(appContext), context.get(sessionContext), new URL(request.url));
  return faq ? { faq } : data({ faq }, { status: 503 });
}

export async function action({ context, request }: Route.ActionArgs) {
  return feedbackAction(context.get(appContext), context.get(sessionContext), request);
}

export default function FaqRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "faqTitle", label: "Veelgestelde vragen" }}>
      {loaderData.faq ? <FaqPage view={loaderData.faq} reply={actionData} /> : <LazyContentErrorPanel />}
    </ServicePage>
  );
}
