-- Cancellation as the law asks (Art. 11a CRD, issue 38; ADR 39): how and on what basis a cancellation
-- was made, and an e-mail's attachment (the receipt's PDF copy) in the dev outbox.
ALTER TABLE cancellations ADD COLUMN basis TEXT NOT NULL DEFAULT 'NOTICE_PERIOD' CHECK (basis IN ('WITHDRAWAL', 'FIXED_PERIOD', 'NOTICE_PERIOD'));
-- ACCOUNT: logged in; IDENTIFIED: logged out, with subscription number, postcode and house number.
ALTER TABLE cancellations ADD COLUMN channel TEXT NOT NULL DEFAULT 'ACCOUNT' CHECK (channel IN ('ACCOUNT', 'IDENTIFIED'));

ALTER TABLE outbox ADD COLUMN attachment_name TEXT;
ALTER TABLE outbox ADD COLUMN attachment_type TEXT;
ALTER TABLE outbox ADD COLUMN attachment_base64 TEXT;
