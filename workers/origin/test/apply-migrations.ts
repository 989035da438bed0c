// Vitest setup for the "origin" project: a fresh D1 per test file gets the migrations and the seed.
import { applyD1Migrations, env } from "cloudflare:test";
import { seedDemoData } from "../seed";

const testEnv = env as unknown as OriginEnv & { ORIGIN_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] };
await applyD1Migrations(testEnv.DB, testEnv.ORIGIN_MIGRATIONS);
await seedDemoData(testEnv.DB);
