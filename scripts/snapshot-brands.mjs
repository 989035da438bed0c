// Bundles a snapshot of the published brand documents into the build, so every known brand keeps
// rendering when both KV and the content API fail. Source: the content API when
// SNAPSHOT_CONTENT_URL is set (production builds), else the seeded local dataset.
import { writeFile } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "app/platform/content/brand-snapshot.json");

async function fromApi(url) {
  const query = encodeURIComponent('*[_type == "brand"]');
  const response = await fetch(`${url}?query=${query}&perspective=published`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Content API answered ${response.status}`);
  return (await response.json()).result;
}

async function fromDataset() {
  const { readDataset } = await import("../workers/content/dataset/read.mjs");
  return readDataset().filter((doc) => doc._type === "brand" && !doc._id.startsWith("drafts."));
}

const brands = process.env.SNAPSHOT_CONTENT_URL ? await fromApi(process.env.SNAPSHOT_CONTENT_URL) : await fromDataset();
await writeFile(target, JSON.stringify(brands, null, 2) + "\n");
console.log(`brand snapshot: ${brands.length} brands → ${path.relative(root, target)}`);
