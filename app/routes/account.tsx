import { Outlet, useMatches } from "react-router";
import { css } from "styled-system/css";
import type { Route } from "./+types/account";
import { AccountNav } from "~/features/account/account-nav";
import { useAccount, useRootData } from "~/shell/root-data";
import { useT } from "~/shell/i18n";
import { PageWrapper } from "~/ui/page-wrapper/page-wrapper";
import { Breadcrumbs } from "~/ui/breadcrumbs/breadcrumbs";

// The account area (behind the login guard, routes/_account-required.tsx). Child routes export
// `handle = { breadcrumb: { key, label } }` and render their own <h1>.
export interface AccountHandle {
  breadcrumb?: { key: string; label: string };
}

export default function AccountLayout() {
  const t = useT();
  const root = useRootData();
  // The login guard (_account-required) runs before every page below: rendered without an account is a developer error (spec §8).
  useAccount({ required: true });
  const matches = useMatches();
  const crumb = [...matches].reverse().map((match) => (match.handle as AccountHandle | undefined)?.breadcrumb).find(Boolean);
  const items = [
    { label: t("breadcrumbsHome", "Mijn Omgeving"), path: "/" },
    { label: t("navAccount", "Mijn account"), path: crumb ? "/account" : undefined },
    ...(crumb ? [{ label: t(crumb.key, crumb.label) }] : []),
  ];
  const nav = <AccountNav enabled={(flag) => Boolean(root?.flags.general[flag])} />;
  return (
    <PageWrapper sidebar={nav}>
      <Breadcrumbs items={items} label={t("breadcrumbsLabel", "Kruimelpad")} className={css({ mb: "4" })} />
      <Outlet />
      <div className={css({ display: { base: "block", tabletLandscape: "none" }, mt: "8", pt: "4", borderTop: "1px solid", borderColor: "border.default" })}>
        {nav}
      </div>
    </PageWrapper>
  );
}
