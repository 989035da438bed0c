import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { inlineLinkClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { Notification } from "~/ui/notification/notification";
import { PayForm } from "./lazy";
import type { PayPageView } from "./pay.server";

/**
 * /facturen/betalen: what will be paid (each invoice and the total the origin will charge), the methods of
 * the sellers' country, and the way to the payment page (the form hydrates from its own chunk). Nothing is
 * paid before the payment page.
 */
export function PayPage({ view, reply }: { view: PayPageView; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "4" })}>{t("payTitle", "Facturen betalen")}</h1>
      {view.nothing ? (
        <Notification variant="info">
          {view.nothing}{" "}
          <a href="/facturen" className={inlineLinkClass}>
            {t("payToInvoices", "Naar mijn facturen")}
          </a>
        </Notification>
      ) : (
        <PayForm view={view} reply={reply} />
      )}
    </>
  );
}
