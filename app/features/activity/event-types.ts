// The origin's activity event types in Dutch. Each label is a translation key with its Dutch
// default, so content can reword it (and nl-BE says "aangemeld" where nl-NL says "ingelogd").

export interface ActivityLabel {
  key: string;
  label: string;
}

const LABELS: Record<string, string> = {
  LOGIN: "Ingelogd",
  LOGOUT: "Uitgelogd",
  ACCOUNT_CREATED: "Account aangemaakt",
  EMAIL_CONFIRMED: "E-mailadres bevestigd",
  PASSWORD_RESET: "Wachtwoord opnieuw ingesteld; overal uitgelogd",
  ACCOUNT_DELETION_REQUESTED: "Verwijderen van het account aangevraagd",
  ACCOUNT_DELETION_UNDONE: "Verwijderen van het account ongedaan gemaakt",
  SESSION_REVOKED: "Een ander apparaat uitgelogd",
  OTHER_SESSIONS_REVOKED: "Alle andere apparaten uitgelogd",
  PROFILE_UPDATED: "Gegevens gewijzigd",
  ADDRESS_DELETED: "Adres verwijderd",
  PASSWORD_CHANGED: "Wachtwoord gewijzigd",
  EMAIL_CHANGE_STARTED: "Wijziging van e-mailadres aangevraagd",
  EMAIL_CHANGED: "E-mailadres gewijzigd",
  PHONE_VERIFICATION_STARTED: "Bevestiging van telefoonnummer aangevraagd",
  PHONE_VERIFIED: "Telefoonnummer bevestigd",
  INVITE_SENT: "Uitnodiging om mee te lezen verstuurd",
  INVITE_REVOKED: "Uitnodiging ingetrokken",
  INVITE_ACCEPTED: "Uitnodiging geaccepteerd door een meelezer",
  CO_READER_REVOKED: "Meelezer verwijderd",
  CO_READER_LEFT: "Een meelezer is gestopt met meelezen",
  SHARED_ACCESS_STARTED: "U leest mee met een gedeeld abonnement",
  SHARED_ACCESS_ENDED: "Gestopt met meelezen",
  ACCESS_REQUESTED: "Gevraagd om mee te lezen",
  ACCESS_REQUEST_ANSWERED: "Verzoek om mee te lezen beantwoord",
  ACCESS_REQUEST_WITHDRAWN: "Verzoek om mee te lezen ingetrokken",
  DELIVERY_SUSPENSION_CANCELLED: "Vakantiestop geannuleerd",
  DELIVERY_SUSPENSION_PLANNED: "Vakantiestop doorgegeven",
  TEMPORARY_ADDRESS_PLANNED: "Vakantieadres doorgegeven",
  TEMPORARY_ADDRESS_CANCELLED: "Vakantieadres geannuleerd",
  HOLIDAY_SERVICE_CHANGED: "Vakantie gewijzigd",
  NEWSLETTER_SUBSCRIBED: "Ingeschreven voor een nieuwsbrief",
  NEWSLETTER_UNSUBSCRIBED: "Uitgeschreven voor een nieuwsbrief",
  NEWSLETTERS_UNSUBSCRIBED_ALL: "Uitgeschreven voor alle nieuwsbrieven",
  PREFERENCES_UPDATED: "Communicatievoorkeuren gewijzigd",
  LANGUAGE_UPDATED: "Taalvoorkeur gewijzigd",
  SUBSCRIPTION_LINKED: "Abonnement gekoppeld",
  PAYMENT_METHOD_CHANGED: "Betaalwijze gewijzigd",
  INVOICES_PAID: "Factuur betaald",
  SUBSCRIPTION_CANCELLED: "Abonnement opgezegd",
  SUBSCRIPTION_CHANGED: "Wijziging van een abonnement doorgegeven",
  SUBSCRIPTION_CHANGE_UNDONE: "Wijziging van een abonnement ongedaan gemaakt",
  SUBSCRIPTION_CANCELLATION_UNDONE: "Opzegging ongedaan gemaakt",
  DELIVERY_COMPLAINT_SUBMITTED: "Bezorgprobleem gemeld",
  DELIVERY_FOLLOW_UP_ANSWERED: "Vraag over de bezorging beantwoord",
  DELIVERY_INSTRUCTIONS_UPDATED: "Instructie voor de bezorger gewijzigd",
  MOVING_HOUSE_SUBMITTED: "Verhuizing doorgegeven",
  MOVING_HOUSE_CANCELLED: "Verhuizing geannuleerd",
  MOVING_HOUSE_COMPLETED: "Verhuisd: uw adres is gewijzigd",
  CONTACT_FORM_CASE_CREATED: "Vraag gesteld aan de klantenservice",
};

// Spellings the origin may use for the same event.
const ALIASES: Record<string, string> = {
  NEWSLETTER_UNSUBSCRIBED_ALL: "NEWSLETTERS_UNSUBSCRIBED_ALL",
};

export const UNKNOWN_ACTIVITY: ActivityLabel = { key: "activityType.UNKNOWN", label: "Wijziging in uw account" };

/** Every known type with its key, for the translations seed and the tests. */
export const ACTIVITY_LABELS: ReadonlyArray<ActivityLabel & { type: string }> = Object.entries(LABELS).map(([type, label]) => ({
  type,
  key: `activityType.${type}`,
  label,
}));

/** The Dutch label of an event type; unknown types get a generic label instead of failing. */
export function activityLabel(type: string): ActivityLabel {
  const known = ALIASES[type] ?? type;
  const label = Object.hasOwn(LABELS, known) ? LABELS[known] : undefined;
  return label ? { key: `activityType.${known}`, label } : UNKNOWN_ACTIVITY;
}
