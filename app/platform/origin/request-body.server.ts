/**
 * A request's body, read no further than `limit` bytes (a declared or actual larger body is null, and
 * the stream is cancelled): for the contact form's uploads.
 */
export async function readBytesLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return joinBytes(chunks, size);
}

/** The chunks of a stream as one array (`size`: their total length). */
export function joinBytes(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The same as text: for the API gateway and the error-reporting tunnel. */
export async function readBodyLimited(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBytesLimited(request, limit);
  return bytes && new TextDecoder().decode(bytes);
}
