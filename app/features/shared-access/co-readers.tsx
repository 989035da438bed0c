import { useState } from "react";
import { Form } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { FormErrors, sectionClass, sectionHeadingClass, useHydrated } from "~/forms/form-kit";
import { type FormReply } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { Dialog, DialogClose } from "~/ui/dialog/dialog";
import { CONFIRM_REMOVE_PARAM, CONFIRM_SUBSCRIPTION_PARAM, REVOKE_CO_READER, SHARING_PATH } from "./intent";
import type { CoReaderView, ShareableView } from "./sharing.server";
import { replyOf } from "./sharing-forms";

// A co-reader on the owner's card: "Verwijderen", confirmed in a dialog (or on a page of its own without JavaScript).

export function RemoveCoReader({ subscription, coReader, reply }: { subscription: ShareableView; coReader: CoReaderView; reply: FormReply | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = t("sharingRemove", "Verwijderen");
  const errors = replyOf(reply, REVOKE_CO_READER, "accountId", coReader.accountId)?.error?.[""];
  const confirmHref = `${SHARING_PATH}?${CONFIRM_REMOVE_PARAM}=${encodeURIComponent(coReader.accountId)}&${CONFIRM_SUBSCRIPTION_PARAM}=${encodeURIComponent(subscription.id)}`;
  const trigger = (
    <Button variant="secondary" size="sm">
      {label}
      <span className={css({ srOnly: true })}> {coReader.name}</span>
    </Button>
  );
  return (
    <div>
      {!hydrated ? (
        <a href={confirmHref} className={buttonRecipe({ variant: "secondary", size: "sm" })}>
          {label}
          <span className={css({ srOnly: true })}> {coReader.name}</span>
        </a>
      ) : (
        <Dialog
          role="alertdialog"
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
          title={t("sharingRemoveTitle", "{name} verwijderen als meelezer?", { name: coReader.name })}
          description={t("sharingRemoveDescription", "{name} kan vanaf nu niet meer meelezen met {title}. U kunt later opnieuw een uitnodiging sturen.", {
            name: coReader.name,
            title: subscription.title,
          })}
          closeLabel={t("dialogClose", "Sluiten")}
          footer={
            <>
              <DialogClose>
                <Button variant="secondary">{t("cancel", "Annuleren")}</Button>
              </DialogClose>
              <Form method="post" action={SHARING_PATH} onSubmit={() => setOpen(false)}>
                <input type="hidden" name="intent" value={REVOKE_CO_READER} />
                <input type="hidden" name="accountId" value={coReader.accountId} />
                <input type="hidden" name="subscriptionId" value={subscription.id} />
                <Button type="submit">{t("sharingRemoveConfirm", "Ja, verwijderen")}</Button>
              </Form>
            </>
          }
        />
      )}
      <FormErrors id={`verwijderen-fout-${coReader.accountId}`} errors={errors} />
    </div>
  );
}

/** The no-JavaScript confirmation of removing a co-reader: a section of its own with a plain form. */
export function RemoveConfirmation({ subscription, coReader }: { subscription: ShareableView; coReader: CoReaderView }) {
  const t = useT();
  return (
    <section aria-labelledby="meelezer-verwijderen" className={sectionClass}>
      <h2 id="meelezer-verwijderen" className={sectionHeadingClass}>
        {t("sharingRemoveTitle", "{name} verwijderen als meelezer?", { name: coReader.name })}
      </h2>
      <p>
        {t("sharingRemoveDescription", "{name} kan vanaf nu niet meer meelezen met {title}. U kunt later opnieuw een uitnodiging sturen.", {
          name: coReader.name,
          title: subscription.title,
        })}
      </p>
      <Form method="post" action={SHARING_PATH} className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <input type="hidden" name="intent" value={REVOKE_CO_READER} />
        <input type="hidden" name="accountId" value={coReader.accountId} />
        <input type="hidden" name="subscriptionId" value={subscription.id} />
        <Button type="submit">{t("sharingRemoveConfirm", "Ja, verwijderen")}</Button>
        <Link to={SHARING_PATH} className={buttonRecipe({ variant: "secondary" })}>
          {t("cancel", "Annuleren")}
        </Link>
      </Form>
    </section>
  );
}
