/**
 * The origin's GraphQL schema. Type names follow the spec (§3); dates are YYYY-MM-DD strings and
 * timestamps ISO 8601 UTC strings. Every field is scoped to the account of the bearer token.
 */
export const typeDefs = /* GraphQL */ `
  type Query {
    "The logged-in account."
    account: UmsAccount
    "Subscriptions the account owns (OWNER) or reads along with (CO_READER)."
    linkedSubscriptions: [S2LinkedSubscription!]!
    "One linked subscription; null when it is not linked to this account."
    subscription(id: ID!): S2Subscription
    "Invoices of the account's own subscriptions, newest first."
    invoices(filter: S2InvoiceFilter): S2Invoices
    holidayServicesOverview: HolidayServicesOverview
    movingHouseServicesOverview: MovingHouseServicesOverview
    sharedAccessOverview: SasOverview
    "The account's active sessions at the identity provider, most recently active first."
    sessions: [IdpSession!]!
    "What happened on the account, newest first. 'after' is the endCursor of the previous page."
    activityTimeline(first: Int = 20, after: String): ActivityTimeline!
    "One entry per brand the account has a subscription with (owner or co-reader)."
    communicationPreferences: [CommunicationPreference!]!
    "The open e-mail change, if any (not expired, not applied)."
    pendingEmailChange: EmailChangeChallenge
    "The open phone verification, if any."
    pendingPhoneVerification: PhoneVerificationChallenge
  }

  type Mutation {
    """
    Changes the given parts of the profile; omitted fields stay as they are. With expectedVersion
    (the version the form showed) a stale form stores nothing: STALE-DATA (409).
    """
    updateAccountProfile(input: UmsUpdateAccountProfileInput!, expectedVersion: Int): UmsAccount!
    "Errors: NO-ADDRESS, STALE-DATA (expectedVersion is not the account's version)."
    deleteAccountProfileAddress(expectedVersion: Int): UmsAccount!
    "Ends one of the account's sessions (the current one included)."
    revokeSession(id: ID!): IdpRevokeSessionsResult!
    "Ends every session of the account except the current one."
    revokeOtherSessions: IdpRevokeSessionsResult!
    revokeInvite(inviteKey: String!): SasOverviewInvite!
    "Ends the shared access of a co-reader (by their account id) to all of this account's subscriptions."
    revokeCoReader(accountId: ID!): SasAccount!
    cancelDeliverySuspensionV2(input: HolidayServiceCancelInput!): HolidayServiceDeliverySuspension!

    """
    Sends a 6-digit code to the NEW address (dev outbox, channel email). Errors: EMAIL-ALREADY-IN-USE
    (another account has it), VALIDATION-ERROR (field newEmail: not an address / same as current),
    TOO-MANY-REQUESTS (a new code at most every 60 s; extensions.retryAfterSeconds).
    """
    startEmailChange(newEmail: String!): EmailChangeChallenge!
    """
    Checks the code. Errors: INVALID-VERIFICATION-CODE (attemptsLeft in the violation message and in
    extensions.attemptsLeft), VERIFICATION-CODE-EXPIRED, TOO-MANY-ATTEMPTS (after 5 wrong codes the
    challenge is dead; start again). Reusing a code of an applied challenge: INVALID-VERIFICATION-CODE.
    """
    omsCompleteEmailVerificationChallenge(challengeId: ID!, code: String!): EmailChangeChallenge!
    """
    Applies a verified challenge: e-mail (and username) change; activity EMAIL_CHANGED. Errors:
    VERIFICATION-REQUIRED, EMAIL-ALREADY-IN-USE (taken meanwhile), VERIFICATION-CODE-EXPIRED.
    """
    changeEmail(challengeId: ID!): UmsAccount!

    """
    Sends a 6-digit code by SMS (dev outbox, channel sms) to a valid NL (+31) or BE (+32) mobile number.
    Errors: INVALID-PHONE-NUMBER, TOO-MANY-REQUESTS (resend throttle 60 s; retryAfterSeconds).
    """
    startUpdateAccountPhoneNumber(phoneNumber: String!): PhoneVerificationChallenge!
    """
    Stores the number as verified (phone_verified true); activity PHONE_VERIFIED. Same code errors as
    e-mail: INVALID-VERIFICATION-CODE (attemptsLeft), VERIFICATION-CODE-EXPIRED (10 min), TOO-MANY-ATTEMPTS (5).
    """
    completeUpdateAccountPhoneNumber(challengeId: ID!, code: String!): UmsAccount!

    """
    Errors: INVALID-CURRENT-PASSWORD (field currentPassword; counts towards the login lockout),
    TOO-MANY-REQUESTS (the lockout is on; retryAfterSeconds), WEAK-PASSWORD (field newPassword; message
    names the failed rule), TOO-LONG (over 200 characters), SAME-PASSWORD. The current session stays
    valid; with endOtherSessions every other session (and every other SSO browser session) is revoked.
    Activity PASSWORD_CHANGED.
    """
    updatePassword(currentPassword: String!, newPassword: String!, endOtherSessions: Boolean!): IdpRevokeSessionsResult!

    "Brands the account has nothing with: NOT-FOUND. Activity PREFERENCES_UPDATED."
    updateCommunicationPreferences(input: [CommunicationPreferenceInput!]!): [CommunicationPreference!]!
    "nl-NL, nl-BE or null. Activity LANGUAGE_UPDATED."
    updateLanguagePreference(language: String): UmsAccount!
  }

  # --- Account ---------------------------------------------------------------

  type UmsAccount {
    id: ID!
    "0-100: how much of the profile is filled in."
    accountCompleteness: Int!
    username: String!
    profile: UmsProfile!
    "nl-NL or nl-BE; null = follow the brand."
    languagePreference: String
    "Goes up by one with every change to the profile (personal information, address, e-mail, phone)."
    version: Int!
  }

  type UmsProfile {
    contact_information: UmsContactInformation!
    personal_information: UmsPersonalInformation!
  }

  type UmsContactInformation {
    address: UmsAddress
    email: String!
    phone_number: String
    phone_verified: Boolean!
  }

  type UmsAddress {
    city: String!
    countryCode: String!
    houseNumber: String!
    houseNumberSuffix: String
    street: String!
    zipCode: String!
  }

  type UmsPersonalInformation {
    date_of_birth: String
    first_name: String
    gender: UmsGender
    last_name: String
  }

  enum UmsGender {
    MALE
    FEMALE
    OTHER
    UNSPECIFIED
  }

  input UmsUpdateAccountProfileInput {
    personal_information: UmsPersonalInformationInput
    address: UmsAddressInput
  }

  "Omitted fields stay unchanged; null clears date_of_birth or gender. Names cannot be cleared."
  input UmsPersonalInformationInput {
    first_name: String
    last_name: String
    date_of_birth: String
    gender: UmsGender
  }

  "All fields are checked by the server (Dutch violations), hence nullable here."
  input UmsAddressInput {
    street: String
    houseNumber: String
    houseNumberSuffix: String
    zipCode: String
    city: String
    countryCode: String = "NL"
  }

  # --- Account changes (docs/account-contract.md) ----------------------------

  type EmailChangeChallenge {
    id: ID!
    newEmail: String!
    "ISO timestamp; codes live 10 minutes."
    expiresAt: String!
    attemptsLeft: Int!
    verified: Boolean!
    "ISO timestamp before which no new code is sent (resend throttle: 60 s)."
    resendAvailableAt: String!
  }

  type PhoneVerificationChallenge {
    id: ID!
    "E.164, e.g. +31612345678"
    phoneNumber: String!
    expiresAt: String!
    attemptsLeft: Int!
    "ISO timestamp before which no new code is sent (resend throttle: 60 s)."
    resendAvailableAt: String!
  }

  enum CommunicationChannel {
    EMAIL
    SMS
    POST
    PHONE
  }

  type CommunicationPreference {
    "brand key, e.g. dagkoerier"
    brand: String!
    brandId: String!
    email: Boolean!
    sms: Boolean!
    post: Boolean!
    phone: Boolean!
  }

  input CommunicationPreferenceInput {
    brand: String!
    email: Boolean!
    sms: Boolean!
    post: Boolean!
    phone: Boolean!
  }

  # --- Subscriptions ---------------------------------------------------------

  enum S2LinkedSubscriptionRole {
    OWNER
    CO_READER
  }

  type S2LinkedSubscription {
    subscriptionId: ID!
    "Brand key, e.g. dagkoerier."
    brand: String!
    "Brand id, e.g. DK."
    brandId: String!
    role: S2LinkedSubscriptionRole!
    subscription: S2Subscription!
  }

  enum S2SubscriptionStatus {
    ACTIVE
    PENDING_CANCELLATION
    CANCELLED
  }

  type S2Subscription {
    id: ID!
    brandId: String!
    brandKey: String!
    title: String!
    subTitle: String
    "Path of the brand logo on the portal host."
    logoUrl: String!
    status: S2SubscriptionStatus!
    startDate: String!
    endDate: String
    product: PcsProduct!
    contract: S2Contract!
    "Null for co-readers and for free accounts."
    paymentOption: S2SubscriptionPaymentOption
    paymentStatus: S2PaymentStatus!
    "Null for co-readers and for subscriptions without delivery."
    deliveryAddress: UmsAddress
  }

  enum S2ContractRenewal {
    AUTOMATIC
    FIXED_TERM
  }

  enum S2BillingPeriod {
    MONTH
    QUARTER
    YEAR
  }

  type S2Contract {
    startDate: String!
    endDate: String
    renewal: S2ContractRenewal!
    currentPhase: S2ContractPhase
    phases: [S2ContractPhase!]!
  }

  type S2ContractPhase {
    startDate: String!
    endDate: String
    "Price per billing period in euros."
    price: Float!
    currency: String!
    billingPeriod: S2BillingPeriod!
    description: String!
  }

  enum S2PaymentMethod {
    DIRECT_DEBIT_NL
    DIRECT_DEBIT_BE
    CREDIT_CARD
    IDEAL
    INVOICE
  }

  enum S2PaymentStatus {
    OK
    FAILED
  }

  type S2SubscriptionPaymentOption {
    method: S2PaymentMethod!
    "e.g. NL91 **** **** **** 4300"
    maskedIban: String
    accountHolder: String
    cardBrand: String
    maskedCardNumber: String
    paymentStatus: S2PaymentStatus!
  }

  enum PcsProductType {
    PAPER
    DIGITAL
    PAPER_AND_DIGITAL
    MAGAZINE
    ACCOUNT
  }

  type PcsProduct {
    code: String!
    title: String!
    type: PcsProductType!
    descriptor: PcsDescriptor!
    fulfilments: [PcsFulfilment!]!
  }

  type PcsDescriptor {
    name: String!
    description: String
  }

  union PcsFulfilment = PcsPaperFulfilment | PcsDigitalFulfilment | PcsMagazinePaperFulfilment

  enum PcsWeekday {
    MONDAY
    TUESDAY
    WEDNESDAY
    THURSDAY
    FRIDAY
    SATURDAY
    SUNDAY
  }

  type PcsPaperFulfilment {
    deliveryDays: [PcsWeekday!]!
    daysPerWeek: Int!
  }

  type PcsDigitalFulfilment {
    "WEB, APP, E_PAPER"
    platforms: [String!]!
  }

  type PcsMagazinePaperFulfilment {
    issuesPerYear: Int!
  }

  # --- Invoices --------------------------------------------------------------

  enum S2InvoiceStatus {
    PAID
    OPEN
    OVERDUE
    CREDITED
  }

  input S2InvoiceFilter {
    status: [S2InvoiceStatus!]
    subscriptionId: ID
    brandId: String
    "Issue date from (inclusive), YYYY-MM-DD."
    fromDate: String
    "Issue date up to (inclusive), YYYY-MM-DD."
    toDate: String
  }

  type S2Invoices {
    items: [S2Invoice!]!
    totalCount: Int!
    "Sum of OPEN and OVERDUE invoices in euros."
    openAmount: Float!
  }

  type S2Invoice {
    id: ID!
    invoiceNumber: String!
    title: String!
    "Amount in euros (negative for a credit note)."
    price: Float!
    currency: String!
    status: S2InvoiceStatus!
    issueDate: String!
    dueDate: String!
    paidAt: String
    periodStart: String
    periodEnd: String
    subscriptionId: ID!
    brandId: String!
    subscription: S2InvoiceSubscription!
    "Path of the PDF (GET with the bearer token; the portal proxies /api/pass)."
    pdfUrl: String!
  }

  type S2InvoiceSubscription {
    title: String!
    subTitle: String
    logoUrl: String
  }

  # --- Holiday and moving-house services ------------------------------------

  enum HolidayServiceStatus {
    PLANNED
    ACTIVE
    COMPLETED
    CANCELLED
  }

  enum HolidayServiceCompensation {
    NONE
    EXTEND_SUBSCRIPTION
    DONATE
  }

  type HolidayServicesOverview {
    deliverySuspensions: [HolidayServiceDeliverySuspension!]!
    temporaryAddresses: [HolidayServiceTemporaryAddress!]!
  }

  type HolidayServiceDeliverySuspension {
    changeId: ID!
    subscriptionId: ID!
    brandId: String!
    subscriptionTitle: String!
    startDate: String!
    endDate: String!
    status: HolidayServiceStatus!
    compensation: HolidayServiceCompensation!
    createdAt: String!
    cancelledAt: String
    "True while the suspension has not started."
    cancellable: Boolean!
  }

  type HolidayServiceTemporaryAddress {
    changeId: ID!
    subscriptionId: ID!
    brandId: String!
    subscriptionTitle: String!
    startDate: String!
    endDate: String!
    status: HolidayServiceStatus!
    address: HolidayServiceTemporaryAddressDetail!
    createdAt: String!
    cancelledAt: String
    cancellable: Boolean!
  }

  type HolidayServiceTemporaryAddressDetail {
    street: String!
    houseNumber: String!
    houseNumberSuffix: String
    zipCode: String!
    city: String!
    countryCode: String!
  }

  input HolidayServiceCancelInput {
    changeId: ID!
  }

  type MovingHouseServicesOverview {
    services: [MovingHouseService!]!
  }

  type MovingHouseService {
    id: ID!
    subscriptionId: ID!
    brandId: String!
    moveDate: String!
    "PLANNED, COMPLETED or CANCELLED"
    status: String!
    address: MovingHouseServiceAddressDetail!
    createdAt: String!
  }

  type MovingHouseServiceAddressDetail {
    street: String!
    houseNumber: String!
    houseNumberSuffix: String
    zipCode: String!
    city: String!
    countryCode: String!
  }

  # --- Shared access ---------------------------------------------------------

  enum SasInviteStatus {
    PENDING
    ACCEPTED
    REVOKED
    EXPIRED
  }

  type SasOverview {
    "Co-readers plus open invites allowed per subscription."
    maxCoReaders: Int!
    "Open (and expired, not yet revoked) invites."
    invites: [SasOverviewInvite!]!
    "Active co-readers."
    coReaders: [SasAccount!]!
  }

  type SasOverviewInvite {
    id: ID!
    inviteKey: String!
    email: String!
    subscriptionId: ID!
    brandId: String!
    status: SasInviteStatus!
    createdAt: String!
    expiresAt: String!
  }

  "A co-reader, identified by their account id."
  type SasAccount {
    id: ID!
    firstName: String
    lastName: String
    email: String!
    subscriptionIds: [ID!]!
    brandIds: [String!]!
    since: String!
    active: Boolean!
  }

  # --- Sessions and activity -------------------------------------------------

  type IdpSession {
    id: ID!
    createdAt: String!
    lastActiveAt: String!
    expiresAt: String!
    userAgent: String
    "Approximate location from the IP address, when known."
    ipCountry: String
    ipCity: String
    "True for the session of the token making this request."
    current: Boolean!
  }

  type IdpRevokeSessionsResult {
    revokedSessionIds: [ID!]!
  }

  type ActivityTimeline {
    events: [ActivityEvent!]!
    pageInfo: ActivityPageInfo!
  }

  type ActivityPageInfo {
    endCursor: String
    hasNextPage: Boolean!
  }

  type ActivityEvent {
    id: ID!
    "LOGIN, LOGOUT, SESSION_REVOKED, OTHER_SESSIONS_REVOKED, PROFILE_UPDATED, ADDRESS_DELETED, INVITE_REVOKED, CO_READER_REVOKED, DELIVERY_SUSPENSION_CANCELLED, NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED, NEWSLETTERS_UNSUBSCRIBED_ALL, EMAIL_CHANGE_STARTED, EMAIL_CHANGED, PHONE_VERIFICATION_STARTED, PHONE_VERIFIED, PASSWORD_CHANGED, PREFERENCES_UPDATED, LANGUAGE_UPDATED"
    type: String!
    at: String!
    sessionId: ID
    details: [ActivityEventDetail!]!
  }

  type ActivityEventDetail {
    key: String!
    value: String!
  }
`;
