-- Retention of the activity timeline and of persisted queries (housekeeping.ts):
-- activity events older than 24 months go; a persisted query goes 30 days after it was last used.

CREATE INDEX activity_events_at ON activity_events (at);

-- When the query was last asked for by its hash (written at most once a day per isolate); null = never since it was stored.
ALTER TABLE persisted_queries ADD COLUMN last_used_at TEXT;
CREATE INDEX persisted_queries_last_used ON persisted_queries (COALESCE(last_used_at, created_at));
