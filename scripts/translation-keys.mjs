// Which translation keys a route can show (ADR 0026): the string literals of the route module and of
// every module it imports — statically or lazily, `*.server.*` modules excepted, since the server
// translates with the whole table — that are keys of the seeded translations, plus every key under a
// prefix the code builds at run time (`t(\`activityType.${type}\`)`). The build appends the list to
// each route module of the server bundle (vite.config.ts); the root loader sends the page only these.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readDataset } from "../workers/content/dataset/read.mjs";

const appDir = path.resolve(import.meta.dirname, "../app");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const LITERAL = /["']([\w.-]+)["']/g;
const TEMPLATE_PREFIX = /`([\w-]+(?:\.[\w-]+)*\.)\$\{/g;

/** Every key of the seeded translations (entries and rich text, all languages). */
export function datasetTranslationKeys() {
  const keys = new Set();
  for (const doc of readDataset()) {
    if (doc._type !== "translations") continue;
    for (const entry of doc.entries ?? []) if (typeof entry.key === "string") keys.add(entry.key);
    for (const entry of doc.richText ?? []) if (typeof entry.key === "string") keys.add(entry.key);
  }
  return keys;
}

function resolveImport(specifier, fromFile) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null; // a package: it has no keys of ours
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const isServerOnly = (file) => /\.server\.[jt]sx?$/.test(file) || file.includes(`${path.sep}generated${path.sep}`);

/**
 * A scanner over the app's files with a cache per file: `keysOf(routeFile)` is the sorted key list of
 * that route. Make a new scanner when files change (the build makes one per build).
 */
export function createTranslationKeyScanner(knownKeys = datasetTranslationKeys()) {
  const known = [...knownKeys];
  const perFile = new Map();

  function scanFile(file) {
    let result = perFile.get(file);
    if (result) return result;
    const source = readFileSync(file, "utf8");
    const keys = new Set();
    for (const match of source.matchAll(LITERAL)) if (knownKeys.has(match[1])) keys.add(match[1]);
    for (const match of source.matchAll(TEMPLATE_PREFIX)) for (const key of known) if (key.startsWith(match[1])) keys.add(key);
    const imports = [];
    for (const match of source.matchAll(IMPORT)) {
      const resolved = resolveImport(match[1], file);
      if (resolved && !isServerOnly(resolved) && /\.(ts|tsx)$/.test(resolved)) imports.push(resolved);
    }
    result = { keys, imports };
    perFile.set(file, result);
    return result;
  }

  return {
    keysOf(routeFile) {
      const keys = new Set();
      const seen = new Set();
      const queue = [path.resolve(routeFile)];
      while (queue.length) {
        const file = queue.pop();
        if (seen.has(file)) continue;
        seen.add(file);
        const { keys: own, imports } = scanFile(file);
        for (const key of own) keys.add(key);
        queue.push(...imports);
      }
      return [...keys].sort();
    },
  };
}

/** Route modules: app/root.tsx and the files under app/routes. */
export function isRouteModule(file) {
  const normalized = path.resolve(file.split("?")[0]);
  return normalized === path.join(appDir, "root.tsx") || normalized.startsWith(path.join(appDir, "routes") + path.sep);
}

/**
 * The Vite plugin: every route module of the server bundle exports `translationKeys`, the keys its
 * screen can show (the root loader reads them through the build's route table); the client bundle is
 * unchanged. Used by the app's build (vite.config.ts) and the portal's worker tests.
 * @returns {import("vite").Plugin}
 */
export function routeTranslationKeys() {
  let scanner;
  return {
    name: "mo-route-translation-keys",
    enforce: "post",
    buildStart() {
      scanner = undefined;
    },
    hotUpdate() {
      scanner = undefined; // development: rescan after an edit
    },
    transform(code, id, options) {
      const server = this.environment ? this.environment.config.consumer === "server" : options?.ssr === true;
      if (!server || id.includes("?") || !isRouteModule(id)) return;
      scanner ??= createTranslationKeyScanner();
      return { code: `${code}\nexport const translationKeys = ${JSON.stringify(scanner.keysOf(id))};\n`, map: null };
    },
  };
}
