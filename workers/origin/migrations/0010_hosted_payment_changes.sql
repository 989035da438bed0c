-- Payment method changes through a hosted payment page (credit card, iDEAL; areas/payment): one row
-- per change. The browser carries only a signed reference "<id>.<hmac>"; the status moves on from
-- OPEN exactly once to a final state (PENDING may come in between), so a second click or a reload
-- never applies a change twice. A repeated idempotency key returns the same row.
CREATE TABLE hosted_payment_changes (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL,
  -- The session that started it: the activity event of an approved change carries it.
  session_id TEXT,
  method TEXT NOT NULL CHECK (method IN ('CREDIT_CARD', 'IDEAL')),
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  idempotency_key TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE UNIQUE INDEX hosted_payment_changes_idempotency ON hosted_payment_changes (account_id, idempotency_key);
CREATE INDEX hosted_payment_changes_subscription ON hosted_payment_changes (subscription_id);
