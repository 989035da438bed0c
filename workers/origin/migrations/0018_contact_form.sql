-- The contact form (areas/contact, ADR 25): uploads of attachments and the cases they belong to.
-- An upload row is made with its signed upload link (single use, 15 minutes): `claimed_at` when the
-- link was used, `stored_at` once the object is in R2 (key contact-uploads/<id>), `case_id` when a case
-- took it. Housekeeping deletes rows (and objects) that no case took within 24 hours.
-- A case is stored by one of two routes (channel CIS or SALESFORCE, the flag isSalesforceThroughCISEnabled);
-- UNIQUE idempotency key: a double submit answers the first case.
CREATE TABLE contact_cases (
  id TEXT PRIMARY KEY,
  seq INTEGER NOT NULL UNIQUE,
  case_number TEXT NOT NULL UNIQUE,
  channel TEXT NOT NULL CHECK (channel IN ('CIS', 'SALESFORCE')),
  account_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  brand_key TEXT NOT NULL,
  topic TEXT NOT NULL,
  sub_topic TEXT NOT NULL,
  subscription_id TEXT,
  message TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  answer_by TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_cases_account ON contact_cases (account_id, created_at);

CREATE TABLE contact_uploads (
  id TEXT PRIMARY KEY,
  account_id TEXT REFERENCES accounts (id) ON DELETE CASCADE,
  brand_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')),
  size INTEGER NOT NULL CHECK (size > 0 AND size <= 10485760),
  expires_at TEXT NOT NULL,
  claimed_at TEXT,
  stored_at TEXT,
  case_id TEXT REFERENCES contact_cases (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_uploads_case ON contact_uploads (case_id);
CREATE INDEX contact_uploads_orphans ON contact_uploads (created_at) WHERE case_id IS NULL;
