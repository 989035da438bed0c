-- Accounts and the identity provider: SSO browser sessions, API sessions, tokens, codes, lockout.
-- Timestamps are ISO 8601 UTC strings (Date#toISOString), dates are YYYY-MM-DD.

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,                 -- pbkdf2$<iterations>$<salt b64url>$<hash b64url>
  first_name TEXT,
  last_name TEXT,
  date_of_birth TEXT,
  gender TEXT CHECK (gender IN ('MALE', 'FEMALE', 'OTHER', 'UNSPECIFIED')),
  phone_number TEXT,
  phone_verified INTEGER NOT NULL DEFAULT 0,
  street TEXT,
  house_number TEXT,
  house_number_suffix TEXT,
  zip_code TEXT,
  city TEXT,
  country_code TEXT NOT NULL DEFAULT 'NL',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The identity provider's own browser session (cookie mo_idp_sso); only its SHA-256 is stored.
CREATE TABLE sso_sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX sso_sessions_account ON sso_sessions (account_id);

-- One login of a client (the portal) on behalf of an account; tokens hang off it.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  sso_session_id TEXT REFERENCES sso_sessions (id) ON DELETE SET NULL,
  client_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_active_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  user_agent TEXT,
  ip TEXT,
  ip_country TEXT,
  ip_city TEXT
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_sso ON sessions (sso_session_id);

-- Opaque access and refresh tokens: only their SHA-256 (hex) is stored.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,                                -- refresh tokens: when rotated
  revoked_at TEXT
);
CREATE INDEX tokens_session ON tokens (session_id);

CREATE TABLE authorization_codes (
  code_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  sso_session_id TEXT,
  user_agent TEXT,
  ip TEXT,
  ip_country TEXT,
  ip_city TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  session_id TEXT                              -- the session issued from this code
);

-- Failed password attempts per e-mail address (known or not, so lockout reveals nothing).
CREATE TABLE login_throttle (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  failed_count INTEGER NOT NULL DEFAULT 0,
  last_failed_at TEXT,
  locked_until TEXT
);
