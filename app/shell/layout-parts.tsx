import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Link, NavLink } from "~/ui/link";
import { css, cva, cx } from "styled-system/css";
import { type RootData, useRootData } from "./root-data";
import { ACCESSIBILITY_PATH, CANCEL_START_PATH, cancelLink, contactLink } from "~/platform/content/links";
import type { BrandLinkKey } from "~/platform/content/brand";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import { useHydrated } from "~/ui/hydrated";
import { CLOSED_ALERTS_COOKIE, CLOSED_ALERTS_MAX_AGE } from "~/platform/content/site-alerts";
import { rememberId } from "~/platform/request/remembered-ids";
import { useT } from "./i18n";

export const ROUTE_INDICATOR_DELAY_MS = 700;

export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#inhoud"
      className={css({
        position: "absolute", left: "2", top: "-20", zIndex: "overlay", bg: "bg.canvas", color: "fg.default",
        px: "4", py: "2", border: "2px solid", borderColor: "fg.default", _focus: { top: "2" },
      })}
    >
      {t("skipToContent", "Ga naar de inhoud")}
    </a>
  );
}

function UserIcon({ loggedIn }: { loggedIn: boolean }) {
  const t = useT();
  const label = loggedIn ? t("userLoggedIn", "Ingelogd") : t("userLoggedOut", "Niet ingelogd");
  return (
    <span className={css({ display: "inline-flex", alignItems: "center", gap: "1" })} data-login-state={loggedIn ? "LoggedIn" : "NotLoggedIn"}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="currentColor" />
        <circle cx="19" cy="5" r="4" className={css({ fill: loggedIn ? "status.success" : "status.error" })} />
      </svg>
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  );
}

/** A button that reads as the header's links do. */
const linkButtonClass = css({ bg: "transparent", border: "none", p: "0", font: "inherit", color: "fg.link", textDecoration: "underline", cursor: "pointer" });

export function Header({ root, loggedIn, loginHref }: { root: RootData; loggedIn: boolean; loginHref: string }) {
  const t = useT();
  const brand = root.brand;
  return (
    <header className={css({ borderBottom: "1px solid", borderColor: "border.default", bg: "bg.canvas" })}>
      <div className={css({ maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4", py: "3", display: "flex", alignItems: "center", justifyContent: "space-between", gap: "4" })}>
        <Link to="/" className={css({ display: "inline-flex", alignItems: "center", gap: "2", color: "fg.default", textDecoration: "none", fontWeight: "bold" })}>
          {/* The brand's name follows as text (visually hidden beside a logo): the logo itself is decorative, or the link would say the name twice. */}
          {brand?.logo ? <img src={brand.logo.url} alt="" height={32} className={css({ h: "8", w: "auto" })} /> : null}
          <span className={cx(brand?.logo ? css({ srOnly: true }) : undefined)}>{brand ? brand.name : "Mijn Omgeving"}</span>
          <span className={css({ fontWeight: "normal", color: "fg.muted", display: { base: "none", sm: "inline" } })}>Mijn Omgeving</span>
        </Link>
        <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
          <UserIcon loggedIn={loggedIn} />
          {loggedIn ? (
            root.clientSettings.showLogoutButton ? (
              // A post, never a link: a GET of /api/logout only asks (ADR 46). A plain form: the answer
              // is a redirect to the identity provider.
              <form method="post" action="/api/logout" className={css({ display: "inline" })}>
                <button type="submit" className={linkButtonClass}>
                  {t("logout", "Uitloggen")}
                </button>
              </form>
            ) : null
          ) : (
            <a href={loginHref}>{t("login", "Inloggen")}</a>
          )}
        </div>
      </div>
    </header>
  );
}

const NAV_ITEMS = [
  { to: "/", key: "navService", label: "Service", end: true, mobileKey: "navServiceShort", mobileLabel: "Service" },
  { to: "/abonnementen", key: "navSubscriptions", label: "Abonnementen", mobileKey: "navSubscriptionsShort", mobileLabel: "Abonnement" },
  { to: "/facturen", key: "navInvoices", label: "Facturen", mobileKey: null, mobileLabel: null },
  { to: "/account", key: "navAccount", label: "Mijn account", mobileKey: "navAccountShort", mobileLabel: "Account" },
  { to: "/klantenservice/contact", key: "navContact", label: "Klantenservice", mobileKey: "navContactShort", mobileLabel: "Contact" },
] as const;

const navLink = css({
  color: "fg.default", textDecoration: "none", px: "3", py: "2", display: "inline-block", borderBottom: "3px solid transparent",
  "&[aria-current=page]": { borderBottomColor: "brand.primary", fontWeight: "semibold" },
});

/** The top navigation bar (tablet and up); `sticky` keeps it in view while scrolling. */
export function TopNavigation({ sticky = false }: { sticky?: boolean }) {
  const t = useT();
  const cancelHref = cancelLink(useRootData()?.brand);
  return (
    <nav
      aria-label={t("mainNavigation", "Hoofdmenu")}
      className={css({ display: { base: "none", tablet: "block" }, bg: "bg.subtle", position: sticky ? "sticky" : "static", top: "0", zIndex: "sticky" })}
    >
      <ul className={css({ maxW: "containerWide", mx: "auto", px: "4", display: "flex", gap: "2", listStyle: "none" })}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={"end" in item} className={navLink} prefetch="intent">
              {t(item.key, item.label)}
            </NavLink>
          </li>
        ))}
        {/* Art. 11a CRD: ending a subscription is as easy to find as taking one (ADR 39). */}
        <li className={css({ ml: "auto" })}>
          {cancelHref === CANCEL_START_PATH ? (
            <NavLink to={cancelHref} className={navLink}>
              {t("navCancel", "Opzeggen")}
            </NavLink>
          ) : (
            <a href={cancelHref} className={navLink}>
              {t("navCancel", "Opzeggen")}
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** Phone navigation fixed at the bottom, below tablet width. */
export function MobileBottomMenu() {
  const t = useT();
  return (
    <nav
      aria-label={t("mobileNavigation", "Menu onderaan")}
      className={css({ display: { base: "block", tablet: "none" }, position: "fixed", insetX: "0", bottom: "0", bg: "bg.canvas", borderTop: "1px solid", borderColor: "border.default", zIndex: "sticky" })}
    >
      <ul className={css({ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", listStyle: "none", textAlign: "center", fontSize: "sm" })}>
        {NAV_ITEMS.map((item) =>
          item.mobileKey ? (
            <li key={item.to}>
              <NavLink to={item.to} end={"end" in item} className={cx(navLink, css({ w: "full", px: "1", py: "3", fontSize: "sm" }))}>
                {t(item.mobileKey, item.mobileLabel)}
              </NavLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}

// Static variants: Panda extracts styles at build time, so no token may be picked at run time.
const siteAlert = cva({
  base: { borderLeft: "4px solid", bg: "bg.subtle", px: "3", py: "2", mb: "2" },
  variants: {
    variant: {
      info: { borderColor: "status.info" },
      warning: { borderColor: "status.warning" },
      error: { borderColor: "status.error" },
    },
  },
});

/**
 * The content's site alerts. One the visitor can close (not an error: an outage stays in view) has a close
 * button once the page runs its script; it stays closed in this browser (issue 58: a welcome banner took an
 * eighth of every phone screen).
 */
export function SiteAlerts({ alerts }: { alerts: RootData["siteAlerts"] }) {
  const t = useT();
  const [closed, setClosed] = useState<string[]>([]);
  const hydrated = useHydrated();
  const shown = alerts.filter((alert) => !closed.includes(alert.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t("siteAlertsLabel", "Meldingen")} className={css({ maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4", pt: "3" })}>
      {shown.map((alert) =>
        alert.variant === "error" || !hydrated ? (
          <p key={alert.id} role={alert.variant === "error" ? "alert" : undefined} className={siteAlert({ variant: alert.variant })}>
            {alert.message}
          </p>
        ) : (
          <div key={alert.id} className={cx(siteAlert({ variant: alert.variant }), css({ display: "flex", alignItems: "flex-start", gap: "2" }))}>
            <p className={css({ flex: "1" })}>{alert.message}</p>
            <button
              type="button"
              aria-label={t("siteAlertClose", "Melding sluiten")}
              className={css({ flex: "none", w: "11", h: "11", m: "-2", display: "grid", placeItems: "center", bg: "transparent", border: "none", color: "fg.default", cursor: "pointer", rounded: "md" })}
              onClick={() => {
                rememberId(CLOSED_ALERTS_COOKIE, alert.id, CLOSED_ALERTS_MAX_AGE);
                setClosed((ids) => [...ids, alert.id]);
              }}
            >
              <Icon name="close" size="1.25rem" />
            </button>
          </div>
        ),
      )}
    </section>
  );
}


/**
 * Login state LoggedInDifferentAccount: this browser has since signed in at the identity provider
 * as another account (on another brand, say). Says so, and offers to continue as that account here:
 * a same-origin POST to /login ends this session and signs in with the provider's session.
 */
export function DifferentAccountNotice({ username, otherAccount, callbackUrl }: { username: string; otherAccount: string; callbackUrl: string }) {
  const t = useT();
  return (
    <section
      aria-label={t("differentAccountLabel", "Ander account")}
      className={css({ maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4", pt: "3" })}
    >
      <div className={cx(siteAlert({ variant: "warning" }), css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }))}>
        <p className={css({ flex: "1 1 16rem" })}>
          {t("differentAccountNotice", "U bent elders ingelogd als {other}. Hier bent u nog ingelogd als {username}.", { other: otherAccount, username })}
        </p>
        <form method="post" action="/login">
          <input type="hidden" name="intent" value="switch-account" />
          <input type="hidden" name="callback_url" value={callbackUrl} />
          <Button type="submit" variant="secondary" size="sm">
            {t("differentAccountSwitch", "Doorgaan als {other}", { other: otherAccount })}
          </Button>
        </form>
      </div>
    </section>
  );
}

const FOOTER_LINKS: Array<{ link: BrandLinkKey; key: string; label: string }> = [
  { link: "homepageUrl", key: "footerHomepage", label: "Naar de website" },
  { link: "subscriptionOffersUrl", key: "footerSubscriptionOffers", label: "Abonnement nemen" },
  { link: "subscriptionReadOnlineUrl", key: "footerReadOnline", label: "Online lezen" },
  { link: "subscriptionChangeLinkUrl", key: "footerChangeSubscription", label: "Abonnement wijzigen" },
  { link: "brandWebshopLinkUrl", key: "footerWebshop", label: "Webshop" },
];

/** The brand's legal pages and the portal's accessibility statement (issue 58): in every footer. */
const LEGAL_LINKS: Array<{ link: BrandLinkKey; key: string; label: string }> = [
  { link: "privacyStatementUrl", key: "footerPrivacy", label: "Privacy" },
  { link: "cookieStatementUrl", key: "footerCookies", label: "Cookies" },
  { link: "termsUrl", key: "footerTerms", label: "Voorwaarden" },
];

export function Footer({ root }: { root: RootData }) {
  const t = useT();
  const brand = root.brand;
  const contact = brand ? contactLink(brand, { brandKey: brand.key, host: root.hostName }, root.flags.brand.isContactEnabled) : undefined;
  return (
    <footer className={css({ borderTop: "1px solid", borderColor: "border.default", mt: "10", pb: { base: "20", tablet: "6" }, pt: "6", bg: "bg.subtle" })}>
      <div className={css({ maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4" })}>
        {brand ? (
          <ul className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "4", mb: "4" })}>
            {FOOTER_LINKS.map(({ link, key, label }) =>
              brand.links[link] ? (
                <li key={link}>
                  <a href={brand.links[link]}>{t(key, label)}</a>
                </li>
              ) : null,
            )}
            {contact ? (
              <li>
                <a href={contact}>{t("footerContact", "Contact")}</a>
              </li>
            ) : null}
            <li>
              <a href={cancelLink(brand)}>{t("footerTerminateSubscription", "Abonnement opzeggen")}</a>
            </li>
          </ul>
        ) : (
          <ul className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "4", mb: "4" })}>
            <li>
              <a href={cancelLink(null)}>{t("footerTerminateSubscription", "Abonnement opzeggen")}</a>
            </li>
          </ul>
        )}
        <ul aria-label={t("footerLegalLabel", "Privacy en toegankelijkheid")} className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "4", mb: "4", fontSize: "sm" })}>
          {brand
            ? LEGAL_LINKS.map(({ link, key, label }) =>
                brand.links[link] ? (
                  <li key={link}>
                    <a href={brand.links[link]}>{t(key, label)}</a>
                  </li>
                ) : null,
              )
            : null}
          <li>
            <a href={ACCESSIBILITY_PATH}>{t("footerAccessibility", "Toegankelijkheid")}</a>
          </li>
        </ul>
        <p className={css({ color: "fg.muted", fontSize: "sm" })}>
          {brand ? `© ${brand.name}` : "Mijn Omgeving"}
        </p>
      </div>
    </footer>
  );
}

/** Spec §2: after 700 ms a navigation shows a white 80 % overlay with a spinner, gone when it completes or fails. */
export function RouteChangeOverlay() {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), ROUTE_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ position: "fixed", inset: "0", bg: "rgba(255,255,255,0.8)", zIndex: "overlay", display: "grid", placeItems: "center" })}
      data-testid="route-change-overlay"
    >
      <PageLoader label={t("pageLoading", "Pagina aan het laden")} />
    </div>
  );
}

export function PageLoader({ label }: { label: string }) {
  return (
    <span className={css({ display: "inline-flex", flexDirection: "column", alignItems: "center", gap: "2" })}>
      <span
        aria-hidden="true"
        className={css({
          w: "10", h: "10", borderRadius: "full", border: "4px solid", borderColor: "border.default", borderTopColor: "brand.accent",
          animation: "spin 1s linear infinite", _reducedMotion: { animation: "none" },
        })}
      />
      <span className={css({ color: "#1a1a1a" })}>{label}</span>
    </span>
  );
}

export function PreviewBar() {
  const t = useT();
  return (
    <div className={css({ bg: "#1a1a1a", color: "#ffffff", px: "4", py: "2", display: "flex", justifyContent: "space-between", alignItems: "center" })}>
      <span>{t("previewActive", "Voorbeeldweergave: u ziet ongepubliceerde inhoud.")}</span>
      <a href="/api/preview/exit" className={css({ color: "#ffffff", fontWeight: "bold", textDecoration: "underline" })}>
        {t("exitPreview", "Exit Preview Mode")}
      </a>
    </div>
  );
}

/** Re-focuses <main> after client navigations so screen-reader users land on the new content. */
export function useFocusMainOnNavigate() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first render is the page load: focus stays at the top so the skip link comes first.
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById("inhoud")?.focus({ preventScroll: true });
  }, [location.pathname]);
}
