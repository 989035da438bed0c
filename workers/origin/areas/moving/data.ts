/** Moving house in D1: the account's paper subscriptions, the embedded address service, the moves and their one-batch writes. */
import { activityStatement, type ActivityInput } from "../../records/activity";
import { addressValues, type AddressColumns } from "../../rules/address";
import type { DeliveryArea, MoveDelivery } from "./rules";
import type { MovingHouseStatus } from "../../graphql/generated/resolvers";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";

/** An own subscription that comes on paper and runs on (not ended): the ones a move can take along. */
export interface PaperSubscriptionRow {
  id: string;
  brand_key: string;
  title: string;
  sub_title: string | null;
}

export async function paperSubscriptions(db: D1Database, accountId: string, today: string): Promise<PaperSubscriptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.brand_key, s.title, s.sub_title FROM subscriptions s JOIN products p ON p.code = s.product_code
       WHERE s.account_id = ? AND p.type IN ('PAPER', 'PAPER_AND_DIGITAL', 'MAGAZINE') AND s.status != 'CANCELLED'
         AND (s.end_date IS NULL OR s.end_date >= ?)
       ORDER BY s.start_date, s.id`,
    )
    .bind(accountId, today)
    .all<PaperSubscriptionRow>();
  return results;
}

/** The account's country (NL or BE) and current address (read it with `.first<AccountAddressRow>()`). */
export function accountAddressStatement(db: D1Database, accountId: string): D1PreparedStatement {
  return db.prepare("SELECT street, house_number, house_number_suffix, zip_code, city, country_code, email, first_name FROM accounts WHERE id = ?").bind(accountId);
}

export type AccountAddressRow = AddressColumns & { country_code: string; email: string; first_name: string | null };

/** The delivery areas of some brands, per brand. */
export async function deliveryAreas(db: D1Database, brandKeys: string[]): Promise<Map<string, DeliveryArea[]>> {
  const areas = new Map<string, DeliveryArea[]>(brandKeys.map((key) => [key, []]));
  if (brandKeys.length === 0) return areas;
  const { results } = await db
    .prepare(`SELECT brand_key, country_code, zip_from, zip_to FROM moving_delivery_areas WHERE brand_key IN (${brandKeys.map(() => "?").join(", ")})`)
    .bind(...brandKeys)
    .all<DeliveryArea & { brand_key: string }>();
  for (const row of results) areas.get(row.brand_key)?.push(row);
  return areas;
}

export interface NlAddressRow {
  zip_code: string;
  house_number: string;
  house_number_suffix: string;
  street: string;
  city: string;
}

/** Every Dutch address with this postcode and house number (one per suffix; '' is none). */
export async function nlAddresses(db: D1Database, zipCode: string, houseNumber: string): Promise<NlAddressRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM moving_nl_addresses WHERE zip_code = ? AND house_number = ? ORDER BY house_number_suffix")
    .bind(zipCode, houseNumber)
    .all<NlAddressRow>();
  return results;
}

export async function nlZipCodeExists(db: D1Database, zipCode: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM moving_nl_addresses WHERE zip_code = ? LIMIT 1").bind(zipCode).first()) !== null;
}

/** The municipalities of a Belgian postcode (none for an unknown one). */
export async function beCities(db: D1Database, zipCode: string): Promise<string[]> {
  const { results } = await db.prepare("SELECT city FROM moving_be_postcodes WHERE zip_code = ? ORDER BY city").bind(zipCode).all<{ city: string }>();
  return results.map((row) => row.city);
}

export interface MoveRow extends AddressColumns {
  id: string;
  account_id: string;
  move_date: string;
  status: MovingHouseStatus;
  created_at: string;
  cancelled_at: string | null;
  completed_at: string | null;
  /** 1: typed in by the subscriber, checked by customer service (migration 0028). */
  address_to_check: number;
}

export interface MoveChangeRow {
  move_id: string;
  subscription_id: string;
  delivery: MoveDelivery;
  first_edition_date: string | null;
  brand_key: string;
  title: string;
  sub_title: string | null;
}

export interface MoveWithChanges {
  move: MoveRow;
  changes: MoveChangeRow[];
}

async function withChanges(db: D1Database, moves: MoveRow[]): Promise<MoveWithChanges[]> {
  if (moves.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT c.move_id, c.subscription_id, c.delivery, c.first_edition_date, s.brand_key, s.title, s.sub_title
       FROM moving_house_changes c JOIN subscriptions s ON s.id = c.subscription_id
       WHERE c.move_id IN (${moves.map(() => "?").join(", ")}) ORDER BY s.start_date, s.id`,
    )
    .bind(...moves.map((move) => move.id))
    .all<MoveChangeRow>();
  return moves.map((move) => ({ move, changes: results.filter((change) => change.move_id === move.id) }));
}

/** The account's moves, newest move date first. */
export async function movesOf(db: D1Database, accountId: string): Promise<MoveWithChanges[]> {
  const { results } = await db
    .prepare("SELECT * FROM moving_house_moves WHERE account_id = ? ORDER BY move_date DESC, created_at DESC")
    .bind(accountId)
    .all<MoveRow>();
  return withChanges(db, results);
}

export async function moveById(db: D1Database, accountId: string, id: string): Promise<MoveWithChanges | null> {
  const move = await db.prepare("SELECT * FROM moving_house_moves WHERE account_id = ? AND id = ?").bind(accountId, id).first<MoveRow>();
  return move ? (await withChanges(db, [move]))[0]! : null;
}

export async function moveByKey(db: D1Database, accountId: string, idempotencyKey: string): Promise<MoveWithChanges | null> {
  const move = await db
    .prepare("SELECT * FROM moving_house_moves WHERE account_id = ? AND idempotency_key = ?")
    .bind(accountId, idempotencyKey)
    .first<MoveRow>();
  return move ? (await withChanges(db, [move]))[0]! : null;
}

export function plannedMove(db: D1Database, accountId: string) {
  return db.prepare("SELECT * FROM moving_house_moves WHERE account_id = ? AND status = 'PLANNED'").bind(accountId).first<MoveRow>();
}

export interface NewMove {
  id: string;
  accountId: string;
  moveDate: string;
  address: { street: string; houseNumber: string; houseNumberSuffix: string | null; zipCode: string; city: string; countryCode: string };
  addressToBeChecked: boolean;
  /** A planned move this one replaces (a change): cancelled in the same batch, before the insert. */
  replaces: string | null;
  subscriptions: Array<{ subscriptionId: string; delivery: MoveDelivery; firstEditionDate: string | null }>;
  idempotencyKey: string;
  now: string;
  event: ActivityInput;
  /** The e-mail the subscriber keeps (mail.ts), stored with the move or not at all. */
  message: OutboxMessage;
}

/**
 * The move, its subscriptions, its event and its e-mail in one batch. False when the move was not stored: the
 * same key was stored meanwhile, or another move is planned (the partial UNIQUE index).
 */
export async function insertMove(db: D1Database, move: NewMove): Promise<boolean> {
  const replacing = move.replaces
    ? [
        db.prepare("UPDATE moving_house_moves SET status = 'CANCELLED', cancelled_at = ? WHERE id = ? AND account_id = ? AND status = 'PLANNED'").bind(move.now, move.replaces, move.accountId),
        db.prepare("UPDATE moving_house_changes SET status = 'CANCELLED' WHERE move_id = ? AND account_id = ? AND status = 'PLANNED'").bind(move.replaces, move.accountId),
      ]
    : [];
  const statements = [
    ...replacing,
    db
      .prepare(
        `INSERT INTO moving_house_moves (id, account_id, move_date, status, street, house_number, house_number_suffix, zip_code, city,
           country_code, idempotency_key, created_at, address_to_check) VALUES (?, ?, ?, 'PLANNED', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(move.id, move.accountId, move.moveDate, ...addressValues(move.address), move.idempotencyKey, move.now, move.addressToBeChecked ? 1 : 0),
    ...move.subscriptions.map((subscription) =>
      db
        .prepare(
          `INSERT INTO moving_house_changes (id, account_id, subscription_id, move_date, status, street, house_number, house_number_suffix,
             zip_code, city, country_code, created_at, move_id, delivery, first_edition_date)
           VALUES (?, ?, ?, ?, 'PLANNED', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          `${move.id}-${subscription.subscriptionId}`,
          move.accountId,
          subscription.subscriptionId,
          move.moveDate,
          ...addressValues(move.address),
          move.now,
          move.id,
          subscription.delivery,
          subscription.firstEditionDate,
        ),
    ),
    activityStatement(db, move.event),
    sendMessageStatement(db, move.message),
  ];
  try {
    await db.batch(statements);
    return true;
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed")) return false;
    throw error;
  }
}

/** Cancels a planned move (guarded on its status) and writes the event only when it did. */
export async function cancelMove(db: D1Database, accountId: string, id: string, now: string, event: ActivityInput, message: OutboxMessage): Promise<boolean> {
  const [moved] = await db.batch([
    db.prepare("UPDATE moving_house_moves SET status = 'CANCELLED', cancelled_at = ? WHERE id = ? AND account_id = ? AND status = 'PLANNED'").bind(now, id, accountId),
    activityStatement(db, event, { ifPreviousChanged: true }),
    sendMessageStatement(db, message, { ifPreviousChanged: true }),
    db.prepare("UPDATE moving_house_changes SET status = 'CANCELLED' WHERE move_id = ? AND status = 'PLANNED'").bind(id),
  ]);
  return Boolean(moved?.meta.changes);
}

/** The PLANNED moves whose date has come (`today` or earlier), of one account or of all. */
function dueMovesStatement(db: D1Database, today: string, accountId?: string): D1PreparedStatement {
  return db
    .prepare(`SELECT * FROM moving_house_moves WHERE status = 'PLANNED' AND move_date <= ? ${accountId ? "AND account_id = ?" : ""} LIMIT 100`)
    .bind(...(accountId ? [today, accountId] : [today]));
}

/** Completes these due moves (see completeDueMoves); returns how many this run completed. */
async function completeMoves(db: D1Database, moves: MoveRow[], now: string): Promise<number> {
  let completed = 0;
  for (const move of moves) {
    const address = [move.street, move.house_number, move.house_number_suffix, move.zip_code, move.city, move.country_code];
    const [changed] = await db.batch([
      db.prepare("UPDATE moving_house_moves SET status = 'COMPLETED', completed_at = ? WHERE id = ? AND status = 'PLANNED'").bind(now, move.id),
      activityStatement(
        db,
        { accountId: move.account_id, sessionId: null, type: "MOVING_HOUSE_COMPLETED", details: { moveId: move.id, moveDate: move.move_date } },
        { ifPreviousChanged: true },
      ),
      // changes() is the event's insert: only the run that completed the move updates the account (and its version once).
      db
        .prepare(
          `UPDATE accounts SET street = ?, house_number = ?, house_number_suffix = ?, zip_code = ?, city = ?, country_code = ?,
             updated_at = ?, version = version + 1 WHERE id = ? AND changes() > 0`,
        )
        .bind(...address, now, move.account_id),
      db
        .prepare(
          `UPDATE subscriptions SET delivery_street = ?, delivery_house_number = ?, delivery_house_number_suffix = ?, delivery_zip_code = ?,
             delivery_city = ?, delivery_country_code = ?
           WHERE id IN (SELECT subscription_id FROM moving_house_changes WHERE move_id = ? AND delivery != 'DIGITAL')`,
        )
        .bind(...address, move.id),
      db.prepare("UPDATE moving_house_changes SET status = 'COMPLETED' WHERE move_id = ? AND status = 'PLANNED'").bind(move.id),
    ]);
    if (changed?.meta.changes) completed++;
  }
  return completed;
}

/**
 * Completes the planned moves whose date has come (all accounts, or one): the account's own address
 * and the delivery address of each subscription that moves (post included; digital keeps none) become
 * the new address. Per move one batch; the status guard makes a second run (or a concurrent read)
 * change nothing, and the account's version goes up once. Returns how many moves it completed.
 */
export async function completeDueMoves(db: D1Database, today: string, now: string, accountId?: string): Promise<number> {
  const { results } = await dueMovesStatement(db, today, accountId).all<MoveRow>();
  return completeMoves(db, results, now);
}

/**
 * The first row of `read` once the account's due moves are completed (a move whose date has come
 * changes the address before anyone reads it; the hourly cron may not have run yet). The check and
 * the read share one D1 batch, so the usual case (nothing due) is one round trip; when a move was
 * due it is completed and `read` runs again.
 */
export async function firstAfterDueMoves<T>(db: D1Database, today: string, now: string, accountId: string, read: D1PreparedStatement): Promise<T | null> {
  const [due, first] = await db.batch([dueMovesStatement(db, today, accountId), read]);
  const moves = (due?.results ?? []) as MoveRow[];
  if (moves.length === 0) return (first?.results[0] as T | undefined) ?? null;
  await completeMoves(db, moves, now);
  return read.first<T>();
}
