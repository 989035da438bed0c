import { type EntryContext, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Translations } from "./translations";

// Translations per page (ADR 0026): the build appends to every route module of the server bundle the
// translation keys its screen can show (scripts/translation-keys.mjs, vite.config.ts). The root
// loader sends the page the keys of the routes that match its URL, not the whole table.

type BuildRoutes = ServerBuild["routes"];
type KeyedModule = { translationKeys?: readonly string[] };

const trees = new WeakMap<BuildRoutes, RouteObject[]>();
const keysByMatch = new WeakMap<BuildRoutes, Map<string, readonly string[] | null>>();
/** Matching walks every route: remember the matched route ids per path (bounded; paths with ids vary). */
const idsByPath = new WeakMap<BuildRoutes, Map<string, readonly string[]>>();

function routeTree(routes: BuildRoutes): RouteObject[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const objects = new Map<string, RouteObject & { children: RouteObject[] }>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    objects.set(route.id, { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] });
  }
  tree = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = objects.get(route.id)!;
    if (route.index) Object.assign(object, { index: true, children: undefined });
    const parent = route.parentId ? objects.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(object);
  }
  trees.set(routes, tree);
  return tree;
}

/** The ids of the routes matching `pathname`, root first (always there). */
export function matchedRouteIds(routes: BuildRoutes, pathname: string): readonly string[] {
  let byPath = idsByPath.get(routes);
  if (!byPath) idsByPath.set(routes, (byPath = new Map()));
  const known = byPath.get(pathname);
  if (known) return known;
  const ids = (matchRoutes(routeTree(routes), pathname) ?? []).map((match) => match.route.id!);
  if (!ids.includes("root")) ids.unshift("root");
  if (byPath.size >= 2000) byPath.clear();
  byPath.set(pathname, ids);
  return ids;
}

/** Whether a route matching `pathname` has `middleware` among its route middleware (e.g. requireAccount). */
export function routeHasMiddleware(routes: BuildRoutes | null | undefined, pathname: string, middleware: unknown): boolean {
  if (!routes) return false;
  return matchedRouteIds(routes, pathname).some((id) => ((routes[id]?.module as { middleware?: unknown[] } | undefined)?.middleware ?? []).includes(middleware));
}

/**
 * The keys the routes matching `pathname` can show, or null when a matched module carries no list
 * (a development server without the build step): then the page gets the whole table.
 */
export function translationKeysFor(routes: BuildRoutes | null | undefined, pathname: string): readonly string[] | null {
  if (!routes) return null;
  const ids = matchedRouteIds(routes, pathname);
  let memo = keysByMatch.get(routes);
  if (!memo) keysByMatch.set(routes, (memo = new Map()));
  const memoKey = ids.join(" ");
  if (memo.has(memoKey)) return memo.get(memoKey)!;
  let keys: Set<string> | null = new Set();
  for (const id of ids) {
    const list = (routes[id]?.module as KeyedModule | undefined)?.translationKeys;
    if (!list) {
      keys = null;
      break;
    }
    for (const key of list) keys.add(key);
  }
  const result = keys ? [...keys] : null;
  if (memo.size > 500) memo.clear();
  memo.set(memoKey, result);
  return result;
}

const picked = new WeakMap<Translations, WeakMap<readonly string[], Translations>>();

/** The part of `translations` under `keys` (the same object for the same inputs, once per isolate). */
export function pickTranslations(translations: Translations, keys: readonly string[] | null): Translations {
  if (!keys) return translations;
  let byKeys = picked.get(translations);
  if (!byKeys) picked.set(translations, (byKeys = new WeakMap()));
  const known = byKeys.get(keys);
  if (known) return known;
  const result: Translations = { language: translations.language, showKeys: translations.showKeys, entries: {}, richText: {} };
  for (const key of keys) {
    const entry = translations.entries[key];
    if (entry !== undefined) result.entries[key] = entry;
    const rich = translations.richText[key];
    if (rich !== undefined) result.richText[key] = rich;
  }
  byKeys.set(keys, result);
  return result;
}

/** The route ids a page's manifest needs, per path (bounded like idsByPath). */
const partialIdsByPath = new WeakMap<BuildRoutes, Map<string, ReadonlySet<string>>>();

/**
 * The routes matching `pathname` and each of its parent paths: the part of the manifest React Router's
 * lazy route discovery sends the browser (its getPartialManifest walks the same paths).
 */
export function partialManifestIds(routes: BuildRoutes, pathname: string): ReadonlySet<string> {
  let byPath = partialIdsByPath.get(routes);
  if (!byPath) partialIdsByPath.set(routes, (byPath = new Map()));
  const known = byPath.get(pathname);
  if (known) return known;
  const ids = new Set(matchedRouteIds(routes, pathname));
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const parents = ["/"];
  for (; segments.length > 0; segments.pop()) parents.push(`/${segments.join("/")}`);
  for (const parent of parents) for (const id of matchedRouteIds(routes, parent)) ids.add(id);
  if (byPath.size >= 2000) byPath.clear();
  byPath.set(pathname, ids);
  return ids;
}

type Branches = EntryContext["branches"];
type PageParts = { manifest: EntryContext["manifest"]; branches: Branches };
const pickedParts = new WeakMap<EntryContext["manifest"], WeakMap<Branches, Map<string, PageParts>>>();

/**
 * The entry context with only the routes the page's HTML can need (ADR 26). React Router's ServerRouter
 * turns every route of the manifest it is given into a data route on every request, so with the whole
 * manifest a page's cost grew with the number of screens; given the routes of the page and its parent
 * paths, it renders the same document (the same modules, links and partial manifest) for less.
 *
 * The route branches go the same way. The `Scripts` of lazy route discovery match the page's parent
 * paths ("/" on every page) against the router's branches; with all of them that walked every route of
 * the portal once per parent path, "/" (ranked last) the longest. Only the branches whose routes are all
 * in the picked set can match those paths first, so the partial manifest comes out the same.
 */
export function withPageManifest(context: EntryContext, routes: BuildRoutes | null | undefined, pathname: string): EntryContext {
  if (!routes) return context;
  const ids = new Set(partialManifestIds(routes, pathname));
  for (const match of context.staticHandlerContext.matches) ids.add(match.route.id);
  const key = [...ids].join(" ");
  let byBranches = pickedParts.get(context.manifest);
  if (!byBranches) pickedParts.set(context.manifest, (byBranches = new WeakMap()));
  let byIds = byBranches.get(context.branches);
  if (!byIds) byBranches.set(context.branches, (byIds = new Map()));
  let parts = byIds.get(key);
  if (!parts) {
    const picked: EntryContext["manifest"]["routes"] = {};
    for (const id of ids) {
      const route = context.manifest.routes[id];
      if (route) picked[id] = route;
    }
    parts = {
      manifest: { ...context.manifest, routes: picked },
      branches: context.branches.filter((branch) => branch.routesMeta.every((meta) => ids.has(meta.route.id))),
    };
    if (byIds.size >= 500) byIds.clear();
    byIds.set(key, parts);
  }
  return { ...context, ...parts };
}
