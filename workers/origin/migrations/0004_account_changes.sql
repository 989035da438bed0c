-- Account area (issue 5): optimistic concurrency, language preference, e-mail and phone
-- verification challenges and communication preferences per brand.

-- Goes up by one with every change to the profile (personal information, address, e-mail, phone).
ALTER TABLE accounts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- nl-NL or nl-BE; NULL = follow the brand.
ALTER TABLE accounts ADD COLUMN language_preference TEXT CHECK (language_preference IN ('nl-NL', 'nl-BE'));

-- A 6-digit code sent to a new e-mail address (kind EMAIL) or mobile number (kind PHONE). Only
-- SHA-256("<id>:<code>") is stored. Starting again supersedes the open challenge of the same kind.
CREATE TABLE verification_challenges (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('EMAIL', 'PHONE')),
  target TEXT NOT NULL,                        -- the new e-mail address (lowercase) or E.164 number
  code_hash TEXT NOT NULL,
  attempts_left INTEGER NOT NULL,
  created_at TEXT NOT NULL,                    -- also when the code was sent (resend throttle)
  expires_at TEXT NOT NULL,
  verified_at TEXT,                            -- the right code was entered
  applied_at TEXT,                             -- the change was made; the code is spent
  superseded_at TEXT                           -- a newer challenge of the same kind replaced it
);
CREATE INDEX verification_challenges_account ON verification_challenges (account_id, kind, created_at);

-- Which channels a brand may use to contact the account. No row = the default (e-mail only).
CREATE TABLE communication_preferences (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  brand_key TEXT NOT NULL,
  email INTEGER NOT NULL DEFAULT 1 CHECK (email IN (0, 1)),
  sms INTEGER NOT NULL DEFAULT 0 CHECK (sms IN (0, 1)),
  post INTEGER NOT NULL DEFAULT 0 CHECK (post IN (0, 1)),
  phone INTEGER NOT NULL DEFAULT 0 CHECK (phone IN (0, 1)),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, brand_key)
);
