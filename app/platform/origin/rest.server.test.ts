import { afterEach, describe, expect, test, vi } from "vitest";
import { contactService } from "@contracts/contact";
import { invoicesService } from "@contracts/invoices";
import { newsletterService } from "@contracts/newsletters";
import type { AppContext } from "../request/context";
import { buildRestRequest, originRest } from "./rest.server";
import { OriginError } from "./violations";

// The portal's side of the REST contract (ADR 35): requests built from the contract's path, answers
// parsed with its schema; an answer that breaks the contract is one report and "origin unavailable".

function page() {
  const reports: unknown[] = [];
  const app = {
    env: { ORIGIN_URL: "http://origin.test/" },
    environment: "test",
    originReads: { deadline: Date.now() + 10_000, failed: false },
    report: (error: unknown) => reports.push(error),
  } as unknown as AppContext;
  return { app, reports };
}

function fakeOrigin(answer: () => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }),
  );
  return calls;
}

const NEWSLETTER = { id: "n1", brand: "dagkoerier", title: "Ochtendbrief", description: "Elke ochtend", frequency: "dagelijks", subscribed: true };

afterEach(() => vi.unstubAllGlobals());

describe("buildRestRequest", () => {
  test("fills path parameters, puts GET fields in the query string and declared query fields there for other methods", () => {
    expect(buildRestRequest("http://origin.test/", newsletterService.list, { brand: ["dagkoerier", "wereldwijzer"] }).url).toBe(
      "http://origin.test/api/newsletter/newsletters?brand=dagkoerier&brand=wereldwijzer",
    );
    const put = buildRestRequest("http://origin.test", newsletterService.subscribe, { newsletterId: "a/b" });
    expect(put.url).toBe("http://origin.test/api/newsletter/subscriptions/a%2Fb");
    expect(put.init.body).toBeUndefined();
    const all = buildRestRequest("http://origin.test", newsletterService.unsubscribeAll, { brand: "dagkoerier" });
    expect(all.url).toBe("http://origin.test/api/newsletter/subscriptions?brand=dagkoerier");
    expect(all.init.method).toBe("DELETE");
  });

  test("sends an upload's bytes as they are, with its content type and the link's query", () => {
    const body = new Uint8Array([1, 2, 3]);
    const { url, init } = buildRestRequest("http://origin.test", contactService.upload, { uploadId: "x".repeat(21), expires: "9", signature: "s", contentType: "application/pdf", body });
    expect(url).toBe(`http://origin.test/api/pass/contact-form/uploads/${"x".repeat(21)}?expires=9&signature=s`);
    expect(init.body).toBe(body);
    expect(new Headers(init.headers).get("content-type")).toBe("application/pdf");
  });

  test("refuses a missing path parameter", () => {
    expect(() => buildRestRequest("http://origin.test", newsletterService.subscribe, { newsletterId: "" })).toThrow("newsletterId");
  });
});

describe("originRest", () => {
  test("returns the answer parsed by the contract", async () => {
    fakeOrigin(() => Response.json(NEWSLETTER));
    const { app } = page();
    await expect(originRest(app, null, newsletterService.subscribe, { newsletterId: "n1" })).resolves.toEqual(NEWSLETTER);
  });

  test("turns a refusal into the origin's violations with its status", async () => {
    fakeOrigin(() => Response.json({ status: 404, violations: [{ code: "NOT-FOUND", message: "Onbekend" }] }, { status: 404 }));
    const { app } = page();
    const error = await originRest(app, null, newsletterService.subscribe, { newsletterId: "n1" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OriginError);
    expect((error as OriginError).violation).toEqual({ status: 404, violations: [{ code: "NOT-FOUND", message: "Onbekend" }] });
  });

  test("an answer that breaks the contract is reported once and is the origin being unavailable: 503, the page's read failed", async () => {
    fakeOrigin(() => Response.json([{ ...NEWSLETTER, subscribed: "ja" }]));
    const { app, reports } = page();
    const error = await originRest(app, null, newsletterService.list, { brand: ["dagkoerier"] }).catch((caught: unknown) => caught);
    expect((error as OriginError).violation).toEqual({ status: 503, violations: [{ code: "GENERIC-ERROR" }] });
    expect(reports).toHaveLength(1);
    expect(String(reports[0])).toContain("does not match its contract");
    expect(app.originReads.failed).toBe(true);
  });

  test("a write whose answer breaks the contract does not mark the page's reads as failed", async () => {
    fakeOrigin(() => Response.json({ id: 1 }));
    const { app, reports } = page();
    await expect(originRest(app, null, newsletterService.subscribe, { newsletterId: "n1" })).rejects.toBeInstanceOf(OriginError);
    expect(reports).toHaveLength(1);
    expect(app.originReads.failed).toBe(false);
  });

  test("hands a binary answer back as the response", async () => {
    fakeOrigin(() => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { "content-type": "application/pdf" } }));
    const { app } = page();
    const response = await originRest(app, null, invoicesService.pdf, { invoiceId: "F1" });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
