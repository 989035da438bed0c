-- Changing what a subscription delivers or how it is billed (issue 57, ADR 53).
-- The catalog: the price of each edition a brand sells, per billing period. A product with prices here is
-- on sale; a subscription may switch to any other priced product of its brand (or another period).
CREATE TABLE catalog_prices (
  product_code TEXT NOT NULL REFERENCES products (code),
  billing_period TEXT NOT NULL CHECK (billing_period IN ('MONTH', 'QUARTER', 'YEAR')),
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  PRIMARY KEY (product_code, billing_period)
);

-- A change the owner confirmed: from what to what, from when, and what the next invoice settles.
-- PENDING until its effective date (the hourly job applies it), or UNDONE before. One PENDING change per
-- subscription (partial unique index); a repeated idempotency key is the same change.
CREATE TABLE subscription_changes (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  session_id TEXT,
  from_product TEXT NOT NULL,
  from_period TEXT NOT NULL,
  from_price_cents INTEGER NOT NULL,
  to_product TEXT NOT NULL,
  to_period TEXT NOT NULL CHECK (to_period IN ('MONTH', 'QUARTER', 'YEAR')),
  to_price_cents INTEGER NOT NULL,
  effective_date TEXT NOT NULL,
  timing TEXT NOT NULL CHECK (timing IN ('LEAD_TIME', 'NEXT_PERIOD', 'MINIMUM_TERM')),
  next_invoice_date TEXT NOT NULL,
  settlement_cents INTEGER NOT NULL,
  undoable_until TEXT NOT NULL,
  withdrawal INTEGER NOT NULL CHECK (withdrawal IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPLIED', 'UNDONE')),
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  applied_at TEXT,
  undone_at TEXT
);
CREATE UNIQUE INDEX subscription_changes_idempotency ON subscription_changes (account_id, idempotency_key);
CREATE UNIQUE INDEX subscription_changes_one_pending ON subscription_changes (subscription_id) WHERE status = 'PENDING';
CREATE INDEX subscription_changes_due ON subscription_changes (status, effective_date);
