-- Paying invoices through the hosted payment page (issue 56, ADR 52). The one hosted payment path
-- (0010) serves two purposes now: a change of payment method (METHOD_CHANGE, as before) and paying open
-- invoices (INVOICES: iDEAL, Bancontact or card). hosted_payment_changes becomes hosted_payments:
-- - purpose; subscription_id only for a method change (an invoice payment may cover several subscriptions);
-- - amount_cents: fixed by the origin when the payment starts (the sum of its invoices), never by the browser;
-- - failure_reason: why it did not go through (DECLINED, ALREADY_PAID);
-- - settled_by: a nonce of the request that moved it to its final state; the statements of the same batch
--   that apply the outcome (invoices paid, the subscription's failed status cleared) are guarded by it,
--   so a replay or a second tab applies nothing.
CREATE TABLE hosted_payments (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL DEFAULT 'METHOD_CHANGE' CHECK (purpose IN ('METHOD_CHANGE', 'INVOICES')),
  subscription_id TEXT,
  session_id TEXT,
  method TEXT NOT NULL CHECK (method IN ('CREDIT_CARD', 'IDEAL', 'BANCONTACT')),
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  amount_cents INTEGER,
  failure_reason TEXT CHECK (failure_reason IS NULL OR failure_reason IN ('DECLINED', 'ALREADY_PAID')),
  settled_by TEXT,
  idempotency_key TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT,
  CHECK ((purpose = 'METHOD_CHANGE') = (subscription_id IS NOT NULL)),
  CHECK ((purpose = 'INVOICES') = (amount_cents IS NOT NULL))
);
INSERT INTO hosted_payments (id, account_id, purpose, subscription_id, session_id, method, status, idempotency_key, return_url, created_at, completed_at)
  SELECT id, account_id, 'METHOD_CHANGE', subscription_id, session_id, method, status, idempotency_key, return_url, created_at, completed_at
  FROM hosted_payment_changes;
DROP TABLE hosted_payment_changes;
CREATE UNIQUE INDEX hosted_payments_idempotency ON hosted_payments (account_id, idempotency_key);
CREATE INDEX hosted_payments_subscription ON hosted_payments (subscription_id);

-- The invoices one INVOICES payment covers, each with the amount it had when the payment started.
CREATE TABLE hosted_payment_invoices (
  payment_id TEXT NOT NULL REFERENCES hosted_payments (id) ON DELETE CASCADE,
  invoice_id TEXT NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  PRIMARY KEY (payment_id, invoice_id)
);
CREATE INDEX hosted_payment_invoices_invoice ON hosted_payment_invoices (invoice_id);

-- "Is mijn betaling binnen?": how a paid invoice was paid, and why a direct debit of an unpaid one failed.
ALTER TABLE invoices ADD COLUMN paid_method TEXT
  CHECK (paid_method IS NULL OR paid_method IN ('DIRECT_DEBIT', 'CREDIT_CARD', 'IDEAL', 'BANCONTACT', 'BANK_TRANSFER'));
ALTER TABLE invoices ADD COLUMN failure_reason TEXT
  CHECK (failure_reason IS NULL OR failure_reason IN ('INSUFFICIENT_FUNDS', 'MANDATE_REVOKED', 'ACCOUNT_CLOSED'));
