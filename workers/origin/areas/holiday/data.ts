/** Holiday service: delivery suspensions and temporary addresses, identified by changeId (ADR 22). */
import { activityStatement, type ActivityInput } from "../../records/activity";
import { addressValues, requiredAddress, type AddressColumns } from "../../rules/address";
import { brandCountry, brandIdOf } from "../../demo/brands";
import { addDays } from "../../calendar/calendar";
import type {
  HolidayServiceCompensation,
  HolidayServiceDeliverySuspension,
  HolidayServicesOverview,
  HolidayServiceStatus,
  HolidayServiceTemporaryAddress,
  PcsProductType,
} from "../../graphql/generated/resolvers";
import { todayLocal } from "../../calendar/time";
import type { Address } from "../../rules/validation";
import { deliveryOf, ownSubscriptions, type DeliverySubscriptionRow } from "../delivery";
import { isCancellable, skippedPapers, type DeliveryAddress, type DonationPartner, type HolidayKind, type Period } from "./rules";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";

interface SuspensionRow {
  change_id: string;
  account_id: string;
  subscription_id: string;
  start_date: string;
  end_date: string;
  /** PLANNED or CANCELLED (CHECK constraint); ACTIVE and COMPLETED are derived from the dates. */
  status: "PLANNED" | "CANCELLED";
  compensation: HolidayServiceCompensation;
  donation_partner_id: string | null;
  created_at: string;
  cancelled_at: string | null;
  brand_key: string;
  subscription_title: string;
  product_type: PcsProductType;
  fulfilments: string;
}

/** The partner of a DONATE suspension, joined (null columns for the other compensations). */
interface PartnerColumns {
  partner_name: string | null;
  partner_description: string | null;
  partner_kind: DonationPartner["kind"] | null;
  partner_city: string | null;
  partner_region: string | null;
}

type TemporaryAddressRow = Omit<SuspensionRow, "compensation" | "donation_partner_id"> & AddressColumns;

/** PLANNED rows become ACTIVE or COMPLETED as time passes; CANCELLED stays. */
export function holidayStatus(stored: string, startDate: string, endDate: string, today: string): HolidayServiceStatus {
  if (stored === "CANCELLED") return "CANCELLED";
  if (endDate < today) return "COMPLETED";
  if (startDate <= today) return "ACTIVE";
  return "PLANNED";
}

function common(row: SuspensionRow | TemporaryAddressRow, today: string) {
  const status = holidayStatus(row.status, row.start_date, row.end_date, today);
  const country = brandCountry(row.brand_key);
  const startDateChangeable = status === "PLANNED" && isCancellable(row.start_date, today, country);
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
    cancellable: startDateChangeable,
    startDateChangeable,
    changeable: status === "PLANNED" || (status === "ACTIVE" && row.end_date > addDays(today, 1)),
    skippedPapers: skippedPapers(deliveryOf(row), row.start_date, row.end_date, country),
  };
}

function toSuspension(row: SuspensionRow & PartnerColumns, today: string): HolidayServiceDeliverySuspension {
  const partner =
    row.donation_partner_id && row.partner_name
      ? {
          id: row.donation_partner_id,
          name: row.partner_name,
          description: row.partner_description ?? "",
          kind: row.partner_kind ?? "CARE_HOME",
          city: row.partner_city ?? "",
          region: row.partner_region ?? "",
        }
      : null;
  return { ...common(row, today), compensation: row.compensation, donationPartner: partner };
}

function toTemporaryAddress(row: TemporaryAddressRow, today: string): HolidayServiceTemporaryAddress {
  return { ...common(row, today), address: requiredAddress(row) };
}

const JOIN = `JOIN subscriptions s ON s.id = h.subscription_id JOIN products p ON p.code = s.product_code`;
const SELECT_SUSPENSIONS = `SELECT h.*, s.brand_key, s.title AS subscription_title, p.type AS product_type, p.fulfilments,
    dp.name AS partner_name, dp.description AS partner_description, dp.kind AS partner_kind, dp.city AS partner_city, dp.region AS partner_region
  FROM holiday_suspensions h ${JOIN} LEFT JOIN holiday_donation_partners dp ON dp.id = h.donation_partner_id`;
const SELECT_ADDRESSES = `SELECT h.*, s.brand_key, s.title AS subscription_title, p.type AS product_type, p.fulfilments
  FROM holiday_temporary_addresses h ${JOIN}`;

export async function holidayOverview(db: D1Database, accountId: string): Promise<HolidayServicesOverview> {
  const today = todayLocal();
  const [suspensions, addresses] = await db.batch([
    db.prepare(`${SELECT_SUSPENSIONS} WHERE h.account_id = ? ORDER BY h.start_date DESC`).bind(accountId),
    db.prepare(`${SELECT_ADDRESSES} WHERE h.account_id = ? ORDER BY h.start_date DESC`).bind(accountId),
  ]);
  return {
    deliverySuspensions: (suspensions!.results as unknown as Array<SuspensionRow & PartnerColumns>).map((r) => toSuspension(r, today)),
    temporaryAddresses: (addresses!.results as unknown as TemporaryAddressRow[]).map((r) => toTemporaryAddress(r, today)),
  };
}

export async function getSuspension(db: D1Database, accountId: string, changeId: string): Promise<HolidayServiceDeliverySuspension | null> {
  const row = await db.prepare(`${SELECT_SUSPENSIONS} WHERE h.account_id = ? AND h.change_id = ?`).bind(accountId, changeId).first<SuspensionRow & PartnerColumns>();
  return row ? toSuspension(row, todayLocal()) : null;
}

export async function getTemporaryAddress(db: D1Database, accountId: string, changeId: string): Promise<HolidayServiceTemporaryAddress | null> {
  const row = await db.prepare(`${SELECT_ADDRESSES} WHERE h.account_id = ? AND h.change_id = ?`).bind(accountId, changeId).first<TemporaryAddressRow>();
  return row ? toTemporaryAddress(row, todayLocal()) : null;
}

/** One change of the account of either kind, or null (also for another account's). */
export async function getChange(
  db: D1Database,
  accountId: string,
  changeId: string,
): Promise<{ kind: HolidayKind; change: HolidayServiceDeliverySuspension | HolidayServiceTemporaryAddress; brandKey: string } | null> {
  const [suspension, address] = await db.batch([
    db.prepare(`${SELECT_SUSPENSIONS} WHERE h.account_id = ? AND h.change_id = ?`).bind(accountId, changeId),
    db.prepare(`${SELECT_ADDRESSES} WHERE h.account_id = ? AND h.change_id = ?`).bind(accountId, changeId),
  ]);
  const today = todayLocal();
  const s = suspension!.results[0] as (SuspensionRow & PartnerColumns) | undefined;
  if (s) return { kind: "SUSPENSION", change: toSuspension(s, today), brandKey: s.brand_key };
  const a = address!.results[0] as TemporaryAddressRow | undefined;
  if (a) return { kind: "TEMPORARY_ADDRESS", change: toTemporaryAddress(a, today), brandKey: a.brand_key };
  return null;
}

/** Every change of some subscriptions that is not cancelled (also those that are over: they count in the yearly maximum). */
export async function periodsOf(db: D1Database, subscriptionIds: string[]): Promise<Map<string, Period[]>> {
  const periods = new Map<string, Period[]>(subscriptionIds.map((id) => [id, []]));
  if (subscriptionIds.length === 0) return periods;
  const marks = subscriptionIds.map(() => "?").join(", ");
  const { results } = await db
    .prepare(
      `SELECT change_id, 'SUSPENSION' AS kind, subscription_id, start_date, end_date FROM holiday_suspensions
         WHERE status != 'CANCELLED' AND subscription_id IN (${marks})
       UNION ALL
       SELECT change_id, 'TEMPORARY_ADDRESS' AS kind, subscription_id, start_date, end_date FROM holiday_temporary_addresses
         WHERE status != 'CANCELLED' AND subscription_id IN (${marks})
       ORDER BY start_date`,
    )
    .bind(...subscriptionIds, ...subscriptionIds)
    .all<{ change_id: string; kind: HolidayKind; subscription_id: string; start_date: string; end_date: string }>();
  for (const row of results) {
    periods.get(row.subscription_id)?.push({ changeId: row.change_id, kind: row.kind, startDate: row.start_date, endDate: row.end_date });
  }
  return periods;
}

/** The account's own subscriptions that deliver on paper and are not cancelled, oldest first. */
export async function paperSubscriptions(db: D1Database, accountId: string, today: string): Promise<DeliverySubscriptionRow[]> {
  const rows = await ownSubscriptions(db, accountId, today);
  return rows.filter((row) => row.status !== "CANCELLED" && (row.end_date === null || row.end_date >= today) && deliveryOf(row).kind !== "NONE");
}

/** Whether a form (its idempotency key) already stored its changes. */
export async function keyUsed(db: D1Database, accountId: string, idempotencyKey: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM holiday_suspensions WHERE account_id = ?1 AND idempotency_key = ?2)
          OR EXISTS (SELECT 1 FROM holiday_temporary_addresses WHERE account_id = ?1 AND idempotency_key = ?2) AS used`,
    )
    .bind(accountId, idempotencyKey)
    .first<{ used: number }>();
  return Boolean(row?.used);
}

/** No other change of the subscription (either kind, not cancelled) overlaps ?start..?end; `?self` is left out. */
const NO_OVERLAP = (subscription: string, start: string, end: string, self: string) => `
  NOT EXISTS (SELECT 1 FROM holiday_suspensions o WHERE o.subscription_id = ${subscription} AND o.status != 'CANCELLED'
    AND o.start_date <= ${end} AND o.end_date >= ${start} AND o.change_id != ${self})
  AND NOT EXISTS (SELECT 1 FROM holiday_temporary_addresses o WHERE o.subscription_id = ${subscription} AND o.status != 'CANCELLED'
    AND o.start_date <= ${end} AND o.end_date >= ${start} AND o.change_id != ${self})`;

/** Fails the batch (CHECK) when the statement before it changed no row. */
const guard = (db: D1Database) => db.prepare("INSERT INTO holiday_batch_guard (changed) VALUES (changes())");
const clearGuard = (db: D1Database) => db.prepare("DELETE FROM holiday_batch_guard");

export interface NewChange {
  changeId: string;
  accountId: string;
  subscriptionId: string;
  startDate: string;
  endDate: string;
  idempotencyKey: string;
  now: string;
  event: ActivityInput;
}

export type NewSuspension = NewChange & {
  compensation: HolidayServiceCompensation;
  /** DONATE: the partner organisation that gets the papers; null otherwise. */
  donationPartnerId?: string | null;
};
export type NewTemporaryAddress = NewChange & { address: Address };

function insertSuspension(db: D1Database, change: NewSuspension): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO holiday_suspensions (change_id, account_id, subscription_id, start_date, end_date, status, compensation, created_at, idempotency_key,
         donation_partner_id)
       SELECT ?1, ?2, ?3, ?4, ?5, 'PLANNED', ?6, ?7, ?8, ?9 WHERE ${NO_OVERLAP("?3", "?4", "?5", "?1")}`,
    )
    .bind(
      change.changeId,
      change.accountId,
      change.subscriptionId,
      change.startDate,
      change.endDate,
      change.compensation,
      change.now,
      change.idempotencyKey,
      change.donationPartnerId ?? null,
    );
}

function insertTemporaryAddress(db: D1Database, change: NewTemporaryAddress): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO holiday_temporary_addresses (change_id, account_id, subscription_id, start_date, end_date, status, street, house_number,
         house_number_suffix, zip_code, city, country_code, created_at, idempotency_key)
       SELECT ?1, ?2, ?3, ?4, ?5, 'PLANNED', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13 WHERE ${NO_OVERLAP("?3", "?4", "?5", "?1")}`,
    )
    .bind(
      change.changeId,
      change.accountId,
      change.subscriptionId,
      change.startDate,
      change.endDate,
      ...addressValues(change.address),
      change.now,
      change.idempotencyKey,
    );
}

/**
 * One batch for every subscription of a form: each change (only without overlap, checked again in SQL),
 * the guard after it, its activity event. A double submit (same key) or an overlap stored meanwhile
 * makes the batch fail as a whole: nothing is half-stored. Throws the D1 error then.
 */
export async function storeChanges(
  db: D1Database,
  changes: Array<{ kind: "SUSPENSION"; change: NewSuspension } | { kind: "TEMPORARY_ADDRESS"; change: NewTemporaryAddress }>,
  messages: readonly OutboxMessage[] = [],
): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const item of changes) {
    statements.push(item.kind === "SUSPENSION" ? insertSuspension(db, item.change) : insertTemporaryAddress(db, item.change), guard(db));
    statements.push(activityStatement(db, item.change.event));
  }
  // The e-mail the subscriber keeps (mail.ts), with the changes or not at all.
  for (const message of messages) statements.push(sendMessageStatement(db, message));
  statements.push(clearGuard(db));
  await db.batch(statements);
}

const TABLE: Record<HolidayKind, string> = { SUSPENSION: "holiday_suspensions", TEMPORARY_ADDRESS: "holiday_temporary_addresses" };

/** Cancels a change whose start is at or after `earliest` (the lead time); guarded on owner and state in the WHERE clause. */
export function cancelStatement(db: D1Database, kind: HolidayKind, accountId: string, changeId: string, earliest: string, now: string) {
  return db
    .prepare(
      `UPDATE ${TABLE[kind]} SET status = 'CANCELLED', cancelled_at = ?, updated_at = ?
       WHERE change_id = ? AND account_id = ? AND status = 'PLANNED' AND start_date >= ?`,
    )
    .bind(now, now, changeId, accountId, earliest);
}

export interface PeriodChange {
  kind: HolidayKind;
  accountId: string;
  changeId: string;
  subscriptionId: string;
  /** The stored dates the change was checked against (optimistic guard). */
  was: { startDate: string; endDate: string };
  startDate: string;
  endDate: string;
  now: string;
  event: ActivityInput;
  message?: OutboxMessage;
}

/** New dates in one batch with its event (and e-mail); fails (D1 error) when the row changed meanwhile or an overlap appeared. */
export async function changePeriod(db: D1Database, change: PeriodChange): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE ${TABLE[change.kind]} SET start_date = ?1, end_date = ?2, updated_at = ?3
         WHERE change_id = ?4 AND account_id = ?5 AND status = 'PLANNED' AND start_date = ?6 AND end_date = ?7
           AND ${NO_OVERLAP("?8", "?1", "?2", "?4")}`,
      )
      .bind(change.startDate, change.endDate, change.now, change.changeId, change.accountId, change.was.startDate, change.was.endDate, change.subscriptionId),
    guard(db),
    activityStatement(db, change.event),
    ...(change.message ? [sendMessageStatement(db, change.message)] : []),
    clearGuard(db),
  ]);
}

/** Every partner organisation (also those that stopped: a stored suspension may name one). */
export async function donationPartners(db: D1Database): Promise<DonationPartner[]> {
  const { results } = await db
    .prepare("SELECT id, name, description, kind, city, region, country_code, zip_from, zip_to, active FROM holiday_donation_partners ORDER BY name")
    .all<{ id: string; name: string; description: string; kind: DonationPartner["kind"]; city: string; region: string; country_code: "NL" | "BE"; zip_from: number; zip_to: number; active: number }>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    city: row.city,
    region: row.region,
    countryCode: row.country_code,
    zipFrom: row.zip_from,
    zipTo: row.zip_to,
    active: row.active === 1,
  }));
}

/** The delivery address (postcode and country) of some of the account's subscriptions: the region a donation goes to. */
export async function deliveryAddresses(db: D1Database, accountId: string, subscriptionIds: string[]): Promise<Map<string, DeliveryAddress>> {
  const addresses = new Map<string, DeliveryAddress>();
  if (subscriptionIds.length === 0) return addresses;
  const { results } = await db
    .prepare(`SELECT id, delivery_zip_code, delivery_country_code FROM subscriptions WHERE account_id = ? AND id IN (${subscriptionIds.map(() => "?").join(", ")})`)
    .bind(accountId, ...subscriptionIds)
    .all<{ id: string; delivery_zip_code: string | null; delivery_country_code: string | null }>();
  for (const row of results) addresses.set(row.id, { zipCode: row.delivery_zip_code, countryCode: row.delivery_country_code });
  return addresses;
}
