// @vitest-environment node
import { lazy, type ReactNode, Suspense } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { expect, test } from "vitest";
import { documentBody, renderWholeDocument } from "./document-body.server";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function streamed(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}

function Page({ rows }: { rows: number }) {
  return (
    <html lang="nl-NL">
      <body>
        <main>
          {Array.from({ length: rows }, (_, index) => (
            <p key={index} className="row">
              Regel {index}: één, twee &amp; drie
            </p>
          ))}
        </main>
      </body>
    </html>
  );
}

test("a document that is complete with its shell becomes one body with the same bytes as the stream", async () => {
  // Some 60 KB: React hands that over in many 4 KB chunks.
  const expected = await streamed(await renderToReadableStream(<Page rows={1500} />));
  const body = await documentBody(await renderToReadableStream(<Page rows={1500} />));
  expect(body).toBeInstanceOf(Uint8Array);
  expect(decode(body as Uint8Array)).toBe(expected);
  expect(expected.length).toBeGreaterThan(40_000);
});

test("a document with a boundary still waiting is streamed, and its first bytes are not held back", async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const Late = lazy(async () => {
    await gate;
    return { default: () => <p>Later geladen</p> };
  });
  const stream = await renderToReadableStream(
    <html lang="nl-NL">
      <body>
        <p>Direct zichtbaar</p>
        <Suspense fallback={<p>Laden…</p>}>
          <Late />
        </Suspense>
      </body>
    </html>,
  );
  const body = await documentBody(stream);
  expect(body).toBe(stream);
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  const first = decode((await reader.read()).value!);
  expect(first).toContain("Direct zichtbaar");
  expect(first).not.toContain("Later geladen");
  release();
  let rest = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decode(chunk.value);
  expect(rest).toContain("Later geladen");
});

test("a render that failed after its shell is left to stream as React ends it", async () => {
  const stream = Object.assign(new ReadableStream<Uint8Array>(), { allReady: Promise.reject(new Error("render failed")) });
  expect(await documentBody(stream)).toBe(stream);
});

/** A document whose body is one Suspense boundary around `children`. */
function withBoundary(children: ReactNode) {
  return (
    <html lang="nl-NL">
      <body>
        <Suspense fallback={<p>Laden…</p>}>{children}</Suspense>
      </body>
    </html>
  );
}

test("a document that renders without waiting is one string, the same markup as the stream's", async () => {
  const expected = await streamed(await renderToReadableStream(<Page rows={1500} />));
  expect(expected.startsWith("<!DOCTYPE html><html")).toBe(true);
  expect(renderWholeDocument(<Page rows={1500} />)).toBe(expected);
  // A finished boundary stays in place, as in the stream (lazy forms, lazy-form.tsx).
  const loaded = withBoundary(<p>Al geladen</p>);
  expect(renderWholeDocument(loaded)).toBe(await streamed(await renderToReadableStream(loaded)));
});

test("a document that would have to wait, or whose render fails, is left to the streaming renderer", () => {
  const Never = lazy(() => new Promise<never>(() => {}));
  expect(renderWholeDocument(withBoundary(<Never />))).toBeNull();
  function Broken(): never {
    throw new Error("render failed");
  }
  expect(renderWholeDocument(withBoundary(<Broken />))).toBeNull();
  expect(renderWholeDocument(<html lang="nl-NL"><body><Broken /></body></html>)).toBeNull();
});
