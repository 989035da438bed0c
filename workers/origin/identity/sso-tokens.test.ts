import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo";
import {
  call,
  codeFrom,
  CookieJar,
  DEMO_PASSWORD,
  exchangeCode,
  form,
  graphql,
  isAlive,
  login,
  logoutQuery,
  pkceRequest,
  refresh,
  type Tokens,
} from "../test/helpers";
import { resetRunClock, setRunNow } from "../../../tests/fixtures/run-clock";

const JAN = "jan.jansen@example.nl";

afterEach(() => {
  resetRunClock();
});

describe("single sign-on, refresh, revoke, logout", () => {
  it("logs in automatically with the SSO cookie, unless prompt=login", async () => {
    const jar = new CookieJar();
    await login(JAN, DEMO_PASSWORD, jar);
    const pkce = await pkceRequest();
    const auto = await call(`/oauth/authorize?${pkce.query}`, { headers: jar.header() });
    expect(auto.status).toBe(302);
    const token = await exchangeCode(codeFrom(auto), pkce.verifier);
    expect((await token.json<Tokens>()).account_id).toBe(DEMO.accounts.jan);

    const forced = await pkceRequest({ prompt: "login" });
    expect((await call(`/oauth/authorize?${forced.query}`, { headers: jar.header() })).status).toBe(200);

    const silent = await pkceRequest({ prompt: "none" });
    const noSession = await call(`/oauth/authorize?${silent.query}`);
    expect(new URL(noSession.headers.get("location")!).searchParams.get("error")).toBe("login_required");
  });

  it("rotates refresh tokens and revokes the session when a spent one comes back", async () => {
    const tokens = await login(JAN);
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const next = await rotated.json<Tokens>();
    expect(next.session_id).toBe(tokens.session_id);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(await isAlive(next.access_token)).toBe(true);

    // Within the grace window a second use is refused but does no harm (parallel refreshes).
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect(await isAlive(next.access_token)).toBe(true);

    setRunNow(Date.now() + 60_000);
    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: "invalid_grant" });
    expect(await isAlive(next.access_token)).toBe(false);
  });

  it("expires access tokens after 15 minutes while refresh keeps working", async () => {
    const tokens = await login(JAN);
    setRunNow(Date.now() + 16 * 60_000);
    expect(await isAlive(tokens.access_token)).toBe(false);
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    expect(await isAlive((await rotated.json<Tokens>()).access_token)).toBe(true);
  });

  it("revokes the whole session through /oauth/revoke", async () => {
    const tokens = await login(JAN);
    const { body, headers } = form({ token: tokens.refresh_token, client_id: "mijn-omgeving" });
    expect((await call("/oauth/revoke", { method: "POST", body, headers })).status).toBe(200);
    const response = await call("/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ account { id } }" }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: "UNAUTHENTICATED", status: 401 } }] });
  });

  it("logs out with a logout_hint: SSO cookie cleared, its sessions revoked, redirect only to an allowed host", async () => {
    const jar = new CookieJar();
    const tokens = await login(JAN, DEMO_PASSWORD, jar);
    const target = "http://dagkoerier.localhost:8787/";
    const response = await call(`/oauth/logout?${await logoutQuery(tokens, target)}`, { headers: jar.header() });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(target);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("mo_idp_sso=;") && /Max-Age=0/.test(c))).toBe(true);
    expect(await isAlive(tokens.access_token)).toBe(false);

    // The old cookie no longer logs in automatically.
    const pkce = await pkceRequest();
    expect((await call(`/oauth/authorize?${pkce.query}`, { headers: jar.header() })).status).toBe(200);

    const evil = await call(`/oauth/logout?post_logout_redirect_uri=${encodeURIComponent("https://evil.example/")}`);
    expect(evil.status).toBe(200);
    expect(evil.headers.get("location")).toBeNull();
    expect(await evil.text()).toContain("U bent uitgelogd");
  });

  it("answers userinfo for a live token and 401 otherwise", async () => {
    const tokens = await login(JAN);
    const response = await call("/oauth/userinfo", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await response.json()).toMatchObject({ sub: DEMO.accounts.jan, email: JAN, given_name: "Jan", family_name: "Jansen" });
    expect((await call("/oauth/userinfo", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });

  it("validates the token request", async () => {
    const noForm = await call("/oauth/token", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(noForm.status).toBe(400);
    expect(await noForm.json()).toMatchObject({ error: "invalid_request" });
    const missing = form({ grant_type: "authorization_code", client_id: "mijn-omgeving" });
    const missingResponse = await call("/oauth/token", { method: "POST", ...missing });
    expect(await missingResponse.json()).toMatchObject({ error: "invalid_request" });
    const unknownGrant = form({ grant_type: "password", client_id: "mijn-omgeving" });
    expect(await (await call("/oauth/token", { method: "POST", ...unknownGrant })).json()).toMatchObject({
      error: "unsupported_grant_type",
    });
    const garbage = await exchangeCode("onbekende-code", "x".repeat(43));
    expect(await garbage.json()).toMatchObject({ error: "invalid_grant" });
  });
});
