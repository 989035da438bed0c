import { beforeAll, describe, expect, it } from "vitest";
import { call, db, login, type Tokens } from "../test/helpers";

// REST answers carry the session's userinfo claims when asked (`mo-session-facts: 1`), as GraphQL does in
// `extensions.session`: a portal page whose read is REST then needs no userinfo call (ADR 26).

let tom: Tokens;
beforeAll(async () => {
  tom = await login("geen.abonnement@example.nl");
});

function rest(path: string, token: string | null, facts: boolean) {
  return call(path, {
    headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...(facts ? { "mo-session-facts": "1" } : {}) },
  });
}

async function userinfo(token: string) {
  return (await call("/oauth/userinfo", { headers: { authorization: `Bearer ${token}` } })).json<Record<string, unknown>>();
}

describe("mo-session-facts on REST", () => {
  it("answers the userinfo claims in the mo-session-facts header when asked, and only then", async () => {
    const asked = await rest("/api/newsletter/newsletters?brand=dagkoerier", tom.access_token, true);
    expect(asked.status).toBe(200);
    expect(JSON.parse(asked.headers.get("mo-session-facts")!)).toEqual(await userinfo(tom.access_token));
    expect((await rest("/api/newsletter/newsletters?brand=dagkoerier", tom.access_token, false)).headers.get("mo-session-facts")).toBeNull();
  });

  it("also with a refusal after the token was checked, never with a refused token or without one", async () => {
    const refused = await rest("/api/newsletter/newsletters?brand=onbekend", tom.access_token, true);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.headers.get("mo-session-facts")!)).toMatchObject({ email: "geen.abonnement@example.nl" });

    const badToken = await rest("/api/newsletter/newsletters?brand=dagkoerier", "not-a-token", true);
    expect(badToken.status).toBe(401);
    expect(badToken.headers.get("mo-session-facts")).toBeNull();

    // A route open to everyone, without a token: no session, no claims.
    const anonymous = await rest("/api/pass/shared-access/invitations/k7Qm2xVb9PzL4sRtWd8Ny5TqE1gKaHc3x", null, true);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("mo-session-facts")).toBeNull();
    const withToken = await rest("/api/pass/shared-access/invitations/k7Qm2xVb9PzL4sRtWd8Ny5TqE1gKaHc3x", tom.access_token, true);
    expect(withToken.status).toBe(200);
    expect(JSON.parse(withToken.headers.get("mo-session-facts")!)).toMatchObject({ email: "geen.abonnement@example.nl" });
  });

  it("writes a name outside ASCII as JSON escapes, which read back as the name", async () => {
    const { results } = await db.prepare("SELECT first_name FROM accounts WHERE email = ?").bind("geen.abonnement@example.nl").all<{ first_name: string }>();
    await db.prepare("UPDATE accounts SET first_name = ? WHERE email = ?").bind("Zoë Ŵ", "geen.abonnement@example.nl").run();
    try {
      const answer = await rest("/api/newsletter/newsletters?brand=dagkoerier", tom.access_token, true);
      const header = answer.headers.get("mo-session-facts")!;
      expect(header).toMatch(/^[\x20-\x7e]+$/);
      expect(JSON.parse(header)).toMatchObject({ given_name: "Zoë Ŵ", name: "Zoë Ŵ Bakker" });
    } finally {
      await db.prepare("UPDATE accounts SET first_name = ? WHERE email = ?").bind(results[0]!.first_name, "geen.abonnement@example.nl").run();
    }
  });
});
