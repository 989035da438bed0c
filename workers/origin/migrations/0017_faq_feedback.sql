-- Customer service (issue 14, ADR 24): "Was dit nuttig?" under each FAQ answer. One answer per question,
-- brand and voter: a logged-in account, or the anonymous visitor id the portal keeps in a cookie. Answering
-- again replaces the answer (idempotent); the FAQ questions themselves are content, not origin data.
CREATE TABLE faq_feedback (
  id INTEGER PRIMARY KEY,
  brand_key TEXT NOT NULL,
  question_slug TEXT NOT NULL,
  -- 'account:<id>' or 'visitor:<id>'; housekeeping forgets visitor ids after FAQ_VOTER_RETENTION_SECONDS.
  voter TEXT NOT NULL,
  account_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX faq_feedback_one_per_voter ON faq_feedback (brand_key, question_slug, voter);
CREATE INDEX faq_feedback_question ON faq_feedback (brand_key, question_slug);
