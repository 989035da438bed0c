-- "Doneer mijn krant" (areas/holiday, ADR 22): during a suspension the subscriber may give the skipped
-- papers to a partner organisation in the region of the subscription's delivery address instead of a
-- compensation. A partner serves one range of the numeric postcode (NL: the 4 digits of "1234 AB") in
-- one country; the embedded default is a seeded list, a real distributor answers from its own.
CREATE TABLE holiday_donation_partners (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('CARE_HOME', 'LIBRARY', 'FOOD_BANK')),
  city TEXT NOT NULL,
  -- The region as a reader knows it ("provincie Utrecht", "Antwerpen").
  region TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('NL', 'BE')),
  zip_from INTEGER NOT NULL,
  zip_to INTEGER NOT NULL,
  -- A partner that stops taking papers stays (old suspensions name it) but is no longer offered.
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK (zip_from <= zip_to)
);
CREATE INDEX holiday_donation_partners_region ON holiday_donation_partners (country_code, zip_from, zip_to);

-- The partner of a DONATE suspension (NULL for the other compensations).
ALTER TABLE holiday_suspensions ADD COLUMN donation_partner_id TEXT REFERENCES holiday_donation_partners (id);
