/** Moving-house service: planned address changes of the account's subscriptions. */
import { requiredAddress, type AddressColumns } from "../../address";
import { brandIdOf } from "../../brands";

interface MovingRow extends AddressColumns {
  id: string;
  subscription_id: string;
  move_date: string;
  status: string;
  created_at: string;
  brand_key: string;
}

export async function movingHouseOverview(db: D1Database, accountId: string) {
  const { results } = await db
    .prepare(
      `SELECT m.*, s.brand_key FROM moving_house_changes m JOIN subscriptions s ON s.id = m.subscription_id
       WHERE m.account_id = ? ORDER BY m.move_date DESC`,
    )
    .bind(accountId)
    .all<MovingRow>();
  return {
    services: results.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      brandId: brandIdOf(row.brand_key),
      moveDate: row.move_date,
      status: row.status,
      createdAt: row.created_at,
      address: requiredAddress(row),
    })),
  };
}
