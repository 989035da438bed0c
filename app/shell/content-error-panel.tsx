import { css } from "styled-system/css";
import { useRevalidator } from "react-router";
import { useT } from "./i18n";

/** Spec §8 content-load failure panel, with texts overridable by pageErrorMessage / pageReloadButtonLabel. */
export function ContentErrorPanel() {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div role="alert" className={css({ border: "1px solid", borderColor: "status.error", rounded: "md", p: "4", bg: "bg.subtle" })}>
      <p className={css({ mb: "3" })}>{t("pageErrorMessage", "Helaas, deze inhoud kan niet geladen worden.")}</p>
      <form method="get">
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            void revalidator.revalidate();
          }}
          className={css({ bg: "brand.primary", color: "brand.onPrimary", px: "4", py: "2", rounded: "md", fontWeight: "semibold", cursor: "pointer" })}
        >
          {t("pageReloadButtonLabel", "Probeer opnieuw")}
        </button>
      </form>
    </div>
  );
}
