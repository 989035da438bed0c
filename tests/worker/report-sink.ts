import { createServer } from "node:http";

// A stand-in for Sentry's ingestion (ADR 29): records every envelope posted to /api/<project>/envelope/
// as it arrived. Tests read GET /records (and clear them with DELETE /records). Runs in Node, next to
// the test stack; the portal under test posts to it because its SENTRY_DSN points here.
export interface SinkRecord {
  project: string;
  query: Record<string, string>;
  contentType: string | null;
  body: string;
}

export function startReportSink(port: number) {
  const records: SinkRecord[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://sink");
    const envelope = /^\/api\/(\d+)\/envelope\/$/.exec(url.pathname);
    if (request.method === "POST" && envelope) {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        records.push({
          project: envelope[1]!,
          query: Object.fromEntries(url.searchParams),
          contentType: request.headers["content-type"] ?? null,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
      return;
    }
    if (url.pathname === "/records" && request.method === "GET") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(records));
      return;
    }
    if (url.pathname === "/records" && request.method === "DELETE") {
      records.length = 0;
      response.writeHead(204).end();
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise<{ close: () => Promise<void> }>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({ close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
