import { useEffect } from "react";
import { useFetcher } from "react-router";
import { css } from "styled-system/css";
import { useDataLayerEvent } from "~/shell/data-layer";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { Notification } from "~/ui/notification/notification";
import type { IncidentConfirmReply, IncidentNoticeView } from "./incidents.server";
import { INCIDENT_CONFIRM_INTENT } from "./intent";

// A delivery incident's notice (ADR 40) for one of the account's subscriptions: what happened, which
// paper it concerns, and for a paper that did not come the one tap "Ik heb ook geen krant ontvangen",
// whose outcome (credit or re-delivery) replaces the button in place. Without script the tap posts to
// the incident's page, which shows the same notice with the outcome.

const stackClass = css({ display: "flex", flexDirection: "column", gap: "3", mb: "6" });
const textClass = css({ m: "0" });

export function IncidentNotices({ notices }: { notices: IncidentNoticeView[] }) {
  const t = useT();
  if (notices.length === 0) return null;
  return (
    <section aria-label={t("deliveryIncidentsLabel", "Storingen in de bezorging")} className={stackClass}>
      {notices.map((notice) => (
        <IncidentNotice key={notice.key} notice={notice} />
      ))}
    </section>
  );
}

function IncidentNotice({ notice }: { notice: IncidentNoticeView }) {
  const t = useT();
  const fetcher = useFetcher<IncidentConfirmReply>({ key: `incident-${notice.key}` });
  const push = useDataLayerEvent();
  const reply = fetcher.data?.key === notice.key ? fetcher.data : null;
  const outcome = notice.outcome ?? (reply?.ok ? reply.message : null);
  useEffect(() => {
    push({ event: "delivery_incident_notice_view", incident: { id: notice.incidentId, kind: notice.kind, reported: notice.outcome !== null } });
    // Once per notice shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice.key]);
  useEffect(() => {
    if (reply?.ok && !notice.outcome) push({ event: "delivery_incident_confirm", incident: { id: notice.incidentId, kind: notice.kind } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
  const busy = fetcher.state !== "idle";
  return (
    <Notification variant={outcome ? "info" : "warning"}>
      <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <p className={css({ m: "0", fontWeight: "bold" })}>
          {notice.kind === "LATE" ? t("deliveryIncidentLateTitle", "Uw krant komt later") : t("deliveryIncidentTitle", "Storing in de bezorging")}
        </p>
        <p className={textClass}>{notice.text}</p>
        <p className={textClass}>{notice.about}</p>
        {outcome ? (
          <p role="status" className={textClass}>
            {outcome}
          </p>
        ) : notice.kind === "NOT_DELIVERED" ? (
          <fetcher.Form method="post" action={notice.action} className={css({ display: "flex", flexDirection: "column", gap: "2", alignItems: "flex-start" })}>
            <input type="hidden" name="intent" value={INCIDENT_CONFIRM_INTENT} />
            <input type="hidden" name="subscriptionId" value={notice.subscriptionId} />
            <Button type="submit" disabled={busy} aria-describedby={`incident-credit-${notice.key}`}>
              {busy ? t("deliveryIncidentBusy", "Bezig met melden…") : t("deliveryIncidentConfirm", "Ik heb ook geen krant ontvangen")}
            </Button>
            <span id={`incident-credit-${notice.key}`} className={css({ fontSize: "sm" })}>
              {t("deliveryIncidentCreditHint", "U krijgt {amount} terug op uw volgende factuur.", { amount: notice.creditPerEdition })}
            </span>
            {notice.redeliveryUntil ? (
              <Button type="submit" variant="secondary" name="compensation" value="REDELIVERY" disabled={busy}>
                {t("deliveryIncidentRedeliver", "Breng mijn krant vandaag nog")}
              </Button>
            ) : null}
            {reply && !reply.ok ? (
              <p role="alert" className={textClass}>
                {reply.message}
              </p>
            ) : null}
          </fetcher.Form>
        ) : null}
      </div>
    </Notification>
  );
}
