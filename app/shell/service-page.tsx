import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Breadcrumbs } from "~/ui/breadcrumbs/breadcrumbs";
import { useT } from "./i18n";
import { PageWrapper } from "~/ui/page-wrapper/page-wrapper";
import { useRootData } from "./root-data";

/**
 * A service screen outside /account (subscriptions, invoices, …): breadcrumbs from the service home,
 * through the overview it belongs to (`parent`: /abonnementen for a subscription's change), then the
 * page. In the app's webview the app navigates, so there are no breadcrumbs.
 */
export function ServicePage({ crumb, parent, children }: { crumb: { key: string; label: string }; parent?: { key: string; label: string; path: string }; children: ReactNode }) {
  const t = useT();
  const webview = useRootData()?.clientSettings.hasWebviewLimitation ?? false;
  return (
    <PageWrapper>
      {webview ? null : <Breadcrumbs
        items={[
          { label: t("breadcrumbsHome", "Mijn Omgeving"), path: "/" },
          ...(parent ? [{ label: t(parent.key, parent.label), path: parent.path }] : []),
          { label: t(crumb.key, crumb.label) },
        ]}
        label={t("breadcrumbsLabel", "Kruimelpad")}
        className={css({ mb: "4" })}
      />}
      {children}
    </PageWrapper>
  );
}
