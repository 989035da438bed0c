import { css } from "styled-system/css";
import type { Route } from "./+types/service-home";
import { appContext } from "~/platform/context";
import { useRichText, useT } from "~/shell/i18n";
import { PageWrapper } from "~/shell/page-wrapper";
import { ServiceTiles } from "~/ui/service-tiles/service-tiles";

// The service home "/": the brand's tiles to every self-service area.
export function loader({ context }: Route.LoaderArgs) {
  const { brand } = context.get(appContext);
  return { tiles: brand?.serviceTiles ?? [], brandName: brand?.name ?? null };
}

export default function ServiceHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const intro = useRichText("serviceHomeIntro");
  return (
    <PageWrapper>
      <h1 className={css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" })}>
        {t("serviceHomeHeading", "Waarmee kunnen we u helpen?")}
      </h1>
      <p className={css({ color: "fg.muted", mb: "6" })}>
        {loaderData.brandName
          ? t("serviceHomeIntroBrand", "Regel hier zelf alles rond uw abonnement op {brand}.", { brand: loaderData.brandName })
          : t("serviceHomeIntroNoBrand", "Regel hier zelf alles rond uw abonnement.")}
      </p>
      <ServiceTiles tiles={loaderData.tiles} />
    </PageWrapper>
  );
}
