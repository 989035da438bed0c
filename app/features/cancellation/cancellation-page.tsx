import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import type { CancellationView } from "./cancellation.server";
import { CancelForm, Cancelled } from "./lazy-forms";

/**
 * /abonnementen/<id>/opzeggen: cancel online as easily as subscribing. The end date first, one
 * alternative that is skipped in one click, an optional reason, one button; afterwards the end date
 * and an undo until that date.
 */
export function CancellationPage({ view, reply }: { view: CancellationView; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <>
      {view.undoableUntil ? <Cancelled view={view} reply={reply} /> : <CancelForm view={view} reply={reply} />}
      <p className={css({ mt: "8" })}>
        <a href="/abonnementen">{t("cancellationBackToSubscriptions", "Terug naar mijn abonnementen")}</a>
      </p>
    </>
  );
}
