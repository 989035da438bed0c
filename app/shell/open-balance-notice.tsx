import { useEffect } from "react";
import { css } from "styled-system/css";
import { buttonRecipe } from "~/ui/button/button";
import { Notification } from "~/ui/notification/notification";
import { useDataLayerEvent } from "./data-layer";
import { useT } from "./i18n";
import type { OpenBalanceView } from "./open-balance";

/** The open-balance notices (issue 56): what is owed, why, and "Nu betalen". Nothing when nothing is owed. */
export function OpenBalanceNotices({ notices }: { notices: readonly OpenBalanceView[] }) {
  const t = useT();
  const push = useDataLayerEvent();
  const shown = notices.map((notice) => notice.country).join(",");
  useEffect(() => {
    if (shown) push({ event: "open_balance_notice_view", countries: shown });
    // Once per page with a notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  if (notices.length === 0) return null;
  return (
    <section aria-label={t("openBalanceLabel", "Openstaande betaling")} className={css({ display: "flex", flexDirection: "column", gap: "3", mb: "6" })}>
      {notices.map((notice) => (
        <Notification key={notice.country} variant="warning">
          <div className={css({ display: "flex", flexDirection: "column", gap: "2", alignItems: "flex-start" })}>
            <p className={css({ m: "0", fontWeight: "bold" })}>{notice.heading}</p>
            <p className={css({ m: "0" })}>{notice.text}</p>
            {notice.payHref ? (
              <a href={notice.payHref} className={buttonRecipe({ size: "sm" })} onClick={() => push({ event: "open_balance_pay_click", country: notice.country })}>
                {notice.payLabel}
              </a>
            ) : null}
          </div>
        </Notification>
      ))}
    </section>
  );
}
