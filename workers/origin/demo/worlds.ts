/**
 * Test worlds (ADR 37): `POST /test/worlds` on a test stack makes a fresh copy of the demo people and
 * everything they own — accounts, subscriptions, invoices, complaints, holidays, moves, shared access,
 * newsletters, preferences, activity — under new ids, and answers those ids. A journey or worker test
 * that changes state works on its own world, so it can run alone, twice, in any order or beside
 * another; the documented demo accounts are never touched.
 *
 * The copy is made from the areas' own seed fragments (seed.ts), so a new area's demo rows are copied
 * without a change here. Shared reference data (products, newsletters, offers, addresses, donation
 * partners, delivery areas) is not copied: it has no owner. In world `n`:
 * - account ids get `-w<n>`, e-mail addresses `+w<n>` before the `@`;
 * - subscription numbers get `n` in front (still 4–12 digits), and every id or number that contains one
 *   (complaints, credits, invoice numbers, suspensions, invitations…) changes with it;
 * - every other id of an owned row gets `-w<n>`, invitation keys too (password hashes stay: the demo password);
 * - a globally unique sequence number (`seq` of complaints) moves up by `n * 1000`, and a generated
 *   integer id (activity events) is left to the database.
 *
 * Answered only when the stack allows test hooks (development, test) and the request carries the test
 * seeding secret (`TEST_SEED_SECRET`, set by `scripts/stack-config.mjs`'s TEST_SECRETS only): `npm start`
 * and production answer 404.
 */
import { DEMO, DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedRow } from "./demo";
import { allowsTestHooks } from "../request/env";
import { json } from "../request/http";
import type { SeedTable } from "../areas/area";
import { demoSeed, insertRow } from "./seed";
import { nowIso } from "../calendar/time";
import { DEMO_PEOPLE, TEST_SEED_SECRET_HEADER, type World, worldEmail, WORLDS_PATH } from "../../../contracts/test-worlds";

/** Tables whose rows belong to no account: the same in every world. */
const SHARED_TABLES = new Set([
  "products",
  "catalog_prices",
  "newsletters",
  "offers",
  "commercial_banners",
  "holiday_donation_partners",
  "moving_nl_addresses",
  "moving_be_postcodes",
  "moving_delivery_areas",
]);

/** Integer columns that are unique over the whole table, not per account. */
const GLOBAL_SEQUENCES: Record<string, string> = { delivery_complaints: "seq" };
/** Opaque values that are copied as they are (a password hash is no name). */
const OPAQUE_COLUMNS = new Set(["password_hash"]);
/** Integer ids the database generates (AUTOINCREMENT): left out of the copy. */
const GENERATED_IDS: Record<string, string> = { activity_events: "id" };
/** The column that is a row's own id, where it is not `id`. */
const ID_COLUMNS: Record<string, string> = { holiday_suspensions: "change_id", holiday_temporary_addresses: "change_id" };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How world `world` renames the demo data's values (pure: the same seed and number give the same names). */
function renaming(owned: SeedTable[], world: number) {
  const subscriptionNumbers = owned
    .filter(({ table }) => table === "subscriptions" || table === "unlinked_subscriptions")
    .flatMap(({ rows }) => rows.map((row) => String(row.id)));
  const renamed = new Map<string, string>([
    ...Object.values(DEMO.accounts).map((id) => [id, `${id}-w${world}`] as const),
    ...subscriptionNumbers.map((number) => [number, `${world}${number}`] as const),
  ]);
  // Ids and numbers inside other values (BK-700100-0001, invoice number DK202611700100, MV-acc-jan-jansen-0001).
  const inside = new RegExp([...renamed.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"), "g");
  const rename = (value: string) => value.replace(inside, (found) => renamed.get(found)!);
  // Every other own id of an owned row: a suffix, and references to it follow (credits → complaints, invoices).
  for (const { table, rows } of owned) {
    const column = ID_COLUMNS[table] ?? "id";
    for (const row of rows) {
      const id = row[column];
      if (typeof id === "string" && !renamed.has(id)) renamed.set(id, rename(id) === id ? `${id}-w${world}` : rename(id));
      if (typeof row.invite_key === "string") renamed.set(row.invite_key, `${row.invite_key}-w${world}`);
    }
  }
  return {
    renamed,
    value(table: string, column: string, value: SeedRow[string]): SeedRow[string] {
      if (typeof value === "number") return GLOBAL_SEQUENCES[table] === column ? value + world * 1000 : value;
      if (typeof value !== "string" || OPAQUE_COLUMNS.has(column)) return value;
      if (renamed.has(value)) return renamed.get(value)!;
      if (column === "email" && value.includes("@")) return worldEmail(value, world);
      return rename(value);
    },
  };
}

const owned = (seed: SeedTable[]) => seed.filter(({ table }) => !SHARED_TABLES.has(table));

/** The demo rows copied into world `world`, and how it renamed them. */
export function worldRows(seed: SeedTable[], world: number): { tables: SeedTable[]; renamed: Map<string, string> } {
  const names = renaming(owned(seed), world);
  const tables = owned(seed).map(({ table, rows }) => ({
    table,
    rows: rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => GENERATED_IDS[table] !== column)
          .map(([column, value]) => [column, names.value(table, column, value)]),
      ),
    ),
  }));
  return { tables, renamed: names.renamed };
}

/** Makes world `n` in one batch (one transaction: all of it or nothing). */
export async function createWorld(db: D1Database): Promise<World> {
  const numbered = await db.prepare("INSERT INTO test_worlds (created_at) VALUES (?) RETURNING id").bind(nowIso()).first<{ id: number }>();
  const world = numbered!.id;
  const { tables, renamed } = worldRows(await demoSeed(), world);
  // Plain INSERTs: a clash with another world fails the whole batch instead of leaving half a world.
  await db.batch(tables.flatMap(({ table, rows }) => rows.map((row) => insertRow(db, table, row))));
  const people: Record<(typeof DEMO_PEOPLE)[number], string> = DEMO.accounts; // the contract names every demo person
  const emails = Object.fromEntries(
    Object.entries(people).map(([name, id]) => [name, worldEmail(DEMO_ACCOUNTS.find((a) => a.id === id)!.email, world)]),
  ) as World["emails"];
  return { world, password: DEMO_PASSWORD, emails, renamed: Object.fromEntries(renamed) };
}

/** POST /test/worlds, or null when this is not that request or the stack does not allow it (then: 404 as any unknown path). */
export async function handleWorlds(request: Request, env: OriginEnv): Promise<Response | null> {
  if (new URL(request.url).pathname !== WORLDS_PATH || !allowsTestHooks(env)) return null;
  const secret = env.TEST_SEED_SECRET;
  if (!secret || request.headers.get(TEST_SEED_SECRET_HEADER) !== secret) return null;
  if (request.method !== "POST") return json({ error: "method_not_allowed" }, 405);
  return json(await createWorld(env.DB), 201);
}
