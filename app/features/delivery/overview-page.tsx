import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { mutedTextClass, pageHeadingClass } from "~/forms/form-styles";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { ErrorList } from "~/ui/forms/field";
import { Notification } from "~/ui/notification/notification";
import { Tag } from "~/ui/tag/tag";
import type { ComplaintView, DeliverySubscriptionView, OverviewSubscription } from "./delivery.server";
import { FOLLOW_UP_INTENT, INSTRUCTIONS_INTENT, INSTRUCTIONS_MAX } from "./intent";
import { OutcomeNote } from "~/ui/outcome-note/outcome-note";
import { TextAreaField } from "~/ui/forms/text-area-field";
import { complaintTypeLabel, outcomeText } from "./labels";
import { NothingDelivered, SubscriptionHeading, cardClass } from "./subscription-heading";

const listClass = css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" });
const itemClass = css({ borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default", pt: "3", _first: { borderTop: "none", pt: "0" } });
const subheading = css({ fontSize: "md", fontWeight: "bold", m: "0" });

function ComplaintItem({ complaint, category }: { complaint: ComplaintView; category: DeliverySubscriptionView["category"] }) {
  const t = useT();
  return (
    <li className={itemClass}>
      <p className={css({ m: "0", fontWeight: "semibold" })}>
        {complaintTypeLabel(complaint.type, category, t)} · {complaint.edition}
      </p>
      <p className={css({ m: "0" })}>{outcomeText(complaint, t)}</p>
      {complaint.caseNumber ? (
        <p className={css({ m: "0", display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" })}>
          <Tag color="orange">{t("complaintEscalatedTag", "Bij klantenservice")}</Tag>
          {t("complaintCaseNumber", "Dossiernummer {case}", { case: complaint.caseNumber })}
        </p>
      ) : null}
      <p className={mutedTextClass}>{t("complaintReportedAt", "Gemeld op {date}", { date: complaint.reportedAt })}</p>
    </li>
  );
}

/** "Is uw krant vandaag wel bezorgd?": two buttons in a plain form (works without JavaScript). */
function FollowUpQuestion({ complaint, reply }: { complaint: ComplaintView; reply: FormReply | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === FOLLOW_UP_INTENT;
  const errors = reply?.intent === FOLLOW_UP_INTENT && reply.result.status === "error" ? Object.values(reply.result.error ?? {}).flat().filter((error): error is string => typeof error === "string") : null;
  const headingId = `opvolging-${complaint.id}`;
  return (
    <section aria-labelledby={headingId} className={css({ p: "4", rounded: "md", bg: "bg.subtle", borderLeftWidth: "4px", borderLeftStyle: "solid", borderLeftColor: "status.info" })}>
      <h3 id={headingId} className={subheading}>
        {t("deliveryFollowUpQuestion", "Is uw krant vandaag wel bezorgd?")}
      </h3>
      <p className={css({ mt: "1", mb: "3" })}>
        {t("deliveryFollowUpContext", "U meldde dat uw krant van {edition} niet bezorgd was.", { edition: complaint.edition.toLowerCase() })}
      </p>
      <Form method="post" className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
        <input type="hidden" name="intent" value={FOLLOW_UP_INTENT} />
        <input type="hidden" name="complaintId" value={complaint.id} />
        <Button type="submit" name="deliveredToday" value="ja" variant="secondary" aria-disabled={busy || undefined}>
          {t("deliveryFollowUpYes", "Ja, mijn krant is er")}
        </Button>
        <Button type="submit" name="deliveredToday" value="nee" variant="secondary" aria-disabled={busy || undefined}>
          {t("deliveryFollowUpNo", "Nee, nog steeds niet")}
        </Button>
      </Form>
      <ErrorList errors={errors} />
    </section>
  );
}

/**
 * Instructions for the deliverer (issue 58): "niet in de brievenbus, achter het hek". A plain form (no
 * JavaScript needed); a refused text stays in the field with the message beside it; the outcome stays in view.
 */
function DeliveryInstructions({ subscription, reply }: { subscription: OverviewSubscription; reply: FormReply | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const id = subscription.subscriptionId;
  const mine = reply?.intent === INSTRUCTIONS_INTENT && (reply.subject === id || (reply.result.initialValue as Record<string, unknown> | undefined)?.subscriptionId === id) ? reply : undefined;
  const errors = mine?.result.status === "error" ? Object.values(mine.result.error ?? {}).flat().filter((error): error is string => typeof error === "string") : undefined;
  const typed = mine?.result.status === "error" ? (mine.result.initialValue as Record<string, unknown> | undefined)?.instructions : undefined;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === INSTRUCTIONS_INTENT && navigation.formData?.get("subscriptionId") === id;
  const headingId = `instructie-${id}`;
  return (
    <section aria-labelledby={`${headingId} bezorging-${id}`} className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <h3 id={headingId} className={subheading}>
        {t("deliveryInstructionsHeading", "Instructie voor de bezorger")}
      </h3>
      {mine?.done ? <OutcomeNote>{mine.done}</OutcomeNote> : null}
      <Form method="post" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
        <input type="hidden" name="intent" value={INSTRUCTIONS_INTENT} />
        <input type="hidden" name="subscriptionId" value={id} />
        {/* Keyed on the stored text: after a save the field shows what is stored now. */}
        <TextAreaField
          key={subscription.instructions ?? ""}
          label={t("deliveryInstructionsLabel", "Waar mag de bezorger uw krant laten?")}
          hint={t("deliveryInstructionsHint", "Bijvoorbeeld: niet in de brievenbus maar achter het hek. Maximaal {max} tekens, zonder < > ^ # = / :. Leeg laten en opslaan verwijdert de instructie.", { max: INSTRUCTIONS_MAX })}
          errors={errors}
          required={false}
          textAreaProps={{ name: "instructions", rows: 2, maxLength: INSTRUCTIONS_MAX, defaultValue: typeof typed === "string" ? typed : (subscription.instructions ?? ""), id: `instructie-veld-${id}` }}
        />
        <div>
          <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
            {busy ? t("savingLabel", "Bezig met opslaan…") : t("deliveryInstructionsSave", "Instructie opslaan")}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function OverviewCard({ subscription, reply }: { subscription: OverviewSubscription; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <article aria-labelledby={`bezorging-${subscription.subscriptionId}`} className={cardClass}>
      <SubscriptionHeading subscription={subscription} />
      {!subscription.hasPhysicalDelivery ? (
        <NothingDelivered subscription={subscription} />
      ) : (
        <>
          {subscription.followUp ? <FollowUpQuestion complaint={subscription.followUp} reply={reply} /> : null}
          <p className={css({ m: "0" })}>
            <a href={subscription.reportUrl} className={buttonRecipe({ variant: "primary" })}>
              {t("deliveryReportProblem", "Probleem met de bezorging melden")}
            </a>
          </p>
          {subscription.instructions !== null ? <DeliveryInstructions subscription={subscription} reply={reply} /> : null}
          {subscription.pendingCredit ? (
            <p className={css({ m: "0" })}>
              {t("deliveryPendingCredit", "U krijgt {amount} terug: dat wordt verrekend met uw volgende factuur.", { amount: subscription.pendingCredit })}
            </p>
          ) : null}
          {/* Named after the subscription too: one such section per subscription (axe landmark-unique). */}
          <section aria-labelledby={`meldingen-${subscription.subscriptionId} bezorging-${subscription.subscriptionId}`}>
            <h3 id={`meldingen-${subscription.subscriptionId}`} className={css({ fontSize: "md", fontWeight: "bold", mb: "2" })}>
              {t("deliveryRecentComplaints", "Uw meldingen van de afgelopen 3 maanden")}
            </h3>
            {subscription.complaints.length === 0 ? (
              <p className={css({ m: "0" })}>{t("deliveryNoComplaints", "U heeft geen meldingen gedaan.")}</p>
            ) : (
              <ul className={listClass}>
                {subscription.complaints.map((complaint) => (
                  <ComplaintItem key={complaint.id} complaint={complaint} category={subscription.category} />
                ))}
              </ul>
            )}
          </section>
          {subscription.credits.length > 0 ? (
            // Every credit of the last year with the invoice it is on; folded, as the recent ones are in the list above.
            <details>
              <summary className={css({ cursor: "pointer", fontWeight: "bold" })}>
                {t("deliveryCreditsTitle", "Teruggave voor gemiste bezorging")} ({subscription.credits.length})
              </summary>
              <ul className={css({ listStyle: "none", p: "0", m: "0", mt: "2", display: "flex", flexDirection: "column", gap: "2" })}>
                {subscription.credits.map((credit) => (
                  <li key={credit.id}>
                    {credit.invoice
                      ? t("deliveryCreditInvoiced", "{amount} voor {date}, verrekend op factuur {invoice}", { amount: credit.amount, date: credit.edition, invoice: credit.invoice })
                      : t("deliveryCreditPending", "{amount} voor {date}, komt op uw volgende factuur", { amount: credit.amount, date: credit.edition })}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </article>
  );
}

/** /bezorgservice: per subscription what is delivered when, recent complaints, credits, and "probleem melden". */
export function DeliveryOverviewPage({
  subscriptions,
  reply,
  notices,
}: {
  subscriptions: OverviewSubscription[] | null;
  reply: FormReply | undefined;
  /** The notices of delivery incidents that concern the account, below the heading. */
  notices?: ReactNode;
}) {
  const t = useT();
  const done = reply?.intent === FOLLOW_UP_INTENT ? reply.done : undefined;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("deliveryServiceTitle", "Bezorgservice")}</h1>
      {notices}
      {done ? (
        <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
          {done}
        </Notification>
      ) : null}
      {subscriptions === null ? (
        <ContentErrorPanel />
      ) : subscriptions.length === 0 ? (
        <p>{t("deliveryNoSubscriptions", "Er zijn nog geen abonnementen aan uw account gekoppeld.")}</p>
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
          {subscriptions.map((subscription) => (
            <OverviewCard key={subscription.subscriptionId} subscription={subscription} reply={reply} />
          ))}
        </div>
      )}
    </>
  );
}
