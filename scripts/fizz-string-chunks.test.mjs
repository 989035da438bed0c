import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stringChunksSource } from "./fizz-string-chunks.mjs";

const require = createRequire(import.meta.url);
// The production renderer with production React, whatever NODE_ENV the test runner sets.
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const React = require(path.join(packageDir("react"), "cjs/react.production.js"));
const productionModules = { react: React, "react-dom": require(path.join(packageDir("react-dom"), "cjs/react-dom.production.js")) };
const h = React.createElement;
// Not an exported subpath: found beside the package's own package.json.
const file = path.join(packageDir("react-dom"), "cjs/react-dom-server.edge.production.js");

/** Evaluates a CommonJS source of React's edge server renderer and returns its exports. */
function load(source) {
  const module = { exports: {} };
  new Function("module", "exports", "require", source)(module, module.exports, (name) => productionModules[name] ?? require(name));
  return module.exports;
}

const original = load(readFileSync(file, "utf8"));
const patched = load(stringChunksSource(readFileSync(file, "utf8")));

/** Renders to the end and returns the text and how many chunks the stream gave. */
async function render(server, element, options) {
  const stream = await server.renderToReadableStream(element, options);
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks += 1;
    text += decoder.decode(value, { stream: true });
  }
  return { text: text + decoder.decode(), chunks };
}

/** A page with escaping, multi-byte text across chunk boundaries, a script with a nonce and a late Suspense boundary. */
function page(label, delayMs) {
  let value = null;
  const later = new Promise((resolve) => setTimeout(() => resolve(`${label}: later ’ België`), delayMs)).then((text) => (value = text));
  function Late() {
    if (value === null) throw later;
    return h("p", { className: "late", "data-state": "open" }, value);
  }
  const rows = Array.from({ length: 300 }, (_, i) =>
    h("li", { key: i, className: `row r${i % 7}`, "aria-label": `Rij ${i} "€" & <ok>`, "data-index": i, hidden: i % 50 === 0 }, `${label} ${i} – één café`),
  );
  return h(
    "html",
    { lang: "nl" },
    h("head", null, h("title", null, `${label} & co`), h("script", { nonce: "abc", dangerouslySetInnerHTML: { __html: "window.x = 1;" } })),
    h("body", null, h("ul", { style: { marginTop: 4, "--brand": "#fabb22" } }, rows), h(React.Suspense, { fallback: h("p", null, "Laden…") }, h(Late))),
  );
}

describe("React's edge renderer with string chunks (ADR 26)", () => {
  it("writes the very same HTML as React's own build, streamed Suspense content included, in fewer chunks", async () => {
    const [before, after] = await Promise.all([render(original, page("a", 20), { nonce: "abc" }), render(patched, page("a", 20), { nonce: "abc" })]);
    expect(after.text).toBe(before.text);
    expect(after.text).toContain("a: later ’ België");
    expect(after.text.length).toBeGreaterThan(30_000);
    expect(after.chunks).toBeLessThanOrEqual(before.chunks);
  });

  it("keeps concurrent renders apart", async () => {
    const [one, two, three] = await Promise.all([
      render(patched, page("een", 30)),
      render(patched, page("twee", 5)),
      render(patched, page("drie", 15)),
    ]);
    const expected = await Promise.all([render(original, page("een", 1)), render(original, page("twee", 1)), render(original, page("drie", 1))]);
    expect([one.text, two.text, three.text]).toEqual(expected.map((result) => result.text));
  });

  it("gives a complete document to a reader that waits for allReady (bots)", async () => {
    const complete = async (server) => {
      const stream = await server.renderToReadableStream(page("bot", 10));
      await stream.allReady;
      return new Response(stream).text();
    };
    const text = await complete(patched);
    expect(text).toContain("<p class=\"late\" data-state=\"open\">bot: later ’ België</p>");
    expect(text).not.toContain("Laden…");
    expect(text).toBe(await complete(original));
  });

  it("writes the same error recovery when a streamed boundary fails, and ends an aborted render the same way", async () => {
    function failing(label) {
      let failed = false;
      const later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => (failed = true));
      function Broken() {
        if (!failed) throw later;
        throw new Error(`${label} kapot`);
      }
      return h("main", { className: "page" }, h("h1", null, label), h(React.Suspense, { fallback: h("p", null, "Laden…") }, h(Broken)));
    }
    const quiet = { onError: () => "boundary-error" };
    const [before, after] = await Promise.all([render(original, failing("fout"), quiet), render(patched, failing("fout"), quiet)]);
    expect(after.text).toBe(before.text);
    expect(after.text).toContain("Laden…");

    // Aborted while a boundary waits: the shell and React's fallback instructions, then the end.
    const aborted = async (server) => {
      const controller = new AbortController();
      const stream = await server.renderToReadableStream(page("afgebroken", 50), { signal: controller.signal, onError: () => "aborted" });
      controller.abort(new Error("weg"));
      return new Response(stream).text();
    };
    const [abortedBefore, abortedAfter] = await Promise.all([aborted(original), aborted(patched)]);
    expect(abortedAfter).toBe(abortedBefore);
    expect(abortedAfter).toContain("afgebroken 299");
  });

  it("fails the build when React's file no longer has a piece it replaces", () => {
    const source = readFileSync(file, "utf8").replace("function stringToChunk(content) {", "function stringToChunk(text) {");
    expect(() => stringChunksSource(source)).toThrow(/react-dom-server\.edge\.production\.js changed/);
  });
});
