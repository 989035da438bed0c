import { css } from "styled-system/css";
import { useT } from "./i18n";

/** The Dutch 404/500 screen: used by /404, /500 and the root error boundary. */
export function ErrorScreen({ status }: { status: number }) {
  const t = useT();
  const notFound = status === 404;
  return (
    <div className={css({ maxW: "container", mx: "auto", px: "4", py: "10" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "3" })}>
        {notFound ? t("notFoundTitle", "Deze pagina bestaat niet") : t("serverErrorTitle", "Er ging iets mis")}
      </h1>
      <p className={css({ mb: "4" })}>
        {notFound
          ? t("notFoundBody", "De pagina die u zoekt is verplaatst of bestaat niet meer.")
          : t("serverErrorBody", "Door een storing kunnen we deze pagina nu niet tonen. Probeer het over enkele minuten opnieuw.")}
      </p>
      <a href="/">{t("backToServiceHome", "Naar Mijn Omgeving")}</a>
    </div>
  );
}
