import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_INTENT } from "./form-reply";
import { clearPending, pendingSubmit, sendWhenOnline } from "./offline-submit";

function post(fields: Record<string, string>) {
  return new Request("http://dagkoerier.localhost/bezorgservice/dagkoerier/700100", { method: "POST", body: new URLSearchParams(fields) });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
  clearPending();
});

describe("sendWhenOnline", () => {
  it("sends at once when online, and passes the server's answer on", async () => {
    setOnline(true);
    const serverAction = vi.fn(async () => ({ intent: "delivery-complaint", done: "Gemeld" }));
    expect(await sendWhenOnline({ request: post({ intent: "delivery-complaint" }), serverAction })).toEqual({ intent: "delivery-complaint", done: "Gemeld" });
    expect(serverAction).toHaveBeenCalledTimes(1);
    expect(pendingSubmit()).toBeNull();
  });

  it("offline, sends nothing: the submit is kept for later, and the action answers at once without reading again (503)", async () => {
    setOnline(false);
    const serverAction = vi.fn(async () => "sent");
    const answer = await sendWhenOnline({ request: post({ intent: "delivery-complaint", idempotencyKey: "k3y-0f-the-form" }), serverAction });
    expect(serverAction).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ data: { intent: OFFLINE_INTENT }, init: { status: 503 } });
    expect(pendingSubmit()).toMatchObject({ intent: "delivery-complaint", state: "waiting" });
    expect(pendingSubmit()!.formData.get("idempotencyKey")).toBe("k3y-0f-the-form");
  });

  it("when the connection breaks during the submit, keeps the form's fields and key for the next try, and answers without reading again (503)", async () => {
    setOnline(true);
    const answer = await sendWhenOnline({
      request: post({ intent: "delivery-complaint", idempotencyKey: "k3y-0f-the-form", message: "Natte krant" }),
      serverAction: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(answer).toMatchObject({ data: { intent: OFFLINE_INTENT }, init: { status: 503 } });
    const pending = pendingSubmit()!;
    expect(pending).toMatchObject({ intent: "delivery-complaint", state: "failed", action: "/bezorgservice/dagkoerier/700100", encType: "application/x-www-form-urlencoded" });
    expect(Object.fromEntries(pending.formData)).toEqual({ intent: "delivery-complaint", idempotencyKey: "k3y-0f-the-form", message: "Natte krant" });
  });

  it("passes any other failure on (an answer of the server is no lost connection)", async () => {
    setOnline(true);
    const refused = new Response(null, { status: 500 });
    await expect(sendWhenOnline({ request: post({ intent: "x" }), serverAction: async () => Promise.reject(refused) })).rejects.toBe(refused);
    expect(pendingSubmit()).toBeNull();
  });
});

describe("the routes", () => {
  // Not sent through sendWhenOnline: a one-click answer with nothing typed to keep (FAQ feedback, a
  // fetcher) and the logout question (its page has no form to keep; offline it says there is no connection).
  const EXEMPT = new Set(["klantenservice.veelgestelde-vragen.tsx", "api.logout.tsx"]);

  it("every route with an action keeps a submit made without a connection (clientAction = sendWhenOnline)", () => {
    const routes = path.join(import.meta.dirname, "../routes");
    // Routes with a page (.tsx); resource routes (.ts, the browser's own API calls) answer JSON to their caller.
    const withAction = readdirSync(routes).filter((file) => file.endsWith(".tsx") && /^export (async function|const|function) action\b/m.test(readFileSync(path.join(routes, file), "utf8")));
    expect(withAction.length).toBeGreaterThan(20);
    const missing = withAction.filter((file) => !EXEMPT.has(file) && !/^export const clientAction = .*sendWhenOnline\(/m.test(readFileSync(path.join(routes, file), "utf8")));
    expect(missing).toEqual([]);
  });
});
