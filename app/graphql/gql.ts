/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AccountProfile {\n  account {\n    id\n    version\n    accountCompleteness\n    username\n    profile {\n      contact_information {\n        email\n        phone_number\n        phone_verified\n        address {\n          street\n          houseNumber\n          houseNumberSuffix\n          zipCode\n          city\n          countryCode\n        }\n      }\n      personal_information {\n        first_name\n        last_name\n        gender\n        date_of_birth\n      }\n    }\n  }\n}": typeof types.AccountProfileDocument,
    "mutation ChangeEmail($challengeId: ID!) {\n  changeEmail(challengeId: $challengeId) {\n    id\n    username\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n}": typeof types.ChangeEmailDocument,
    "mutation CompleteEmailVerification($challengeId: ID!, $code: String!) {\n  omsCompleteEmailVerificationChallenge(challengeId: $challengeId, code: $code) {\n    id\n    verified\n    attemptsLeft\n  }\n}": typeof types.CompleteEmailVerificationDocument,
    "mutation CompletePhoneVerification($challengeId: ID!, $code: String!) {\n  completeUpdateAccountPhoneNumber(challengeId: $challengeId, code: $code) {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n}": typeof types.CompletePhoneVerificationDocument,
    "mutation DeleteAccountProfileAddress($expectedVersion: Int) {\n  deleteAccountProfileAddress(expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}": typeof types.DeleteAccountProfileAddressDocument,
    "query EmailChangeState {\n  account {\n    id\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n  pendingEmailChange {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}": typeof types.EmailChangeStateDocument,
    "query LinkedSubscriptions {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      id\n      title\n      subTitle\n    }\n  }\n}": typeof types.LinkedSubscriptionsDocument,
    "query PhoneVerificationState {\n  account {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n  pendingPhoneVerification {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}": typeof types.PhoneVerificationStateDocument,
    "mutation StartEmailChange($newEmail: String!) {\n  startEmailChange(newEmail: $newEmail) {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}": typeof types.StartEmailChangeDocument,
    "mutation StartPhoneVerification($phoneNumber: String!) {\n  startUpdateAccountPhoneNumber(phoneNumber: $phoneNumber) {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}": typeof types.StartPhoneVerificationDocument,
    "mutation UpdateAccountProfile($input: UmsUpdateAccountProfileInput!, $expectedVersion: Int) {\n  updateAccountProfile(input: $input, expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}": typeof types.UpdateAccountProfileDocument,
    "mutation UpdatePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n  updatePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    endOtherSessions: $endOtherSessions\n  ) {\n    revokedSessionIds\n  }\n}": typeof types.UpdatePasswordDocument,
    "query ActivityTimeline($first: Int, $after: String) {\n  activityTimeline(first: $first, after: $after) {\n    events {\n      id\n      type\n      at\n      sessionId\n      details {\n        key\n        value\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  sessions {\n    id\n    userAgent\n    current\n  }\n}": typeof types.ActivityTimelineDocument,
    "query Invoices($filter: S2InvoiceFilter) {\n  invoices(filter: $filter) {\n    totalCount\n    openAmount\n    items {\n      id\n      invoiceNumber\n      title\n      price\n      currency\n      status\n      issueDate\n      dueDate\n      paidAt\n      periodStart\n      periodEnd\n      subscriptionId\n      brandId\n      subscription {\n        title\n        subTitle\n        logoUrl\n      }\n    }\n  }\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      title\n      subTitle\n      paymentOption {\n        method\n        maskedIban\n        cardBrand\n        maskedCardNumber\n      }\n    }\n  }\n}": typeof types.InvoicesDocument,
    "query NewsletterBrands {\n  linkedSubscriptions {\n    brand\n  }\n}": typeof types.NewsletterBrandsDocument,
    "query Preferences {\n  communicationPreferences {\n    brand\n    brandId\n    email\n    sms\n    post\n    phone\n  }\n  account {\n    id\n    languagePreference\n  }\n}": typeof types.PreferencesDocument,
    "mutation UpdateCommunicationPreferences($input: [CommunicationPreferenceInput!]!) {\n  updateCommunicationPreferences(input: $input) {\n    brand\n    email\n    sms\n    post\n    phone\n  }\n}": typeof types.UpdateCommunicationPreferencesDocument,
    "mutation UpdateLanguagePreference($language: String) {\n  updateLanguagePreference(language: $language) {\n    id\n    languagePreference\n  }\n}": typeof types.UpdateLanguagePreferenceDocument,
    "mutation RevokeOtherSessions {\n  revokeOtherSessions {\n    revokedSessionIds\n  }\n}": typeof types.RevokeOtherSessionsDocument,
    "mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id) {\n    revokedSessionIds\n  }\n}": typeof types.RevokeSessionDocument,
    "query Sessions {\n  sessions {\n    id\n    createdAt\n    lastActiveAt\n    userAgent\n    ipCountry\n    ipCity\n    current\n  }\n}": typeof types.SessionsDocument,
    "query SubscriptionsOverview {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    brandId\n    role\n    subscription {\n      id\n      title\n      subTitle\n      logoUrl\n      status\n      startDate\n      endDate\n      paymentStatus\n      product {\n        code\n        title\n        type\n        descriptor {\n          name\n          description\n        }\n        fulfilments {\n          ... on PcsPaperFulfilment {\n            deliveryDays\n            daysPerWeek\n          }\n          ... on PcsDigitalFulfilment {\n            platforms\n          }\n          ... on PcsMagazinePaperFulfilment {\n            issuesPerYear\n          }\n        }\n      }\n      contract {\n        startDate\n        endDate\n        renewal\n        currentPhase {\n          ...ContractPhaseFields\n        }\n        phases {\n          ...ContractPhaseFields\n        }\n      }\n      paymentOption {\n        method\n        maskedIban\n        accountHolder\n        cardBrand\n        maskedCardNumber\n        paymentStatus\n      }\n      deliveryAddress {\n        street\n        houseNumber\n        houseNumberSuffix\n        zipCode\n        city\n        countryCode\n      }\n    }\n  }\n}\n\nfragment ContractPhaseFields on S2ContractPhase {\n  startDate\n  endDate\n  price\n  currency\n  billingPeriod\n  description\n}": typeof types.SubscriptionsOverviewDocument,
};
const documents: Documents = {
    "query AccountProfile {\n  account {\n    id\n    version\n    accountCompleteness\n    username\n    profile {\n      contact_information {\n        email\n        phone_number\n        phone_verified\n        address {\n          street\n          houseNumber\n          houseNumberSuffix\n          zipCode\n          city\n          countryCode\n        }\n      }\n      personal_information {\n        first_name\n        last_name\n        gender\n        date_of_birth\n      }\n    }\n  }\n}": types.AccountProfileDocument,
    "mutation ChangeEmail($challengeId: ID!) {\n  changeEmail(challengeId: $challengeId) {\n    id\n    username\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n}": types.ChangeEmailDocument,
    "mutation CompleteEmailVerification($challengeId: ID!, $code: String!) {\n  omsCompleteEmailVerificationChallenge(challengeId: $challengeId, code: $code) {\n    id\n    verified\n    attemptsLeft\n  }\n}": types.CompleteEmailVerificationDocument,
    "mutation CompletePhoneVerification($challengeId: ID!, $code: String!) {\n  completeUpdateAccountPhoneNumber(challengeId: $challengeId, code: $code) {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n}": types.CompletePhoneVerificationDocument,
    "mutation DeleteAccountProfileAddress($expectedVersion: Int) {\n  deleteAccountProfileAddress(expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}": types.DeleteAccountProfileAddressDocument,
    "query EmailChangeState {\n  account {\n    id\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n  pendingEmailChange {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}": types.EmailChangeStateDocument,
    "query LinkedSubscriptions {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      id\n      title\n      subTitle\n    }\n  }\n}": types.LinkedSubscriptionsDocument,
    "query PhoneVerificationState {\n  account {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n  pendingPhoneVerification {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}": types.PhoneVerificationStateDocument,
    "mutation StartEmailChange($newEmail: String!) {\n  startEmailChange(newEmail: $newEmail) {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}": types.StartEmailChangeDocument,
    "mutation StartPhoneVerification($phoneNumber: String!) {\n  startUpdateAccountPhoneNumber(phoneNumber: $phoneNumber) {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}": types.StartPhoneVerificationDocument,
    "mutation UpdateAccountProfile($input: UmsUpdateAccountProfileInput!, $expectedVersion: Int) {\n  updateAccountProfile(input: $input, expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}": types.UpdateAccountProfileDocument,
    "mutation UpdatePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n  updatePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    endOtherSessions: $endOtherSessions\n  ) {\n    revokedSessionIds\n  }\n}": types.UpdatePasswordDocument,
    "query ActivityTimeline($first: Int, $after: String) {\n  activityTimeline(first: $first, after: $after) {\n    events {\n      id\n      type\n      at\n      sessionId\n      details {\n        key\n        value\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  sessions {\n    id\n    userAgent\n    current\n  }\n}": types.ActivityTimelineDocument,
    "query Invoices($filter: S2InvoiceFilter) {\n  invoices(filter: $filter) {\n    totalCount\n    openAmount\n    items {\n      id\n      invoiceNumber\n      title\n      price\n      currency\n      status\n      issueDate\n      dueDate\n      paidAt\n      periodStart\n      periodEnd\n      subscriptionId\n      brandId\n      subscription {\n        title\n        subTitle\n        logoUrl\n      }\n    }\n  }\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      title\n      subTitle\n      paymentOption {\n        method\n        maskedIban\n        cardBrand\n        maskedCardNumber\n      }\n    }\n  }\n}": types.InvoicesDocument,
    "query NewsletterBrands {\n  linkedSubscriptions {\n    brand\n  }\n}": types.NewsletterBrandsDocument,
    "query Preferences {\n  communicationPreferences {\n    brand\n    brandId\n    email\n    sms\n    post\n    phone\n  }\n  account {\n    id\n    languagePreference\n  }\n}": types.PreferencesDocument,
    "mutation UpdateCommunicationPreferences($input: [CommunicationPreferenceInput!]!) {\n  updateCommunicationPreferences(input: $input) {\n    brand\n    email\n    sms\n    post\n    phone\n  }\n}": types.UpdateCommunicationPreferencesDocument,
    "mutation UpdateLanguagePreference($language: String) {\n  updateLanguagePreference(language: $language) {\n    id\n    languagePreference\n  }\n}": types.UpdateLanguagePreferenceDocument,
    "mutation RevokeOtherSessions {\n  revokeOtherSessions {\n    revokedSessionIds\n  }\n}": types.RevokeOtherSessionsDocument,
    "mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id) {\n    revokedSessionIds\n  }\n}": types.RevokeSessionDocument,
    "query Sessions {\n  sessions {\n    id\n    createdAt\n    lastActiveAt\n    userAgent\n    ipCountry\n    ipCity\n    current\n  }\n}": types.SessionsDocument,
    "query SubscriptionsOverview {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    brandId\n    role\n    subscription {\n      id\n      title\n      subTitle\n      logoUrl\n      status\n      startDate\n      endDate\n      paymentStatus\n      product {\n        code\n        title\n        type\n        descriptor {\n          name\n          description\n        }\n        fulfilments {\n          ... on PcsPaperFulfilment {\n            deliveryDays\n            daysPerWeek\n          }\n          ... on PcsDigitalFulfilment {\n            platforms\n          }\n          ... on PcsMagazinePaperFulfilment {\n            issuesPerYear\n          }\n        }\n      }\n      contract {\n        startDate\n        endDate\n        renewal\n        currentPhase {\n          ...ContractPhaseFields\n        }\n        phases {\n          ...ContractPhaseFields\n        }\n      }\n      paymentOption {\n        method\n        maskedIban\n        accountHolder\n        cardBrand\n        maskedCardNumber\n        paymentStatus\n      }\n      deliveryAddress {\n        street\n        houseNumber\n        houseNumberSuffix\n        zipCode\n        city\n        countryCode\n      }\n    }\n  }\n}\n\nfragment ContractPhaseFields on S2ContractPhase {\n  startDate\n  endDate\n  price\n  currency\n  billingPeriod\n  description\n}": types.SubscriptionsOverviewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountProfile {\n  account {\n    id\n    version\n    accountCompleteness\n    username\n    profile {\n      contact_information {\n        email\n        phone_number\n        phone_verified\n        address {\n          street\n          houseNumber\n          houseNumberSuffix\n          zipCode\n          city\n          countryCode\n        }\n      }\n      personal_information {\n        first_name\n        last_name\n        gender\n        date_of_birth\n      }\n    }\n  }\n}"): (typeof documents)["query AccountProfile {\n  account {\n    id\n    version\n    accountCompleteness\n    username\n    profile {\n      contact_information {\n        email\n        phone_number\n        phone_verified\n        address {\n          street\n          houseNumber\n          houseNumberSuffix\n          zipCode\n          city\n          countryCode\n        }\n      }\n      personal_information {\n        first_name\n        last_name\n        gender\n        date_of_birth\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeEmail($challengeId: ID!) {\n  changeEmail(challengeId: $challengeId) {\n    id\n    username\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n}"): (typeof documents)["mutation ChangeEmail($challengeId: ID!) {\n  changeEmail(challengeId: $challengeId) {\n    id\n    username\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteEmailVerification($challengeId: ID!, $code: String!) {\n  omsCompleteEmailVerificationChallenge(challengeId: $challengeId, code: $code) {\n    id\n    verified\n    attemptsLeft\n  }\n}"): (typeof documents)["mutation CompleteEmailVerification($challengeId: ID!, $code: String!) {\n  omsCompleteEmailVerificationChallenge(challengeId: $challengeId, code: $code) {\n    id\n    verified\n    attemptsLeft\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompletePhoneVerification($challengeId: ID!, $code: String!) {\n  completeUpdateAccountPhoneNumber(challengeId: $challengeId, code: $code) {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n}"): (typeof documents)["mutation CompletePhoneVerification($challengeId: ID!, $code: String!) {\n  completeUpdateAccountPhoneNumber(challengeId: $challengeId, code: $code) {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccountProfileAddress($expectedVersion: Int) {\n  deleteAccountProfileAddress(expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}"): (typeof documents)["mutation DeleteAccountProfileAddress($expectedVersion: Int) {\n  deleteAccountProfileAddress(expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailChangeState {\n  account {\n    id\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n  pendingEmailChange {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}"): (typeof documents)["query EmailChangeState {\n  account {\n    id\n    profile {\n      contact_information {\n        email\n      }\n    }\n  }\n  pendingEmailChange {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LinkedSubscriptions {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      id\n      title\n      subTitle\n    }\n  }\n}"): (typeof documents)["query LinkedSubscriptions {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      id\n      title\n      subTitle\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhoneVerificationState {\n  account {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n  pendingPhoneVerification {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}"): (typeof documents)["query PhoneVerificationState {\n  account {\n    id\n    profile {\n      contact_information {\n        phone_number\n        phone_verified\n      }\n    }\n  }\n  pendingPhoneVerification {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartEmailChange($newEmail: String!) {\n  startEmailChange(newEmail: $newEmail) {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}"): (typeof documents)["mutation StartEmailChange($newEmail: String!) {\n  startEmailChange(newEmail: $newEmail) {\n    id\n    newEmail\n    expiresAt\n    attemptsLeft\n    verified\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartPhoneVerification($phoneNumber: String!) {\n  startUpdateAccountPhoneNumber(phoneNumber: $phoneNumber) {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}"): (typeof documents)["mutation StartPhoneVerification($phoneNumber: String!) {\n  startUpdateAccountPhoneNumber(phoneNumber: $phoneNumber) {\n    id\n    phoneNumber\n    expiresAt\n    attemptsLeft\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAccountProfile($input: UmsUpdateAccountProfileInput!, $expectedVersion: Int) {\n  updateAccountProfile(input: $input, expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}"): (typeof documents)["mutation UpdateAccountProfile($input: UmsUpdateAccountProfileInput!, $expectedVersion: Int) {\n  updateAccountProfile(input: $input, expectedVersion: $expectedVersion) {\n    id\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n  updatePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    endOtherSessions: $endOtherSessions\n  ) {\n    revokedSessionIds\n  }\n}"): (typeof documents)["mutation UpdatePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {\n  updatePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    endOtherSessions: $endOtherSessions\n  ) {\n    revokedSessionIds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActivityTimeline($first: Int, $after: String) {\n  activityTimeline(first: $first, after: $after) {\n    events {\n      id\n      type\n      at\n      sessionId\n      details {\n        key\n        value\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  sessions {\n    id\n    userAgent\n    current\n  }\n}"): (typeof documents)["query ActivityTimeline($first: Int, $after: String) {\n  activityTimeline(first: $first, after: $after) {\n    events {\n      id\n      type\n      at\n      sessionId\n      details {\n        key\n        value\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  sessions {\n    id\n    userAgent\n    current\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invoices($filter: S2InvoiceFilter) {\n  invoices(filter: $filter) {\n    totalCount\n    openAmount\n    items {\n      id\n      invoiceNumber\n      title\n      price\n      currency\n      status\n      issueDate\n      dueDate\n      paidAt\n      periodStart\n      periodEnd\n      subscriptionId\n      brandId\n      subscription {\n        title\n        subTitle\n        logoUrl\n      }\n    }\n  }\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      title\n      subTitle\n      paymentOption {\n        method\n        maskedIban\n        cardBrand\n        maskedCardNumber\n      }\n    }\n  }\n}"): (typeof documents)["query Invoices($filter: S2InvoiceFilter) {\n  invoices(filter: $filter) {\n    totalCount\n    openAmount\n    items {\n      id\n      invoiceNumber\n      title\n      price\n      currency\n      status\n      issueDate\n      dueDate\n      paidAt\n      periodStart\n      periodEnd\n      subscriptionId\n      brandId\n      subscription {\n        title\n        subTitle\n        logoUrl\n      }\n    }\n  }\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    role\n    subscription {\n      title\n      subTitle\n      paymentOption {\n        method\n        maskedIban\n        cardBrand\n        maskedCardNumber\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterBrands {\n  linkedSubscriptions {\n    brand\n  }\n}"): (typeof documents)["query NewsletterBrands {\n  linkedSubscriptions {\n    brand\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Preferences {\n  communicationPreferences {\n    brand\n    brandId\n    email\n    sms\n    post\n    phone\n  }\n  account {\n    id\n    languagePreference\n  }\n}"): (typeof documents)["query Preferences {\n  communicationPreferences {\n    brand\n    brandId\n    email\n    sms\n    post\n    phone\n  }\n  account {\n    id\n    languagePreference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCommunicationPreferences($input: [CommunicationPreferenceInput!]!) {\n  updateCommunicationPreferences(input: $input) {\n    brand\n    email\n    sms\n    post\n    phone\n  }\n}"): (typeof documents)["mutation UpdateCommunicationPreferences($input: [CommunicationPreferenceInput!]!) {\n  updateCommunicationPreferences(input: $input) {\n    brand\n    email\n    sms\n    post\n    phone\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLanguagePreference($language: String) {\n  updateLanguagePreference(language: $language) {\n    id\n    languagePreference\n  }\n}"): (typeof documents)["mutation UpdateLanguagePreference($language: String) {\n  updateLanguagePreference(language: $language) {\n    id\n    languagePreference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeOtherSessions {\n  revokeOtherSessions {\n    revokedSessionIds\n  }\n}"): (typeof documents)["mutation RevokeOtherSessions {\n  revokeOtherSessions {\n    revokedSessionIds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id) {\n    revokedSessionIds\n  }\n}"): (typeof documents)["mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id) {\n    revokedSessionIds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Sessions {\n  sessions {\n    id\n    createdAt\n    lastActiveAt\n    userAgent\n    ipCountry\n    ipCity\n    current\n  }\n}"): (typeof documents)["query Sessions {\n  sessions {\n    id\n    createdAt\n    lastActiveAt\n    userAgent\n    ipCountry\n    ipCity\n    current\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsOverview {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    brandId\n    role\n    subscription {\n      id\n      title\n      subTitle\n      logoUrl\n      status\n      startDate\n      endDate\n      paymentStatus\n      product {\n        code\n        title\n        type\n        descriptor {\n          name\n          description\n        }\n        fulfilments {\n          ... on PcsPaperFulfilment {\n            deliveryDays\n            daysPerWeek\n          }\n          ... on PcsDigitalFulfilment {\n            platforms\n          }\n          ... on PcsMagazinePaperFulfilment {\n            issuesPerYear\n          }\n        }\n      }\n      contract {\n        startDate\n        endDate\n        renewal\n        currentPhase {\n          ...ContractPhaseFields\n        }\n        phases {\n          ...ContractPhaseFields\n        }\n      }\n      paymentOption {\n        method\n        maskedIban\n        accountHolder\n        cardBrand\n        maskedCardNumber\n        paymentStatus\n      }\n      deliveryAddress {\n        street\n        houseNumber\n        houseNumberSuffix\n        zipCode\n        city\n        countryCode\n      }\n    }\n  }\n}\n\nfragment ContractPhaseFields on S2ContractPhase {\n  startDate\n  endDate\n  price\n  currency\n  billingPeriod\n  description\n}"): (typeof documents)["query SubscriptionsOverview {\n  linkedSubscriptions {\n    subscriptionId\n    brand\n    brandId\n    role\n    subscription {\n      id\n      title\n      subTitle\n      logoUrl\n      status\n      startDate\n      endDate\n      paymentStatus\n      product {\n        code\n        title\n        type\n        descriptor {\n          name\n          description\n        }\n        fulfilments {\n          ... on PcsPaperFulfilment {\n            deliveryDays\n            daysPerWeek\n          }\n          ... on PcsDigitalFulfilment {\n            platforms\n          }\n          ... on PcsMagazinePaperFulfilment {\n            issuesPerYear\n          }\n        }\n      }\n      contract {\n        startDate\n        endDate\n        renewal\n        currentPhase {\n          ...ContractPhaseFields\n        }\n        phases {\n          ...ContractPhaseFields\n        }\n      }\n      paymentOption {\n        method\n        maskedIban\n        accountHolder\n        cardBrand\n        maskedCardNumber\n        paymentStatus\n      }\n      deliveryAddress {\n        street\n        houseNumber\n        houseNumberSuffix\n        zipCode\n        city\n        countryCode\n      }\n    }\n  }\n}\n\nfragment ContractPhaseFields on S2ContractPhase {\n  startDate\n  endDate\n  price\n  currency\n  billingPeriod\n  description\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;