/** Reading the activity timeline (written by ../../activity.ts together with each change). */

export interface ActivityEventRow {
  id: number;
  account_id: string;
  session_id: string | null;
  type: string;
  at: string;
  details: string;
}

/** Newest first; `after` is the id of the last event of the previous page. */
export async function listActivity(
  db: D1Database,
  accountId: string,
  first: number,
  after: number | null,
): Promise<{ rows: ActivityEventRow[]; hasNextPage: boolean }> {
  const limit = Math.max(1, Math.min(first, 100));
  const { results } = await db
    .prepare(
      `SELECT id, account_id, session_id, type, at, details FROM activity_events
       WHERE account_id = ? AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`,
    )
    .bind(accountId, after, after, limit + 1)
    .all<ActivityEventRow>();
  return { rows: results.slice(0, limit), hasNextPage: results.length > limit };
}
