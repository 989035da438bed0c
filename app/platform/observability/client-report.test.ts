import { afterEach, describe, expect, it, vi } from "vitest";
import { eventFor, parseStack, startClientReporter } from "./client-report";

describe("parseStack", () => {
  it("reads Chrome and Firefox stacks, oldest frame first", () => {
    const chrome = "TypeError: x is undefined\n    at inner (https://portal.test/assets/a.js:1:10)\n    at https://portal.test/assets/b.js:2:20";
    expect(parseStack(chrome).map((frame) => [frame.function, frame.filename, frame.lineno, frame.colno])).toEqual([
      ["?", "https://portal.test/assets/b.js", 2, 20],
      ["inner", "https://portal.test/assets/a.js", 1, 10],
    ]);
    expect(parseStack("inner@https://portal.test/assets/a.js:1:10\n@https://portal.test/assets/b.js:2:20").map((frame) => frame.function)).toEqual(["?", "inner"]);
  });
});

describe("the browser reporter", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("builds an event from a queued error and posts a scrubbed envelope to the tunnel, without cookies", async () => {
    const posted: [string, RequestInit][] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
      posted.push([String(url), init!]);
      return new Response(null, { status: 202 });
    });
    const error = new TypeError("Kan jan@example.nl niet vinden");
    expect(eventFor({ kind: "error", error, url: "https://x.example/a", time: 1000 }).exception!.values![0]!.type).toBe("TypeError");
    const w = window as unknown as { __moErrors: unknown[] };
    w.__moErrors = [
      { kind: "unhandledrejection", error, url: "https://x.example/account?email=jan@example.nl", time: Date.now() },
      { kind: "unhandledrejection", error, url: "https://x.example/account", time: Date.now() }, // the same error once only
    ];
    startClientReporter();
    expect(posted).toHaveLength(1);
    const [url, init] = posted[0]!;
    expect(url).toBe("/api/monitoring");
    expect(init.credentials).toBe("omit");
    const [header, itemHeader, payload] = String(init.body).split("\n");
    expect(JSON.parse(header!)).not.toHaveProperty("dsn");
    expect(JSON.parse(itemHeader!)).toEqual({ type: "event" });
    const event = JSON.parse(payload!);
    expect(event.exception.values[0].value).toBe("Kan [email] niet vinden");
    expect(event.exception.values[0].mechanism).toEqual({ type: "onunhandledrejection", handled: false });
    expect(event.request.url).toBe("https://x.example/account");
    expect(String(init.body)).not.toContain("jan@example.nl");
  });
});
