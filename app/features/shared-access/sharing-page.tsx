import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { css, cx } from "styled-system/css";
import {
  FormErrors,
  SubmitButton,
  SuccessNotice,
  formClass,
  inputProps,
  mutedTextClass,
  pageHeadingClass,
  sectionClass,
  sectionHeadingClass,
  useAccountForm,
  useActionForm,
  useHydrated,
} from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import type { Translate } from "~/forms/translate";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useRichText, useT } from "~/shell/i18n";
import { useRootData } from "~/shell/root-data";
import { Button, buttonRecipe } from "~/ui/button/button";
import { Dialog, DialogClose } from "~/ui/dialog/dialog";
import { RadioGroupField } from "~/ui/forms/choice-group";
import { TextField } from "~/ui/forms/field";
import { TextAreaField } from "~/ui/forms/text-area-field";
import { RichText } from "~/ui/rich-text/rich-text";
import { Tag } from "~/ui/tag/tag";
import {
  ANSWER_REQUEST,
  CONFIRM_REMOVE_PARAM,
  CONFIRM_SUBSCRIPTION_PARAM,
  LEAVE,
  REQUEST_ACCESS,
  REQUEST_MESSAGE_MAX,
  REVOKE_CO_READER,
  REVOKE_INVITE,
  SEND_INVITE,
  SHARING_INTENTS,
  SHARING_PATH,
  WITHDRAW_REQUEST,
} from "./intent";
import type { CoReaderView, InviteView, RequestView, ShareableView, SharingView } from "./sharing.server";

/** The shared schema, loaded after hydration (ADR 0013). */
const sharingSchema = (t: Translate) => () => import("./schema").then((module) => module.sharingSchema(t));

const cardClass = css({ borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", p: "4", display: "flex", flexDirection: "column", gap: "4" });
/** Conform's textarea props without `key` (React wants that one on the element itself). */
function textAreaProps(field: Parameters<typeof getTextareaProps>[0]) {
  const { key: _key, ...props } = getTextareaProps(field, { ariaAttributes: false });
  return props;
}

const listClass = css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" });
const rowClass = css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "3", pb: "3", borderBottomWidth: "1px", borderBottomStyle: "solid", borderBottomColor: "border.default", _last: { borderBottomWidth: "0", pb: "0" } });
const subHeadingClass = css({ fontSize: "md", fontWeight: "semibold", m: "0" });

function useBusy(match: (formData: FormData) => boolean) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && Boolean(navigation.formData && match(navigation.formData));
}

/** The reply of one of several forms with the same intent (one per card or row), told apart by a hidden field. */
function replyOf(reply: FormReply | undefined, intent: string, field: string, value: string) {
  const result = replyFor(reply, intent);
  return result?.initialValue?.[field] === value ? result : undefined;
}

/** A one-button form (revoke, decline, leave): hidden fields, its errors beside it. */
function ActionForm({ intent, fields, label, srLabel, reply, matchField, variant = "secondary" }: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  srLabel?: string;
  reply: FormReply | undefined;
  matchField: string;
  variant?: "primary" | "secondary";
}) {
  const t = useT();
  const id = `${intent}-${fields[matchField]}`;
  const form = useActionForm(id, replyOf(reply, intent, matchField, fields[matchField] ?? ""));
  const busy = useBusy((formData) => formData.get("intent") === intent && formData.get(matchField) === fields[matchField]);
  return (
    <Form method="post" action={SHARING_PATH} {...form.formProps}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
        {label}
        {srLabel ? <span className={css({ srOnly: true })}> {srLabel}</span> : null}
      </Button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** "Verwijderen": with JavaScript a confirmation dialog; before it loads a link to the confirmation on the page. */
function RemoveCoReader({ subscription, coReader, reply }: { subscription: ShareableView; coReader: CoReaderView; reply: FormReply | undefined }) {
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

function InviteRow({ invite, reply }: { invite: InviteView; reply: FormReply | undefined }) {
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
      <ActionForm
        intent={REVOKE_INVITE}
        fields={{ inviteKey: invite.key }}
        matchField="inviteKey"
        label={invite.expired ? t("sharingInviteRemove", "Verwijderen") : t("sharingInviteRevoke", "Intrekken")}
        srLabel={t("sharingInviteFor", "uitnodiging aan {email}", { email: invite.email })}
        reply={reply}
      />
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
    <Form method="post" action={SHARING_PATH} {...getFormProps(form)} className={formClass}>
      <input type="hidden" name="intent" value={SEND_INVITE} />
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormErrors id={form.errorId} errors={form.errors} />
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
    </Form>
  );
}

function SubscriptionCard({ subscription, idempotencyKey, reply }: { subscription: ShareableView; idempotencyKey: string; reply: FormReply | undefined }) {
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
        {t("sharingSeatsUsed", "{used} van {seats} plaatsen in gebruik", { used: subscription.seatsUsed, seats: subscription.seats })}
        <span className={css({ fontWeight: "normal" })}>
          {" "}
          · {free === 1 ? t("sharingSeatsFreeOne", "nog 1 plaats vrij") : t("sharingSeatsFree", "nog {free} plaatsen vrij", { free })}
        </span>
      </p>

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
              <InviteRow key={invite.key} invite={invite} reply={reply} />
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

function RequestCard({ request, reply }: { request: RequestView; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({ id: `verzoek-${request.id}`, schema: sharingSchema(t), lastResult: replyOf(reply, ANSWER_REQUEST, "requestId", request.id) });
  return (
    <li className={cardClass}>
      <div>
        <p className={css({ m: "0", fontWeight: "semibold" })}>
          {t("sharingRequestFrom", "{name} wil meelezen met {brand}", { name: request.name, brand: request.brandName })}
        </p>
        <p className={cx(css({ m: "0", fontSize: "sm", overflowWrap: "anywhere" }), mutedTextClass)}>
          {request.email} · {t("sharingRequestSentOn", "gevraagd op {date}", { date: request.sent })}
        </p>
      </div>
      {request.message ? <blockquote className={css({ m: "0", pl: "3", borderLeftWidth: "3px", borderLeftStyle: "solid", borderLeftColor: "border.default" })}>{request.message}</blockquote> : null}
      <Form method="post" action={SHARING_PATH} {...getFormProps(form)} className={formClass}>
        <input type="hidden" name="requestId" value={request.id} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {request.choices.length > 1 ? (
          <RadioGroupField
            legend={t("sharingRequestChoose", "Met welk abonnement mag {name} meelezen?", { name: request.name })}
            name="subscriptionId"
            options={request.choices.map((choice) => ({ value: choice.id, label: choice.label }))}
            errors={fields.subscriptionId.errors}
            errorId={`${form.id}-abonnement-fout`}
          />
        ) : request.choices.length === 1 ? (
          <input type="hidden" name="subscriptionId" value={request.choices[0]!.id} />
        ) : (
          <p className={css({ m: "0" })}>{t("sharingRequestNoSeat", "Alle plaatsen zijn bezet. Maak eerst een plaats vrij om dit verzoek te accepteren.")}</p>
        )}
        {request.choices.length <= 1 ? <FormErrors id={`${form.id}-abonnement-fout`} errors={fields.subscriptionId.errors} /> : null}
        <input type="hidden" name="intent" value={ANSWER_REQUEST} />
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
          <Button type="submit" name="answer" value="approve" disabled={request.choices.length === 0}>
            {t("sharingRequestApprove", "Accepteren")}
          </Button>
          <Button type="submit" name="answer" value="decline" variant="secondary">
            {t("sharingRequestDecline", "Weigeren")}
          </Button>
        </div>
      </Form>
    </li>
  );
}

function RequestAccessForm({ brand, idempotencyKey, reply }: { brand: { id: string; name: string }; idempotencyKey: string; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({ id: "toegang-vragen", schema: sharingSchema(t), lastResult: replyFor(reply, REQUEST_ACCESS) });
  return (
    <Form method="post" action={SHARING_PATH} {...getFormProps(form)} className={formClass}>
      <input type="hidden" name="intent" value={REQUEST_ACCESS} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        key={fields.ownerEmail.key}
        label={t("sharingOwnerEmailLabel", "E-mailadres van de eigenaar van het abonnement")}
        hint={t("sharingOwnerEmailHint", "De eigenaar krijgt een e-mail en kan uw verzoek accepteren of weigeren.")}
        errors={fields.ownerEmail.errors}
        required
        inputProps={{ ...inputProps(fields.ownerEmail, "email"), autoComplete: "off" }}
      />
      <TextAreaField
        key={fields.message.key}
        label={t("sharingRequestMessageLabel", "Bericht aan de eigenaar")}
        hint={t("sharingRequestMessageHint", "Maximaal {max} tekens.", { max: REQUEST_MESSAGE_MAX })}
        errors={fields.message.errors}
        textAreaProps={{ ...textAreaProps(fields.message), rows: 3, maxLength: REQUEST_MESSAGE_MAX }}
      />
      <div>
        <SubmitButton intent={REQUEST_ACCESS} busyLabel={t("sharingInviteSending", "Bezig met versturen…")}>
          {t("sharingRequestSend", "Vraag toegang tot {brand}", { brand: brand.name })}
        </SubmitButton>
      </div>
    </Form>
  );
}

const REQUEST_STATUS: Record<SharingView["sentRequests"][number]["status"], [string, string, "blue" | "green" | "gray" | "red"]> = {
  PENDING: ["sharingRequestStatusPending", "Wacht op antwoord", "blue"],
  APPROVED: ["sharingRequestStatusApproved", "Geaccepteerd", "green"],
  DECLINED: ["sharingRequestStatusDeclined", "Niet geaccepteerd", "gray"],
  WITHDRAWN: ["sharingRequestStatusWithdrawn", "Ingetrokken", "gray"],
  EXPIRED: ["sharingRequestStatusExpired", "Vervallen", "gray"],
};

/** /abonnementen/delen: the owner's seats, co-readers and invites; requests; what others share with this account. */
export function SharingPage({ sharing, reply, confirm }: { sharing: SharingView | null; reply: FormReply | undefined; confirm: { subscription: ShareableView; coReader: CoReaderView } | null }) {
  const t = useT();
  const brand = useRootData()?.brand ?? null;
  const intro = useRichText("sharedAccessIntro");
  return (
    <>
      <h1 className={pageHeadingClass}>{t("sharingHeading", "Abonnement delen")}</h1>
      {intro ? (
        <RichText value={intro} variables={{ brandName: brand?.name ?? "", siteName: "Mijn Omgeving" }} brandId={brand?.id} brandLinks={brand ? { [brand.id]: brand.links } : {}} className={css({ mb: "6" })} />
      ) : (
        <p className={css({ mb: "6" })}>{t("sharingIntro", "Deel uw abonnement met huisgenoten. Iedere meelezer leest met een eigen account en kan uw abonnement of betaalgegevens niet wijzigen.")}</p>
      )}
      <SuccessNotice reply={reply} intents={SHARING_INTENTS} />
      {sharing === null ? (
        <ContentErrorPanel />
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "8" })}>
          {confirm ? <RemoveConfirmation subscription={confirm.subscription} coReader={confirm.coReader} /> : null}

          {sharing.requests.length > 0 ? (
            <section aria-labelledby="verzoeken" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
              <h2 id="verzoeken" className={sectionHeadingClass}>
                {t("sharingRequestsHeading", "Verzoeken om mee te lezen")}
              </h2>
              <ul className={listClass}>
                {sharing.requests.map((request) => (
                  <RequestCard key={request.id} request={request} reply={reply} />
                ))}
              </ul>
            </section>
          ) : null}

          {sharing.subscriptions.length > 0 ? (
            sharing.subscriptions.map((subscription) => (
              <SubscriptionCard key={subscription.id} subscription={subscription} idempotencyKey={sharing.idempotencyKey} reply={reply} />
            ))
          ) : (
            <p>{t("sharingNothingToShare", "U heeft geen abonnement dat u kunt delen. Delen kan met een abonnement waarbij u online leest.")}</p>
          )}

          {sharing.sharedWithMe.length > 0 ? (
            <section aria-labelledby="met-u-gedeeld" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
              <h2 id="met-u-gedeeld" className={sectionHeadingClass}>
                {t("sharingSharedWithMeHeading", "Met u gedeeld")}
              </h2>
              <ul className={listClass}>
                {sharing.sharedWithMe.map((shared) => (
                  <li key={shared.subscriptionId} className={rowClass}>
                    <div>
                      <p className={css({ m: "0", fontWeight: "semibold" })}>{shared.title}</p>
                      <p className={cx(css({ m: "0", fontSize: "sm" }), mutedTextClass)}>
                        {shared.ownerName
                          ? t("sharingSharedBy", "Gedeeld door {name} sinds {date}", { name: shared.ownerName, date: shared.since })
                          : t("sharingSharedSince", "Gedeeld sinds {date}", { date: shared.since })}
                      </p>
                    </div>
                    <ActionForm
                      intent={LEAVE}
                      fields={{ subscriptionId: shared.subscriptionId }}
                      matchField="subscriptionId"
                      label={t("sharingLeave", "Stoppen met meelezen")}
                      srLabel={shared.title}
                      reply={reply}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {sharing.brand ? (
            <section aria-labelledby="toegang-vragen-kop" className={sectionClass}>
              <h2 id="toegang-vragen-kop" className={sectionHeadingClass}>
                {t("sharingRequestHeading", "Meelezen met iemand anders")}
              </h2>
              <p className={css({ m: "0" })}>
                {t("sharingRequestIntro", "Heeft iemand in uw huishouden een abonnement op {brand}? Vraag of u mag meelezen met uw eigen account.", { brand: sharing.brand.name })}
              </p>
              <RequestAccessForm brand={sharing.brand} idempotencyKey={sharing.idempotencyKey} reply={reply} />
              {sharing.sentRequests.length > 0 ? (
                <>
                  <h3 className={subHeadingClass}>{t("sharingSentRequestsHeading", "Uw verzoeken")}</h3>
                  <ul className={listClass}>
                    {sharing.sentRequests.map((sent) => {
                      const [key, label, color] = REQUEST_STATUS[sent.status];
                      return (
                        <li key={sent.id} className={rowClass}>
                          <span className={css({ overflowWrap: "anywhere" })}>
                            {t("sharingSentRequest", "Aan {email} ({brand}), {date}", { email: sent.ownerEmail, brand: sent.brandName, date: sent.sent })}
                          </span>
                          <Tag color={color}>{t(key, label)}</Tag>
                          {sent.status === "PENDING" ? (
                            <ActionForm
                              intent={WITHDRAW_REQUEST}
                              fields={{ requestId: sent.id }}
                              matchField="requestId"
                              label={t("sharingWithdrawRequest", "Verzoek intrekken")}
                              srLabel={t("sharingWithdrawRequestTo", "aan {email}", { email: sent.ownerEmail })}
                              reply={reply}
                            />
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
