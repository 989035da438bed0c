import { css } from "styled-system/css";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { OpenBalanceNotices } from "~/shell/open-balance-notice";
import { InvoiceCard } from "~/ui/invoice-card/invoice-card";
import { Notification } from "~/ui/notification/notification";
import { Select } from "~/ui/select/select";
import { filterHref, type InvoiceFilterParams, STATUS_PARAMS } from "./filter";
import type { InvoicesData } from "./invoices.server";

function FilterForm({ filter, data }: { filter: InvoiceFilterParams; data: InvoicesData | null }) {
  const t = useT();
  const statusLabels: Record<keyof typeof STATUS_PARAMS, string> = {
    betaald: t("invoiceStatusPaid", "Betaald"),
    open: t("invoiceStatusOpen", "Open"),
    achterstallig: t("invoiceStatusOverdue", "Achterstallig"),
    gecrediteerd: t("invoiceStatusCredited", "Gecrediteerd"),
  };
  const all = t("invoiceFilterAll", "Alle");
  return (
    // A GET form: the filter is the URL, so it works without JavaScript and can be bookmarked.
    <form method="get" action="/facturen" aria-label={t("invoiceFilterLabel", "Facturen filteren")} className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", tablet: "repeat(3, 1fr)" }, alignItems: "end", mb: "6" })}>
      <Select
        label={t("invoiceFilterYear", "Jaar")}
        name="jaar"
        required={false}
        placeholder={all}
        defaultValue={filter.year ? String(filter.year) : ""}
        options={(data?.years ?? []).map((year) => ({ value: String(year), label: String(year) }))}
      />
      <Select
        label={t("invoiceFilterStatus", "Status")}
        name="status"
        required={false}
        placeholder={all}
        defaultValue={filter.status ?? ""}
        options={Object.entries(statusLabels).map(([value, label]) => ({ value, label }))}
      />
      <Select
        label={t("invoiceFilterSubscription", "Abonnement")}
        name="abonnement"
        required={false}
        placeholder={all}
        defaultValue={filter.subscriptionId ?? ""}
        options={data?.subscriptions ?? []}
      />
      <div>
        <Button type="submit" variant="secondary">
          {t("invoiceFilterApply", "Filter toepassen")}
        </Button>
      </div>
    </form>
  );
}

/** /facturen: the account's invoices, newest first, filtered by the URL. */
export function InvoicesPage({ data, filter }: { data: InvoicesData | null; filter: InvoiceFilterParams }) {
  const t = useT();
  const filtered = Boolean(filter.year || filter.status || filter.subscriptionId);
  const labels = { download: t("invoiceDownloadPdf", "Download PDF"), details: t("invoiceDetails", "Details"), of: t("invoiceOf", "van") };
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "4" })}>{t("invoicesTitle", "Facturen")}</h1>
      {filter.ignored.length > 0 ? (
        <Notification variant="warning">
          {t("invoiceFilterIgnored", "Dit filter kennen we niet en is genegeerd: {names}.", { names: filter.ignored.join(", ") })}
        </Notification>
      ) : null}
      {data ? <OpenBalanceNotices notices={data.notices} /> : null}
      <FilterForm filter={filter} data={data} />
      {data === null ? (
        <ContentErrorPanel />
      ) : (
        <>
          <p aria-live="polite" className={css({ mb: "4" })}>
            {data.totalCount === 0
              ? filtered
                ? t("invoicesNoneFiltered", "Er zijn geen facturen die bij dit filter passen.")
                : t("invoicesNone", "U heeft nog geen facturen.")
              : data.totalCount === 1
                ? t("invoicesCountOne", "1 factuur")
                : t("invoicesCount", "{count} facturen", { count: data.totalCount })}
            {data.openAmount ? ` · ${t("invoicesOpenAmount", "Nog te betalen: {amount}", { amount: data.openAmount })}` : null}
          </p>
          {data.payAll.length > 0 ? (
            <p className={css({ display: "flex", gap: "3", flexWrap: "wrap", mb: "4" })}>
              {data.payAll.map((link) => (
                <a key={link.href} href={link.href} className={buttonRecipe()}>
                  {link.label}
                </a>
              ))}
            </p>
          ) : null}
          <ul className={css({ display: "flex", flexDirection: "column", gap: "4", listStyle: "none", p: "0", m: "0" })}>
            {data.invoices.map((invoice) => (
              <li key={invoice.id}>
                <InvoiceCard
                  title={invoice.title}
                  price={invoice.price}
                  status={invoice.status}
                  subscription={invoice.subscription}
                  pdfUrl={invoice.pdfUrl}
                  pdfFileName={invoice.pdfFileName}
                  headingLevel={2}
                  labels={labels}
                  summary={invoice.payHint ? <p className={css({ m: "0" })}>{invoice.payHint}</p> : null}
                  action={
                    invoice.payHref ? (
                      <a href={invoice.payHref} className={buttonRecipe({ size: "sm" })}>
                        {t("invoicePayNow", "Nu betalen")}
                        <span className={css({ srOnly: true })}>
                          {" "}
                          {labels.of} {invoice.title}
                        </span>
                      </a>
                    ) : null
                  }
                  details={
                    <>
                      <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1", m: "0", "& dt": { fontWeight: "semibold" }, "& dd": { m: "0" } })}>
                        {invoice.details.map(([label, value]) => (
                          <div key={label} className={css({ display: "contents" })}>
                            <dt>{label}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </dl>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 ? (
            <nav aria-label={t("invoicesPages", "Pagina's")} className={css({ display: "flex", gap: "4", alignItems: "center", mt: "6" })}>
              {data.page > 1 ? <a href={filterHref(filter, data.page - 1)}>{t("paginationPrevious", "Vorige")}</a> : null}
              <span>{t("paginationPageOf", "Pagina {page} van {count}", { page: data.page, count: data.pageCount })}</span>
              {data.page < data.pageCount ? <a href={filterHref(filter, data.page + 1)}>{t("paginationNext", "Volgende")}</a> : null}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
