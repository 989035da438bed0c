// Vitest setup for the "origin" project: before each test file, the D1 database as a fresh one would be —
// the migrations, no rows but the demo seed. The files share one workerd runtime (isolate: false in
// vitest.config.ts: the origin's modules load once, not once per file), so the rows an earlier file
// left are deleted first.
import { applyD1Migrations, env } from "cloudflare:test";
import { seedDemoData } from "../demo/seed";
import { resetRunClock } from "../../../tests/fixtures/run-clock";

const testEnv = env as unknown as OriginEnv & { ORIGIN_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] };
await applyD1Migrations(testEnv.DB, testEnv.ORIGIN_MIGRATIONS);
const { results } = await testEnv.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
await testEnv.DB.batch([
  testEnv.DB.prepare("PRAGMA defer_foreign_keys = ON"),
  ...results.map(({ name }) => testEnv.DB.prepare(`DELETE FROM "${name}"`)),
]);
// The run's day first (the calendar sweep, ADR 36): the seed places its dates around "today".
resetRunClock();
await seedDemoData(testEnv.DB);
