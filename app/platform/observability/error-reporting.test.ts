import { describe, expect, it } from "vitest";
import {
  isMediaServicesEvent,
  parseDsn,
  parseEnvelope,
  prepareEvent,
  scrubText,
  scrubUrl,
  serializeEnvelope,
  traceSampleRate,
  traceStatus,
  transactionName,
} from "./error-reporting";

describe("traceStatus (spec §8)", () => {
  it.each([
    [100, "ok"], [200, "ok"], [302, "ok"], [399, "ok"],
    [401, "unauthenticated"], [403, "permission_denied"], [404, "not_found"], [409, "already_exists"],
    [413, "failed_precondition"], [429, "resource_exhausted"], [499, "cancelled"], [400, "invalid_argument"], [422, "invalid_argument"],
    [501, "unimplemented"], [503, "unavailable"], [504, "deadline_exceeded"], [500, "internal_error"], [502, "internal_error"],
  ])("%i → %s", (status, expected) => {
    expect(traceStatus(status)).toBe(expected);
  });
});

describe("traceSampleRate (spec §9)", () => {
  it("is 1 on /betaalservice…, /app-integration and outside production, 0.0005 otherwise", () => {
    expect(traceSampleRate("/betaalservice/wijzigen", "production")).toBe(1);
    expect(traceSampleRate("/app-integration", "production")).toBe(1);
    expect(traceSampleRate("/app-integrationx", "production")).toBe(0.0005);
    expect(traceSampleRate("/", "production")).toBe(0.0005);
    expect(traceSampleRate("/", "acceptance")).toBe(1);
    expect(traceSampleRate("/", "test")).toBe(1);
  });
});

describe("scrubText", () => {
  it.each([
    ["Mail jan.jansen@example.nl now", "Mail [email] now"],
    ["encoded jan%40example.be", "encoded [email]"],
    ["IBAN NL91ABNA0417164300 and BE68 5390 0754 7034.", "IBAN [iban] and [iban]."],
    ["Bel 06-12345678 of +31 20 123 4567 of 0032 2 123 45 67", "Bel [phone] of [phone] of [phone]"],
    ["Authorization: Bearer abc.def-ghi", "Authorization: Bearer [token]"],
    ["jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "jwt [token]"],
    ["/login/callback?code=xyz&state=abc", "/login/callback?code=[Filtered]&state=[Filtered]"],
    ['{"access_token":"s3cr3t","given_name":"Jan"}', '{"access_token":"[Filtered]","given_name":"[name]"}'],
    ["Naam: Jan Jansen", "Naam: [name]"],
    ["Unknown error code: SUBSCRIPTION-FROZEN", "Unknown error code: SUBSCRIPTION-FROZEN"],
    ["Origin call failed: GENERIC-ERROR (500)", "Origin call failed: GENERIC-ERROR (500)"],
  ])("%s", (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it("cuts query and fragment from URLs", () => {
    expect(scrubUrl("https://mijn.dagkoerier.example/account?email=a@b.nl#x")).toBe("https://mijn.dagkoerier.example/account");
  });
});

describe("prepareEvent", () => {
  const frame = (index: number) => ({ filename: `https://portal.test/assets/a.js?v=${index}`, function: `f${index}`, vars: { password: "x" } });

  it("removes personal data from every part of an event and keeps the last 50 frames and 100 breadcrumbs", () => {
    const event = prepareEvent({
      message: "for jan@example.nl",
      exception: { values: [{ type: "Error", value: "IBAN NL91ABNA0417164300", stacktrace: { frames: Array.from({ length: 70 }, (_, i) => frame(i)) } }] },
      breadcrumbs: Array.from({ length: 120 }, (_, i) => ({ message: `crumb ${i} 0612345678`, data: { email: "a@b.nl", url: "/x" } })),
      request: { url: "https://x.example/a?token=1", headers: { Cookie: "s=1", Authorization: "Bearer t", "User-Agent": "UA" }, cookies: { s: "1" }, query_string: "token=1", data: "{}" },
      user: { id: "acc-1", email: "a@b.nl", username: "jan", ip_address: "1.2.3.4" },
      extra: { customer: { name: "Jan", phoneNumber: "0612345678", note: "mail me at a@b.nl" } },
      contexts: { trace: { trace_id: "t", status: "ok" }, browser: { name: "Chrome" }, order: { iban: "NL91ABNA0417164300" } },
    })!;
    expect(event.message).toBe("for [email]");
    const frames = event.exception!.values![0]!.stacktrace!.frames!;
    expect(frames).toHaveLength(50);
    expect(frames[0]).toEqual({ filename: "https://portal.test/assets/a.js", function: "f20" });
    expect(frames.at(-1)!.function).toBe("f69");
    expect(event.breadcrumbs).toHaveLength(100);
    expect(event.breadcrumbs![0]).toEqual({ message: "crumb 20 [phone]", data: { email: "[Filtered]", url: "/x" } });
    expect(event.request).toEqual({ url: "https://x.example/a", headers: { "User-Agent": "UA" } });
    expect(event.user).toEqual({ id: "acc-1" });
    expect(event.extra).toEqual({ customer: { name: "[Filtered]", phoneNumber: "[Filtered]", note: "mail me at [email]" } });
    expect(event.contexts).toEqual({ trace: { trace_id: "t", status: "ok" }, browser: { name: "Chrome" }, order: { iban: "[Filtered]" } });
  });

  it("drops redirects and events with media-services frames", () => {
    expect(prepareEvent({ exception: { values: [{ type: "Response", value: "302 redirect to /login" }] } })).toBeNull();
    expect(prepareEvent({ exception: { values: [{ type: "RedirectError", value: "/login" }] } })).toBeNull();
    const media = { exception: { values: [{ type: "Error", value: "x", stacktrace: { frames: [{ filename: "https://cdn.example/media-services/v2/player.js" }] } }] } };
    expect(isMediaServicesEvent(media)).toBe(true);
    expect(prepareEvent(media)).toBeNull();
    expect(prepareEvent({ exception: { values: [{ type: "Response", value: "404 Not Found" }] } })).not.toBeNull();
  });
});

describe("transactionName", () => {
  it("replaces identifiers and tokens in paths", () => {
    expect(transactionName("GET", "/abonnementen/123/opzeggen")).toBe("GET /abonnementen/:id/opzeggen");
    expect(transactionName("GET", "/abonnementen/uitnodiging/Zx8kP2mQ7vR4tY9wB1nC")).toBe("GET /abonnementen/uitnodiging/:id");
    expect(transactionName("GET", "/")).toBe("GET /");
  });
});

describe("envelopes", () => {
  it("parses a DSN into its envelope endpoint", () => {
    expect(parseDsn("https://abc@o1.ingest.example/42")).toEqual({
      publicKey: "abc", host: "o1.ingest.example", projectId: "42", envelopeUrl: "https://o1.ingest.example/api/42/envelope/?sentry_key=abc&sentry_version=7",
    });
    expect(parseDsn("https://o1.ingest.example/42")).toBeNull();
    expect(parseDsn("nonsense")).toBeNull();
  });

  it("round-trips items with and without lengths", () => {
    const payload = JSON.stringify({ message: "één" });
    const text = `{"event_id":"1"}\n{"type":"event","length":${new TextEncoder().encode(payload).length}}\n${payload}\n{"type":"attachment"}\nraw`;
    const envelope = parseEnvelope(text)!;
    expect(envelope.header).toEqual({ event_id: "1" });
    expect(envelope.items).toEqual([{ header: { type: "event", length: 19 }, payload }, { header: { type: "attachment" }, payload: "raw" }]);
    expect(parseEnvelope(serializeEnvelope(envelope))!.items.map((item) => item.payload)).toEqual([payload, "raw"]);
    expect(parseEnvelope("not json")).toBeNull();
  });
});
