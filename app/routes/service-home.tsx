import { css } from "styled-system/css";
import type { Route } from "./+types/service-home";
import { appContext } from "~/platform/request/context";
import { LazyCommercialBannerSlot } from "~/features/offers/lazy";
import { IncidentNotices } from "~/features/delivery/incident-notice";
import { incidentNoticesOrNone } from "~/features/delivery/incidents.server";
import { visitorRequest } from "~/forms/account-request.server";
import { readsAccountWhenLoggedIn } from "~/platform/session/session.server";
import { useRootData } from "~/shell/root-data";
import { useRichText, useT } from "~/shell/i18n";
import { LazyRichText } from "~/shell/lazy-rich-text";
import { OpenBalanceNotices } from "~/shell/open-balance-notice";
import { PageWrapper } from "~/ui/page-wrapper/page-wrapper";
import { ServiceTiles } from "~/ui/service-tiles/service-tiles";

// The service home "/": the content's introduction, the notices of delivery incidents that concern the
// account, and the brand's tiles to every self-service area.
// The introduction's renderer and the banner slot hydrate from their own chunks (server-rendered in full).
// Logged in, the notices' read answers the session check too (ADR 33): one origin round trip.
export const middleware: Route.MiddlewareFunction[] = [readsAccountWhenLoggedIn];

export async function loader({ context }: Route.LoaderArgs) {
  const { brand } = context.get(appContext);
  // Logged in: the notices of delivery incidents that concern the account (ADR 40) and what it still owes (issue 56).
  const [notices] = await Promise.all([
    incidentNoticesOrNone(visitorRequest(context), { quick: true, withOpenBalance: true }),
    LazyRichText.preload(),
    LazyCommercialBannerSlot.preload(),
  ]);
  return { tiles: brand?.serviceTiles ?? [], notices: notices.incidents, openBalances: notices.openBalances };
}

export default function ServiceHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useRootData()?.brand ?? null;
  // An account brand (radio, TV) has no paper to pause or send elsewhere: its introduction promises only what it has.
  const intro = useRichText(brand?.category === "account" ? "serviceHomeIntroAccount" : "serviceHomeIntro");
  return (
    <PageWrapper>
      <h1 className={css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" })}>
        {t("serviceHomeHeading", "Waarmee kunnen we u helpen?")}
      </h1>
      <OpenBalanceNotices notices={loaderData.openBalances} />
      <IncidentNotices notices={loaderData.notices} />
      {brand && intro ? (
        <LazyRichText
          value={intro}
          variables={{ brandName: brand.name, siteName: "Mijn Omgeving" }}
          brandId={brand.id}
          brandLinks={{ [brand.id]: brand.links }}
          className={css({ color: "fg.muted", mb: "6" })}
        />
      ) : (
        <p className={css({ color: "fg.muted", mb: "6" })}>
          {brand
            ? t("serviceHomeIntroBrand", "Regel hier zelf alles rond uw abonnement op {brand}.", { brand: brand.name })
            : t("serviceHomeIntroNoBrand", "Regel hier zelf alles rond uw abonnement.")}
        </p>
      )}
      <ServiceTiles tiles={loaderData.tiles} />
      <LazyCommercialBannerSlot slot="service-home" />
    </PageWrapper>
  );
}
