-- Delivery complaints (areas/complaints, ADR 19): one row per reported edition; a credit per
-- complaint with outcome CREDIT, settled on an invoice later. UNIQUE (subscription, edition) makes a
-- second complaint about the same paper impossible; UNIQUE (account, idempotency key) makes a
-- double submit answer the first complaint.
CREATE TABLE delivery_complaints (
  id TEXT PRIMARY KEY,
  seq INTEGER NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('DAMAGED', 'NOT_DELIVERED', 'INCOMPLETE', 'WRONG_PRODUCT', 'RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED')),
  edition_date TEXT NOT NULL,
  issue_number INTEGER,
  message TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('CREDIT', 'REDELIVERY', 'REGISTERED')),
  redelivery_by TEXT,
  case_number TEXT UNIQUE,
  follow_up_answer TEXT CHECK (follow_up_answer IN ('DELIVERED', 'NOT_DELIVERED')),
  follow_up_answered_at TEXT,
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (subscription_id, edition_date),
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX delivery_complaints_subscription ON delivery_complaints (subscription_id, created_at);

CREATE TABLE delivery_credits (
  id TEXT PRIMARY KEY,
  complaint_id TEXT NOT NULL UNIQUE REFERENCES delivery_complaints (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  edition_date TEXT NOT NULL,
  invoice_id TEXT REFERENCES invoices (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX delivery_credits_subscription ON delivery_credits (subscription_id, created_at);
CREATE INDEX delivery_credits_invoice ON delivery_credits (invoice_id);
