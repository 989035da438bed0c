import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "./authorize";
import { DEMO } from "../demo/demo";
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
  hiddenFields,
  graphql,
  isAlive,
  login,
  pkceRequest,
  REDIRECT_URI,
  refresh,
  submitLogin,
  type Tokens,
} from "../test/helpers";
import { resetRunClock, setRunNow } from "../../../tests/fixtures/run-clock";

const JAN = "jan.jansen@example.nl";

afterEach(() => {
  resetRunClock();
});

describe("authorization code + PKCE", () => {
  it("says 'aanmelden' on a Belgian brand (nl-BE), as the portal's header there does, and 'inloggen' on a Dutch one", async () => {
    const belgian = await (await call(`/oauth/authorize?${(await pkceRequest({ brand: "ochtendpost" })).query}`)).text();
    expect(belgian).toContain('<html lang="nl-BE">');
    expect(belgian).toContain("<title>Aanmelden – De Ochtendpost</title>");
    expect(belgian).toContain("<h1>Aanmelden</h1>");
    expect(belgian).toContain("Meld u aan met het e-mailadres en wachtwoord van uw account bij De Ochtendpost.");
    expect(belgian).toMatch(/<button type="submit">Aanmelden<\/button>/);
    expect(belgian).not.toMatch(/inlog/i);
    const registration = await (await call(`/oauth/authorize?${(await pkceRequest({ brand: "ochtendpost" })).query}&prompt=create`)).text();
    expect(registration).toMatch(/Hebt u al een account\? <a href="[^"]+">Aanmelden<\/a>/);
    expect(registration).not.toMatch(/inlog/i);
    // Its messages too: a login form posted without its CSRF token.
    const forged = form({ ...hiddenFields(belgian), csrf_token: "vervalst", email: JAN, password: DEMO_PASSWORD });
    const expired = await call("/oauth/authorize", { method: "POST", body: forged.body, headers: forged.headers });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("Het aanmeldformulier is verlopen.");
    const dutch = await (await call(`/oauth/authorize?${(await pkceRequest({ brand: "dagkoerier" })).query}`)).text();
    expect(dutch).toContain("<h1>Inloggen</h1>");
    expect(dutch).not.toMatch(/aanmeld/i);
  });

  it("runs the whole flow: login page → form → code → token → GraphQL account of jan", async () => {
    const pkce = await pkceRequest({ brand: "dagkoerier" });
    const jar = new CookieJar();
    const page = await call(`/oauth/authorize?${pkce.query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Inloggen – De Dagkoerier</title>");
    // The tab icon is inline (CSP img-src allows data:), so the browser never asks this host for /favicon.ico.
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]*%23[0-9a-fA-F]{6}[^"]*">/);
    expect(page.headers.get("content-security-policy")).toContain("img-src 'self' data:");
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
    setRunNow(Date.now() + 61_000);
    const response = await exchangeCode(code, pkce.verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("accepts a code just inside its lifetime", async () => {
    const pkce = await pkceRequest();
    const code = codeFrom(await submitLogin(JAN, DEMO_PASSWORD, pkce));
    setRunNow(Date.now() + 55_000);
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
