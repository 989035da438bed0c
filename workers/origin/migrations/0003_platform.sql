-- Cross-cutting tables: the activity timeline, the dev outbox and the persisted-query store.

CREATE TABLE activity_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  session_id TEXT,
  type TEXT NOT NULL,
  at TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '{}'           -- JSON object of string values
);
CREATE INDEX activity_events_account ON activity_events (account_id, id);

-- Messages that would go out by e-mail or SMS; listed on /dev/outbox outside production.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  "to" TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_to ON outbox ("to");

-- Automatic persisted queries: sha256 (hex) of the query text → query text.
CREATE TABLE persisted_queries (
  hash TEXT PRIMARY KEY,
  query TEXT NOT NULL,
  created_at TEXT NOT NULL
);
