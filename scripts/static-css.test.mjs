import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAst, transformWithEsbuild } from "vite";
import { describe, expect, it } from "vitest";
import * as panda from "../styled-system/css/index.mjs";
import { STATIC_RECIPE_MODULE, staticCss } from "./static-css.mjs";

const app = path.resolve(import.meta.dirname, "../app");

/** Runs transformed module code (its import lines dropped) and returns what it exports as `result`. */
function run(code, scope = {}) {
  const body = code.replace(/^import .*$/gm, "");
  // The lookup the build serves as virtual:mo-static-recipe, the very same source.
  const staticRecipe = new Function(`${STATIC_RECIPE_MODULE.replace("export function", "function")}\nreturn staticRecipe;`)();
  return new Function("__moStaticRecipe", ...Object.keys(scope), `${body}\nreturn result;`)(staticRecipe, ...Object.values(scope));
}

const transform = (code) => staticCss(code, parseAst, panda);

describe("Panda calls evaluated at build time", () => {
  it("replaces a literal css() call by the runtime's class string", () => {
    const out = transform(`import { css } from "styled-system/css";\nconst result = css({ p: "4", color: "fg.default", _hover: { bg: "bg.subtle" }, md: { p: "6" } });`);
    expect(out.replaced).toBe(1);
    expect(out.code).not.toContain("css(");
    expect(run(out.code)).toBe(panda.css({ p: "4", color: "fg.default", _hover: { bg: "bg.subtle" }, md: { p: "6" } }));
  });

  it("turns conditionals with literal branches into a choice between class strings", () => {
    const out = transform(
      `import { css as style } from "styled-system/css";\nconst result = [true, false].map((error) => style({ p: "2", borderColor: error ? "status.error" : "fg.muted", md: { display: error ? "none" : "block" } }));`,
    );
    expect(out).toMatchObject({ replaced: 1, kept: 0 });
    expect(run(out.code)).toEqual([
      panda.css({ p: "2", borderColor: "status.error", md: { display: "none" } }),
      panda.css({ p: "2", borderColor: "fg.muted", md: { display: "block" } }),
    ]);
  });

  it("leaves calls with run-time values to the runtime", () => {
    const out = transform(`import { css } from "styled-system/css";\nconst result = (color) => css({ color, ...extra });`);
    expect(out).toMatchObject({ replaced: 0, kept: 1 });
  });

  it("answers cva() and sva() from a table that matches the runtime for every variant, unset and unknown values", () => {
    const config = {
      base: { display: "flex", p: "2" },
      variants: { tone: { info: { color: "status.info" }, error: { color: "status.error" } }, size: { sm: { p: "1" }, lg: { p: "4" } } },
      defaultVariants: { tone: "info" },
    };
    const slots = { slots: ["root", "icon"], base: { root: { p: "2" }, icon: { mt: "1" } }, variants: { tone: { info: { icon: { color: "status.info" } }, error: { root: { bg: "bg.subtle" } } } } };
    const out = transform(
      `import { cva, sva } from "styled-system/css";\nconst a = cva(${JSON.stringify(config)});\nconst b = sva(${JSON.stringify(slots)});\nconst result = { a, b };`,
    );
    expect(out).toMatchObject({ replaced: 2, kept: 0 });
    const { a, b } = run(out.code);
    const runtime = panda.cva(config);
    for (const props of [undefined, {}, { tone: "error" }, { size: "lg" }, { tone: "error", size: "sm" }, { tone: undefined, size: "lg" }]) {
      expect(a(props)).toBe(runtime(props));
    }
    expect(a({ tone: "nonsense" })).toBe(runtime({}));
    const slotRuntime = panda.sva(slots);
    for (const props of [undefined, { tone: "info" }, { tone: "error" }]) expect(b(props)).toEqual(slotRuntime(props));
  });

  it("finds only literal calls in the portal's own code, so Panda's runtime stays out of every page", async () => {
    const kept = [];
    const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    for (const file of walk(app).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))) {
      const source = readFileSync(file, "utf8");
      if (!source.includes("styled-system/css")) continue;
      const { code } = await transformWithEsbuild(source, file, { jsx: "automatic" });
      const out = transform(code);
      if (out?.kept) kept.push(`${path.relative(app, file)}: ${out.kept}`);
    }
    // A call with a run-time value brings Panda's runtime (5.6 KiB gzip) back into the first load:
    // pick between literal styles with a condition instead (`x ? "a" : "b"` inside css() is fine).
    expect(kept).toEqual([]);
  });
});
