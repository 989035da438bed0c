-- Subscriptions in the subscription administration that no online account has linked yet (taken out
-- by phone, by post or in a shop). linkSubscriptionAsOwner moves one into `subscriptions` for the
-- account that knows its number and the postcode of its delivery address. Contract phases travel as
-- JSON ([{ seq, start_date, end_date, price_cents, billing_period, description }]).
CREATE TABLE unlinked_subscriptions (
  id TEXT PRIMARY KEY,
  brand_key TEXT NOT NULL,
  product_code TEXT NOT NULL REFERENCES products (code),
  title TEXT NOT NULL,
  sub_title TEXT,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PENDING_CANCELLATION', 'CANCELLED')),
  start_date TEXT NOT NULL,
  end_date TEXT,
  renewal TEXT NOT NULL DEFAULT 'AUTOMATIC' CHECK (renewal IN ('AUTOMATIC', 'FIXED_TERM')),
  payment_method TEXT CHECK (payment_method IN ('DIRECT_DEBIT_NL', 'DIRECT_DEBIT_BE', 'CREDIT_CARD', 'IDEAL', 'INVOICE')),
  iban TEXT,
  account_holder TEXT,
  delivery_street TEXT NOT NULL,
  delivery_house_number TEXT NOT NULL,
  delivery_house_number_suffix TEXT,
  delivery_zip_code TEXT NOT NULL,
  delivery_city TEXT NOT NULL,
  delivery_country_code TEXT NOT NULL,
  phases TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
