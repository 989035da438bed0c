import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import type { CancellationReply, CancellationView } from "./cancellation.server";
import { CancelForm, Cancelled } from "./lazy";

/**
 * /abonnementen/<id>/opzeggen: cancel online as easily as subscribing (Art. 11a CRD, ADR 17 and 39).
 * The end date first, an optional reason, a confirmation step, then the acknowledgement with the
 * date and time it was received and the PDF copy; an undo until the end date.
 */
export function CancellationPage({ view, reply }: { view: CancellationView; reply: CancellationReply | undefined }) {
  const t = useT();
  return (
    <>
      {view.cancellation ? <Cancelled view={view} reply={reply} /> : <CancelForm view={view} reply={reply} />}
      <p className={css({ mt: "8" })}>
        <a href="/abonnementen">{t("cancellationBackToSubscriptions", "Terug naar mijn abonnementen")}</a>
      </p>
    </>
  );
}
