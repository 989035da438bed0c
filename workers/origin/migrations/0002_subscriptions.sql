-- Subscriptions and everything hanging off them. Every row carries the owning account_id so that
-- ownership is one WHERE clause away.

CREATE TABLE products (
  code TEXT PRIMARY KEY,
  brand_key TEXT NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('PAPER', 'DIGITAL', 'PAPER_AND_DIGITAL', 'MAGAZINE', 'ACCOUNT')),
  descriptor_name TEXT NOT NULL,
  descriptor_description TEXT,
  fulfilments TEXT NOT NULL DEFAULT '[]'      -- JSON: [{"kind":"PAPER","deliveryDays":[...]}, ...]
);

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  brand_key TEXT NOT NULL,
  product_code TEXT NOT NULL REFERENCES products (code),
  title TEXT NOT NULL,
  sub_title TEXT,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PENDING_CANCELLATION', 'CANCELLED')),
  start_date TEXT NOT NULL,
  end_date TEXT,
  renewal TEXT NOT NULL DEFAULT 'AUTOMATIC' CHECK (renewal IN ('AUTOMATIC', 'FIXED_TERM')),
  payment_method TEXT CHECK (payment_method IN ('DIRECT_DEBIT_NL', 'DIRECT_DEBIT_BE', 'CREDIT_CARD', 'IDEAL', 'INVOICE')),
  payment_status TEXT NOT NULL DEFAULT 'OK' CHECK (payment_status IN ('OK', 'FAILED')),
  iban TEXT,
  account_holder TEXT,
  card_brand TEXT,
  card_last4 TEXT,
  delivery_street TEXT,
  delivery_house_number TEXT,
  delivery_house_number_suffix TEXT,
  delivery_zip_code TEXT,
  delivery_city TEXT,
  delivery_country_code TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX subscriptions_account ON subscriptions (account_id);

CREATE TABLE contract_phases (
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  price_cents INTEGER NOT NULL,
  billing_period TEXT NOT NULL CHECK (billing_period IN ('MONTH', 'QUARTER', 'YEAR')),
  description TEXT NOT NULL,
  PRIMARY KEY (subscription_id, seq)
);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  invoice_number TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PAID', 'OPEN', 'OVERDUE', 'CREDITED')),
  issue_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  paid_at TEXT,
  period_start TEXT,
  period_end TEXT
);
CREATE INDEX invoices_account ON invoices (account_id, issue_date);

CREATE TABLE holiday_suspensions (
  change_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PLANNED', 'CANCELLED')),
  compensation TEXT NOT NULL DEFAULT 'NONE' CHECK (compensation IN ('NONE', 'EXTEND_SUBSCRIPTION', 'DONATE')),
  created_at TEXT NOT NULL,
  cancelled_at TEXT
);
CREATE INDEX holiday_suspensions_account ON holiday_suspensions (account_id);

CREATE TABLE holiday_temporary_addresses (
  change_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PLANNED', 'CANCELLED')),
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  house_number_suffix TEXT,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  cancelled_at TEXT
);
CREATE INDEX holiday_temporary_addresses_account ON holiday_temporary_addresses (account_id);

CREATE TABLE moving_house_changes (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  move_date TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PLANNED', 'COMPLETED', 'CANCELLED')),
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  house_number_suffix TEXT,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX moving_house_changes_account ON moving_house_changes (account_id);

-- Shared access: the owner of a subscription invites co-readers.
CREATE TABLE shared_access_invites (
  id TEXT PRIMARY KEY,
  invite_key TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REVOKED')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT,
  revoked_at TEXT
);
CREATE INDEX shared_access_invites_account ON shared_access_invites (account_id);

CREATE TABLE co_readers (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  owner_account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  co_reader_account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX co_readers_owner ON co_readers (owner_account_id);
CREATE INDEX co_readers_reader ON co_readers (co_reader_account_id);

CREATE TABLE newsletters (
  id TEXT PRIMARY KEY,
  brand_key TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  frequency TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX newsletters_brand ON newsletters (brand_key, position);

CREATE TABLE newsletter_subscriptions (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  newsletter_id TEXT NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, newsletter_id)
);

CREATE TABLE offers (
  id TEXT PRIMARY KEY,
  brand_key TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  price_period TEXT NOT NULL CHECK (price_period IN ('MONTH', 'QUARTER', 'YEAR', 'ONCE')),
  url TEXT NOT NULL,
  badge TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX offers_brand ON offers (brand_key, position);
