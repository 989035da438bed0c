// Client JS of a first load: every script the SSR HTML preloads or imports, plus whatever those
// files import statically (normally nothing new: React Router already preloads the whole graph).
// Dynamic import() inside chunks is lazy and not counted; the inline bootstrap's import() is.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

function attribute(tag, name) {
  return tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))?.slice(1).find((v) => v !== undefined);
}

/** Script URLs named by the HTML: modulepreload links, module script src, and the inline module's imports. */
export function scriptsInHtml(html) {
  const found = { preloaded: new Set(), imported: new Set() };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^modulepreload$/i.test(attribute(tag, "rel") ?? "")) found.preloaded.add(attribute(tag, "href"));
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/^module$/i.test(attribute(attrs, "type") ?? "")) continue;
    const src = attribute(attrs, "src");
    if (src) found.imported.add(src);
    for (const [, spec] of body.matchAll(/\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g)) found.imported.add(spec);
    for (const [, spec] of body.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) found.imported.add(spec);
  }
  return found;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers of a minified ES module. */
function staticImports(code) {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+\.m?js)["']/g)].map((m) => m[1]);
}

/**
 * @param {{ html: string, pageUrl: string, clientDir: string, fetchAsset: (url: string) => Promise<Buffer> }} options
 * @returns {Promise<{ files: { path: string, bytes: number, gzipBytes: number }[], rawBytes: number,
 *   gzipBytes: number, notPreloaded: string[] }>}
 */
export async function clientJsOfPage({ html, pageUrl, clientDir, fetchAsset }) {
  const origin = new URL(pageUrl).origin;
  const { preloaded, imported } = scriptsInHtml(html);
  const seeds = [...preloaded, ...imported].map((spec) => new URL(spec, pageUrl));
  const preloadedPaths = new Set([...preloaded].map((spec) => new URL(spec, pageUrl).pathname));

  const seen = new Map(); // pathname -> file record
  const notPreloaded = [];
  const queue = seeds.filter((url) => url.origin === origin);
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url.pathname)) continue;
    const onDisk = path.join(clientDir, decodeURIComponent(url.pathname));
    // Read from the build the server serves; fall back to the server if a file is not on disk.
    const content = onDisk.startsWith(clientDir) && existsSync(onDisk) ? readFileSync(onDisk) : await fetchAsset(url.href);
    seen.set(url.pathname, { path: url.pathname, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    if (!preloadedPaths.has(url.pathname)) notPreloaded.push(url.pathname);
    for (const spec of staticImports(content.toString("utf8"))) {
      const next = new URL(spec, url);
      if (next.origin === origin && !seen.has(next.pathname)) queue.push(next);
    }
  }
  const files = [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    rawBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    notPreloaded,
  };
}
