import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "./idp/authorize";
import { DEMO } from "./seed";
import {
  BASE,
  call,
  callWithEnv,
  codeFrom,
  CookieJar,
  db,
  DEMO_PASSWORD,
  exchangeCode,
  form,
  graphql,
  hiddenFields,
  isAlive,
  login,
  logoutQuery,
  pkceRequest,
  REDIRECT_URI,
  refresh,
  submitLogin,
  type Tokens,
} from "./test/helpers";

const JAN = "jan.jansen@example.nl";

afterEach(() => {
  vi.useRealTimers();
});

describe("authorization code + PKCE", () => {
  it("runs the whole flow: login page → form → code → token → GraphQL account of jan", async () => {
    const pkce = await pkceRequest({ brand: "dagkoerier" });
    const jar = new CookieJar();
    const page = await call(`/oauth/authorize?${pkce.query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Inloggen – De Dagkoerier</title>");
    expect(html).toMatch(/<label for="email">E-mailadres<\/label>/);
    expect(html).toMatch(/<label for="password">Wachtwoord<\/label>/);
    expect(html).toMatch(/<button type="submit">Inloggen<\/button>/);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const response = await submitLogin(JAN, DEMO_PASSWORD, pkce, jar);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("state")).toBe(pkce.state);
    expect(location.searchParams.get("iss")).toBe(BASE); // RFC 9207
    const sso = response.headers.getSetCookie().find((c) => c.startsWith("mo_idp_sso="));
    expect(sso).toMatch(/HttpOnly/);
    expect(sso).toMatch(/SameSite=Lax/);

    const token = await exchangeCode(location.searchParams.get("code")!, pkce.verifier);
    expect(token.status).toBe(200);
    expect(token.headers.get("cache-control")).toBe("no-store");
    const tokens = await token.json<Tokens>();
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 900, account_id: DEMO.accounts.jan });
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.session_id).toMatch(/^ses_/);

    // Only hashes are stored.
    const stored = await db.prepare("SELECT COUNT(*) AS n FROM tokens WHERE token_hash = ?").bind(tokens.access_token).first<{ n: number }>();
    expect(stored?.n).toBe(0);

    const { body } = await graphql(
      tokens.access_token,
      "{ account { id username profile { personal_information { first_name last_name } contact_information { email address { zipCode countryCode } } } } }",
    );
    expect(body.data?.account).toEqual({
      id: DEMO.accounts.jan,
      username: JAN,
      profile: {
        personal_information: { first_name: "Jan", last_name: "Jansen" },
        contact_information: { email: JAN, address: { zipCode: "3811 CV", countryCode: "NL" } },
      },
    });
  });

  it("refuses a wrong PKCE verifier, and the code is spent afterwards", async () => {
    const pkce = await pkceRequest();
    const code = codeFrom(await submitLogin(JAN, DEMO_PASSWORD, pkce));
    const other = await pkceRequest();
    const wrong = await exchangeCode(code, other.verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "invalid_grant" });
    const retry = await exchangeCode(code, pkce.verifier);
    expect(retry.status).toBe(400);
    expect(await retry.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a redirect_uri that differs from the authorization request", async () => {
    const pkce = await pkceRequest();
    const code = codeFrom(await submitLogin(JAN, DEMO_PASSWORD, pkce));
    const response = await exchangeCode(code, pkce.verifier, "http://dagkoerier.localhost:8787/other");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a replayed code and revokes the tokens issued from it", async () => {
    const pkce = await pkceRequest();
    const code = codeFrom(await submitLogin(JAN, DEMO_PASSWORD, pkce));
    const first = await exchangeCode(code, pkce.verifier);
    expect(first.status).toBe(200);
    const tokens = await first.json<Tokens>();
    expect(await isAlive(tokens.access_token)).toBe(true);

    const replay = await exchangeCode(code, pkce.verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    expect(await isAlive(tokens.access_token)).toBe(false);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it("refuses a code older than 60 seconds", async () => {
    const pkce = await pkceRequest();
    const code = codeFrom(await submitLogin(JAN, DEMO_PASSWORD, pkce));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    const response = await exchangeCode(code, pkce.verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("accepts a code just inside its lifetime", async () => {
    const pkce = await pkceRequest();
    const code = codeFrom(await submitLogin(JAN, DEMO_PASSWORD, pkce));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 55_000);
    expect((await exchangeCode(code, pkce.verifier)).status).toBe(200);
  });

  it("rejects requests without PKCE S256 by redirecting an RFC 6749 error", async () => {
    const pkce = await pkceRequest({ code_challenge_method: "plain" });
    const response = await call(`/oauth/authorize?${pkce.query}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("state")).toBe(pkce.state);
  });

  it("shows a Dutch error page, never a redirect, for an unknown client or redirect URI", async () => {
    for (const [extra, redirectUri] of [
      [{ client_id: "evil" }, REDIRECT_URI],
      [{}, "https://evil.example/callback"],
      [{}, "http://dagkoerier.localhost.evil.example/callback"],
      [{}, "javascript:alert(1)"],
      // A listed host, but not the portal's callback: a code must never reach another page.
      [{}, "http://dagkoerier.localhost:8787/account"],
      [{}, "http://dagkoerier.localhost:8787/login/callback/extra"],
      [{}, "http://dagkoerier.localhost:8787/login/callback?next=/elders"],
      [{}, "http://dagkoerier.localhost:8787/login/callback?"],
    ] as const) {
      const pkce = await pkceRequest(extra, redirectUri);
      const response = await call(`/oauth/authorize?${pkce.query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      const html = await response.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain(MESSAGES.invalidClient);
    }
  });

  it("allows only https on the listed hosts in production", async () => {
    const production = { ENVIRONMENT: "production" };
    const local = await pkceRequest();
    expect((await callWithEnv(production, `/oauth/authorize?${local.query}`)).status).toBe(400);
    const listed = await pkceRequest({}, "https://mijn.dagkoerier.example/login/callback");
    expect((await callWithEnv(production, `/oauth/authorize?${listed.query}`)).status).toBe(200);
    const plain = await pkceRequest({}, "http://mijn.dagkoerier.example/login/callback");
    expect((await callWithEnv(production, `/oauth/authorize?${plain.query}`)).status).toBe(400);
  });
});

describe("metadata", () => {
  it("publishes RFC 8414 authorization server metadata", async () => {
    const response = await call("/.well-known/oauth-authorization-server");
    expect(await response.json()).toMatchObject({
      issuer: BASE,
      authorization_endpoint: `${BASE}/oauth/authorize`,
      token_endpoint: `${BASE}/oauth/token`,
      code_challenge_methods_supported: ["S256"],
      authorization_response_iss_parameter_supported: true,
    });
  });
});

describe("login form", () => {
  it("keeps the e-mail address and shows a linked alert on a wrong password", async () => {
    const pkce = await pkceRequest();
    const response = await submitLogin(JAN, "verkeerd-wachtwoord", pkce);
    expect(response.status).toBe(401);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain(`<div id="inlogfout" class="alert" role="alert">${MESSAGES.wrongCredentials}</div>`);
    expect(html).toMatch(/<input id="email"[^>]*value="jan\.jansen@example\.nl" aria-describedby="inlogfout" aria-invalid="true">/);
  });

  it("answers an unknown e-mail address exactly like a wrong password", async () => {
    const response = await submitLogin("niemand@example.nl", DEMO_PASSWORD, await pkceRequest());
    expect(response.status).toBe(401);
    expect(await response.text()).toContain(MESSAGES.wrongCredentials);
  });

  it("locks the address after 5 wrong passwords, even for the right password, for 15 minutes", async () => {
    const email = "an.peeters@example.be";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await submitLogin(email, `fout-${attempt}`, await pkceRequest());
      expect(response.headers.get("location")).toBeNull();
    }
    const sixth = await submitLogin(email, DEMO_PASSWORD, await pkceRequest());
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("location")).toBeNull();
    expect(await sixth.text()).toContain(MESSAGES.locked);
    const row = await db.prepare("SELECT failed_count, locked_until FROM login_throttle WHERE email = ?").bind(email).first();
    expect(row).toMatchObject({ failed_count: 5 });

    // Another account is not affected.
    expect((await submitLogin(JAN, DEMO_PASSWORD, await pkceRequest())).status).toBe(303);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const later = await submitLogin(email, DEMO_PASSWORD, await pkceRequest());
    expect(later.status).toBe(303);
  });

  it("does not lock after 4 wrong passwords", async () => {
    const email = "digitaal@example.nl";
    for (let attempt = 1; attempt <= 4; attempt++) await submitLogin(email, "fout", await pkceRequest());
    expect((await submitLogin(email, DEMO_PASSWORD, await pkceRequest())).status).toBe(303);
  });

  it("refuses a form post without a valid CSRF token or from another origin", async () => {
    const pkce = await pkceRequest();
    const jar = new CookieJar();
    const page = await call(`/oauth/authorize?${pkce.query}`);
    jar.store(page);
    const fields = hiddenFields(await page.text());

    const forged = form({ ...fields, csrf_token: "vervalst", email: JAN, password: DEMO_PASSWORD });
    const noToken = await call("/oauth/authorize", { method: "POST", body: forged.body, headers: { ...forged.headers, ...jar.header() } });
    expect(noToken.status).toBe(403);
    expect(noToken.headers.get("location")).toBeNull();
    expect(await noToken.text()).toContain(MESSAGES.formExpired);

    const valid = form({ ...fields, email: JAN, password: DEMO_PASSWORD });
    const crossOrigin = await call("/oauth/authorize", {
      method: "POST",
      body: valid.body,
      headers: { ...valid.headers, ...jar.header(), origin: "https://evil.example" },
    });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.headers.get("location")).toBeNull();

    const noCookie = await call("/oauth/authorize", { method: "POST", body: valid.body, headers: { ...valid.headers, origin: BASE } });
    expect(noCookie.status).toBe(403);
  });
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

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60_000);
    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: "invalid_grant" });
    expect(await isAlive(next.access_token)).toBe(false);
  });

  it("expires access tokens after 15 minutes while refresh keeps working", async () => {
    const tokens = await login(JAN);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
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
