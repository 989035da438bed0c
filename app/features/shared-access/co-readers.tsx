import { ConfirmationPanel, ConfirmedAction } from "~/forms/confirmed-action";
import { type FormReply } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { CONFIRM_REMOVE_PARAM, CONFIRM_SUBSCRIPTION_PARAM, REVOKE_CO_READER, SHARING_PATH } from "./intent";
import type { CoReaderView, ShareableView } from "./sharing.server";
import { replyOf } from "./sharing-forms";

// A co-reader on the owner's card: "Verwijderen", confirmed in a dialog (or in place without JavaScript).

function useRemoveTexts(subscription: ShareableView, coReader: CoReaderView) {
  const t = useT();
  return {
    title: t("sharingRemoveTitle", "{name} verwijderen als meelezer?", { name: coReader.name }),
    description: t("sharingRemoveDescription", "{name} kan vanaf nu niet meer meelezen met {title}. U kunt later opnieuw een uitnodiging sturen.", {
      name: coReader.name,
      title: subscription.title,
    }),
    confirmLabel: t("sharingRemoveConfirm", "Ja, verwijderen"),
    keepLabel: t("cancel", "Annuleren"),
    action: SHARING_PATH,
    fields: { intent: REVOKE_CO_READER, accountId: coReader.accountId, subscriptionId: subscription.id },
  };
}

export function RemoveCoReader({ subscription, coReader, reply }: { subscription: ShareableView; coReader: CoReaderView; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <ConfirmedAction
      {...useRemoveTexts(subscription, coReader)}
      label={t("sharingRemove", "Verwijderen")}
      srLabel={coReader.name}
      size="sm"
      confirmHref={`${SHARING_PATH}?${CONFIRM_REMOVE_PARAM}=${encodeURIComponent(coReader.accountId)}&${CONFIRM_SUBSCRIPTION_PARAM}=${encodeURIComponent(subscription.id)}`}
      errorsId={`verwijderen-fout-${coReader.accountId}`}
      errors={replyOf(reply, REVOKE_CO_READER, "accountId", coReader.accountId)?.error?.[""]}
    />
  );
}

/** The no-JavaScript confirmation of removing a co-reader, in place on the page. */
export function RemoveConfirmation({ subscription, coReader }: { subscription: ShareableView; coReader: CoReaderView }) {
  return <ConfirmationPanel id="meelezer-verwijderen" {...useRemoveTexts(subscription, coReader)} backHref={SHARING_PATH} />;
}
