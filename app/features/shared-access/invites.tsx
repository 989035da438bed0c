import { css, cx } from "styled-system/css";
import { IdempotencyKeyField, IntentForm, SubmitButton, inputProps, mutedTextClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { TextField } from "~/ui/forms/field";
import { Tag } from "~/ui/tag/tag";
import { RESEND_INVITE, REVOKE_INVITE, SEND_INVITE, SHARING_PATH } from "./intent";
import type { InviteView, ShareableView } from "./sharing.server";
import { ActionForm, cardClass, listClass, replyOf, rowClass, sharingSchema, subHeadingClass } from "./sharing-forms";
import { RemoveCoReader } from "./co-readers";

// A shareable subscription's card on /abonnementen/delen: its seats, co-readers and invites, and the invite form.

function InviteRow({ invite, subscriptionId, reply }: { invite: InviteView; subscriptionId: string; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <li className={rowClass}>
      <div>
        <p className={css({ m: "0", fontWeight: "semibold", overflowWrap: "anywhere" })}>
          {invite.email} {invite.expired ? <Tag color="gray">{t("sharingInviteExpired", "Verlopen")}</Tag> : <Tag color="blue">{t("sharingInvitePending", "Uitgenodigd")}</Tag>}
        </p>
        <p className={cx(css({ m: "0", fontSize: "sm" }), mutedTextClass)}>
          {t("sharingInviteSentOn", "Verstuurd op {date}", { date: invite.sent })} · {invite.expiry}
        </p>
      </div>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "flex-start" })}>
      {invite.resendKey ? (
        <ActionForm
          intent={RESEND_INVITE}
          fields={{ inviteKey: invite.key, subscriptionId, email: invite.email }}
          matchField="inviteKey"
          idempotencyKey={invite.resendKey}
          variant="primary"
          label={t("sharingInviteResend", "Opnieuw versturen")}
          srLabel={t("sharingInviteFor", "uitnodiging aan {email}", { email: invite.email })}
          reply={reply}
        />
      ) : null}
      <ActionForm
        intent={REVOKE_INVITE}
        fields={{ inviteKey: invite.key }}
        matchField="inviteKey"
        label={invite.expired ? t("sharingInviteRemove", "Verwijderen") : t("sharingInviteRevoke", "Intrekken")}
        srLabel={t("sharingInviteFor", "uitnodiging aan {email}", { email: invite.email })}
        reply={reply}
      />
      </div>
    </li>
  );
}


function InviteForm({ subscription, idempotencyKey, reply }: { subscription: ShareableView; idempotencyKey: string; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: `uitnodigen-${subscription.id}`,
    schema: sharingSchema(t),
    lastResult: replyOf(reply, SEND_INVITE, "subscriptionId", subscription.id),
  });
  return (
    <IntentForm form={form} intent={SEND_INVITE} action={SHARING_PATH}>
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <IdempotencyKeyField form={form} idempotencyKey={idempotencyKey} />
      <TextField
        key={fields.email.key}
        label={t("sharingInviteEmailLabel", "E-mailadres van de meelezer")}
        hint={t("sharingInviteEmailHint", "We sturen een e-mail met een persoonlijke link. Die is 14 dagen geldig en werkt één keer.")}
        errors={fields.email.errors}
        required
        inputProps={{ ...inputProps(fields.email, "email"), autoComplete: "off" }}
      />
      <div>
        <SubmitButton intent={SEND_INVITE} busyLabel={t("sharingInviteSending", "Bezig met versturen…")}>
          {t("sharingInviteSend", "Uitnodiging versturen")}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}

export function SubscriptionCard({ subscription, idempotencyKey, reply }: { subscription: ShareableView; idempotencyKey: string; reply: FormReply | undefined }) {
  const t = useT();
  const headingId = `delen-${subscription.id}`;
  const free = subscription.seats - subscription.seatsUsed;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <div>
        <h2 id={headingId} className={css({ fontSize: "xl", fontWeight: "bold", m: "0" })}>
          {subscription.title}
        </h2>
        <p className={cx(css({ m: "0" }), mutedTextClass)}>
          {t("sharingSubscriptionNumber", "Abonnementsnummer {id}", { id: subscription.id })}
        </p>
      </div>
      <p className={css({ m: "0", fontWeight: "semibold" })}>
        {t("sharingSeatsUsed", "{used} van {seats} plaatsen voor meelezers in gebruik", { used: subscription.seatsUsed, seats: subscription.seats })}
        <span className={css({ fontWeight: "normal" })}>
          {" "}
          · {free === 1 ? t("sharingSeatsFreeOne", "nog 1 plaats vrij") : t("sharingSeatsFree", "nog {free} plaatsen vrij", { free })}
        </span>
      </p>
      <p className={cx(css({ m: "0" }), mutedTextClass)}>{t("sharingSeatsOwner", "Uw eigen plaats telt niet mee: u leest altijd zelf.")}</p>

      <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <h3 className={subHeadingClass}>{t("sharingCoReadersHeading", "Meelezers")}</h3>
        {subscription.coReaders.length === 0 ? (
          <p className={cx(css({ m: "0" }), mutedTextClass)}>{t("sharingNoCoReaders", "Er leest nog niemand mee.")}</p>
        ) : (
          <ul className={listClass}>
            {subscription.coReaders.map((coReader) => (
              <li key={coReader.accountId} className={rowClass}>
                <div>
                  <p className={css({ m: "0", fontWeight: "semibold" })}>{coReader.name}</p>
                  <p className={cx(css({ m: "0", fontSize: "sm", overflowWrap: "anywhere" }), mutedTextClass)}>
                    {coReader.email} · {t("sharingCoReaderSince", "leest mee sinds {date}", { date: coReader.since })}
                  </p>
                </div>
                <RemoveCoReader subscription={subscription} coReader={coReader} reply={reply} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {subscription.invites.length > 0 ? (
        <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
          <h3 className={subHeadingClass}>{t("sharingInvitesHeading", "Uitnodigingen")}</h3>
          <ul className={listClass}>
            {subscription.invites.map((invite) => (
              <InviteRow key={invite.key} invite={invite} subscriptionId={subscription.id} reply={reply} />
            ))}
          </ul>
        </div>
      ) : null}

      <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <h3 className={subHeadingClass}>{t("sharingInviteHeading", "Iemand uitnodigen")}</h3>
        {subscription.full ? (
          <p className={css({ m: "0" })}>
            {t("sharingSeatsFull", "Alle plaatsen zijn bezet. Trek een uitnodiging in of verwijder een meelezer om iemand anders uit te nodigen.")}
          </p>
        ) : (
          <InviteForm subscription={subscription} idempotencyKey={idempotencyKey} reply={reply} />
        )}
      </div>
    </section>
  );
}
