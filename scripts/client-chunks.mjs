// Vite plugin for the browser build: how the app's modules are grouped into chunks.
//
// 1. Modules that pages share, and that Rollup would otherwise place in a route's own chunk, get a
//    chunk of their own. Rollup puts a module shared by several chunks into one of its importers when
//    that is enough; for @zag-js/utils' number helpers it chose the component gallery's route chunk
//    (/dev/componenten, development only), so the date picker's calendar, loaded when idle on the
//    holiday and moving pages, pulled in the whole gallery and the fifteen component chunks it
//    imports. tests/build/client-chunks.test.ts keeps production pages off the gallery's chunk.
//
// 2. The app's own modules that every page loads — what the root route and the shell layout import
//    statically, transitively — go into one chunk, `shell`, instead of the ~20 small chunks Rollup
//    makes of them (a button, the icons, the data layer, …, each shared by a different set of routes).
//    The packages they import (React Router, …) go into one chunk, `vendor`: they change
//    less often than the app, so a release of the app leaves them cached. Every page downloads the
//    same bytes as before in fewer files (16 instead of 30 on an account page): each file is a request
//    a phone waits for before it can hydrate, and Lighthouse's simulated mobile network queues them.

import path from "node:path";

/** Module path pattern → the chunk it goes to. */
const SHARED = [[/[\\/]node_modules[\\/]@zag-js[\\/]utils[\\/]dist[\\/]number\.mjs$/, "zag-number"]];

const APP_DIR = path.resolve(import.meta.dirname, "../app") + path.sep;
/** The modules every page loads: the root route and the layout of every screen. */
const EVERY_PAGE = ["root.tsx", path.join("routes", "_shell.tsx")].map((file) => path.join(APP_DIR, file));

const withoutQuery = (id) => id.split("?")[0];
const isRouteEntry = (id) => EVERY_PAGE.includes(withoutQuery(id));

/** The modules statically reachable from the entries (dynamic imports stay lazy chunks). */
export function everyPageModules(entries, getModuleInfo) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const isPackage = (id) => /[\\/]node_modules[\\/]/.test(id) || id.startsWith("\0");

export function clientChunks() {
  return {
    name: "mo-client-chunks",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      /** Computed once the module graph is complete (manualChunks runs after it is). */
      let everyPage = null;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                for (const [pattern, chunk] of SHARED) if (pattern.test(id)) return chunk;
                everyPage ??= everyPageModules([...getModuleIds()].filter(isRouteEntry), getModuleInfo);
                // The route modules themselves stay React Router's (it loads each by its own file).
                if (!everyPage.has(id) || isRouteEntry(id)) return undefined;
                return isPackage(id) ? "vendor" : "shell";
              },
            },
          },
        },
      };
    },
  };
}
