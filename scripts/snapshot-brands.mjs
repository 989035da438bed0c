// Bundles a snapshot of the published brand documents into the build, so every known brand keeps
// rendering when both KV and the content API fail; and of the documents of the screens that are made of
// content (the FAQ, the e-mail service: SCREEN_QUERIES, the same GROQ as the screens ask; a unit test
// holds them equal), so those screens still answer their questions then (ADR 48). Source: the content
// API when SNAPSHOT_CONTENT_URL is set (production builds), else the seeded local dataset.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "app/platform/content/brand-snapshot.json");
const screensTarget = path.join(root, "app/platform/content/screen-snapshot.json");

/** A screen's documents by the name it caches them under (`content.documents(name, query)`). */
export const SCREEN_QUERIES = {
  faq: `{
  "categories": *[_type == "faqCategory"] | order(order asc),
  "items": *[_type == "faqItem"] | order(order asc)
}`,
  "email-service": `*[_type == "emailService"]`,
  accessibility: `*[_type == "accessibilityStatement"]`,
};

async function fromApi(url) {
  const query = encodeURIComponent('*[_type == "brand"]');
  const response = await fetch(`${url}?query=${query}&perspective=published`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Content API answered ${response.status}`);
  return (await response.json()).result;
}

async function published() {
  const { readDataset } = await import("../workers/content/dataset/read.mjs");
  return readDataset().filter((doc) => !doc._id.startsWith("drafts."));
}

async function fromDataset() {
  return (await published()).filter((doc) => doc._type === "brand");
}

async function screenFromApi(url, query) {
  const response = await fetch(`${url}?query=${encodeURIComponent(query)}&perspective=published`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Content API answered ${response.status}`);
  return (await response.json()).result;
}

async function screenFromDataset(query) {
  return (await evaluate(parse(query), { dataset: await published() })).get();
}

if (process.argv[1] === import.meta.filename) {
  const api = process.env.SNAPSHOT_CONTENT_URL;
  const brands = api ? await fromApi(api) : await fromDataset();
  await writeFile(target, JSON.stringify(brands, null, 2) + "\n");
  console.log(`brand snapshot: ${brands.length} brands → ${path.relative(root, target)}`);
  const screens = {};
  for (const [name, query] of Object.entries(SCREEN_QUERIES)) screens[name] = api ? await screenFromApi(api, query) : await screenFromDataset(query);
  await writeFile(screensTarget, JSON.stringify(screens) + "\n");
  console.log(`screen snapshot: ${Object.keys(screens).join(", ")} → ${path.relative(root, screensTarget)}`);
}
