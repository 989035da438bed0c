import { describe, expect, it } from "vitest";
import { call, codeFrom, CookieJar, DEMO_PASSWORD, exchangeCode, form, graphql, isAlive, login, pkceRequest } from "../../test/helpers";

const JAN = "jan.jansen@example.nl";

describe("sessions", () => {
  it("lists the account's sessions and refuses a revoked one on the next call", async () => {
    const first = await login(JAN);
    const second = await login(JAN);
    const { body } = await graphql(second.access_token, "{ sessions { id current lastActiveAt } }");
    const sessions = body.data!.sessions as { id: string; current: boolean }[];
    expect(sessions.map((s) => s.id)).toEqual(expect.arrayContaining([first.session_id, second.session_id]));
    expect(sessions.find((s) => s.current)?.id).toBe(second.session_id);

    const revoked = await graphql(second.access_token, "mutation($id: ID!) { revokeSession(id: $id) { revokedSessionIds } }", {
      id: first.session_id,
    });
    expect(revoked.body.data).toEqual({ revokeSession: { revokedSessionIds: [first.session_id] } });
    const next = await graphql(first.access_token, "{ account { id } }");
    expect(next.status).toBe(401);
    expect(next.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await isAlive(second.access_token)).toBe(true);
  });

  it("a device logged out from the overview is not signed back in by its SSO cookie; the caller's browser stays signed in", async () => {
    const otherBrowser = new CookieJar();
    const thisBrowser = new CookieJar();
    const other = await login(JAN, DEMO_PASSWORD, otherBrowser);
    const mine = await login(JAN, DEMO_PASSWORD, thisBrowser);
    // A second session from the same browser (another brand): its SSO cookie yields a code at once.
    const pkceTab = await pkceRequest();
    const silentCode = await call(`/oauth/authorize?${pkceTab.query}`, { headers: thisBrowser.header(), redirect: "manual" });
    const secondTabOfMine = await (await exchangeCode(codeFrom(silentCode), pkceTab.verifier)).json<{ session_id: string }>();
    await graphql(mine.access_token, "mutation($id: ID!) { revokeSession(id: $id) { revokedSessionIds } }", { id: other.session_id });
    await graphql(mine.access_token, "mutation($id: ID!) { revokeSession(id: $id) { revokedSessionIds } }", { id: secondTabOfMine.session_id });

    const silent = async (jar: CookieJar) => {
      const pkce = await pkceRequest();
      return call(`/oauth/authorize?${pkce.query}`, { headers: jar.header(), redirect: "manual" });
    };
    // The other browser gets the login form again, not a code.
    const otherAgain = await silent(otherBrowser);
    expect(otherAgain.status).toBe(200);
    expect(await otherAgain.text()).toContain("Wachtwoord");
    // This browser's SSO session was kept, even though one of its own sessions was ended.
    const mineAgain = await silent(thisBrowser);
    expect([302, 303]).toContain(mineAgain.status);
    expect(mineAgain.headers.get("location")).toContain("code=");
  });

  it("revoking all other sessions also ends their browsers' SSO sessions", async () => {
    const otherBrowser = new CookieJar();
    await login(JAN, DEMO_PASSWORD, otherBrowser);
    const mine = await login(JAN);
    await graphql(mine.access_token, "mutation { revokeOtherSessions { revokedSessionIds } }");
    const pkce = await pkceRequest();
    const again = await call(`/oauth/authorize?${pkce.query}`, { headers: otherBrowser.header(), redirect: "manual" });
    expect(again.status).toBe(200);
  });

  it("revokes all other sessions", async () => {
    const a = await login(JAN);
    const b = await login(JAN);
    const c = await login(JAN);
    const { body } = await graphql(c.access_token, "mutation { revokeOtherSessions { revokedSessionIds } }");
    const ids = body.data!.revokeOtherSessions.revokedSessionIds as string[];
    expect(ids).toEqual(expect.arrayContaining([a.session_id, b.session_id]));
    expect(ids).not.toContain(c.session_id);
    expect(await isAlive(a.access_token)).toBe(false);
    expect(await isAlive(b.access_token)).toBe(false);
    expect(await isAlive(c.access_token)).toBe(true);
  });
});
