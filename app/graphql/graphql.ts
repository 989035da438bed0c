/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ActivityEvent = {
  at: Scalars['String']['output'];
  details: Array<ActivityEventDetail>;
  id: Scalars['ID']['output'];
  sessionId?: Maybe<Scalars['ID']['output']>;
  /** What happened, e.g. LOGIN, PROFILE_UPDATED, PASSWORD_CHANGED. Each area adds its own types; show an unknown type generically. */
  type: Scalars['String']['output'];
};

export type ActivityEventDetail = {
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ActivityPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type ActivityTimeline = {
  events: Array<ActivityEvent>;
  pageInfo: ActivityPageInfo;
};

export type CommunicationChannel =
  | 'EMAIL'
  | 'PHONE'
  | 'POST'
  | 'SMS';

export type CommunicationPreference = {
  /** brand key, e.g. dagkoerier */
  brand: Scalars['String']['output'];
  brandId: Scalars['String']['output'];
  email: Scalars['Boolean']['output'];
  phone: Scalars['Boolean']['output'];
  post: Scalars['Boolean']['output'];
  sms: Scalars['Boolean']['output'];
};

export type CommunicationPreferenceInput = {
  brand: Scalars['String']['input'];
  email: Scalars['Boolean']['input'];
  phone: Scalars['Boolean']['input'];
  post: Scalars['Boolean']['input'];
  sms: Scalars['Boolean']['input'];
};

export type EmailChangeChallenge = {
  attemptsLeft: Scalars['Int']['output'];
  /** ISO timestamp; codes live 10 minutes. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  newEmail: Scalars['String']['output'];
  /** ISO timestamp before which no new code is sent (resend throttle: 60 s). */
  resendAvailableAt: Scalars['String']['output'];
  verified: Scalars['Boolean']['output'];
};

export type HolidayServiceCancelInput = {
  changeId: Scalars['ID']['input'];
};

export type HolidayServiceCompensation =
  | 'DONATE'
  | 'EXTEND_SUBSCRIPTION'
  | 'NONE';

export type HolidayServiceDeliverySuspension = {
  brandId: Scalars['String']['output'];
  /** True while the suspension has not started. */
  cancellable: Scalars['Boolean']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  changeId: Scalars['ID']['output'];
  compensation: HolidayServiceCompensation;
  createdAt: Scalars['String']['output'];
  endDate: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  status: HolidayServiceStatus;
  subscriptionId: Scalars['ID']['output'];
  subscriptionTitle: Scalars['String']['output'];
};

export type HolidayServiceStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'PLANNED';

export type HolidayServiceTemporaryAddress = {
  address: HolidayServiceTemporaryAddressDetail;
  brandId: Scalars['String']['output'];
  cancellable: Scalars['Boolean']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  changeId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  endDate: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  status: HolidayServiceStatus;
  subscriptionId: Scalars['ID']['output'];
  subscriptionTitle: Scalars['String']['output'];
};

export type HolidayServiceTemporaryAddressDetail = {
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  houseNumberSuffix?: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type HolidayServicesOverview = {
  deliverySuspensions: Array<HolidayServiceDeliverySuspension>;
  temporaryAddresses: Array<HolidayServiceTemporaryAddress>;
};

export type IdpRevokeSessionsResult = {
  revokedSessionIds: Array<Scalars['ID']['output']>;
};

export type IdpSession = {
  createdAt: Scalars['String']['output'];
  /** True for the session of the token making this request. */
  current: Scalars['Boolean']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ipCity?: Maybe<Scalars['String']['output']>;
  /** Approximate location from the IP address, when known. */
  ipCountry?: Maybe<Scalars['String']['output']>;
  lastActiveAt: Scalars['String']['output'];
  userAgent?: Maybe<Scalars['String']['output']>;
};

export type MovingHouseService = {
  address: MovingHouseServiceAddressDetail;
  brandId: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  moveDate: Scalars['String']['output'];
  /** PLANNED, COMPLETED or CANCELLED */
  status: Scalars['String']['output'];
  subscriptionId: Scalars['ID']['output'];
};

export type MovingHouseServiceAddressDetail = {
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  houseNumberSuffix?: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type MovingHouseServicesOverview = {
  services: Array<MovingHouseService>;
};

export type Mutation = {
  cancelDeliverySuspensionV2: HolidayServiceDeliverySuspension;
  /**
   * Applies a verified challenge: e-mail (and username) change; activity EMAIL_CHANGED. Errors:
   * VERIFICATION-REQUIRED, EMAIL-ALREADY-IN-USE (taken meanwhile), VERIFICATION-CODE-EXPIRED.
   */
  changeEmail: UmsAccount;
  /**
   * Stores the number as verified (phone_verified true); activity PHONE_VERIFIED. Same code errors as
   * e-mail: INVALID-VERIFICATION-CODE (attemptsLeft), VERIFICATION-CODE-EXPIRED (10 min), TOO-MANY-ATTEMPTS (5).
   */
  completeUpdateAccountPhoneNumber: UmsAccount;
  /** Errors: NO-ADDRESS, STALE-DATA (expectedVersion is not the account's version). */
  deleteAccountProfileAddress: UmsAccount;
  /**
   * Checks the code. Errors: INVALID-VERIFICATION-CODE (attemptsLeft in the violation message and in
   * extensions.attemptsLeft), VERIFICATION-CODE-EXPIRED, TOO-MANY-ATTEMPTS (after 5 wrong codes the
   * challenge is dead; start again). Reusing a code of an applied challenge: INVALID-VERIFICATION-CODE.
   */
  omsCompleteEmailVerificationChallenge: EmailChangeChallenge;
  /** Ends the shared access of a co-reader (by their account id) to all of this account's subscriptions. */
  revokeCoReader: SasAccount;
  revokeInvite: SasOverviewInvite;
  /** Ends every session of the account except the current one. */
  revokeOtherSessions: IdpRevokeSessionsResult;
  /** Ends one of the account's sessions (the current one included). */
  revokeSession: IdpRevokeSessionsResult;
  /**
   * Sends a 6-digit code to the NEW address (dev outbox, channel email). Errors: EMAIL-ALREADY-IN-USE
   * (another account has it), VALIDATION-ERROR (field newEmail: not an address / same as current),
   * TOO-MANY-REQUESTS (a new code at most every 60 s; extensions.retryAfterSeconds).
   */
  startEmailChange: EmailChangeChallenge;
  /**
   * Sends a 6-digit code by SMS (dev outbox, channel sms) to a valid NL (+31) or BE (+32) mobile number.
   * Errors: INVALID-PHONE-NUMBER, TOO-MANY-REQUESTS (resend throttle 60 s; retryAfterSeconds).
   */
  startUpdateAccountPhoneNumber: PhoneVerificationChallenge;
  /**
   * Changes the given parts of the profile; omitted fields stay as they are. With expectedVersion
   * (the version the form showed) a stale form stores nothing: STALE-DATA (409).
   */
  updateAccountProfile: UmsAccount;
  /** Brands the account has nothing with: NOT-FOUND. Activity PREFERENCES_UPDATED. */
  updateCommunicationPreferences: Array<CommunicationPreference>;
  /** nl-NL, nl-BE or null. Activity LANGUAGE_UPDATED. */
  updateLanguagePreference: UmsAccount;
  /**
   * Errors: INVALID-CURRENT-PASSWORD (field currentPassword; counts towards the login lockout),
   * TOO-MANY-REQUESTS (the lockout is on; retryAfterSeconds), WEAK-PASSWORD (field newPassword; message
   * names the failed rule), TOO-LONG (over 200 characters), SAME-PASSWORD. The current session stays
   * valid; with endOtherSessions every other session (and every other SSO browser session) is revoked.
   * Activity PASSWORD_CHANGED.
   */
  updatePassword: IdpRevokeSessionsResult;
};


export type MutationCancelDeliverySuspensionV2Args = {
  input: HolidayServiceCancelInput;
};


export type MutationChangeEmailArgs = {
  challengeId: Scalars['ID']['input'];
};


export type MutationCompleteUpdateAccountPhoneNumberArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationDeleteAccountProfileAddressArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationOmsCompleteEmailVerificationChallengeArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationRevokeCoReaderArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationRevokeInviteArgs = {
  inviteKey: Scalars['String']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartEmailChangeArgs = {
  newEmail: Scalars['String']['input'];
};


export type MutationStartUpdateAccountPhoneNumberArgs = {
  phoneNumber: Scalars['String']['input'];
};


export type MutationUpdateAccountProfileArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  input: UmsUpdateAccountProfileInput;
};


export type MutationUpdateCommunicationPreferencesArgs = {
  input: Array<CommunicationPreferenceInput>;
};


export type MutationUpdateLanguagePreferenceArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  endOtherSessions: Scalars['Boolean']['input'];
  newPassword: Scalars['String']['input'];
};

export type PcsDescriptor = {
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type PcsDigitalFulfilment = {
  /** WEB, APP, E_PAPER */
  platforms: Array<Scalars['String']['output']>;
};

export type PcsFulfilment = PcsDigitalFulfilment | PcsMagazinePaperFulfilment | PcsPaperFulfilment;

export type PcsMagazinePaperFulfilment = {
  issuesPerYear: Scalars['Int']['output'];
};

export type PcsPaperFulfilment = {
  daysPerWeek: Scalars['Int']['output'];
  deliveryDays: Array<PcsWeekday>;
};

export type PcsProduct = {
  code: Scalars['String']['output'];
  descriptor: PcsDescriptor;
  fulfilments: Array<PcsFulfilment>;
  title: Scalars['String']['output'];
  type: PcsProductType;
};

export type PcsProductType =
  | 'ACCOUNT'
  | 'DIGITAL'
  | 'MAGAZINE'
  | 'PAPER'
  | 'PAPER_AND_DIGITAL';

export type PcsWeekday =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type PhoneVerificationChallenge = {
  attemptsLeft: Scalars['Int']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** E.164, e.g. +31612345678 */
  phoneNumber: Scalars['String']['output'];
  /** ISO timestamp before which no new code is sent (resend throttle: 60 s). */
  resendAvailableAt: Scalars['String']['output'];
};

export type Query = {
  /** The logged-in account. */
  account?: Maybe<UmsAccount>;
  /** What happened on the account, newest first. 'after' is the endCursor of the previous page. */
  activityTimeline: ActivityTimeline;
  /** One entry per brand the account has a subscription with (owner or co-reader). */
  communicationPreferences: Array<CommunicationPreference>;
  holidayServicesOverview?: Maybe<HolidayServicesOverview>;
  /** Invoices of the account's own subscriptions, newest first. */
  invoices?: Maybe<S2Invoices>;
  /** Subscriptions the account owns (OWNER) or reads along with (CO_READER). */
  linkedSubscriptions: Array<S2LinkedSubscription>;
  movingHouseServicesOverview?: Maybe<MovingHouseServicesOverview>;
  /** The open e-mail change, if any (not expired, not applied). */
  pendingEmailChange?: Maybe<EmailChangeChallenge>;
  /** The open phone verification, if any. */
  pendingPhoneVerification?: Maybe<PhoneVerificationChallenge>;
  /** The account's active sessions at the identity provider, most recently active first. */
  sessions: Array<IdpSession>;
  sharedAccessOverview?: Maybe<SasOverview>;
  /** One linked subscription; null when it is not linked to this account. */
  subscription?: Maybe<S2Subscription>;
};


export type QueryActivityTimelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInvoicesArgs = {
  filter?: InputMaybe<S2InvoiceFilter>;
};


export type QuerySubscriptionArgs = {
  id: Scalars['ID']['input'];
};

export type S2BillingPeriod =
  | 'MONTH'
  | 'QUARTER'
  | 'YEAR';

export type S2Contract = {
  currentPhase?: Maybe<S2ContractPhase>;
  endDate?: Maybe<Scalars['String']['output']>;
  phases: Array<S2ContractPhase>;
  renewal: S2ContractRenewal;
  startDate: Scalars['String']['output'];
};

export type S2ContractPhase = {
  billingPeriod: S2BillingPeriod;
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  endDate?: Maybe<Scalars['String']['output']>;
  /** Price per billing period in euros. */
  price: Scalars['Float']['output'];
  startDate: Scalars['String']['output'];
};

export type S2ContractRenewal =
  | 'AUTOMATIC'
  | 'FIXED_TERM';

export type S2Invoice = {
  brandId: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  issueDate: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  /** Path of the PDF (GET with the bearer token; the portal proxies /api/pass). */
  pdfUrl: Scalars['String']['output'];
  periodEnd?: Maybe<Scalars['String']['output']>;
  periodStart?: Maybe<Scalars['String']['output']>;
  /** Amount in euros (negative for a credit note). */
  price: Scalars['Float']['output'];
  status: S2InvoiceStatus;
  subscription: S2InvoiceSubscription;
  subscriptionId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type S2InvoiceFilter = {
  brandId?: InputMaybe<Scalars['String']['input']>;
  /** Issue date from (inclusive), YYYY-MM-DD. */
  fromDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<S2InvoiceStatus>>;
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
  /** Issue date up to (inclusive), YYYY-MM-DD. */
  toDate?: InputMaybe<Scalars['String']['input']>;
};

export type S2InvoiceStatus =
  | 'CREDITED'
  | 'OPEN'
  | 'OVERDUE'
  | 'PAID';

export type S2InvoiceSubscription = {
  logoUrl?: Maybe<Scalars['String']['output']>;
  subTitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type S2Invoices = {
  items: Array<S2Invoice>;
  /** Sum of OPEN and OVERDUE invoices in euros. */
  openAmount: Scalars['Float']['output'];
  totalCount: Scalars['Int']['output'];
};

export type S2LinkedSubscription = {
  /** Brand key, e.g. dagkoerier. */
  brand: Scalars['String']['output'];
  /** Brand id, e.g. DK. */
  brandId: Scalars['String']['output'];
  role: S2LinkedSubscriptionRole;
  subscription: S2Subscription;
  subscriptionId: Scalars['ID']['output'];
};

export type S2LinkedSubscriptionRole =
  | 'CO_READER'
  | 'OWNER';

export type S2PaymentMethod =
  | 'CREDIT_CARD'
  | 'DIRECT_DEBIT_BE'
  | 'DIRECT_DEBIT_NL'
  | 'IDEAL'
  | 'INVOICE';

export type S2PaymentStatus =
  | 'FAILED'
  | 'OK';

export type S2Subscription = {
  brandId: Scalars['String']['output'];
  brandKey: Scalars['String']['output'];
  contract: S2Contract;
  /** Null for co-readers and for subscriptions without delivery. */
  deliveryAddress?: Maybe<UmsAddress>;
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Path of the brand logo on the portal host. */
  logoUrl: Scalars['String']['output'];
  /** Null for co-readers and for free accounts. */
  paymentOption?: Maybe<S2SubscriptionPaymentOption>;
  paymentStatus: S2PaymentStatus;
  product: PcsProduct;
  startDate: Scalars['String']['output'];
  status: S2SubscriptionStatus;
  subTitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type S2SubscriptionPaymentOption = {
  accountHolder?: Maybe<Scalars['String']['output']>;
  cardBrand?: Maybe<Scalars['String']['output']>;
  maskedCardNumber?: Maybe<Scalars['String']['output']>;
  /** e.g. NL91 **** **** **** 4300 */
  maskedIban?: Maybe<Scalars['String']['output']>;
  method: S2PaymentMethod;
  paymentStatus: S2PaymentStatus;
};

export type S2SubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'PENDING_CANCELLATION';

/** A co-reader, identified by their account id. */
export type SasAccount = {
  active: Scalars['Boolean']['output'];
  brandIds: Array<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  since: Scalars['String']['output'];
  subscriptionIds: Array<Scalars['ID']['output']>;
};

export type SasInviteStatus =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'PENDING'
  | 'REVOKED';

export type SasOverview = {
  /** Active co-readers. */
  coReaders: Array<SasAccount>;
  /** Open (and expired, not yet revoked) invites. */
  invites: Array<SasOverviewInvite>;
  /** Co-readers plus open invites allowed per subscription. */
  maxCoReaders: Scalars['Int']['output'];
};

export type SasOverviewInvite = {
  brandId: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inviteKey: Scalars['String']['output'];
  status: SasInviteStatus;
  subscriptionId: Scalars['ID']['output'];
};

export type UmsAccount = {
  /** 0-100: how much of the profile is filled in. */
  accountCompleteness: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** nl-NL or nl-BE; null = follow the brand. */
  languagePreference?: Maybe<Scalars['String']['output']>;
  profile: UmsProfile;
  username: Scalars['String']['output'];
  /** Goes up by one with every change to the profile (personal information, address, e-mail, phone). */
  version: Scalars['Int']['output'];
};

export type UmsAddress = {
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  houseNumberSuffix?: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** All fields are checked by the server (Dutch violations), hence nullable here. */
export type UmsAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  houseNumber?: InputMaybe<Scalars['String']['input']>;
  houseNumberSuffix?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type UmsContactInformation = {
  address?: Maybe<UmsAddress>;
  email: Scalars['String']['output'];
  phone_number?: Maybe<Scalars['String']['output']>;
  phone_verified: Scalars['Boolean']['output'];
};

export type UmsGender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER'
  | 'UNSPECIFIED';

export type UmsPersonalInformation = {
  date_of_birth?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<UmsGender>;
  last_name?: Maybe<Scalars['String']['output']>;
};

/** Omitted fields stay unchanged; null clears date_of_birth or gender. Names cannot be cleared. */
export type UmsPersonalInformationInput = {
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<UmsGender>;
  last_name?: InputMaybe<Scalars['String']['input']>;
};

export type UmsProfile = {
  contact_information: UmsContactInformation;
  personal_information: UmsPersonalInformation;
};

export type UmsUpdateAccountProfileInput = {
  address?: InputMaybe<UmsAddressInput>;
  personal_information?: InputMaybe<UmsPersonalInformationInput>;
};

export type AccountProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProfileQuery = { account?: { id: string, version: number, accountCompleteness: number, username: string, profile: { contact_information: { email: string, phone_number?: string | null, phone_verified: boolean, address?: { street: string, houseNumber: string, houseNumberSuffix?: string | null, zipCode: string, city: string, countryCode: string } | null }, personal_information: { first_name?: string | null, last_name?: string | null, gender?: UmsGender | null, date_of_birth?: string | null } } } | null };

export type ChangeEmailMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
}>;


export type ChangeEmailMutation = { changeEmail: { id: string, username: string, profile: { contact_information: { email: string } } } };

export type CompleteEmailVerificationMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type CompleteEmailVerificationMutation = { omsCompleteEmailVerificationChallenge: { id: string, verified: boolean, attemptsLeft: number } };

export type CompletePhoneVerificationMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type CompletePhoneVerificationMutation = { completeUpdateAccountPhoneNumber: { id: string, profile: { contact_information: { phone_number?: string | null, phone_verified: boolean } } } };

export type DeleteAccountProfileAddressMutationVariables = Exact<{
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DeleteAccountProfileAddressMutation = { deleteAccountProfileAddress: { id: string, version: number } };

export type EmailChangeStateQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailChangeStateQuery = { account?: { id: string, profile: { contact_information: { email: string } } } | null, pendingEmailChange?: { id: string, newEmail: string, expiresAt: string, attemptsLeft: number, verified: boolean, resendAvailableAt: string } | null };

export type LinkedSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedSubscriptionsQuery = { linkedSubscriptions: Array<{ subscriptionId: string, brand: string, role: S2LinkedSubscriptionRole, subscription: { id: string, title: string, subTitle?: string | null } }> };

export type PhoneVerificationStateQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneVerificationStateQuery = { account?: { id: string, profile: { contact_information: { phone_number?: string | null, phone_verified: boolean } } } | null, pendingPhoneVerification?: { id: string, phoneNumber: string, expiresAt: string, attemptsLeft: number, resendAvailableAt: string } | null };

export type StartEmailChangeMutationVariables = Exact<{
  newEmail: Scalars['String']['input'];
}>;


export type StartEmailChangeMutation = { startEmailChange: { id: string, newEmail: string, expiresAt: string, attemptsLeft: number, verified: boolean, resendAvailableAt: string } };

export type StartPhoneVerificationMutationVariables = Exact<{
  phoneNumber: Scalars['String']['input'];
}>;


export type StartPhoneVerificationMutation = { startUpdateAccountPhoneNumber: { id: string, phoneNumber: string, expiresAt: string, attemptsLeft: number, resendAvailableAt: string } };

export type UpdateAccountProfileMutationVariables = Exact<{
  input: UmsUpdateAccountProfileInput;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UpdateAccountProfileMutation = { updateAccountProfile: { id: string, version: number } };

export type UpdatePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  endOtherSessions: Scalars['Boolean']['input'];
}>;


export type UpdatePasswordMutation = { updatePassword: { revokedSessionIds: Array<string> } };

export type ActivityTimelineQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ActivityTimelineQuery = { activityTimeline: { events: Array<{ id: string, type: string, at: string, sessionId?: string | null, details: Array<{ key: string, value: string }> }>, pageInfo: { endCursor?: string | null, hasNextPage: boolean } }, sessions: Array<{ id: string, userAgent?: string | null, current: boolean }> };

export type InvoicesQueryVariables = Exact<{
  filter?: InputMaybe<S2InvoiceFilter>;
}>;


export type InvoicesQuery = { invoices?: { totalCount: number, openAmount: number, items: Array<{ id: string, invoiceNumber: string, title: string, price: number, currency: string, status: S2InvoiceStatus, issueDate: string, dueDate: string, paidAt?: string | null, periodStart?: string | null, periodEnd?: string | null, subscriptionId: string, brandId: string, subscription: { title: string, subTitle?: string | null, logoUrl?: string | null } }> } | null, linkedSubscriptions: Array<{ subscriptionId: string, brand: string, role: S2LinkedSubscriptionRole, subscription: { title: string, subTitle?: string | null, paymentOption?: { method: S2PaymentMethod, maskedIban?: string | null, cardBrand?: string | null, maskedCardNumber?: string | null } | null } }> };

export type NewsletterBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterBrandsQuery = { linkedSubscriptions: Array<{ brand: string }> };

export type PreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type PreferencesQuery = { communicationPreferences: Array<{ brand: string, brandId: string, email: boolean, sms: boolean, post: boolean, phone: boolean }>, account?: { id: string, languagePreference?: string | null } | null };

export type UpdateCommunicationPreferencesMutationVariables = Exact<{
  input: Array<CommunicationPreferenceInput> | CommunicationPreferenceInput;
}>;


export type UpdateCommunicationPreferencesMutation = { updateCommunicationPreferences: Array<{ brand: string, email: boolean, sms: boolean, post: boolean, phone: boolean }> };

export type UpdateLanguagePreferenceMutationVariables = Exact<{
  language?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateLanguagePreferenceMutation = { updateLanguagePreference: { id: string, languagePreference?: string | null } };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: { revokedSessionIds: Array<string> } };

export type RevokeSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeSessionMutation = { revokeSession: { revokedSessionIds: Array<string> } };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { sessions: Array<{ id: string, createdAt: string, lastActiveAt: string, userAgent?: string | null, ipCountry?: string | null, ipCity?: string | null, current: boolean }> };

export type SubscriptionsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsOverviewQuery = { linkedSubscriptions: Array<{ subscriptionId: string, brand: string, brandId: string, role: S2LinkedSubscriptionRole, subscription: { id: string, title: string, subTitle?: string | null, logoUrl: string, status: S2SubscriptionStatus, startDate: string, endDate?: string | null, paymentStatus: S2PaymentStatus, product: { code: string, title: string, type: PcsProductType, descriptor: { name: string, description?: string | null }, fulfilments: Array<
          | { platforms: Array<string> }
          | { issuesPerYear: number }
          | { deliveryDays: Array<PcsWeekday>, daysPerWeek: number }
        > }, contract: { startDate: string, endDate?: string | null, renewal: S2ContractRenewal, currentPhase?: { startDate: string, endDate?: string | null, price: number, currency: string, billingPeriod: S2BillingPeriod, description: string } | null, phases: Array<{ startDate: string, endDate?: string | null, price: number, currency: string, billingPeriod: S2BillingPeriod, description: string }> }, paymentOption?: { method: S2PaymentMethod, maskedIban?: string | null, accountHolder?: string | null, cardBrand?: string | null, maskedCardNumber?: string | null, paymentStatus: S2PaymentStatus } | null, deliveryAddress?: { street: string, houseNumber: string, houseNumberSuffix?: string | null, zipCode: string, city: string, countryCode: string } | null } }> };

export type ContractPhaseFieldsFragment = { startDate: string, endDate?: string | null, price: number, currency: string, billingPeriod: S2BillingPeriod, description: string };

export const ContractPhaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPhaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"S2ContractPhase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ContractPhaseFieldsFragment, unknown>;
export const AccountProfileDocument = {"__meta__":{"hash":"9af781396b6de6371a9b3a7f91286e1f90dcd6dc3259531b36839616263746b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"accountCompleteness"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact_information"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumberSuffix"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"personal_information"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"date_of_birth"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccountProfileQuery, AccountProfileQueryVariables>;
export const ChangeEmailDocument = {"__meta__":{"hash":"5d2ca3f6aebf16af5cf75881c4b4693418a48c76e420ba7f125e09d3130a0e41"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact_information"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const CompleteEmailVerificationDocument = {"__meta__":{"hash":"e5559192164722dd6b17e8a18087e4bd19619760c81e1511ee356ffbecde2559"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteEmailVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"omsCompleteEmailVerificationChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]}}]} as unknown as DocumentNode<CompleteEmailVerificationMutation, CompleteEmailVerificationMutationVariables>;
export const CompletePhoneVerificationDocument = {"__meta__":{"hash":"e9491d8386ef58470d2d4010812f7ea6e4d5174be2987dccd6ff14df19ba9012"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePhoneVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeUpdateAccountPhoneNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact_information"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompletePhoneVerificationMutation, CompletePhoneVerificationMutationVariables>;
export const DeleteAccountProfileAddressDocument = {"__meta__":{"hash":"d202136eea2d2205b6499f06639eb42747b65b693d4f1eaeed9733876584e951"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccountProfileAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccountProfileAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountProfileAddressMutation, DeleteAccountProfileAddressMutationVariables>;
export const EmailChangeStateDocument = {"__meta__":{"hash":"ade55b44985848c667559aa721f2a799c67dc3e93314b03211ce95e7dfb6dd23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailChangeState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact_information"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}}]}}]}}]} as unknown as DocumentNode<EmailChangeStateQuery, EmailChangeStateQueryVariables>;
export const LinkedSubscriptionsDocument = {"__meta__":{"hash":"6e981a9551ae7dc7e8d3334e8d9b9ba4a9b1864a55c380058268c5e429bd8ff0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subTitle"}}]}}]}}]}}]} as unknown as DocumentNode<LinkedSubscriptionsQuery, LinkedSubscriptionsQueryVariables>;
export const PhoneVerificationStateDocument = {"__meta__":{"hash":"62de156cccf054471922887fe57a79e8bfc5dd567a32d37145913faf0ea63b17"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhoneVerificationState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact_information"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}}]}}]}}]} as unknown as DocumentNode<PhoneVerificationStateQuery, PhoneVerificationStateQueryVariables>;
export const StartEmailChangeDocument = {"__meta__":{"hash":"33e09363bc98e58441cef4e3c81294ff9557ed60f2b78ea19256abda1f1e16e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}}]}}]}}]} as unknown as DocumentNode<StartEmailChangeMutation, StartEmailChangeMutationVariables>;
export const StartPhoneVerificationDocument = {"__meta__":{"hash":"8b5b72693c79f712d26882de1ca83b2ed0f45a0bdb32374afb3ea40440480ef0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPhoneVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startUpdateAccountPhoneNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}}]}}]}}]} as unknown as DocumentNode<StartPhoneVerificationMutation, StartPhoneVerificationMutationVariables>;
export const UpdateAccountProfileDocument = {"__meta__":{"hash":"7c2d1a1ace2e5069acc4aaae4a89c8463c010705d24eee422a260c07b7e84a0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccountProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UmsUpdateAccountProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccountProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountProfileMutation, UpdateAccountProfileMutationVariables>;
export const UpdatePasswordDocument = {"__meta__":{"hash":"56848274d33cd37df843443e3d233509a77cbc2b06bc5b1bf83e7f5177d14735"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endOtherSessions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"endOtherSessions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endOtherSessions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedSessionIds"}}]}}]}}]} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const ActivityTimelineDocument = {"__meta__":{"hash":"c81b9bdf29fd0cd762255af8e10b8fcc6875899722a6fe54c0417f75d44f9b85"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<ActivityTimelineQuery, ActivityTimelineQueryVariables>;
export const InvoicesDocument = {"__meta__":{"hash":"a715c27ecb2a007aa96fc41cacdc602f7af3efae1bf540d722b3009db031067e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"S2InvoiceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"openAmount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subTitle"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subTitle"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"maskedIban"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"maskedCardNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const NewsletterBrandsDocument = {"__meta__":{"hash":"a03b8580476424eb4543f81685c5a235137c079a5a68b720c6860c0d5a8319fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterBrands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}}]}}]}}]} as unknown as DocumentNode<NewsletterBrandsQuery, NewsletterBrandsQueryVariables>;
export const PreferencesDocument = {"__meta__":{"hash":"76832e829f30c0e1a5d72d5276e9d02b48f29e7d267e640fa3cbc47ede0bd9f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"languagePreference"}}]}}]}}]} as unknown as DocumentNode<PreferencesQuery, PreferencesQueryVariables>;
export const UpdateCommunicationPreferencesDocument = {"__meta__":{"hash":"f499bf8c5c8991c81d513f2b34e44b0162371d806bf4dbc2a016513f361dcc32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCommunicationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationPreferenceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommunicationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UpdateCommunicationPreferencesMutation, UpdateCommunicationPreferencesMutationVariables>;
export const UpdateLanguagePreferenceDocument = {"__meta__":{"hash":"8162c0b017864896131bd08afdd31697a220f6e19a53ae6499bb60ea623c0374"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLanguagePreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLanguagePreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"languagePreference"}}]}}]}}]} as unknown as DocumentNode<UpdateLanguagePreferenceMutation, UpdateLanguagePreferenceMutationVariables>;
export const RevokeOtherSessionsDocument = {"__meta__":{"hash":"521437c77ad86ad8e82c7329140017e26285520ac2af9a801e1dfec01c68b672"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedSessionIds"}}]}}]}}]} as unknown as DocumentNode<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const RevokeSessionDocument = {"__meta__":{"hash":"cbbb2b78728c9719fecf09780391fc089fcfc9eb708638fc51e5c3b943347538"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedSessionIds"}}]}}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const SessionsDocument = {"__meta__":{"hash":"d9bb0dae2fec3a9282011f13b58676b7641dfc6ef8880449fb82796baba2f2e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ipCountry"}},{"kind":"Field","name":{"kind":"Name","value":"ipCity"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const SubscriptionsOverviewDocument = {"__meta__":{"hash":"2c1d02998ca6714a41c7e5f56c0e89de9ba3d8e5ff3396d8576548b974185615"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subTitle"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"descriptor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfilments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PcsPaperFulfilment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"daysPerWeek"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PcsDigitalFulfilment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PcsMagazinePaperFulfilment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuesPerYear"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPhaseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPhaseFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"maskedIban"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"maskedCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumberSuffix"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPhaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"S2ContractPhase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<SubscriptionsOverviewQuery, SubscriptionsOverviewQueryVariables>;