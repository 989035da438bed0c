import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { QueryRetry, retryDelay } from "~/platform/origin/retry";
import { ErrorPanelView } from "~/ui/error-panel/error-panel";
import { useT } from "./i18n";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A loader could not read what the page shows: the design kit's error panel with the texts of
 * pageErrorMessage / pageReloadButtonLabel. "Probeer opnieuw" reloads the data and, while the origin
 * still fails, tries again with the spec's policy (3 retries, exponentially from 1 s, capped at 30 s);
 * once the data is there the page renders it and this panel is gone. Without JavaScript the button
 * reloads the page.
 */
export function ContentErrorPanel() {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const retry = async () => {
    setBusy(true);
    for (let attempt = 0; attempt <= QueryRetry.retries; attempt++) {
      if (attempt > 0) await sleep(retryDelay(QueryRetry, attempt - 1));
      if (!mounted.current) return;
      await revalidate();
      // The data arrived: the page shows it instead of this panel.
      if (!mounted.current) return;
    }
    setBusy(false);
  };

  return (
    <ErrorPanelView
      message={t("pageErrorMessage", "Helaas, deze inhoud kan niet geladen worden.")}
      retryLabel={busy ? t("pageRetrying", "Bezig met opnieuw proberen…") : t("pageReloadButtonLabel", "Probeer opnieuw")}
      onRetry={() => {
        if (!busy) void retry();
      }}
      reloadWithoutJs
    />
  );
}
