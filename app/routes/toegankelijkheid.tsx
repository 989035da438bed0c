import { data } from "react-router";
import type { Route } from "./+types/toegankelijkheid";
import { AccessibilityPage } from "~/features/customer-service/accessibility-page";
import { loadAccessibility } from "~/features/customer-service/accessibility.server";
import { LazyContentErrorPanel } from "~/features/customer-service/lazy";
import { appContext } from "~/platform/request/context";
import { ServicePage } from "~/shell/service-page";

// /toegankelijkheid (issue 58): the brand's accessibility statement and how to report a barrier; open to everyone.
export async function loader({ context }: Route.LoaderArgs) {
  const accessibility = await loadAccessibility(context.get(appContext));
  return accessibility ? { accessibility } : data({ accessibility }, { status: 503 });
}

export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "accessibilityTitle", label: "Toegankelijkheid" }}>
      {loaderData.accessibility ? <AccessibilityPage view={loaderData.accessibility} /> : <LazyContentErrorPanel />}
    </ServicePage>
  );
}
