/** SQL of the FAQ feedback (migration 0017). */
import { nowIso } from "../../calendar/time";
import type { FaqVote } from "./rules";

/** One row per voter and question: a second answer replaces the first, the same answer changes nothing. */
export function upsertFaqVoteStatement(db: D1Database, vote: FaqVote): D1PreparedStatement {
  const now = nowIso();
  return db
    .prepare(
      `INSERT INTO faq_feedback (brand_key, question_slug, voter, account_id, helpful, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (brand_key, question_slug, voter) DO UPDATE SET helpful = excluded.helpful, updated_at = excluded.updated_at
       WHERE faq_feedback.helpful <> excluded.helpful`,
    )
    .bind(vote.brandKey, vote.questionSlug, vote.voter, vote.accountId, vote.helpful ? 1 : 0, now, now);
}

export interface FaqFeedbackRow {
  helpful: number;
  created_at: string;
  updated_at: string;
}

export function getFaqVote(db: D1Database, vote: Pick<FaqVote, "brandKey" | "questionSlug" | "voter">): Promise<FaqFeedbackRow | null> {
  return db
    .prepare("SELECT helpful, created_at, updated_at FROM faq_feedback WHERE brand_key = ? AND question_slug = ? AND voter = ?")
    .bind(vote.brandKey, vote.questionSlug, vote.voter)
    .first<FaqFeedbackRow>();
}

/** How a question scores: for editors' reports (not shown to visitors). */
export async function faqScore(db: D1Database, brandKey: string, questionSlug: string): Promise<{ helpful: number; notHelpful: number }> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(helpful), 0) AS helpful, COALESCE(SUM(1 - helpful), 0) AS not_helpful
       FROM faq_feedback WHERE brand_key = ? AND question_slug = ?`,
    )
    .bind(brandKey, questionSlug)
    .first<{ helpful: number; not_helpful: number }>();
  return { helpful: row?.helpful ?? 0, notHelpful: row?.not_helpful ?? 0 };
}

/** Housekeeping: an anonymous visitor id is only needed to keep one answer per visitor for a while. */
export async function forgetOldVisitors(db: D1Database, before: string): Promise<number> {
  const result = await db
    .prepare(`UPDATE faq_feedback SET voter = 'expired:' || id WHERE voter LIKE 'visitor:%' AND updated_at < ?`)
    .bind(before)
    .run();
  return result.meta.changes ?? 0;
}
