// Node-side reader of the seeded dataset (scripts and tests): every `*.ndjson` file of this folder,
// in name order, as documents. The Worker bundles the same files through `index.ts`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const DATASET_DIR = import.meta.dirname;

/** The names of the dataset's files, e.g. `["brands.ndjson", …]`. */
export function datasetFileNames() {
  return readdirSync(DATASET_DIR).filter((name) => name.endsWith(".ndjson")).sort();
}

/** Every document of the dataset (drafts included), file by file. */
export function readDataset() {
  return datasetFileNames().flatMap((name) =>
    readFileSync(path.join(DATASET_DIR, name), "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line)),
  );
}

/** The published translation keys of one language (`nl` base or `be` overrides) over all its documents. */
export function translationKeys(language) {
  return new Set(
    readDataset()
      .filter((doc) => doc._type === "translations" && doc.language === language && !doc._id.startsWith("drafts."))
      .flatMap((doc) => (doc.entries ?? []).map((entry) => entry.key)),
  );
}
