import { useEffect } from "react";
import { useNavigate } from "react-router";
import { css } from "styled-system/css";
import type { Route } from "./+types/myaccount";
import { safeCallbackUrl } from "~/platform/session/callback-url.server";
import { useT } from "~/shell/i18n";

// /myaccount: the brand app's entry page (category Loading Pages). It shows "Pagina aan het laden",
// sends a page-loading event instead of a screen view (app/shell/data-layer.tsx) and forwards to the
// screen the app asked for with ?callback_url=<path on this host> (anything else: the service home).
// Without JavaScript the link does the forwarding.
// A webview without the app's client settings is reported for every app page (request-context.server.ts).
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("callback_url");
  let target = safeCallbackUrl(raw, { currentOrigin: url.origin, brandHosts: new Set(), allowInsecureLocal: false });
  if (!target.startsWith("/") || /^\/myaccount(\/|\?|#|$)/.test(target)) target = "/";
  return { target };
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(loaderData.target, { replace: true });
  }, [navigate, loaderData.target]);
  return (
    <div className={css({ maxW: "container", mx: "auto", px: "4", py: "16", display: "flex", flexDirection: "column", alignItems: "center", gap: "4" })}>
      <div role="status" className={css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "3", color: "fg.default" })}>
        <span
          aria-hidden="true"
          className={css({
            w: "10", h: "10", borderRadius: "full", border: "4px solid", borderColor: "border.default", borderTopColor: "brand.accent",
            animation: "spin 1s linear infinite", _reducedMotion: { animation: "none" },
          })}
        />
        <h1 className={css({ fontSize: "lg", fontWeight: "semibold", m: "0" })}>{t("pageLoading", "Pagina aan het laden")}</h1>
      </div>
      <a href={loaderData.target} className={css({ color: "fg.link" })}>
        {t("myAccountContinue", "Gaat het niet vanzelf verder? Ga door naar de pagina")}
      </a>
    </div>
  );
}
