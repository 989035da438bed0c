import type { EntryContext } from "react-router";

// React Router writes a document's loader data into the HTML with <StreamTransfer>: it reads the
// encoded data (`serverHandoffStream`) chunk by chunk *during* the render, and suspends on every read.
// Each suspension costs React another render pass, and its edge renderer resumes through a
// `setTimeout(0)`: on workerd a macrotask that re-enters the isolate. A document needs two (the data,
// then the end of the stream). See bench/history/0026-measurements.md, "the document in one piece".
//
// The portal's loaders return their data whole (no deferred promises: there is no <Await>), so the
// stream is complete as soon as it exists. This reads it before the render and hands StreamTransfer
// the chunks already settled, in the render's stream cache (`renderMeta.streamCache`, part of
// React Router's EntryContext type): it renders them in the first pass, without suspending. The
// browser receives the same text in one enqueue() call instead of one per chunk.

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;
type Entry = StreamCache[number];

function settled(fields: { result?: { done: boolean; value: string }; error?: unknown }): Entry {
  const entry = Promise.resolve() as Entry;
  return Object.assign(entry, fields);
}

/** The context with its loader data read ahead into the stream cache (unchanged when there is nothing to read). */
export async function withSettledHandoff(context: EntryContext): Promise<EntryContext> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta || context.renderMeta.streamCache) return context;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let cache: StreamCache;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    cache = { 0: settled({ result: { done: false, value: text } }), 1: settled({ result: { done: true, value: "" } }) };
  } catch (error) {
    // StreamTransfer throws a failed read into the render, as it would have found it itself.
    cache = { 0: settled({ error }) };
  }
  context.renderMeta.streamCache = cache;
  // ServerRouter still takes a reader of the stream; StreamTransfer never reads from it now.
  const settledContext = { ...context, serverHandoffStream: new ReadableStream<Uint8Array>() };
  settledContexts.add(settledContext);
  return settledContext;
}

const settledContexts = new WeakSet<EntryContext>();

/**
 * The context for one more render of the same page (the streaming render after a whole-document
 * attempt that could not finish, document-body.server.ts). ServerRouter takes a reader of the handoff
 * stream on every render, and a stream has one reader: a settled context gets a fresh, unread one.
 */
export function forAnotherRender(context: EntryContext): EntryContext {
  return settledContexts.has(context) ? { ...context, serverHandoffStream: new ReadableStream<Uint8Array>() } : context;
}
