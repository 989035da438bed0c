import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handleRequest } from "./index";

// The origin's test hooks (a hanging origin, one without persisted queries, an identity provider
// whose userinfo is down) exist for development and test stacks only: acceptance and production
// answer them like any unknown path, 404, at once.
const HOOKS = ["/dev/hang/graphql", "/dev/no-persisted-queries/graphql", "/dev/no-userinfo/oauth/userinfo"];

describe("test hooks", () => {
  for (const environment of ["production", "acceptance"]) {
    it(`answer 404 when ENVIRONMENT is ${environment}`, async () => {
      for (const path of HOOKS) {
        const response = await handleRequest(new Request(`http://origin.test${path}`, { method: "GET" }), { ...env, ENVIRONMENT: environment } as OriginEnv);
        expect(response.status, path).toBe(404);
      }
    });
  }

  it("answer on a test stack (userinfo down: 503)", async () => {
    const response = await handleRequest(new Request("http://origin.test/dev/no-userinfo/oauth/userinfo"), { ...env, ENVIRONMENT: "test" } as OriginEnv);
    expect(response.status).toBe(503);
  });
});
