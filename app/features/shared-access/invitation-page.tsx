import { Form } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { FormErrors } from "~/forms/form-errors";
import { mutedTextClass, pageHeadingClass, sectionClass } from "~/forms/form-styles";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { ACCEPT_INVITE, SHARING_PATH } from "./intent";
import type { InvitationView } from "./invitation.server";

// The invitee's page: one calm explanation per situation, and the one thing to do next.

const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" });

function Facts({ invitation }: { invitation: InvitationView }) {
  const t = useT();
  return (
    <dl className={css({ display: "grid", gridTemplateColumns: { base: "1fr", tablet: "12rem 1fr" }, columnGap: "4", rowGap: "1", m: "0", "& dt": { fontWeight: "semibold" }, "& dd": { m: "0", mb: { base: "2", tablet: "0" } } })}>
      <dt>{t("invitationSubscription", "Abonnement")}</dt>
      <dd>{[invitation.subscriptionTitle, invitation.productName].filter(Boolean).join(" – ")}</dd>
      {invitation.ownerName ? (
        <>
          <dt>{t("invitationFrom", "Van")}</dt>
          <dd>{invitation.ownerName}</dd>
        </>
      ) : null}
      <dt>{t("invitationFor", "Voor")}</dt>
      <dd>{invitation.emailHint}</dd>
      <dt>{t("invitationValidUntil", "Geldig tot en met")}</dt>
      <dd>{invitation.validUntil}</dd>
    </dl>
  );
}

function AcceptForm({ reply }: { reply: FormReply | undefined }) {
  const t = useT();
  const errors = replyFor(reply, ACCEPT_INVITE)?.error?.[""];
  return (
    <Form method="post" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <input type="hidden" name="intent" value={ACCEPT_INVITE} />
      <FormErrors id="uitnodiging-fout" errors={errors} />
      <div className={actionsClass}>
        <Button type="submit">{t("invitationAccept", "Uitnodiging accepteren")}</Button>
      </div>
    </Form>
  );
}

export function InvitationPage({ invitation, reply, switchAccount }: { invitation: InvitationView; reply: FormReply | undefined; switchAccount: string }) {
  const t = useT();
  const name = invitation.ownerName ?? t("invitationSomeone", "Iemand");
  const heading: Record<InvitationView["state"], string> = {
    UNKNOWN: t("invitationUnknownHeading", "Deze uitnodiging bestaat niet"),
    NOT_LOGGED_IN: t("invitationHeading", "{name} nodigt u uit om mee te lezen", { name }),
    CAN_ACCEPT: t("invitationHeading", "{name} nodigt u uit om mee te lezen", { name }),
    READING_ALONG: t("invitationReadingHeading", "U leest mee met {title}", { title: invitation.subscriptionTitle }),
    OWN_INVITE: t("invitationOwnHeading", "Dit is uw eigen uitnodiging"),
    OTHER_ACCOUNT: t("invitationOtherAccountHeading", "Deze uitnodiging is voor een ander e-mailadres"),
    EXPIRED: t("invitationExpiredHeading", "Deze uitnodiging is verlopen"),
    REVOKED: t("invitationRevokedHeading", "Deze uitnodiging is ingetrokken"),
    USED: t("invitationUsedHeading", "Deze uitnodiging is al gebruikt"),
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "40rem" })}>
      <h1 className={pageHeadingClass}>{heading[invitation.state]}</h1>
      {invitation.state === "UNKNOWN" ? (
        <>
          <p>{t("invitationUnknownBody", "We kunnen deze uitnodiging niet vinden. Controleer of u de hele link uit de e-mail heeft gebruikt, of vraag de afzender om een nieuwe uitnodiging.")}</p>
          <p>
            <Link to="/">{t("backToServiceHome", "Terug naar Mijn Omgeving")}</Link>
          </p>
        </>
      ) : (
        <>
          {invitation.state === "NOT_LOGGED_IN" || invitation.state === "CAN_ACCEPT" ? (
            <p>
              {t("invitationBody", "{name} deelt het abonnement op {title} met u. Als meelezer leest u alle artikelen online met uw eigen account. U betaalt niets en kunt het abonnement niet wijzigen.", {
                name,
                title: invitation.subscriptionTitle,
              })}
            </p>
          ) : null}
          {invitation.state !== "READING_ALONG" ? <Facts invitation={invitation} /> : null}
          <InvitationNext invitation={invitation} reply={reply} switchAccount={switchAccount} />
        </>
      )}
    </div>
  );
}

function InvitationNext({ invitation, reply, switchAccount }: { invitation: InvitationView; reply: FormReply | undefined; switchAccount: string }) {
  const t = useT();
  switch (invitation.state) {
    case "NOT_LOGGED_IN":
      return (
        <section aria-labelledby="uitnodiging-inloggen" className={sectionClass}>
          <h2 id="uitnodiging-inloggen" className={css({ fontSize: "lg", fontWeight: "semibold", m: "0" })}>
            {t("invitationLoginHeading", "Log in om de uitnodiging te accepteren")}
          </h2>
          <p className={css({ m: "0" })}>
            {t("invitationLoginBody", "Gebruik het e-mailadres waarnaar de uitnodiging is gestuurd ({email}). Nog geen account? Maak er een aan met dat e-mailadres; daarna komt u hier terug.", {
              email: invitation.emailHint,
            })}
          </p>
          <div className={actionsClass}>
            <a href={invitation.loginUrl} className={buttonRecipe({ variant: "primary" })}>
              {t("invitationLogin", "Inloggen")}
            </a>
            <a href={invitation.registerUrl} className={buttonRecipe({ variant: "secondary" })}>
              {t("invitationRegister", "Account maken")}
            </a>
          </div>
        </section>
      );
    case "CAN_ACCEPT":
      return (
        <>
          <p className={css({ m: "0" })}>{t("invitationLoggedInAs", "U bent ingelogd als {username}.", { username: invitation.username ?? "" })}</p>
          <AcceptForm reply={reply} />
        </>
      );
    case "READING_ALONG":
      return (
        <>
          <p>
            {t("invitationReadingBody", "{title} staat nu bij uw abonnementen als gedeeld door {name}. Log op de website of in de app in met uw eigen account om te lezen.", {
              title: invitation.subscriptionTitle,
              name: invitation.ownerName ?? t("invitationOwner", "de eigenaar"),
            })}
          </p>
          <div className={actionsClass}>
            <Link to="/abonnementen" className={buttonRecipe({ variant: "primary" })}>
              {t("invitationToSubscriptions", "Naar mijn abonnementen")}
            </Link>
          </div>
        </>
      );
    case "OWN_INVITE":
      return (
        <>
          <p>{t("invitationOwnBody", "U heeft deze uitnodiging zelf verstuurd. Alleen de persoon naar wie u haar stuurde kan haar accepteren, met zijn of haar eigen account.")}</p>
          <p>
            <Link to={SHARING_PATH}>{t("invitationToSharing", "Naar Abonnement delen")}</Link>
          </p>
        </>
      );
    case "OTHER_ACCOUNT":
      return (
        <>
          <p>
            {t("invitationOtherAccountBody", "U bent ingelogd als {username}, maar de uitnodiging is gestuurd naar {email}. Log in met het account van dat e-mailadres om haar te accepteren, of maak er een aan.", {
              username: invitation.username ?? "",
              email: invitation.emailHint,
            })}
          </p>
          <Form method="post" action="/login" className={actionsClass}>
            <input type="hidden" name="intent" value="other-account" />
            <input type="hidden" name="callback_url" value={switchAccount} />
            <Button type="submit">{t("invitationSwitchAccount", "Inloggen met een ander account")}</Button>
          </Form>
        </>
      );
    case "EXPIRED":
    case "REVOKED":
    case "USED":
      return (
        <>
          <p className={mutedTextClass}>
            {invitation.state === "EXPIRED"
              ? t("invitationExpiredBody", "Een uitnodiging is 14 dagen geldig. Vraag {name} om u een nieuwe uitnodiging te sturen.", { name: invitation.ownerName ?? t("invitationOwner", "de eigenaar") })
              : invitation.state === "REVOKED"
                ? t("invitationRevokedBody", "De afzender heeft deze uitnodiging ingetrokken. Denkt u dat dit een vergissing is? Neem dan contact op met {name}.", { name: invitation.ownerName ?? t("invitationOwner", "de eigenaar") })
                : t("invitationUsedBody", "Een uitnodiging werkt één keer en is al geaccepteerd. Wilt u ook meelezen? Vraag {name} om een eigen uitnodiging.", { name: invitation.ownerName ?? t("invitationOwner", "de eigenaar") })}
          </p>
          {invitation.username ? (
            <p>
              <Link to={SHARING_PATH}>{t("invitationAskAccess", "Zelf om toegang vragen")}</Link>
            </p>
          ) : null}
        </>
      );
    default:
      return null;
  }
}
