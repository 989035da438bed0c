-- Privacy self-service (personal-data.ts, areas/privacy; ADR 42).

-- "Download mijn gegevens": one archive per request, built at once when small, else by the
-- five-minute job; kept in R2 (DATA_EXPORTS) until expires_at, downloadable only by its account.
CREATE TABLE data_exports (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('PREPARING', 'READY', 'FAILED')),
  requested_at TEXT NOT NULL,
  ready_at TEXT,
  expires_at TEXT,
  size_bytes INTEGER,
  file_count INTEGER
);
CREATE INDEX data_exports_by_account ON data_exports (account_id, requested_at);
CREATE INDEX data_exports_by_status ON data_exports (status, expires_at);

-- "Account verwijderen": requested with the password, erased after the grace period unless undone by
-- logging in; afterwards the row is a tombstone that only the kept invoices refer to.
ALTER TABLE accounts ADD COLUMN deletion_requested_at TEXT;
ALTER TABLE accounts ADD COLUMN deletion_due_at TEXT;
ALTER TABLE accounts ADD COLUMN erased_at TEXT;
CREATE INDEX accounts_deletion_due ON accounts (deletion_due_at) WHERE deletion_due_at IS NOT NULL;
