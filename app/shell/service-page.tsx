import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Breadcrumbs } from "~/ui/breadcrumbs/breadcrumbs";
import { useT } from "./i18n";
import { PageWrapper } from "./page-wrapper";

/** A service screen outside /account (subscriptions, invoices, …): breadcrumbs from the service home, then the page. */
export function ServicePage({ crumb, children }: { crumb: { key: string; label: string }; children: ReactNode }) {
  const t = useT();
  return (
    <PageWrapper>
      <Breadcrumbs
        items={[{ label: t("breadcrumbsHome", "Mijn Omgeving"), path: "/" }, { label: t(crumb.key, crumb.label) }]}
        label={t("breadcrumbsLabel", "Kruimelpad")}
        className={css({ mb: "4" })}
      />
      {children}
    </PageWrapper>
  );
}
