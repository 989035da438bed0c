-- The end of the legal retention of an erased account (ADR 42): the first day its kept rows (the
-- invoices and what they refer to, and the tombstone itself) may go. Set at erasure; from that day the
-- hourly job erases them.
ALTER TABLE accounts ADD COLUMN retention_ends_on TEXT;
CREATE INDEX accounts_retention_ends ON accounts (retention_ends_on) WHERE erased_at IS NOT NULL;
