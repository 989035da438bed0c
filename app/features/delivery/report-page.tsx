import { css } from "styled-system/css";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { Notification } from "~/ui/notification/notification";
import { outcomeText } from "./labels";
import { ComplaintForm, ReportIdentifyForm } from "./lazy";
import { CARRIED_FIELD_NAME } from "./report-fields";
import type { ReportReply } from "./report.server";

// /bezorgservice/melden: identify, report (the logged-in complaint form), the outcome (ADR 40).

export function ReportPage({ country, reply }: { country: "NL" | "BE"; reply: ReportReply | undefined }) {
  const t = useT();
  const receipt = reply?.receipt;
  const identified = reply?.identified;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("deliveryReportTitle", "Geen krant ontvangen? Meld het hier")}</h1>
      {receipt ? (
        <Notification variant="info" shouldAnnounce>
          <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
            <p className={css({ m: "0", fontWeight: "bold" })}>{t("deliveryReportReceived", "Wij hebben uw melding ontvangen.")}</p>
            <p className={css({ m: "0" })}>
              {receipt.title} · {receipt.complaint.edition}
            </p>
            <p className={css({ m: "0" })}>{outcomeText(receipt.complaint, t)}</p>
            <p className={css({ m: "0" })}>{t("deliveryReportSentTo", "U krijgt een bevestiging op {email}.", { email: receipt.sentTo })}</p>
          </div>
        </Notification>
      ) : identified ? (
        <>
          <p className={css({ m: "0", mb: "2", fontWeight: "semibold" })}>{identified.flow.subscription.title}</p>
          <p className={css({ m: "0", mb: "4" })}>
            {t("deliveryReportRules", "Kwam uw krant of blad niet, of beschadigd? Dan krijgt u {amount} terug op uw volgende factuur. De bevestiging sturen wij naar {email}.", {
              amount: identified.flow.creditPerEdition,
              email: identified.emailHint,
            })}
          </p>
          <ComplaintForm flow={identified.flow} reply={reply} carry={{ ticket: identified.ticket, [CARRIED_FIELD_NAME]: identified.carried }} />
        </>
      ) : (
        <ReportIdentifyForm country={country} reply={reply} />
      )}
    </>
  );
}
