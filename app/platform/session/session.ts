/** The portal's session (sealed in the __Host-mo-session cookie): the identity provider's tokens for one account. */
export interface Session {
  accountId: string;
  sessionId: string;
  username: string;
  accessToken: string;
  refreshToken: string;
  /** epoch ms */
  accessExpiresAt: number;
}
