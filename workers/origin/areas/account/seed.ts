/** The demo accounts (demo.ts) with their password hashes: deterministic salts, so the same rows every time. */
import { hashPassword, sha256Hex } from "../../request/crypto";
import { CREATED, DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../demo/demo";
import type { SeedTable } from "../area";

/** Deterministic 16-byte salt per account id. */
async function fixedSalt(accountId: string): Promise<Uint8Array<ArrayBuffer>> {
  const hex = await sha256Hex(`mijn-omgeving-demo-salt:${accountId}`);
  return new Uint8Array(hex.slice(0, 32).match(/../g)!.map((byte) => parseInt(byte, 16)));
}

let passwordHashes: Promise<Map<string, string>> | null = null;
function demoPasswordHashes(): Promise<Map<string, string>> {
  passwordHashes ??= (async () => {
    const entries = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => [a.id, await hashPassword(DEMO_PASSWORD, await fixedSalt(a.id))] as const),
    );
    return new Map(entries);
  })();
  return passwordHashes;
}

export const seed = async (): Promise<SeedTable[]> => {
  const hashes = await demoPasswordHashes();
  return [
    {
      table: "accounts",
      rows: DEMO_ACCOUNTS.map((a) => ({ ...a, password_hash: hashes.get(a.id)!, created_at: CREATED, updated_at: CREATED })),
    },
  ];
};
