/**
 * The hourly job: changes whose effective date has come are put on the subscription in one batch each —
 * the product and its name, the contract phase (the old one ends the day before, the new one starts with
 * the new price and period), and co-readers' access ends when the new edition has no digital. A change
 * whose subscription ended before its day (cancelled after the change was confirmed) lapses instead
 * (UNDONE): an ended subscription gets no new product and no new contract phase to bill.
 */
import { addDays } from "../../calendar/calendar";
import { type ChangeRow, editionOf } from "./data";

interface DueChange {
  id: string;
  from_product: string;
  subscription_id: string;
  to_product: string;
  to_period: string;
  to_price_cents: number;
  effective_date: string;
  descriptor_name: string;
  fulfilments: string;
  /** The subscription's end date, when it has one (a cancellation). */
  end_date: string | null;
}

export async function applyDueChanges(db: D1Database, today: string, now: string): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.from_product, c.subscription_id, c.to_product, c.to_period, c.to_price_cents, c.effective_date, p.descriptor_name, p.fulfilments, s.end_date
       FROM subscription_changes c JOIN products p ON p.code = c.to_product JOIN subscriptions s ON s.id = c.subscription_id
       WHERE c.status = 'PENDING' AND c.effective_date <= ? LIMIT 100`,
    )
    .bind(today)
    .all<DueChange>();
  let applied = 0;
  for (const change of results) {
    if (change.end_date !== null && change.end_date < change.effective_date) {
      await db.prepare("UPDATE subscription_changes SET status = 'UNDONE', undone_at = ?2 WHERE id = ?1 AND status = 'PENDING'").bind(change.id, now).run();
      continue;
    }
    // Every statement after the first only acts when this run applied the change (status and moment).
    const mine = "EXISTS (SELECT 1 FROM subscription_changes WHERE id = ?1 AND status = 'APPLIED' AND applied_at = ?2)";
    const dayBefore = addDays(change.effective_date, -1);
    const [first] = await db.batch([
      // The open phase it closes is recorded, so that a withdrawal can reopen exactly that one.
      db
        .prepare(
          `UPDATE subscription_changes SET status = 'APPLIED', applied_at = ?2,
             closed_phase_seq = (SELECT MAX(seq) FROM contract_phases WHERE subscription_id = ?3 AND end_date IS NULL AND start_date <= ?4)
           WHERE id = ?1 AND status = 'PENDING'`,
        )
        .bind(change.id, now, change.subscription_id, dayBefore),
      db.prepare(`UPDATE subscriptions SET product_code = ?3, sub_title = ?4 WHERE id = ?5 AND ${mine}`).bind(change.id, now, change.to_product, change.descriptor_name, change.subscription_id),
      db
        .prepare(`UPDATE contract_phases SET end_date = ?3 WHERE subscription_id = ?4 AND end_date IS NULL AND start_date <= ?3 AND ${mine}`)
        .bind(change.id, now, dayBefore, change.subscription_id),
      db
        .prepare(
          `INSERT INTO contract_phases (subscription_id, seq, start_date, end_date, price_cents, billing_period, description)
           SELECT ?3, COALESCE((SELECT MAX(seq) FROM contract_phases WHERE subscription_id = ?3), 0) + 1, ?4, NULL, ?5, ?6, ?7 WHERE ${mine}`,
        )
        .bind(change.id, now, change.subscription_id, change.effective_date, change.to_price_cents, change.to_period, `Gewijzigd: ${change.descriptor_name}`),
      ...(change.from_product === change.to_product || editionOf({ code: change.to_product, fulfilments: change.fulfilments }).digital
        ? []
        : [db.prepare(`UPDATE co_readers SET revoked_at = ?2 WHERE subscription_id = ?3 AND revoked_at IS NULL AND ${mine}`).bind(change.id, now, change.subscription_id)]),
    ]);
    if (first?.meta.changes) applied++;
  }
  return applied;
}

/**
 * Withdrawing a change the job applied (Art. 9 CRD, within its window): the subscription back as it was —
 * the product and its name, the new contract phase removed and the one it closed reopened, co-readers whose
 * access the change ended restored. Each statement acts only when the undo's first statement in the same
 * batch marked this change UNDONE at `now`.
 */
export function revertStatements(db: D1Database, change: ChangeRow, now: string): D1PreparedStatement[] {
  const mine = "EXISTS (SELECT 1 FROM subscription_changes WHERE id = ?1 AND status = 'UNDONE' AND undone_at = ?2)";
  return [
    db
      .prepare(`UPDATE subscriptions SET product_code = ?3, sub_title = (SELECT descriptor_name FROM products WHERE code = ?3) WHERE id = ?4 AND product_code = ?5 AND ${mine}`)
      .bind(change.id, now, change.from_product, change.subscription_id, change.to_product),
    db
      .prepare(
        `DELETE FROM contract_phases WHERE subscription_id = ?3 AND start_date = ?4
           AND seq = (SELECT MAX(seq) FROM contract_phases WHERE subscription_id = ?3) AND ${mine}`,
      )
      .bind(change.id, now, change.subscription_id, change.effective_date),
    ...(change.closed_phase_seq === null
      ? []
      : [db.prepare(`UPDATE contract_phases SET end_date = NULL WHERE subscription_id = ?3 AND seq = ?4 AND ${mine}`).bind(change.id, now, change.subscription_id, change.closed_phase_seq)]),
    ...(change.applied_at === null
      ? []
      : [db.prepare(`UPDATE co_readers SET revoked_at = NULL WHERE subscription_id = ?3 AND revoked_at = ?4 AND ${mine}`).bind(change.id, now, change.subscription_id, change.applied_at)]),
  ];
}
