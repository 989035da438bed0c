-- Delivery incidents (areas/delivery/incidents.ts, ADR 40): who has been told of which incident, so
-- that nobody gets the e-mail twice. Incidents themselves are content (curated) or computed from the
-- complaints (detected); neither is stored here.
CREATE TABLE delivery_incident_notifications (
  incident_id TEXT NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (incident_id, account_id)
);

-- Detection reads NOT_DELIVERED complaints by edition date.
CREATE INDEX delivery_complaints_by_type_and_edition ON delivery_complaints (type, edition_date);
