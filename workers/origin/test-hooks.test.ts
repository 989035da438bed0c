import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handleRequest } from "./index";

// The origin's test hooks (a hanging origin, one without persisted queries, an identity provider
// whose userinfo is down) exist for development and test stacks only: acceptance and production
// answer them like any unknown path, 404, at once.
// Every page under /dev/ is on an allow-list of environments (development, test): the outbox holds every
// code and reset link sent, the payment page approves payments, the chat agent answers as customer service.
const HOOKS = ["/dev/hang/graphql", "/dev/no-persisted-queries/graphql", "/dev/no-userinfo/oauth/userinfo"];
const DEV_PAGES: Array<[method: string, path: string]> = [
  ["GET", "/dev/outbox"],
  ["GET", "/dev/outbox?format=json"],
  ["GET", "/dev/outbox/1/attachment"],
  ["GET", "/dev/payment/some-reference"],
  ["POST", "/dev/payment/some-reference"],
  ["POST", "/dev/bank/direct-debit-rejected"],
  ["GET", "/dev/chat-agent"],
  ["POST", "/dev/chat-agent"],
  ["POST", "/dev/frequent"],
  ["GET", "/dev/hang/graphql"],
];

describe("test hooks", () => {
  for (const environment of ["production", "acceptance", "staging", "Production", ""]) {
    it(`answer 404 when ENVIRONMENT is "${environment}", like any unknown path`, async () => {
      for (const [method, path] of [...HOOKS.map((hook) => ["GET", hook] as [string, string]), ...DEV_PAGES]) {
        const started = Date.now();
        const response = await handleRequest(new Request(`http://origin.test${path}`, { method }), { ...env, ENVIRONMENT: environment } as OriginEnv);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(Date.now() - started, `${method} ${path} answers at once`).toBeLessThan(5_000);
      }
    });
  }

  it("serve the dev pages on a development stack", async () => {
    const response = await handleRequest(new Request("http://origin.test/dev/outbox?format=json"), { ...env, ENVIRONMENT: "development" } as OriginEnv);
    expect(response.status).toBe(200);
  });

  it("answer on a test stack (userinfo down: 503)", async () => {
    const response = await handleRequest(new Request("http://origin.test/dev/no-userinfo/oauth/userinfo"), { ...env, ENVIRONMENT: "test" } as OriginEnv);
    expect(response.status).toBe(503);
  });
});

describe("an unreliable origin on purpose (ORIGIN_FAULT_RATE, `npm start -- --origin-faults`)", () => {
  const ask = (environment: string, rate: string, path = "/api/pass/delivery/incidents?brand=dagkoerier") =>
    handleRequest(new Request(`http://origin.test${path}`), { ...env, ENVIRONMENT: environment, ORIGIN_FAULT_RATE: rate } as OriginEnv);

  it("fails that share of the API calls on a development or test stack, with a 503 before or a 502 after the call", async () => {
    const statuses = new Set<number>();
    for (let call = 0; call < 40; call++) statuses.add((await ask("development", "1")).status);
    expect([...statuses].sort()).toEqual([502, 503]);
    // Pages, /dev and the health check are not API calls: they answer as ever.
    expect((await ask("test", "1", "/health")).status).toBe(200);
    expect((await ask("test", "1", "/dev/outbox?format=json")).status).toBe(200);
    expect((await ask("development", "0")).status).toBe(200);
  });

  it("is ignored outside development and test", async () => {
    for (const environment of ["production", "acceptance"]) expect((await ask(environment, "1")).status, environment).toBe(200);
  });

  it("takes one caller's share from the portal's mo-test-origin-faults header (one journey under faults, ADR 48); never outside development and test", async () => {
    const asked = (environment: string, rate: string) =>
      handleRequest(new Request("http://origin.test/api/pass/delivery/incidents?brand=dagkoerier", { headers: { "mo-test-origin-faults": rate } }), { ...env, ENVIRONMENT: environment } as OriginEnv);
    const statuses = new Set<number>();
    for (let call = 0; call < 40; call++) statuses.add((await asked("test", "1")).status);
    expect([...statuses].sort()).toEqual([502, 503]);
    expect((await asked("test", "0")).status).toBe(200);
    expect((await asked("production", "1")).status).toBe(200);
  });
});
