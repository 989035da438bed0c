// Test helpers for the content emulator (imported by *.test.ts only).
import { readDataset } from "./dataset/read.mjs";
import { createContentHandler, type SanityDocument } from "./handler";

export const TOKEN = "test-token";
export const ENV: ContentEnv = { SANITY_DATASET: "mijn-omgeving-production", SANITY_API_TOKEN: TOKEN, ALLOW_FAULTS: "false", FAULT: "" };

export function loadDataset(): SanityDocument[] {
  return readDataset() as SanityDocument[];
}

/** A handler over the committed dataset, as `index.ts` builds it from the bundled text. */
export function seededHandler() {
  return createContentHandler(loadDataset);
}

export function publishedDoc<T = Record<string, unknown>>(id: string): T {
  const doc = loadDataset().find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`no document ${id} in the dataset`);
  return doc as T;
}
