-- Delivery instructions (issue 58): a short text per delivered newspaper subscription for the deliverer
-- ("niet in de brievenbus, achter het hek"), set by the owner on /bezorgservice and handed to the
-- distribution partner's route list with the address. NULL: none.
ALTER TABLE subscriptions ADD COLUMN delivery_instructions TEXT CHECK (delivery_instructions IS NULL OR length(delivery_instructions) <= 200);
ALTER TABLE subscriptions ADD COLUMN delivery_instructions_updated_at TEXT;
