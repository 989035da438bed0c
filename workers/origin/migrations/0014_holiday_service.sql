-- Holiday service (ADR 22): idempotent submits, shortened changes, and a guard that makes a batch of
-- several subscriptions all-or-nothing.

ALTER TABLE holiday_suspensions ADD COLUMN idempotency_key TEXT;
ALTER TABLE holiday_suspensions ADD COLUMN updated_at TEXT;
ALTER TABLE holiday_temporary_addresses ADD COLUMN idempotency_key TEXT;
ALTER TABLE holiday_temporary_addresses ADD COLUMN updated_at TEXT;

-- One change per subscription per form: a double submit of the same form stores nothing twice.
CREATE UNIQUE INDEX holiday_suspensions_idempotency ON holiday_suspensions (account_id, subscription_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX holiday_temporary_addresses_idempotency ON holiday_temporary_addresses (account_id, subscription_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX holiday_suspensions_subscription ON holiday_suspensions (subscription_id, start_date);
CREATE INDEX holiday_temporary_addresses_subscription ON holiday_temporary_addresses (subscription_id, start_date);

-- Written after each guarded INSERT/UPDATE of a batch with `changes()`: a statement whose guard (no
-- overlap with another change of the subscription) matched nothing makes this CHECK fail, and D1 rolls
-- the whole batch back. The batch deletes its own rows at the end, so the table stays empty.
CREATE TABLE holiday_batch_guard (
  changed INTEGER NOT NULL CHECK (changed > 0)
);
