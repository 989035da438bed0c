// The shared-access forms and constants (apart from the schema, which loads after hydration).
export const SEND_INVITE = "send-invite";
/** "Opnieuw versturen" on an expired invite: a new invite (and link) to the same address. */
export const RESEND_INVITE = "resend-invite";
export const REVOKE_INVITE = "revoke-invite";
export const REVOKE_CO_READER = "revoke-co-reader";
export const ANSWER_REQUEST = "answer-request";
export const REQUEST_ACCESS = "request-access";
export const WITHDRAW_REQUEST = "withdraw-request";
export const LEAVE = "leave-shared";
export const ACCEPT_INVITE = "accept-invite";

export const SHARING_INTENTS = [SEND_INVITE, RESEND_INVITE, REVOKE_INVITE, REVOKE_CO_READER, ANSWER_REQUEST, REQUEST_ACCESS, WITHDRAW_REQUEST, LEAVE] as const;

/** The origin's limit on the message of a request for access. */
export const REQUEST_MESSAGE_MAX = 300;

/** `/abonnementen/delen?verwijderen=<accountId>&abonnement=<id>`: the confirmation without JavaScript. */
export const CONFIRM_REMOVE_PARAM = "verwijderen";
export const CONFIRM_SUBSCRIPTION_PARAM = "abonnement";

export const SHARING_PATH = "/abonnementen/delen";
export const invitationPath = (inviteKey: string) => `/abonnementen/uitnodiging/${encodeURIComponent(inviteKey)}`;

/** The shape of an invite key (the origin's, 22–64 URL-safe characters); anything else is unknown without asking. */
export const INVITE_KEY = /^[A-Za-z0-9_-]{22,64}$/;
