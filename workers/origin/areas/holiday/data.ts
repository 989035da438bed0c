/** Holiday service: delivery suspensions and temporary addresses, identified by changeId. */
import { requiredAddress, type AddressColumns } from "../../address";
import { brandIdOf } from "../../brands";
import type {
  HolidayServiceCompensation,
  HolidayServiceDeliverySuspension,
  HolidayServicesOverview,
  HolidayServiceStatus,
  HolidayServiceTemporaryAddress,
} from "../../graphql/generated/resolvers";
import { todayLocal } from "../../time";

interface SuspensionRow {
  change_id: string;
  account_id: string;
  subscription_id: string;
  start_date: string;
  end_date: string;
  /** PLANNED or CANCELLED (CHECK constraint); ACTIVE and COMPLETED are derived from the dates. */
  status: "PLANNED" | "CANCELLED";
  compensation: HolidayServiceCompensation;
  created_at: string;
  cancelled_at: string | null;
  brand_key: string;
  subscription_title: string;
}

type TemporaryAddressRow = Omit<SuspensionRow, "compensation"> & AddressColumns;

/** PLANNED rows become ACTIVE or COMPLETED as time passes; CANCELLED stays. */
export function holidayStatus(stored: string, startDate: string, endDate: string, today: string): HolidayServiceStatus {
  if (stored === "CANCELLED") return "CANCELLED";
  if (endDate < today) return "COMPLETED";
  if (startDate <= today) return "ACTIVE";
  return "PLANNED";
}

function common(row: SuspensionRow | TemporaryAddressRow, today: string) {
  const status = holidayStatus(row.status, row.start_date, row.end_date, today);
  return {
    changeId: row.change_id,
    subscriptionId: row.subscription_id,
    brandId: brandIdOf(row.brand_key),
    subscriptionTitle: row.subscription_title,
    startDate: row.start_date,
    endDate: row.end_date,
    status,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    cancellable: status === "PLANNED",
  };
}

function toSuspension(row: SuspensionRow, today: string): HolidayServiceDeliverySuspension {
  return { ...common(row, today), compensation: row.compensation };
}

function toTemporaryAddress(row: TemporaryAddressRow, today: string): HolidayServiceTemporaryAddress {
  return {
    ...common(row, today),
    address: requiredAddress(row),
  };
}

const SELECT_SUSPENSIONS = `SELECT h.*, s.brand_key, s.title AS subscription_title FROM holiday_suspensions h
  JOIN subscriptions s ON s.id = h.subscription_id`;
const SELECT_ADDRESSES = `SELECT h.*, s.brand_key, s.title AS subscription_title FROM holiday_temporary_addresses h
  JOIN subscriptions s ON s.id = h.subscription_id`;

export async function holidayOverview(db: D1Database, accountId: string): Promise<HolidayServicesOverview> {
  const today = todayLocal();
  const [suspensions, addresses] = await db.batch([
    db.prepare(`${SELECT_SUSPENSIONS} WHERE h.account_id = ? ORDER BY h.start_date DESC`).bind(accountId),
    db.prepare(`${SELECT_ADDRESSES} WHERE h.account_id = ? ORDER BY h.start_date DESC`).bind(accountId),
  ]);
  return {
    deliverySuspensions: (suspensions!.results as unknown as SuspensionRow[]).map((r) => toSuspension(r, today)),
    temporaryAddresses: (addresses!.results as unknown as TemporaryAddressRow[]).map((r) => toTemporaryAddress(r, today)),
  };
}

export async function getSuspension(
  db: D1Database,
  accountId: string,
  changeId: string,
): Promise<HolidayServiceDeliverySuspension | null> {
  const row = await db
    .prepare(`${SELECT_SUSPENSIONS} WHERE h.account_id = ? AND h.change_id = ?`)
    .bind(accountId, changeId)
    .first<SuspensionRow>();
  return row ? toSuspension(row, todayLocal()) : null;
}

/** Cancels a suspension that has not started yet; guarded on owner and state in the WHERE clause. */
export function cancelSuspensionStatement(db: D1Database, accountId: string, changeId: string, today: string, now: string) {
  return db
    .prepare(
      `UPDATE holiday_suspensions SET status = 'CANCELLED', cancelled_at = ?
       WHERE change_id = ? AND account_id = ? AND status = 'PLANNED' AND start_date > ?`,
    )
    .bind(now, changeId, accountId, today);
}
