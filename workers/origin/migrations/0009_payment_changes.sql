-- Payment method changes (areas/payment): one row per change, keyed by the caller's idempotency key,
-- so a double submit or a reload never applies (or records) a change twice.
CREATE TABLE payment_changes (
  idempotency_key TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL,
  method TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX payment_changes_account ON payment_changes (account_id);
