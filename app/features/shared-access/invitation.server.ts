import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, rejected } from "~/forms/form-reply.server";
import { AcceptInviteDocument } from "~/graphql/generated/graphql";
import type { AppContext } from "~/platform/request/context";
import { dateSettings, formatDate } from "~/platform/locale/dates";
import { dateTimeFormat } from "~/platform/locale/intl";
import { loginLink } from "~/platform/content/links";
import { OriginError } from "~/platform/origin/violations";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { originRest } from "~/platform/origin/rest.server";
import type { SessionState } from "~/platform/session/session.server";
import { type InvitationDto, sharedAccessService } from "@contracts/shared-access";
import { ACCEPT_INVITE, INVITE_KEY, invitationPath } from "./intent";
import { acceptSchema } from "./schema";
import type { SasInviteStatus } from "@contracts/values";

// /abonnementen/uitnodiging/<key>: the invitee's page. The origin answers the invite by key with or
// without a login (the key is the credential); with one it also says how the viewer stands to it.

/** What the page shows: one state per situation, each with the facts it needs. */
export type InvitationState =
  | "UNKNOWN"
  | "NOT_LOGGED_IN"
  | "CAN_ACCEPT"
  | "READING_ALONG"
  | "OWN_INVITE"
  | "OTHER_ACCOUNT"
  | typeof SasInviteStatus.Expired
  | typeof SasInviteStatus.Revoked
  | "USED";

export interface InvitationView {
  state: InvitationState;
  key: string;
  ownerName: string | null;
  brandName: string;
  subscriptionTitle: string;
  productName: string | null;
  emailHint: string;
  /** "8 december 2026". */
  validUntil: string;
  /** The logged-in username (the address this browser uses here). */
  username: string | null;
  loginUrl: string;
  registerUrl: string;
}

/** The state of the page from the invite and the login. */
export function invitationState(invitation: Pick<InvitationDto, "status" | "viewer">, loggedIn: boolean): Exclude<InvitationState, "UNKNOWN"> {
  if (invitation.viewer === "CO_READER") return "READING_ALONG";
  if (invitation.status === "EXPIRED") return "EXPIRED";
  if (invitation.status === "REVOKED") return "REVOKED";
  if (invitation.status === "ACCEPTED") return "USED";
  if (!loggedIn) return "NOT_LOGGED_IN";
  if (invitation.viewer === "OWNER") return "OWN_INVITE";
  if (invitation.viewer === "OTHER_ACCOUNT") return "OTHER_ACCOUNT";
  return "CAN_ACCEPT";
}

/** 404 for an unknown key, 410 for one that can no longer be used, else 200. */
export function invitationStatus(state: InvitationState): number {
  return state === "UNKNOWN" ? 404 : state === "EXPIRED" || state === "REVOKED" || state === "USED" ? 410 : 200;
}

/**
 * The invite as this visitor sees it. Logged in, the read goes out with the token at once, beside the
 * session check (the route reads the account when logged in, ADR 33): one round trip. A token the
 * origin refuses meanwhile gets the invite as anyone sees it; the session check then logs the visitor out.
 */
async function readInvitation(app: AppContext, sessionState: SessionState, inviteKey: string): Promise<InvitationDto> {
  try {
    return await originRest(app, sessionState.session, sharedAccessService.invitation, { inviteKey });
  } catch (error) {
    if (!(error instanceof OriginError && error.violation.status === 401 && sessionState.session)) throw error;
    return originRest(app, null, sharedAccessService.invitation, { inviteKey });
  }
}

export async function loadInvitation(app: AppContext, sessionState: SessionState, inviteKey: string, url: URL) {
  const base = app.siteOrigin;
  const path = invitationPath(inviteKey);
  const login = loginLink(base, path);
  const unknown = (): InvitationView => ({
    state: "UNKNOWN", key: inviteKey, ownerName: null, brandName: "", subscriptionTitle: "", productName: null, emailHint: "", validUntil: "",
    username: sessionState.session?.username ?? null, loginUrl: login, registerUrl: `${login}&prompt=create`,
  });
  let invitation: InvitationDto;
  try {
    if (!INVITE_KEY.test(inviteKey)) return data({ invitation: unknown() }, { status: 404 });
    invitation = await readInvitation(app, sessionState, inviteKey);
  } catch (error) {
    if (error instanceof OriginError && error.violation.status === 404) return data({ invitation: unknown() }, { status: 404 });
    throw error;
  }
  const settings = dateSettings(sessionState.language);
  const localDay = dateTimeFormat("en-CA", { timeZone: settings.timeZone }).format(new Date(invitation.expiresAt));
  const state = invitationState(invitation, Boolean(sessionState.session));
  const view: InvitationView = {
    state,
    key: inviteKey,
    ownerName: invitation.ownerName,
    brandName: app.brands.find((brand) => brand.id === invitation.brandId)?.name ?? invitation.subscriptionTitle,
    subscriptionTitle: invitation.subscriptionTitle,
    productName: invitation.productName,
    emailHint: invitation.emailHint,
    validUntil: formatDate(localDay, settings),
    username: sessionState.session?.username ?? null,
    loginUrl: login,
    registerUrl: `${login}&prompt=create`,
  };
  return data({ invitation: view }, { status: invitationStatus(state) });
}

/** "Uitnodiging accepteren": then to /abonnementen, where the subscription now shows as shared. */
export async function acceptAction(account: AccountRequest, inviteKey: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: acceptSchema(account.t) });
  if (submission.status !== "success") return invalid(ACCEPT_INVITE, submission);
  try {
    await originGraphQL(account.app, account.session, AcceptInviteDocument, { inviteKey });
  } catch (error) {
    return rejected(account, ACCEPT_INVITE, submission, error, { fields: [] });
  }
  throw redirect(`${invitationPath(inviteKey)}?geaccepteerd`);
}

