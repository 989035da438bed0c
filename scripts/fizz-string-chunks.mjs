// React's streaming server renderer for the edge (react-dom/server.edge, the build the Worker runs)
// turns every piece of markup into bytes as soon as it is produced: each tag name, attribute name,
// attribute value and text is a separate TextEncoder.encode call, a new ArrayBuffer, and a copy into
// a 4 KB view. On workerd that costs about 2 µs per attribute, a tenth of a page's CPU (ADR 26,
// addendum "string chunks"). This build step makes the renderer keep markup as strings and encode
// once per 4 KB instead: the same HTML, the same chunk boundaries in spirit (at most 4 KB of
// characters), far fewer native calls.
//
// The step replaces exact pieces of React's production file. When React changes them the build fails
// with the piece that no longer matches, so an upgrade is re-checked rather than silently unpatched.

const FILE = /react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

/** [what React has, what it becomes] — each must occur exactly once. */
const REPLACEMENTS = [
  [
    `  currentView = null,
  writtenBytes = 0;
function writeChunk(destination, chunk) {
  if (0 === chunk.byteLength) {
    if (supportsArrayBufferDetached && chunk.buffer.detached)
      throw Error(
        "Cannot transport a detached buffer. This usually happens when trying to transport multiple buffer-spanning views on the same underyling buffer. Either reuse the exact same view by identity or copy the underlying buffer manually via \`view.slice()\`."
      );
  } else if (4096 < chunk.byteLength)
    0 < writtenBytes &&
      (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
      (currentView = new Uint8Array(4096)),
      (writtenBytes = 0)),
      destination.enqueue(chunk);
  else {
    var allowableBytes = currentView.length - writtenBytes;
    allowableBytes < chunk.byteLength &&
      (0 === allowableBytes
        ? destination.enqueue(currentView)
        : (currentView.set(chunk.subarray(0, allowableBytes), writtenBytes),
          destination.enqueue(currentView),
          (chunk = chunk.subarray(allowableBytes))),
      (currentView = new Uint8Array(4096)),
      (writtenBytes = 0));
    currentView.set(chunk, writtenBytes);
    writtenBytes += chunk.byteLength;
  }
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  currentView &&
    0 < writtenBytes &&
    (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
    (currentView = null),
    (writtenBytes = 0));
}
`,
    `  pendingText = "";
// Markup collects in pendingText and is encoded once per 4096 characters (and when React completes a write).
function flushPendingText(destination) {
  if (0 < pendingText.length) {
    // Emptied first: text must never outlive a failed enqueue into the next response.
    var text = pendingText;
    pendingText = "";
    destination.enqueue(textEncoder.encode(text));
  }
}
function writeChunk(destination, chunk) {
  if ("string" !== typeof chunk) {
    // Every chunk of this renderer is a string now; bytes from elsewhere keep their order and are
    // copied, because a byte stream takes over (detaches) the buffer it is given.
    flushPendingText(destination);
    0 < chunk.byteLength && destination.enqueue(chunk.slice());
    return;
  }
  pendingText += chunk;
  4096 <= pendingText.length && flushPendingText(destination);
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  flushPendingText(destination);
}
`,
  ],
  [
    `function stringToChunk(content) {
  return textEncoder.encode(content);
}
function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}
function byteLengthOfChunk(chunk) {
  return chunk.byteLength;
}`,
    `function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  return "string" === typeof chunk ? chunk.length : chunk.byteLength;
}`,
  ],
  [
    `function flushCompletedQueues(request, destination) {
  currentView = new Uint8Array(4096);
  writtenBytes = 0;`,
    `function flushCompletedQueues(request, destination) {
  // Like React's own buffer: whatever an interrupted write left behind starts afresh.
  pendingText = "";`,
  ],
  [
    `      completeWriting(destination);
      currentView = new Uint8Array(4096);
      writtenBytes = 0;
      flushingPartialBoundaries = !0;`,
    `      completeWriting(destination);
      flushingPartialBoundaries = !0;`,
  ],
  [
    `    for (var segmentByteSize = 0, i = 0; i < segment.length; i++)
      segmentByteSize += segment[i].byteLength;`,
    `    for (var segmentByteSize = 0, i = 0; i < segment.length; i++)
      segmentByteSize += byteLengthOfChunk(segment[i]);`,
  ],
];

/** The patched source; throws when React's file no longer has a piece this step replaces. */
export function stringChunksSource(source) {
  let patched = source;
  for (const [before, after] of REPLACEMENTS) {
    const at = patched.indexOf(before);
    if (at === -1 || patched.indexOf(before, at + 1) !== -1) {
      throw new Error(`fizz-string-chunks: react-dom-server.edge.production.js changed; this piece is not there exactly once:\n${before}`);
    }
    patched = patched.slice(0, at) + after + patched.slice(at + before.length);
  }
  return patched;
}

/** Vite plugin: applies the step to React's edge server build wherever it is bundled. */
export function fizzStringChunks() {
  return {
    name: "mo:fizz-string-chunks",
    enforce: "pre",
    transform(code, id) {
      // The file itself, not the proxy modules the CommonJS plugin derives from it (id with a query).
      if (id.startsWith("\0") || id.includes("?") || !FILE.test(id)) return null;
      return { code: stringChunksSource(code), map: null };
    },
  };
}
