import type { Route } from "./+types/klantenservice.contact";
import { ContactPage } from "~/features/customer-service/contact-page";
import { loadContact } from "~/features/customer-service/contact.server";
import { requestNow } from "~/platform/request/clock.server";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";
import { ServicePage } from "~/shell/service-page";

// /klantenservice/contact: ?onderwerp=<topic>&subonderwerp=<sub-topic> → the self-service screen, then
// phone, chat and the form (/klantenservice/contact/formulier). Brand content and flags only.
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return { contact: await loadContact(app, context.get(sessionContext), new URL(request.url), requestNow(app.environment, request)) };
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "contactPageTitle", label: "Klantenservice" }}>
      <ContactPage view={loaderData.contact} />
    </ServicePage>
  );
}
