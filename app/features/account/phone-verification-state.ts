import type { PhoneVerificationStateQuery } from "~/graphql/generated/graphql";

// What /account/telefoonnummer shows (phone-verification.server.ts loads it).

export type Pending = NonNullable<PhoneVerificationStateQuery["pendingPhoneVerification"]>;

export interface PhoneVerificationState {
  phoneNumber: string | null;
  /** The number as people write it internationally ("+31 6 12345678"), formatted on the server. */
  phoneDisplay: string | null;
  phoneVerified: boolean;
  pending: Pending | null;
  resendInSeconds: number;
}
