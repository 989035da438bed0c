#!/usr/bin/env node
// Generates the brand assets under public/ from the brand documents in workers/content/dataset/:
//   public/brands/<key>/logo.svg      monogram badge + wordmark (accent colour; accentDark in dark mode)
//   public/brands/<key>/favicon.svg   letter monogram on the brand's primary colour
//   public/brands/<key>/favicon.ico   the same monogram, 48x48 32-bit BMP inside an ICO container
//   public/favicon.svg, public/favicon.ico   the brand-less "Mijn Omgeving" default
//
// Plain Node, no dependencies. The SVG monogram and the ICO raster come from the same stroke
// geometry (round caps and joins), so they look alike.
//
//   node workers/content/scripts/generate-brand-assets.mjs           write the files
//   node workers/content/scripts/generate-brand-assets.mjs --check   exit 1 if any file is stale
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readDataset } from "../dataset/read.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const SIZE = 48;
const RADIUS = 10;
const STROKE = 5;
const SUPERSAMPLE = 4;

const DEFAULT_BRAND = {
  key: null,
  name: "Mijn Omgeving",
  letter: "M",
  category: "account",
  theme: { primary: "#fabb22", onPrimary: "#1a1a1a", accent: "#8a5a00", accentDark: "#fabb22" },
};

// ---------- glyphs: strokes as polylines on the 48x48 grid ----------

function arc(cx, cy, rx, ry, fromDeg, toDeg, segments) {
  const points = [];
  for (let i = 0; i <= segments; i++) {
    const angle = ((fromDeg + ((toDeg - fromDeg) * i) / segments) * Math.PI) / 180;
    points.push([cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)]);
  }
  return points;
}

const GLYPHS = {
  D: [[[15, 12], ...arc(22, 24, 12, 12, -90, 90, 16), [15, 36], [15, 12]]],
  W: [[[11, 12], [17.5, 36], [24, 18], [30.5, 36], [37, 12]]],
  O: [arc(24, 24, 10.5, 12, 0, 360, 32)],
  Z: [[[14, 12], [34, 12], [14, 36], [34, 36]]],
  M: [[[12.5, 36], [12.5, 12], [24, 27], [35.5, 12], [35.5, 36]]],
};

/** The glyph's strokes, moved so its bounding box (with stroke) sits in the centre of the icon. */
function glyphStrokes(letter) {
  const strokes = GLYPHS[letter];
  if (!strokes) throw new Error(`no glyph for "${letter}"; add one to GLYPHS`);
  const xs = strokes.flat().map(([x]) => x);
  const ys = strokes.flat().map(([, y]) => y);
  const dx = SIZE / 2 - (Math.min(...xs) + Math.max(...xs)) / 2;
  const dy = SIZE / 2 - (Math.min(...ys) + Math.max(...ys)) / 2;
  return strokes.map((stroke) => stroke.map(([x, y]) => [x + dx, y + dy]));
}

const fmt = (n) => String(Math.round(n * 100) / 100);

function strokesToPath(strokes) {
  return strokes
    .map((stroke) => stroke.map(([x, y], i) => `${i === 0 ? "M" : "L"}${fmt(x)} ${fmt(y)}`).join(""))
    .join("");
}

// ---------- SVG ----------

function monogramSvgElements(brand) {
  const { primary, onPrimary } = brand.theme;
  return [
    `<rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="${primary}"/>`,
    `<path d="${strokesToPath(glyphStrokes(brand.letter))}" fill="none" stroke="${onPrimary}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
}

function faviconSvg(brand) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">`,
    ...monogramSvgElements(brand).map((line) => `  ${line}`),
    `</svg>`,
    "",
  ].join("\n");
}

const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function logoSvg(brand) {
  const { accent, accentDark } = brand.theme;
  const fontSize = 26;
  // Forced text length keeps the layout identical whatever font the system substitutes.
  const textLength = Math.round(brand.name.length * fontSize * 0.58);
  const textX = SIZE + 12;
  const width = textX + textLength + 4;
  const serif = brand.category === "newspaper";
  const fontFamily = serif ? "Georgia, 'Times New Roman', serif" : "'Helvetica Neue', Arial, sans-serif";
  const titleId = `logo-${brand.key ?? "default"}-title`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${SIZE}" width="${width}" height="${SIZE}" role="img" aria-labelledby="${titleId}">`,
    `  <title id="${titleId}">${escapeXml(brand.name)}</title>`,
    `  <style>.wordmark{fill:${accent}}@media (prefers-color-scheme:dark){.wordmark{fill:${accentDark}}}</style>`,
    ...monogramSvgElements(brand).map((line) => `  ${line}`),
    `  <text class="wordmark" x="${textX}" y="33" font-family="${fontFamily}" font-size="${fontSize}" font-weight="700" textLength="${textLength}" lengthAdjust="spacingAndGlyphs">${escapeXml(brand.name)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

// ---------- raster + ICO ----------

function hexToRgb(hex) {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function insideRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - RADIUS);
  return x >= 0 && y >= 0 && x <= SIZE && y <= SIZE && (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const vx = bx - ax;
  const vy = by - ay;
  const lengthSquared = vx * vx + vy * vy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / lengthSquared));
  return Math.hypot(px - (ax + t * vx), py - (ay + t * vy));
}

function onStroke(strokes, x, y) {
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i++) {
      if (distanceToSegment(x, y, stroke[i - 1], stroke[i]) <= STROKE / 2) return true;
    }
  }
  return false;
}

/** RGBA rows, top to bottom, with supersampled anti-aliasing. */
function rasterizeMonogram(brand) {
  const strokes = glyphStrokes(brand.letter);
  const background = hexToRgb(brand.theme.primary);
  const foreground = hexToRgb(brand.theme.onPrimary);
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let covered = 0;
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = px + (sx + 0.5) / SUPERSAMPLE;
          const y = py + (sy + 0.5) / SUPERSAMPLE;
          if (!insideRoundedSquare(x, y)) continue;
          const colour = onStroke(strokes, x, y) ? foreground : background;
          covered++;
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
        }
      }
      const offset = (py * SIZE + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = covered ? Math.round(sum[c] / covered) : 0;
      pixels[offset + 3] = Math.round((covered / samples) * 255);
    }
  }
  return pixels;
}

/** A single-image ICO holding a 32-bit BGRA DIB (bottom-up) plus its 1-bit AND mask. */
function encodeIco(rgba) {
  const xorSize = SIZE * SIZE * 4;
  const maskRowBytes = Math.ceil(SIZE / 32) * 4;
  const maskSize = maskRowBytes * SIZE;
  const imageSize = 40 + xorSize + maskSize;
  const buffer = Buffer.alloc(6 + 16 + imageSize);
  // ICONDIR
  buffer.writeUInt16LE(0, 0); // reserved
  buffer.writeUInt16LE(1, 2); // type: icon
  buffer.writeUInt16LE(1, 4); // image count
  // ICONDIRENTRY
  buffer.writeUInt8(SIZE, 6); // width
  buffer.writeUInt8(SIZE, 7); // height
  buffer.writeUInt8(0, 8); // palette size
  buffer.writeUInt8(0, 9); // reserved
  buffer.writeUInt16LE(1, 10); // colour planes
  buffer.writeUInt16LE(32, 12); // bits per pixel
  buffer.writeUInt32LE(imageSize, 14);
  buffer.writeUInt32LE(22, 18); // offset of the image data
  // BITMAPINFOHEADER (height counts the XOR bitmap and the AND mask)
  let o = 22;
  buffer.writeUInt32LE(40, o);
  buffer.writeInt32LE(SIZE, o + 4);
  buffer.writeInt32LE(SIZE * 2, o + 8);
  buffer.writeUInt16LE(1, o + 12);
  buffer.writeUInt16LE(32, o + 14);
  buffer.writeUInt32LE(0, o + 16); // BI_RGB
  buffer.writeUInt32LE(xorSize + maskSize, o + 20);
  o += 40;
  for (let row = SIZE - 1; row >= 0; row--) {
    for (let x = 0; x < SIZE; x++) {
      const i = (row * SIZE + x) * 4;
      buffer[o++] = rgba[i + 2];
      buffer[o++] = rgba[i + 1];
      buffer[o++] = rgba[i];
      buffer[o++] = rgba[i + 3];
    }
  }
  // AND mask: 1 = transparent; only used by viewers that ignore the alpha channel.
  for (let row = SIZE - 1; row >= 0; row--) {
    for (let x = 0; x < SIZE; x++) {
      if (rgba[(row * SIZE + x) * 4 + 3] === 0) buffer[o + (x >> 3)] |= 0x80 >> (x & 7);
    }
    o += maskRowBytes;
  }
  return buffer;
}

// ---------- main ----------

function brandsFromDataset() {
  return readDataset()
    .filter((doc) => doc._type === "brand" && !doc._id.startsWith("drafts."))
    .map((doc) => ({
      key: doc.key,
      name: doc.name,
      category: doc.category,
      letter: doc.name.replace(/^De\s+/i, "").charAt(0).toUpperCase(),
      theme: doc.theme,
    }));
}

export function expectedAssets() {
  const files = new Map();
  const add = (dir, brand) => {
    files.set(path.join(dir, "favicon.svg"), Buffer.from(faviconSvg(brand)));
    files.set(path.join(dir, "favicon.ico"), encodeIco(rasterizeMonogram(brand)));
  };
  for (const brand of brandsFromDataset()) {
    const dir = path.join(root, "public/brands", brand.key);
    add(dir, brand);
    files.set(path.join(dir, "logo.svg"), Buffer.from(logoSvg(brand)));
  }
  add(path.join(root, "public"), DEFAULT_BRAND);
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const stale = [];
  for (const [file, content] of expectedAssets()) {
    const relative = path.relative(root, file);
    if (check) {
      if (!existsSync(file) || !readFileSync(file).equals(content)) stale.push(relative);
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`wrote ${relative} (${content.length} bytes)`);
  }
  if (stale.length > 0) {
    console.error(`stale brand assets (run node workers/content/scripts/generate-brand-assets.mjs):\n  ${stale.join("\n  ")}`);
    process.exit(1);
  }
}
