-- Shared access (ADR 21): who accepted an invite, idempotent invites, one open invite per e-mail per
-- subscription, and requests for access from a reader to an owner.

ALTER TABLE shared_access_invites ADD COLUMN accepted_by_account_id TEXT REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE shared_access_invites ADD COLUMN idempotency_key TEXT;
-- Where the invite came from: the owner's invitation, or an approved request for access.
ALTER TABLE shared_access_invites ADD COLUMN source TEXT NOT NULL DEFAULT 'INVITE' CHECK (source IN ('INVITE', 'REQUEST'));

-- One open invite per e-mail address per subscription (addresses are stored lower-case). An expired one
-- is closed (REVOKED) in the same batch that sends its successor.
CREATE UNIQUE INDEX shared_access_invites_open ON shared_access_invites (subscription_id, email) WHERE status = 'PENDING';
CREATE UNIQUE INDEX shared_access_invites_idempotency ON shared_access_invites (account_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- One active grant per reader per subscription.
CREATE UNIQUE INDEX co_readers_active ON co_readers (subscription_id, co_reader_account_id) WHERE revoked_at IS NULL;

-- A reader asks the owner of a subscription (by the owner's e-mail address) for access. Every request is
-- stored, also when no account or no shareable subscription belongs to the address (owner_account_id NULL),
-- so the requester cannot learn from the answer whether an address has an account.
CREATE TABLE shared_access_requests (
  id TEXT PRIMARY KEY,
  requester_account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  owner_email TEXT NOT NULL,
  owner_account_id TEXT REFERENCES accounts (id) ON DELETE CASCADE,
  brand_key TEXT NOT NULL,
  message TEXT,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN')),
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  decided_at TEXT,
  -- Deferred: approving writes the request first, its accepted invite next, in one batch.
  invite_id TEXT REFERENCES shared_access_invites (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
  UNIQUE (requester_account_id, idempotency_key)
);
CREATE INDEX shared_access_requests_owner ON shared_access_requests (owner_account_id, status);
CREATE UNIQUE INDEX shared_access_requests_open ON shared_access_requests (requester_account_id, owner_email, brand_key)
  WHERE status = 'PENDING';
