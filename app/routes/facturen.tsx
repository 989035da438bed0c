import type { Route } from "./+types/facturen";
import { redirect } from "react-router";
import { filterHref, parseInvoiceFilter } from "~/features/invoices/filter";
import { InvoicesPage } from "~/features/invoices/invoices-page";
import { loadInvoices } from "~/features/invoices/invoices.server";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { todayIso } from "~/forms/translate";
import type { AnalyticsHandle } from "~/shell/data-layer";
import { ServicePage } from "~/shell/service-page";

/** The screen view counts the invoices shown per brand (ADR 31). */
export const handle: AnalyticsHandle = {
  analyticsItems: (data) => (data as Awaited<ReturnType<typeof loader>> | undefined)?.data?.invoices ?? [],
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = accountRequest(context);
  const thisYear = Number(todayIso().slice(0, 4));
  const url = new URL(request.url);
  const filter = parseInvoiceFilter(url, thisYear);
  // The filter form sends every field, also the empty ones: one clean, bookmarkable URL per filter.
  const canonical = filterHref(filter, filter.page);
  if (filter.ignored.length === 0 && `${url.pathname}${url.search}` !== canonical) throw redirect(canonical);
  const { data } = await loadFromOrigin(account, "invoices", () => loadInvoices(account, filter, thisYear));
  return { data, filter };
}

export default function InvoicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "invoicesTitle", label: "Facturen" }}>
      <InvoicesPage data={loaderData.data} filter={loaderData.filter} />
    </ServicePage>
  );
}
