import { Outlet, useMatches } from "react-router";
import { css, cx } from "styled-system/css";
import type { Route } from "./+types/account";
import { AccountNav, OtherAccountForm } from "~/features/account/account-nav";
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
  const enabled = (flag: "isSessionOverviewEnabled") => Boolean(root?.flags.general[flag]);
  // On a phone the menu comes first, as one scrolling row; the sidebar takes over from tablet landscape.
  const phoneOnly = css({ display: { base: "block", tabletLandscape: "none" } });
  return (
    <PageWrapper sidebar={<AccountNav enabled={enabled} />}>
      <Breadcrumbs items={items} label={t("breadcrumbsLabel", "Kruimelpad")} className={css({ mb: "4" })} />
      <div className={cx(phoneOnly, css({ mb: "6" }))}>
        <AccountNav enabled={enabled} layout="row" />
      </div>
      <Outlet />
      <div className={cx(phoneOnly, css({ mt: "8", pt: "4", borderTop: "1px solid", borderColor: "border.default" }))}>
        <OtherAccountForm />
      </div>
    </PageWrapper>
  );
}
