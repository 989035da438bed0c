import { css, cx } from "styled-system/css";
import { SuccessNotice, mutedTextClass, pageHeadingClass, sectionClass, sectionHeadingClass } from "~/forms/form-kit";
import { type FormReply } from "~/forms/form-reply";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useRichText, useT } from "~/shell/i18n";
import { useRootData } from "~/shell/root-data";
import { RichText } from "~/ui/rich-text/rich-text";
import { Tag } from "~/ui/tag/tag";
import { LEAVE, SHARING_INTENTS, WITHDRAW_REQUEST } from "./intent";
import type { CoReaderView, ShareableView, SharingView } from "./sharing.server";
import { ActionForm, listClass, rowClass, subHeadingClass } from "./sharing-forms";
import { RemoveConfirmation } from "./co-readers";
import { SubscriptionCard } from "./invites";
import { REQUEST_STATUS, RequestAccessForm, RequestCard } from "./requests";

// /abonnementen/delen (ADR 21): the cards of invites and co-readers (invites.tsx, co-readers.tsx) and of
// requests for access (requests.tsx), and what others share with this account.

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
