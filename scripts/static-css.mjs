// Panda's css(), cva() and sva() evaluated at build time (ADR 0032). A call whose arguments are
// literals — nearly all of them: Panda extracts styles at build time, so no token may be chosen at
// run time anyway — is replaced by what Panda's own runtime returns for it: css() by its class
// string, cva()/sva() by a table of every variant combination behind a 200-byte lookup
// (`virtual:mo-static-recipe`). The runtime (class-name hashing, the utility map, merging: 5.6 KiB
// gzip on every page) then leaves the first-load JS of every screen that has only static calls,
// and the server renders without computing class names per element. Calls with anything else
// (a variable, a spread, a condition) keep the runtime; the build prints how many there are.
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP_DIR = path.join(ROOT, "app") + path.sep;
const STYLED_SYSTEM_DIR = path.join(ROOT, "styled-system") + path.sep;
const VIRTUAL_ID = "virtual:mo-static-recipe";
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
/** More combinations than this stay at run time (the table would outgrow the runtime it saves). */
const MAX_COMBINATIONS = 256;
const NOT_STATIC = Symbol("not static");

/**
 * The literal value of an ESTree expression, or NOT_STATIC. `choices` picks the branch of each
 * conditional (`a ? "x" : "y"`) whose branches are literals; without a choice it is not static.
 */
export function staticValue(node, choices = new Map()) {
  switch (node?.type) {
    case "ConditionalExpression":
      return choices.has(node) ? staticValue(choices.get(node) ? node.consequent : node.alternate, choices) : NOT_STATIC;
    case "Literal":
      return node.regex || typeof node.value === "bigint" ? NOT_STATIC : node.value;
    case "TemplateLiteral":
      return node.expressions.length === 0 ? node.quasis[0].value.cooked : NOT_STATIC;
    case "UnaryExpression": {
      if (node.operator !== "-" && node.operator !== "+") return NOT_STATIC;
      const value = staticValue(node.argument, choices);
      return typeof value === "number" ? (node.operator === "-" ? -value : value) : NOT_STATIC;
    }
    case "Identifier":
      return node.name === "undefined" ? undefined : NOT_STATIC;
    case "ArrayExpression": {
      const items = [];
      for (const element of node.elements) {
        const value = element && element.type !== "SpreadElement" ? staticValue(element, choices) : NOT_STATIC;
        if (value === NOT_STATIC) return NOT_STATIC;
        items.push(value);
      }
      return items;
    }
    case "ObjectExpression": {
      const object = {};
      for (const property of node.properties) {
        if (property.type !== "Property" || property.kind !== "init" || property.method) return NOT_STATIC;
        let key;
        if (!property.computed && property.key.type === "Identifier") key = property.key.name;
        else if (property.key.type === "Literal" && typeof property.key.value !== "object") key = String(property.key.value);
        else return NOT_STATIC;
        const value = staticValue(property.value, choices);
        if (value === NOT_STATIC) return NOT_STATIC;
        object[key] = value;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

function walk(node, visit) {
  if (!node || typeof node.type !== "string") return;
  visit(node);
  for (const key in node) {
    if (key === "type" || key === "start" || key === "end") continue;
    const child = node[key];
    if (Array.isArray(child)) for (const item of child) walk(item, visit);
    else if (child && typeof child === "object") walk(child, visit);
  }
}

/** Every variant combination of a recipe config: [{ key: value|undefined }]; null when there are too many. */
function combinations(config) {
  const keys = Object.keys(config.variants ?? {});
  let rows = [{}];
  for (const key of keys) {
    const options = [undefined, ...Object.keys(config.variants[key])];
    rows = rows.flatMap((row) => options.map((option) => ({ ...row, [key]: option })));
    if (rows.length > MAX_COMBINATIONS) return null;
  }
  return { keys, rows };
}

/** The conditionals in css() arguments whose branches are literals (at most 3: 8 class strings). */
function literalConditionals(args) {
  const found = [];
  for (const arg of args) {
    walk(arg, (node) => {
      if (node.type === "ConditionalExpression" && staticValue(node.consequent) !== NOT_STATIC && staticValue(node.alternate) !== NOT_STATIC) found.push(node);
    });
  }
  return found.length <= 3 ? found : null;
}

/** css() of arguments with literal-branched conditionals: nested conditionals over the class strings. */
function conditionalClasses(code, args, css) {
  const conditionals = literalConditionals(args);
  if (!conditionals?.length) return null;
  const branch = (index, choices) => {
    if (index === conditionals.length) {
      const values = args.map((arg) => staticValue(arg, choices));
      return values.includes(NOT_STATIC) ? null : JSON.stringify(css(...values));
    }
    const test = conditionals[index].test;
    const yes = branch(index + 1, new Map(choices).set(conditionals[index], true));
    const no = branch(index + 1, new Map(choices).set(conditionals[index], false));
    return yes && no ? `((${code.slice(test.start, test.end)}) ? ${yes} : ${no})` : null;
  };
  return branch(0, new Map());
}

const rowKey = (keys, row) => keys.map((key) => row[key] ?? "").join("|");

/**
 * Replaces the static css()/cva()/sva() calls of one module's code.
 * @param {string} code the module as JavaScript
 * @param {(code: string) => any} parse an ESTree parser with start/end offsets
 * @param {{ css: Function, cva: Function, sva: Function }} panda the generated runtime
 * @returns {{ code: string, replaced: number, kept: number } | null} null: nothing to do
 */
export function staticCss(code, parse, panda) {
  if (!code.includes("styled-system/css")) return null;
  const ast = parse(code);
  const locals = new Map(); // local name → "css" | "cva" | "sva"
  for (const statement of ast.body) {
    if (statement.type !== "ImportDeclaration" || !/(^|\/)styled-system\/css(\/index\.mjs)?$/.test(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      const imported = specifier.type === "ImportSpecifier" ? (specifier.imported.name ?? specifier.imported.value) : null;
      if (imported === "css" || imported === "cva" || imported === "sva") locals.set(specifier.local.name, imported);
    }
  }
  if (locals.size === 0) return null;

  const edits = [];
  let kept = 0;
  walk(ast, (node) => {
    if (node.type !== "CallExpression" || node.callee.type !== "Identifier" || !locals.has(node.callee.name)) return;
    const kind = locals.get(node.callee.name);
    const args = node.arguments.map((arg) => staticValue(arg));
    if (args.includes(NOT_STATIC) && kind === "css") {
      const text = conditionalClasses(code, node.arguments, panda.css);
      if (text) edits.push({ start: node.start, end: node.end, text });
      else kept += 1;
      return;
    }
    if (args.includes(NOT_STATIC) || (kind !== "css" && args.length !== 1)) {
      kept += 1;
      return;
    }
    if (kind === "css") {
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(panda.css(...args)) });
      return;
    }
    const [config] = args;
    const combos = combinations(config);
    if (!combos) {
      kept += 1;
      return;
    }
    const recipe = panda[kind](config);
    const table = Object.fromEntries(combos.rows.map((row) => [rowKey(combos.keys, row), recipe(row)]));
    const variants = Object.fromEntries(combos.keys.map((key) => [key, Object.keys(config.variants[key])]));
    edits.push({ start: node.start, end: node.end, text: `/* @__PURE__ */ __moStaticRecipe(${JSON.stringify(variants)}, ${JSON.stringify(table)})` });
  });
  if (edits.length === 0) return { code, replaced: 0, kept };

  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  if (edits.some((edit) => edit.text.includes("__moStaticRecipe"))) out = `import { staticRecipe as __moStaticRecipe } from "${VIRTUAL_ID}";\n${out}`;
  return { code: out, replaced: edits.length, kept };
}

/** The lookup behind a static recipe: unset or unknown variant values take the recipe's default. */
export const STATIC_RECIPE_MODULE = `export function staticRecipe(variants, table) {
  const keys = Object.keys(variants);
  return (props) => table[keys.map((key) => { const value = props?.[key]; return value != null && variants[key].includes(String(value)) ? String(value) : ""; }).join("|")];
}
`;

/**
 * The Vite plugin (app build and the portal's worker tests).
 * @returns {import("vite").Plugin}
 */
export function staticPandaCss() {
  let panda;
  const statsByEnvironment = new Map(); // client and server build with the same plugin object
  const stats = (context) => {
    const name = context.environment?.name ?? "";
    if (!statsByEnvironment.has(name)) statsByEnvironment.set(name, { replaced: 0, kept: 0, modules: new Set() });
    return statsByEnvironment.get(name);
  };
  return {
    name: "mo-static-panda-css",
    enforce: "post",
    async buildStart() {
      panda ??= await import(pathToFileURL(path.join(STYLED_SYSTEM_DIR, "css", "index.mjs")).href);
      statsByEnvironment.delete(this.environment?.name ?? "");
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : null;
    },
    load(id) {
      return id === RESOLVED_VIRTUAL_ID ? STATIC_RECIPE_MODULE : null;
    },
    transform(code, id) {
      const file = id.split("?")[0];
      // The generated runtime computes class names only; once no call needs it, it may be dropped.
      if (file.startsWith(STYLED_SYSTEM_DIR)) return { code, map: null, moduleSideEffects: false };
      if (!file.startsWith(APP_DIR) || !/\.[jt]sx?$/.test(file)) return null;
      const result = staticCss(code, (source) => this.parse(source), panda);
      if (!result) return null;
      const counts = stats(this);
      counts.replaced += result.replaced;
      counts.kept += result.kept;
      if (result.kept) counts.modules.add(path.relative(ROOT, file));
      return result.replaced ? { code: result.code, map: null } : null;
    },
    buildEnd() {
      const counts = stats(this);
      if (counts.replaced + counts.kept === 0) return;
      const where = counts.modules.size ? ` (${[...counts.modules].sort().join(", ")})` : "";
      this.info?.(`static Panda calls: ${counts.replaced} evaluated at build time, ${counts.kept} left to the runtime${where}`);
    },
  };
}
