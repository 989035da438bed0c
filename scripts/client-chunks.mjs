// Vite plugin for the browser build: modules that pages share, and that Rollup would otherwise place in
// a route's own chunk, get a chunk of their own. Rollup puts a module shared by several chunks into
// one of its importers when that is enough; for @zag-js/utils' number helpers it chose the component
// gallery's route chunk (/dev/componenten, development only), so the date picker's calendar, loaded
// when idle on the holiday and moving pages, pulled in the whole gallery and the fifteen component
// chunks it imports. tests/build/client-chunks.test.ts keeps production pages off the gallery's chunk.

/** Module path pattern → the chunk it goes to. */
const SHARED = [[/[\\/]node_modules[\\/]@zag-js[\\/]utils[\\/]dist[\\/]number\.mjs$/, "zag-number"]];

export function clientChunks() {
  return {
    name: "mo-client-chunks",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id) {
                for (const [pattern, chunk] of SHARED) if (pattern.test(id)) return chunk;
                return undefined;
              },
            },
          },
        },
      };
    },
  };
}
