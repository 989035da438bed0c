-- Cancelling a subscription online (areas/cancellation): one row per cancellation, with the end date
-- it set and the end date before it, so an undo (allowed until the end date) restores exactly that.
CREATE TABLE cancellations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  reason TEXT CHECK (reason IN ('TOO_EXPENSIVE', 'NO_TIME_TO_READ', 'CONTENT', 'DELIVERY', 'MOVING', 'OTHER')),
  comment TEXT,
  end_date TEXT NOT NULL,
  previous_end_date TEXT,
  created_at TEXT NOT NULL,
  undone_at TEXT
);
CREATE INDEX cancellations_subscription ON cancellations (subscription_id, undone_at);
