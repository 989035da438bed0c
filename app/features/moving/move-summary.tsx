import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import type { MoveView } from "./moving.server";

// What the moving-house pages share: the card and the summary of one move.

export const cardClass = css({ display: "flex", flexDirection: "column", gap: "3", p: "4", bg: "bg.canvas", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg" });

/** The date, the new address and how each subscription comes there. */
export function MoveSummary({ move }: { move: MoveView }) {
  const t = useT();
  return (
    <dl className={css({ display: "grid", gridTemplateColumns: { base: "1fr", tablet: "max-content 1fr" }, columnGap: "4", rowGap: "1", m: "0", "& dd": { m: "0", mb: { base: "2", tablet: "0" } }, "& dt": { fontWeight: "semibold" } })}>
      <dt>{t("movingDateLabel", "Verhuisdatum")}</dt>
      <dd>{move.date}</dd>
      <dt>{t("movingAddressLabel", "Nieuw adres")}</dt>
      <dd>
        {move.address}
        {move.addressToBeChecked ? (
          <span className={css({ display: "block", color: "fg.muted" })}>{t("movingToBeChecked", "U heeft dit adres zelf ingevuld. Onze klantenservice controleert het; klopt er iets niet, dan nemen wij contact met u op.")}</span>
        ) : null}
      </dd>
      {move.subscriptions.map((subscription) => (
        <div key={subscription.subscriptionId} className={css({ display: "contents" })}>
          <dt>{subscription.title}</dt>
          <dd>{subscription.delivery}</dd>
        </div>
      ))}
    </dl>
  );
}
