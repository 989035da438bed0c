-- Indexes for the hourly housekeeping (housekeeping.ts): every cleanup rule finds its dead rows by
-- an expiry or end time instead of scanning the table.

CREATE INDEX tokens_access_expiry ON tokens (expires_at) WHERE kind = 'access';
CREATE INDEX sessions_expiry ON sessions (expires_at);
CREATE INDEX sessions_revoked ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX sso_sessions_expiry ON sso_sessions (expires_at);
CREATE INDEX sso_sessions_revoked ON sso_sessions (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX authorization_codes_expiry ON authorization_codes (expires_at);
CREATE INDEX verification_challenges_expiry ON verification_challenges (expires_at);
CREATE INDEX login_throttle_last_failed ON login_throttle (last_failed_at);
CREATE INDEX outbox_created ON outbox (created_at);
