/**
 * The test seeding API of the reference origin (ADR 37): `POST /test/worlds` with the test seeding
 * secret makes a fresh copy of the demo people and all they own, and answers how their names read in
 * that copy. Development and test stacks with the test secrets only; everywhere else a 404.
 */
import { z } from "zod";

export const WORLDS_PATH = "/test/worlds";
export const TEST_SEED_SECRET_HEADER = "mo-test-seed-secret";

/** The demo people by their names in the demo data (workers/origin/demo/demo.ts `DEMO.accounts`, which must match). */
export const DEMO_PEOPLE = ["jan", "an", "digitaal", "opgezegd", "betaalprobleem", "geenAbonnement", "lisa", "lotte"] as const;

export const world = z.object({
  /** The world's number: e-mail addresses get `+w<n>` before the `@`, subscription numbers `<n>` in front, other ids `-w<n>`. */
  world: z.number().int().positive(),
  /** The demo password, which every person of every world has. */
  password: z.string(),
  /** The demo people's e-mail addresses in this world, by their demo name (jan, an, lisa, …). */
  emails: z.record(z.enum(DEMO_PEOPLE), z.string()),
  /** Every demo id (accounts, subscription numbers, invoices, complaints, invitation keys, …) with its name in this world. */
  renamed: z.record(z.string(), z.string()),
});
export type World = z.infer<typeof world>;

/**
 * Asks the origin at `origin` (a test stack's) for a new world. wrangler's dev server answers 503 for a
 * moment while the origin's runtime (re)starts (seen once, on the very first journey of a run): asked
 * again, up to 5 times, 250 ms apart. Any other answer but 201 fails at once, with the origin's text.
 */
export async function requestWorld(origin: string, secret: string): Promise<World> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${origin}${WORLDS_PATH}`, { method: "POST", headers: { [TEST_SEED_SECRET_HEADER]: secret } });
    if (response.status === 201) return world.parse(await response.json());
    if (response.status !== 503 || attempt === 5) throw new Error(`POST ${WORLDS_PATH} answered ${response.status}: ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A demo e-mail address as it is in world `n`. */
export const worldEmail = (email: string, n: number) => email.replace("@", `+w${n}@`);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The demo's names in a text as they are in `world`: every e-mail address at example.nl or example.be
 * (the demo people, and addresses a test types, so two tests never type the same one) and every demo id
 * or subscription number, also inside a longer value (meldingen-700100, invoice number DK202611700100),
 * as the origin renames them. Apply it once: a renamed number still contains the demo's (an e-mail
 * address already renamed is left alone).
 */
export function renameInWorld(world: World, text: string): string {
  const { ids, pattern } = patternsOf(world).into;
  return text
    .replace(/(?<![\w.+-])[\w.-]+(?=@example\.(nl|be)\b)/g, (local) => `${local}+w${world.world}`)
    .replace(pattern, (found) => ids.get(found)!);
}

/**
 * The reverse of `renameInWorld`: a text from the world (a page, a redirect) with the demo's names, so a
 * test can compare what it gets with what it knows of the demo.
 */
export function renameFromWorld(world: World, text: string): string {
  const { ids: names, pattern, email } = patternsOf(world).back;
  return text.replace(email, "").replace(pattern, (found) => names.get(found)!);
}

/** Either way's names and patterns, built once per world (tests translate every request and page). */
const patterns = new WeakMap<World, ReturnType<typeof buildPatterns>>();
function patternsOf(world: World) {
  let built = patterns.get(world);
  if (!built) patterns.set(world, (built = buildPatterns(world)));
  return built;
}

function buildPatterns(world: World) {
  const alternatives = (names: Iterable<string>) => [...names].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
  const ids = new Map(Object.entries(world.renamed));
  const names = new Map([...ids].map(([demo, renamed]) => [renamed, demo]));
  return {
    into: { ids, pattern: new RegExp(`(?:${alternatives(ids.keys())})(?!-w\\d)`, "g") },
    back: { ids: names, pattern: new RegExp(alternatives(names.keys()), "g"), email: new RegExp(`\\+w${world.world}(?=@example\\.(nl|be)\\b)`, "g") },
  };
}
