-- Test worlds (ADR 37): each call of POST /test/worlds on a test stack numbers a fresh copy of the demo
-- accounts. Only the number lives here; the copy's rows are ordinary rows of the areas' tables. No
-- production code reads this table, and production never answers /test/worlds.
CREATE TABLE test_worlds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL
);
