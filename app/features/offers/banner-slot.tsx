import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { BannerSlot } from "~/features/offers/banners.server";
import { rememberId } from "~/platform/request/remembered-ids";
import { Icon } from "~/ui/icon/icon";
import { useDataLayerEvent } from "../../shell/data-layer";
import { useT } from "../../shell/i18n";
import { useRootData } from "../../shell/root-data";

// The banner slot of the service home and /abonnementen (spec §3 "commercialBanner", ADR 31): the
// current brand's banners of this slot from the page props (the server already left out other brands
// and the ones closed in this session), never in the app's webview. An impression event per banner
// shown, a click event on its link; "Sluiten" hides it for the browser session (a session cookie the
// server reads, so a closed banner does not flash back on the next page).

const DISMISSED_COOKIE = "mo-banners-dismissed";

const box = css({ position: "relative", border: "1px solid", borderColor: "border.default", borderLeft: "4px solid", borderLeftColor: "brand.primary", rounded: "md", bg: "bg.subtle", p: "4", pr: "12", my: "6" });

export function CommercialBannerSlot({ slot }: { slot: BannerSlot }) {
  const root = useRootData();
  const t = useT();
  const push = useDataLayerEvent();
  const [closed, setClosed] = useState<string[]>([]);
  const brand = root?.brand?.key;
  const banners = root && !root.clientSettings.hasWebviewLimitation
    ? root.commercialBanner.filter((banner) => banner.configuration.brand === brand && banner.configuration.type === slot && !closed.includes(banner.id))
    : [];
  const shown = banners.map((banner) => banner.id).join(",");
  const impressed = useRef(new Set<string>());

  useEffect(() => {
    // Once per banner and page shown.
    for (const banner of banners) {
      if (impressed.current.has(banner.id)) continue;
      impressed.current.add(banner.id);
      push({ event: "commercial_banner_impression", banner: { id: banner.id, ...banner.configuration } });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  if (banners.length === 0) return null;
  return (
    <section aria-label={t("commercialBannerLabel", "Aanbieding")}>
      {banners.map((banner) => (
        <div key={banner.id} className={box}>
          {banner.badge ? (
            <strong className={css({ display: "block", fontSize: "xs", textTransform: "uppercase" })}>{banner.badge}</strong>
          ) : null}
          <h2 className={css({ fontSize: "lg", fontWeight: "bold", mb: "1" })}>{banner.headline}</h2>
          {banner.description ? <p className={css({ mb: "3", color: "fg.muted" })}>{banner.description}</p> : null}
          <a
            href={banner.url}
            className={css({ color: "fg.link", fontWeight: "semibold" })}
            onClick={() => push({ event: "commercial_banner_click", banner: { id: banner.id, ...banner.configuration } })}
          >
            {banner.ctaLabel}
          </a>
          <button
            type="button"
            aria-label={t("commercialBannerClose", "Sluit deze aanbieding")}
            className={css({ position: "absolute", top: "1", right: "1", w: "11", h: "11", bg: "transparent", border: "none", color: "fg.default", cursor: "pointer" })}
            onClick={() => {
              rememberId(DISMISSED_COOKIE, banner.id); // for the browser session
              setClosed((ids) => [...ids, banner.id]);
            }}
          >
            <Icon name="close" size="1.25rem" />
          </button>
        </div>
      ))}
    </section>
  );
}
