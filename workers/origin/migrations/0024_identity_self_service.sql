-- Identity self-service (identity/codes.ts, password-reset.ts, confirm-email.ts; ADR 42).
-- A registered address is unconfirmed until its owner types the code sent to it; an unconfirmed
-- account cannot sign in. NULL = confirmed (every account made before this migration, and the demo).
ALTER TABLE accounts ADD COLUMN email_unconfirmed_since TEXT;

-- One-time codes of the identity provider, sent to an e-mail address: resetting a forgotten password
-- and confirming a new account's address. Only SHA-256("<id>:<code>") is stored. A newer code for the
-- same address and purpose supersedes the older; five wrong codes spend one.
CREATE TABLE identity_codes (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('PASSWORD_RESET', 'REGISTRATION')),
  email TEXT NOT NULL COLLATE NOCASE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  attempts_left INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  superseded_at TEXT
);
CREATE INDEX identity_codes_by_email ON identity_codes (email, purpose, created_at);
CREATE INDEX identity_codes_expiry ON identity_codes (expires_at);
