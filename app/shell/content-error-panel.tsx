import { useRevalidator } from "react-router";
import { ErrorPanelView } from "~/ui/error-panel/error-panel";
import { useT } from "./i18n";

/**
 * A loader could not read what the page shows: the design kit's error panel with the texts of
 * pageErrorMessage / pageReloadButtonLabel; the button reloads the data (the page, without JavaScript).
 */
export function ContentErrorPanel() {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <ErrorPanelView
      message={t("pageErrorMessage", "Helaas, deze inhoud kan niet geladen worden.")}
      retryLabel={t("pageReloadButtonLabel", "Probeer opnieuw")}
      onRetry={() => void revalidator.revalidate()}
      reloadWithoutJs
    />
  );
}
