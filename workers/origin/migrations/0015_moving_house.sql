-- Moving house (areas/moving, ADR 23). A move is one row in moving_house_moves (the new address, the
-- move date, its status); each paper subscription that moves is a row in moving_house_changes
-- (table of 0002) with how it is delivered at the new address. UNIQUE (account, idempotency key)
-- makes a double submit answer the first move. On the move date the account's own address and the
-- subscriptions' delivery addresses become the new one (status COMPLETED).
CREATE TABLE moving_house_moves (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  move_date TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PLANNED', 'COMPLETED', 'CANCELLED')),
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  house_number_suffix TEXT,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('NL', 'BE')),
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  cancelled_at TEXT,
  completed_at TEXT,
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX moving_house_moves_account ON moving_house_moves (account_id, move_date);
CREATE INDEX moving_house_moves_due ON moving_house_moves (status, move_date);
-- At most one planned move per account (a second submit with another key is refused).
CREATE UNIQUE INDEX moving_house_moves_one_planned ON moving_house_moves (account_id) WHERE status = 'PLANNED';

ALTER TABLE moving_house_changes ADD COLUMN move_id TEXT REFERENCES moving_house_moves (id) ON DELETE CASCADE;
-- ADDRESS: delivered at the new address as before; POSTAL: by post (outside the brand's delivery
-- area); DIGITAL: the paper stops and the subscriber reads digitally.
ALTER TABLE moving_house_changes ADD COLUMN delivery TEXT NOT NULL DEFAULT 'ADDRESS' CHECK (delivery IN ('ADDRESS', 'POSTAL', 'DIGITAL'));
-- The first edition at the new address when not the move date (a later day, per title).
ALTER TABLE moving_house_changes ADD COLUMN first_edition_date TEXT;
CREATE INDEX moving_house_changes_move ON moving_house_changes (move_id);

-- The embedded address service: Dutch addresses by postcode + house number (+ suffix, '' for none),
-- Belgian postcodes with their municipalities. Production replaces the lookup, not the schema.
CREATE TABLE moving_nl_addresses (
  zip_code TEXT NOT NULL,
  house_number TEXT NOT NULL,
  house_number_suffix TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  PRIMARY KEY (zip_code, house_number, house_number_suffix)
);

CREATE TABLE moving_be_postcodes (
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  PRIMARY KEY (zip_code, city)
);

-- Where a brand delivers its paper: a country and a range of the numeric part of the postcode.
CREATE TABLE moving_delivery_areas (
  brand_key TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('NL', 'BE')),
  zip_from INTEGER NOT NULL,
  zip_to INTEGER NOT NULL,
  PRIMARY KEY (brand_key, country_code, zip_from)
);
