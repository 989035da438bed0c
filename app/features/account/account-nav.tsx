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

export function AccountNav({ enabled }: { enabled: (flag: NonNullable<AccountNavItem["flag"]>) => boolean }) {
  const t = useT();
  return (
    <nav aria-label={t("accountNavLabel", "Mijn account")}>
      <ul className={css({ listStyle: "none", display: "flex", flexDirection: "column", gap: "1" })}>
        {ACCOUNT_PAGES.filter((page) => !page.flag || enabled(page.flag)).map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end className={link}>
              {t(page.key, page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <form method="post" action="/login" className={css({ mt: "4", px: "3" })}>
        <input type="hidden" name="intent" value="other-account" />
        <input type="hidden" name="callback_url" value="/account" />
        <button type="submit" className={otherAccountButton}>
          {t("accountNavOtherAccount", "Ander account gebruiken")}
        </button>
      </form>
    </nav>
  );
}
