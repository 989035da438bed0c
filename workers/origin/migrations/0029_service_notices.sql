-- Service messages apart from marketing (issue 58, ADR 50). communication_preferences.email, sms, post and
-- phone are marketing consent (offers and news) and no longer decide any service message. service_notices
-- is the subscriber's choice for the optional service notices of a brand (delivery incidents), default on.
-- Messages a contract needs (confirmations, receipts, invoices, security codes) have no switch.
ALTER TABLE communication_preferences ADD COLUMN service_notices INTEGER NOT NULL DEFAULT 1 CHECK (service_notices IN (0, 1));
