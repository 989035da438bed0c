import type { SasAccessRequestStatus } from "~/graphql/generated/graphql";
import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import type { AccountRequest } from "~/forms/account-request.server";
import { requestLanguage } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import {
  AnswerAccessRequestDocument,
  LeaveSharedSubscriptionDocument,
  RequestSharedAccessDocument,
  RevokeCoReaderDocument,
  RevokeInviteDocument,
  SendInviteDocument,
  SharedAccessOverviewDocument,
  WithdrawAccessRequestDocument,
  type SasOverviewFieldsFragment,
} from "~/graphql/generated/graphql";
import { dateSettings, formatDate, type DateSettings } from "~/platform/locale/dates";
import { dateTimeFormat } from "~/platform/locale/intl";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { ANSWER_REQUEST, LEAVE, REQUEST_ACCESS, RESEND_INVITE, REVOKE_CO_READER, REVOKE_INVITE, SEND_INVITE, WITHDRAW_REQUEST } from "./intent";
import { sharingSchema } from "./schema";

// /abonnementen/delen: what the origin says of the account's sharing, turned into Dutch texts; the
// page's forms (invite, revoke, remove, answer a request, ask for access, stop reading along).

export interface InviteView {
  key: string;
  email: string;
  sent: string;
  /** "Geldig tot en met 8 december 2026" or "Verlopen op …". */
  expiry: string;
  expired: boolean;
  /** Expired: the key "Opnieuw versturen" is sent with (one per row, fresh with each read of the page). */
  resendKey: string | null;
}

export interface CoReaderView {
  accountId: string;
  name: string;
  email: string;
  since: string;
}

export interface ShareableView {
  id: string;
  title: string;
  brandName: string;
  seats: number;
  seatsUsed: number;
  full: boolean;
  invites: InviteView[];
  coReaders: CoReaderView[];
}

export interface SharedWithMeView {
  subscriptionId: string;
  title: string;
  brandName: string;
  ownerName: string | null;
  since: string;
}

export interface RequestView {
  id: string;
  name: string;
  email: string;
  message: string | null;
  sent: string;
  brandName: string;
  /** The owner's subscriptions of the brand with a free seat: approve picks one (a choice only when several). */
  choices: { id: string; label: string }[];
}

export interface SentRequestView {
  id: string;
  ownerEmail: string;
  brandName: string;
  sent: string;
  status: SasAccessRequestStatus;
}

export interface SharingView {
  subscriptions: ShareableView[];
  sharedWithMe: SharedWithMeView[];
  requests: RequestView[];
  sentRequests: SentRequestView[];
  /** The brand of this host, for "ask for access" (none on the brand-less portal). */
  brand: { id: string; name: string } | null;
  /** One key per page view: a double submit of the same form sends one invite or request. */
  idempotencyKey: string;
}

const dateOf = (iso: string, settings: DateSettings) => formatDate(iso.slice(0, 10), settings);

export function toSharingView(account: AccountRequest, overview: SasOverviewFieldsFragment, now = Date.now()): SharingView {
  const { app, t } = account;
  const settings = dateSettings(requestLanguage(account));
  const brandName = (id: string) => app.brands.find((brand) => brand.id === id)?.name ?? id;
  const localDay = (iso: string) => dateTimeFormat("en-CA", { timeZone: settings.timeZone }).format(new Date(iso));
  const nowIso = new Date(now).toISOString();
  const subscriptions = overview.subscriptions.map((subscription): ShareableView => ({
    id: subscription.subscriptionId,
    title: [subscription.title, subscription.subTitle].filter(Boolean).join(" – "),
    brandName: brandName(subscription.brandId),
    seats: subscription.seats,
    seatsUsed: subscription.seatsUsed,
    full: subscription.seatsUsed >= subscription.seats,
    invites: subscription.invites.map((invite) => {
      const expired = invite.status === "EXPIRED" || invite.expiresAt <= nowIso;
      const day = formatDate(localDay(invite.expiresAt), settings);
      return {
        key: invite.inviteKey,
        email: invite.email,
        sent: dateOf(invite.createdAt, settings),
        expiry: expired ? t("sharingInviteExpiredOn", "Verlopen op {date}", { date: day }) : t("sharingInviteValidUntil", "Geldig tot en met {date}", { date: day }),
        expired,
        resendKey: expired ? nanoid() : null,
      };
    }),
    coReaders: subscription.coReaders.map((coReader) => ({
      accountId: coReader.id,
      name: [coReader.firstName, coReader.lastName].filter(Boolean).join(" ") || coReader.email,
      email: coReader.email,
      since: dateOf(coReader.since, settings),
    })),
  }));
  const titles = new Map(subscriptions.map((s) => [s.id, s.title]));
  return {
    subscriptions,
    sharedWithMe: overview.sharedWithMe.map((shared) => ({
      subscriptionId: shared.subscriptionId,
      title: shared.title,
      brandName: brandName(shared.brandId),
      ownerName: shared.ownerName ?? null,
      since: dateOf(shared.since, settings),
    })),
    requests: overview.requests.map((item) => ({
      id: item.id,
      name: item.requesterName ?? item.requesterEmail ?? "",
      email: item.requesterEmail ?? "",
      message: item.message ?? null,
      sent: dateOf(item.createdAt, settings),
      brandName: brandName(item.brandId),
      choices: item.subscriptionIds.map((id) => ({ id, label: `${titles.get(id) ?? id} (${id})` })),
    })),
    sentRequests: overview.sentRequests.map((item) => ({
      id: item.id,
      ownerEmail: item.ownerEmail ?? "",
      brandName: brandName(item.brandId),
      sent: dateOf(item.createdAt, settings),
      status: item.status,
    })),
    brand: app.brand ? { id: app.brand.id, name: app.brand.name } : null,
    idempotencyKey: nanoid(),
  };
}

export async function loadSharing(account: AccountRequest): Promise<SharingView> {
  const { sharedAccessOverview } = await originGraphQL(account.app, account.session, SharedAccessOverviewDocument, {});
  return sharingView(account, sharedAccessOverview);
}

function sharingView(account: AccountRequest, overview: SasOverviewFieldsFragment | null | undefined): SharingView {
  return toSharingView(account, overview ?? { subscriptions: [], sharedWithMe: [], requests: [], sentRequests: [] });
}

/** The page's data as a write answered it (issue 59): the overview, and no co-reader to confirm any more. */
const sharingScreen = (account: AccountRequest, overview: SasOverviewFieldsFragment | null | undefined) => ({ sharing: sharingView(account, overview), confirm: null });

/** Which visible field of each form an origin violation belongs on. */
const REPLY_FIELDS: Partial<Record<string, { fields: readonly string[]; codeFields?: Record<string, string> }>> = {
  [SEND_INVITE]: { fields: ["email"], codeFields: { "NOT-SHAREABLE": "email", "NOT-OWNER": "email" } },
  // One button: every refusal (no seat free, an open invite meanwhile) is said beside it.
  [RESEND_INVITE]: { fields: [] },
  [ANSWER_REQUEST]: { fields: ["subscriptionId"] },
  [REQUEST_ACCESS]: { fields: ["ownerEmail", "message"] },
};

/** The page's forms. Each answers with its intent, so the notice and the errors show at the right form. */
export async function sharingAction(account: AccountRequest, formData: FormData) {
  const { app, session, t } = account;
  const submission = parseWithZod(formData, { schema: sharingSchema(t) });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") return invalid(intent, submission);
  const form = submission.value;
  try {
    switch (form.intent) {
      case SEND_INVITE: {
        const { sendInvite } = await originGraphQL(app, session, SendInviteDocument, {
          input: { subscriptionId: form.subscriptionId, email: form.email, idempotencyKey: form.idempotencyKey },
        });
        const done = t("sharingInviteSent", "De uitnodiging is verstuurd naar {email}. De link in de e-mail is 14 dagen geldig.", { email: form.email.toLowerCase() });
        return succeeded(intent, submission, done, null, sharingScreen(account, sendInvite));
      }
      case RESEND_INVITE: {
        // The origin closes the expired invite to this address and sends a new link, under the row's own key.
        const { sendInvite } = await originGraphQL(app, session, SendInviteDocument, {
          input: { subscriptionId: form.subscriptionId, email: form.email, idempotencyKey: form.idempotencyKey },
        });
        const done = t("sharingInviteResent", "De uitnodiging is opnieuw verstuurd naar {email}. De nieuwe link is 14 dagen geldig.", { email: form.email.toLowerCase() });
        return succeeded(intent, submission, done, null, sharingScreen(account, sendInvite));
      }
      case REVOKE_INVITE: {
        const { revokeInvite, after } = await originGraphQL(app, session, RevokeInviteDocument, { inviteKey: form.inviteKey });
        const done = t("sharingInviteRevoked", "De uitnodiging aan {email} is ingetrokken. De link werkt niet meer.", { email: revokeInvite.email });
        return succeeded(intent, submission, done, null, sharingScreen(account, after.sharedAccessOverview));
      }
      case REVOKE_CO_READER: {
        const { after } = await originGraphQL(app, session, RevokeCoReaderDocument, { accountId: form.accountId, subscriptionId: form.subscriptionId });
        const done = t("sharingCoReaderRemoved", "De meelezer is verwijderd en kan vanaf nu niet meer meelezen.");
        return succeeded(intent, submission, done, null, sharingScreen(account, after.sharedAccessOverview));
      }
      case ANSWER_REQUEST: {
        const approve = form.answer === "approve";
        const { answerAccessRequest } = await originGraphQL(app, session, AnswerAccessRequestDocument, {
          input: { requestId: form.requestId, approve, subscriptionId: form.subscriptionId ?? null },
        });
        const done = approve
          ? t("sharingRequestApproved", "Het verzoek is geaccepteerd. Deze persoon leest nu mee en krijgt daarover een e-mail.")
          : t("sharingRequestDeclined", "Het verzoek is geweigerd. De aanvrager krijgt daarover een e-mail.");
        return succeeded(intent, submission, done, null, sharingScreen(account, answerAccessRequest));
      }
      case REQUEST_ACCESS: {
        const brand = app.brand;
        if (!brand) throw new Error("request-access without a brand host");
        const { after } = await originGraphQL(app, session, RequestSharedAccessDocument, {
          input: { ownerEmail: form.ownerEmail, brandId: brand.id, message: form.message ?? null, idempotencyKey: form.idempotencyKey },
        });
        // The same answer whether or not the address has an account: nothing about others leaks.
        return succeeded(
          intent,
          submission,
          t("sharingAccessRequested", "Uw verzoek is verstuurd. Heeft {email} een abonnement op {brand} dat gedeeld kan worden, dan krijgt de eigenaar een e-mail en ziet uw verzoek op de pagina Abonnement delen.", {
            email: form.ownerEmail.toLowerCase(),
            brand: brand.name,
          }),
          null,
          sharingScreen(account, after.sharedAccessOverview),
        );
      }
      case WITHDRAW_REQUEST: {
        const { withdrawAccessRequest } = await originGraphQL(app, session, WithdrawAccessRequestDocument, { requestId: form.requestId });
        return succeeded(intent, submission, t("sharingRequestWithdrawn", "Uw verzoek is ingetrokken. De eigenaar ziet het niet meer."), null, sharingScreen(account, withdrawAccessRequest));
      }
      case LEAVE: {
        const { leaveSharedSubscription } = await originGraphQL(app, session, LeaveSharedSubscriptionDocument, { subscriptionId: form.subscriptionId });
        return succeeded(intent, submission, t("sharingLeft", "U leest niet meer mee met dit abonnement."), null, sharingScreen(account, leaveSharedSubscription));
      }
    }
  } catch (error) {
    return rejected(account, intent, submission, error, REPLY_FIELDS[form.intent] ?? { fields: [] });
  }
}
