import type { EntryContext } from "react-router";
import { expect, test } from "vitest";
import { forAnotherRender, withSettledHandoff } from "./settled-handoff.server";

function streamOf(parts: Uint8Array[], error?: Error): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      if (error) controller.error(error);
      else controller.close();
    },
  });
}

function contextWith(stream?: ReadableStream<Uint8Array>): EntryContext {
  return { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
}

test("the loader data is read ahead and handed to StreamTransfer as settled chunks: the text, then the end", async () => {
  // "één" split inside a multi-byte character across the two chunks.
  const bytes = new TextEncoder().encode('[{"_1":2},"tekst","één"]\n');
  const cut = bytes.indexOf(0xc3) + 1;
  const original = contextWith(streamOf([bytes.slice(0, cut), bytes.slice(cut)]));
  const context = await withSettledHandoff(original);
  const cache = context.renderMeta!.streamCache!;
  expect(cache[0]!.result).toEqual({ done: false, value: '[{"_1":2},"tekst","één"]\n' });
  expect(cache[1]!.result).toEqual({ done: true, value: "" });
  await expect(cache[0]).resolves.toBeUndefined();
  // ServerRouter takes a reader of the context's stream: a fresh one, not the consumed original.
  expect(context.serverHandoffStream).not.toBe(original.serverHandoffStream);
  expect(context.serverHandoffStream!.locked).toBe(false);
  // A second render of the page (the streaming one after a whole-document attempt) gets its own
  // unread stream, and the same settled chunks.
  context.serverHandoffStream!.getReader();
  const again = forAnotherRender(context);
  expect(again.serverHandoffStream!.locked).toBe(false);
  expect(again.renderMeta!.streamCache).toBe(cache);
});

test("a failed read reaches StreamTransfer as the error it would have met itself", async () => {
  const failure = new Error("encoding failed");
  const context = await withSettledHandoff(contextWith(streamOf([new TextEncoder().encode("[1")], failure)));
  expect(context.renderMeta!.streamCache![0]!.error).toBe(failure);
});

test("a context without loader data or render meta is left as it is", async () => {
  const none = contextWith(undefined);
  expect(await withSettledHandoff(none)).toBe(none);
  const noMeta = { serverHandoffStream: streamOf([]) } as unknown as EntryContext;
  expect(await withSettledHandoff(noMeta)).toBe(noMeta);
  expect(forAnotherRender(noMeta)).toBe(noMeta);
});
