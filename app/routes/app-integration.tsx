import type { Route } from "./+types/app-integration";
import { loadAppIntegration } from "~/features/app-integration/app-integration.server";
import { AppIntegrationPage } from "~/features/app-integration/app-integration-page";
import { appContext } from "~/platform/request/context";

// /app-integration (spec §2 "App integration tool", ADR 31): for the brand apps' developers and testers.
// Every webview entry point with its parameters; pick a brand and an entry point, fill in the
// parameters and the page builds the URL the app opens and shows it in a phone-sized frame. Not in
// production unless APP_INTEGRATION_ENABLED is "true". A GET form: it works without JavaScript too.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAppIntegration(context.get(appContext), request);
}

export default function AppIntegration({ loaderData }: Route.ComponentProps) {
  return <AppIntegrationPage view={loaderData} />;
}
