import type { Brand } from "../content/brand";
import type { AppContext } from "../request/context";
import { ANALYTICS_USER_COOKIE, analyticsCategory, analyticsUserFallback } from "../observability/analytics";
import { requestNow } from "../request/clock.server";
import { readCookie } from "../session/cookies.server";
import { CLOSED_ALERTS_COOKIE, openAlerts } from "../content/site-alerts";
import type { CommercialBannerDto } from "@contracts/offers";
import { htmlLang } from "../locale/language";
import { isChatOpen } from "../locale/opening-hours";
import { pickTranslations } from "../content/route-translations.server";
import { contentCategoriesFor } from "../content/categories";
import { type ClientBrand, type SharedPageProps, type SharedPagePropsText, registerSharedPageProps } from "./shared-page-props";
import type { Translations } from "../content/translations";
import type { SessionState } from "../session/session.server";
import { TEST_RENDER_FAILURE_COOKIE, testRenderFailureIn } from "./test-render-failure";

const NO_BRAND = {};
const sharedByBrand = new WeakMap<object, WeakMap<Translations, { text: SharedPagePropsText; value: SharedPageProps }>>();

/**
 * The brand (without its host list and the service home's tiles, which its own loader sends) and the
 * page's translations, with their JSON text: built once per isolate for each brand and translation
 * set, which are the same objects for many requests (ADR 26).
 */
function sharedPageProps(brand: Brand | null, translations: Translations): { text: SharedPagePropsText; value: SharedPageProps } {
  let byTranslations = sharedByBrand.get(brand ?? NO_BRAND);
  if (!byTranslations) sharedByBrand.set(brand ?? NO_BRAND, (byTranslations = new WeakMap()));
  let shared = byTranslations.get(translations);
  if (!shared) {
    const value: SharedPageProps = { brand: clientBrand(brand), translations };
    shared = { text: JSON.stringify(value) as SharedPagePropsText, value };
    byTranslations.set(translations, shared);
  }
  return shared;
}

function clientBrand(brand: Brand | null): ClientBrand | null {
  if (!brand) return null;
  const { hosts: _hosts, serviceTiles: _tiles, ...shown } = brand;
  return shown;
}

/**
 * Page props (spec §3) of every page, minus anything secret: the root loader serialises this object
 * into the HTML, the brand and the translations as one shared JSON text (shared-page-props.ts). The
 * shell reads it through `useRootData()` (app/shell/root-data.ts).
 */
export function pageProps(
  app: AppContext,
  sessionState: SessionState,
  request: Request,
  translationKeys: readonly string[] | null = null,
  /** The current brand's banners the visitor has not closed (features/offers). */
  banners: readonly CommercialBannerDto[] = [],
) {
  const url = new URL(request.url);
  const { session, loginState, languagePreference, otherAccount } = sessionState;
  // Only the keys the page's routes can show (ADR 0026); null: the whole table.
  // The documents of `all` and of the route's content categories (spec §3), and of those only
  // the keys the page's routes can show.
  const shared = sharedPageProps(app.brand, pickTranslations(app.translationsFor(sessionState.language, contentCategoriesFor(url.pathname)), translationKeys));
  const props = {
    shared: shared.text,
    lang: htmlLang(sessionState.language),
    flags: app.flags,
    siteAlerts: app.flags.general.isSiteAlertsEnabled ? openAlerts(app.siteAlerts, readCookie(request, CLOSED_ALERTS_COOKIE)) : [],
    clientSettings: { ...app.clientSettings, userLanguagePreference: languagePreference },
    applicationConfiguration: app.applicationConfiguration,
    // The slots pick theirs by configuration.type.
    commercialBanner: banners,
    loginState,
    account: session ? { id: session.accountId, username: session.username } : null,
    otherAccount,
    preview: app.preview,
    environment: app.environment,
    hostName: app.brand ? app.host : null,
    siteBase: app.siteOrigin,
    scripts: {
      ssoScriptUrl: app.env.SSO_SCRIPT_URL || null,
      consentScriptUrl: app.env.CONSENT_SCRIPT_URL || null,
      consentIntegratorId: app.env.CONSENT_INTEGRATOR_ID || null,
    },
    // The data layer's user before the account is known: the dc_myaccount cookie (spec §7).
    // The share of page loads that report real-user vitals (web-vitals.ts).
    analytics: {
      category: analyticsCategory(url.pathname),
      fallbackUserId: analyticsUserFallback(readCookie(request, ANALYTICS_USER_COOKIE)),
      vitalsSampleRate: app.env.WEB_VITALS_SAMPLE_RATE ?? (app.environment === "production" || app.environment === "acceptance" ? 0.1 : 1),
    },
    // The chat availability context's isChatAvailable (spec §3): the brand's chat within its opening hours.
    chat: { available: isChatOpen(app.brand, requestNow(app.environment, request)) },
    nonce: app.nonce,
    // Development and test only (test-render-failure.ts); absent everywhere else.
    ...(testRenderFailureIn(app.environment, readCookie(request, TEST_RENDER_FAILURE_COOKIE)) ? { testRenderFailure: true as const } : {}),
  };
  registerSharedPageProps(props, shared.value);
  return props;
}

/** The root loader's data: the page props with their shared part as JSON text (shared-page-props.ts). */
export type LoaderPageProps = ReturnType<typeof pageProps>;
/** The page props as the shell and the features read them (useRootData). */
export type PageProps = Omit<LoaderPageProps, "shared"> & SharedPageProps;
