-- Every write's idempotency key (request/idempotency.ts, contracts/idempotency.ts, ADR 48). Only
-- SHA-256 of the key is stored; the answer is encrypted with a key derived from the idempotency key
-- itself, so the table alone reveals nothing of what was written or answered (a token exchange's
-- answer holds tokens). PENDING while the first request applies; DONE with the answer once it did.
CREATE TABLE idempotency_keys (
  key_hash TEXT PRIMARY KEY,
  -- Whose key: an account id, 'visitor' (a write open to visitors) or 'client' (the token exchange).
  owner TEXT NOT NULL,
  -- SHA-256 of what the request asked (method, path, operation, variables or body).
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('PENDING', 'DONE')),
  status INTEGER,
  content_type TEXT,
  -- AES-GCM: base64url of the 12-byte IV, then base64url of the ciphertext.
  answer_iv TEXT,
  answer TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
