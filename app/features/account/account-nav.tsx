import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { NavLink } from "~/ui/link";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";

export interface AccountNavItem {
  to: string;
  key: string;
  label: string;
  /** Hidden unless this general feature flag is on. */
  flag?: "isSessionOverviewEnabled";
}

// Every page of the account area, in the order a subscriber looks for them.
export const ACCOUNT_PAGES: AccountNavItem[] = [
  { to: "/account", key: "accountNavProfile", label: "Mijn gegevens" },
  { to: "/account/e-mailadres", key: "accountNavEmail", label: "E-mailadres" },
  { to: "/account/telefoonnummer", key: "accountNavPhone", label: "Telefoonnummer" },
  { to: "/account/wijzig-wachtwoord", key: "accountNavPassword", label: "Wachtwoord" },
  { to: "/account/sessies", key: "accountNavSessions", label: "Ingelogde apparaten", flag: "isSessionOverviewEnabled" },
  { to: "/account/activiteit", key: "accountNavActivity", label: "Activiteit" },
  { to: "/account/voorkeuren", key: "accountNavPreferences", label: "Voorkeuren" },
  { to: "/account/nieuwsbrieven", key: "accountNavNewsletters", label: "Nieuwsbrieven" },
  { to: "/account/privacy", key: "accountNavPrivacy", label: "Privacy en gegevens" },
];

const link = css({
  display: "block", px: "3", py: "2", rounded: "md", color: "fg.default", textDecoration: "none",
  _hover: { bg: "bg.subtle" },
  "&[aria-current=page]": { fontWeight: "semibold", bg: "bg.subtle", boxShadow: "inset 4px 0 0 token(colors.brand.primary)" },
});

const otherAccountButton = css({
  bg: "transparent", border: "none", p: "0", color: "fg.default", textDecoration: "underline", cursor: "pointer", fontSize: "sm",
  minH: "6",
});

const row = css({
  listStyle: "none", display: "flex", gap: "2", overflowX: "auto", p: "1", m: "-1", scrollbarWidth: "thin",
});
const chip = css({
  display: "block", whiteSpace: "nowrap", px: "3", py: "2", minH: "11", rounded: "full", color: "fg.default", textDecoration: "none",
  border: "1px solid", borderColor: "border.default", bg: "bg.canvas",
  _hover: { bg: "bg.subtle" },
  "&[aria-current=page]": { fontWeight: "semibold", bg: "bg.subtle", borderColor: "brand.primary", boxShadow: "inset 0 -3px 0 token(colors.brand.primary)" },
});

/**
 * The account area's menu. `layout="list"`: the desktop sidebar, with "Ander account gebruiken". `layout="row"`:
 * on a phone, one scrolling row of the same links above the page (issue 58: below the page a subscriber did not
 * find it after the whole profile form); its "Ander account gebruiken" is `OtherAccountForm`, under the page.
 */
export function AccountNav({ enabled, layout = "list" }: { enabled: (flag: NonNullable<AccountNavItem["flag"]>) => boolean; layout?: "list" | "row" }) {
  const t = useT();
  const pages = ACCOUNT_PAGES.filter((page) => !page.flag || enabled(page.flag));
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // The row scrolls sideways: the current page's link is brought into view (centred), without moving the page.
  useEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>("[aria-current=page]");
    if (layout !== "row" || !ul || !current || ul.scrollWidth <= ul.clientWidth) return;
    const box = ul.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    ul.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [layout, pathname]);
  return (
    <nav aria-label={t("accountNavLabel", "Mijn account")}>
      <ul ref={list} className={layout === "row" ? row : css({ listStyle: "none", display: "flex", flexDirection: "column", gap: "1" })}>
        {pages.map((page) => (
          <li key={page.to} className={layout === "row" ? css({ flex: "none" }) : undefined}>
            <NavLink to={page.to} end className={layout === "row" ? chip : link}>
              {t(page.key, page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {layout === "list" ? <OtherAccountForm /> : null}
    </nav>
  );
}

/** "Ander account gebruiken": log in as another account and come back to Mijn account. */
export function OtherAccountForm() {
  const t = useT();
  return (
    <form method="post" action="/login" className={css({ mt: "4", px: "3" })}>
      <input type="hidden" name="intent" value="other-account" />
      <input type="hidden" name="callback_url" value="/account" />
      <button type="submit" className={otherAccountButton}>
        {t("accountNavOtherAccount", "Ander account gebruiken")}
      </button>
    </form>
  );
}
