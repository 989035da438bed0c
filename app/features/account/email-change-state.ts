import type { EmailChangeStateQuery } from "~/graphql/generated/graphql";

// What /account/e-mailadres shows (email-change.server.ts loads it).

export type Pending = NonNullable<EmailChangeStateQuery["pendingEmailChange"]>;

export interface EmailChangeState {
  email: string;
  pending: Pending | null;
  resendInSeconds: number;
  subscriptions: EmailChangeStateQuery["linkedSubscriptions"];
}
