// The body of a rendered document.
//
// The portal's pages are complete when they start rendering: the loaders return their data whole,
// the loader data is read ahead (settled-handoff.server.ts) and lazy forms are preloaded by their
// loaders (lazy-form.tsx). So a page is first rendered with React's `renderToString`, which writes
// the document as one string: no byte chunks to encode and copy, and workerd sends a string body
// far more cheaply than one it pulls from JavaScript (bench/history/0026-measurements.md, "the document in one piece").
// `renderToString` cannot wait: a boundary that suspended (or failed) comes out
// marked for the browser to render. Such a page, or one whose render threw, is rendered again by the
// streaming renderer, which waits, streams and reports errors as before.
//
// Streamed, React's edge renderer hands over a byte stream that it fills in 4 KB chunks, and workerd
// pulls them one by one from JavaScript. Measured on the bench machine, a body streamed from
// JavaScript in 1 KB chunks cost the runtime 0.026 ms of CPU per KB; the same bytes as one string
// 0.005 ms per KB. When the whole document is already rendered once the shell is (nothing left
// suspended), there is nothing to stream: its chunks are read here, in microtasks, and sent as one
// body. A document with work still pending (a Suspense boundary waiting for data) is streamed, so its
// first bytes are never held back.

import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { joinBytes } from "../origin/request-body.server";

type RenderedStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

/** React's mark of a Suspense boundary the server left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The whole document as one string when it renders without waiting, else null (then stream it).
 * The same markup as the streaming renderer's, whose `<!DOCTYPE html>` before an `<html>` root
 * `renderToString` does not write.
 */
export function renderWholeDocument(document: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(document);
  } catch {
    return null; // the streaming render meets the same error and reports it
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}

/** Turns to pass before deciding: an already-settled `allReady` reports within the first. */
const SETTLE_TURNS = 2;

export async function documentBody(stream: RenderedStream): Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>> {
  let complete = false;
  stream.allReady.then(
    () => {
      complete = true;
    },
    () => {},
  );
  for (let turn = 0; turn < SETTLE_TURNS && !complete; turn++) await null;
  if (!complete) return stream;

  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  return joinBytes(chunks, length);
}
