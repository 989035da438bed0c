import type { Route } from "./+types/klantenservice.contact.formulier";
import { ContactFormPage } from "~/features/contact/contact-form-page";
import { contactFormAction, contactRequest, loadContactForm } from "~/features/contact/contact-form.server";
import { preloadContactForm } from "~/features/contact/lazy";
import { requestNow } from "~/platform/request/clock.server";
import { readsAccountWhenLoggedIn } from "~/platform/session/session.server";
import { ServicePage } from "~/shell/service-page";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

// /klantenservice/contact/formulier and the app's /klantenservice/contact/app/basis-formulier (no
// chrome): ask customer service a question, with attachments. No login needed (ADR 25); logged in,
// the form's account read also answers the session check (ADR 33).

export const middleware: Route.MiddlewareFunction[] = [readsAccountWhenLoggedIn];

export async function loader({ context, request }: Route.LoaderArgs) {
  const contact = contactRequest(context);
  const [view] = await Promise.all([loadContactForm(contact, new URL(request.url), requestNow(contact.app.environment, request)), preloadContactForm()]);
  return view;
}

export async function action({ context, request }: Route.ActionArgs) {
  const contact = contactRequest(context);
  return contactFormAction(contact, await request.formData(), requestNow(contact.app.environment, request));
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function ContactFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData), actionData);
  return (
    <ServicePage crumb={{ key: "contactFormCrumb", label: "Contactformulier" }}>
      <ContactFormPage view={loaderData} reply={actionData} />
    </ServicePage>
  );
}
