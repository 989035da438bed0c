import { data } from "react-router";
import type { Route } from "./+types/klantenservice.email";
import { EmailServicePage } from "~/features/customer-service/email-service-page";
import { loadEmailService } from "~/features/customer-service/email-service.server";
import { LazyContentErrorPanel } from "~/features/customer-service/lazy";
import { appContext } from "~/platform/request/context";
import { ServicePage } from "~/shell/service-page";

// /klantenservice/email: which e-mails the brand sends and from where, recognising phishing, preferences.
export async function loader({ context }: Route.LoaderArgs) {
  const emailService = await loadEmailService(context.get(appContext));
  return emailService ? { emailService } : data({ emailService }, { status: 503 });
}

export default function EmailServiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "emailServiceTitle", label: "E-mailservice" }}>
      {loaderData.emailService ? <EmailServicePage view={loaderData.emailService} /> : <LazyContentErrorPanel />}
    </ServicePage>
  );
}
