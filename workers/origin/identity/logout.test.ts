import { describe, expect, it } from "vitest";
import { sha256Hex } from "../request/crypto";
import { LOGOUT_MESSAGES } from "./logout";
import { BASE, call, CookieJar, form, hiddenFields, isAlive, login, logoutQuery, silentAuthorize, type Tokens } from "../test/helpers";

const JAN = "jan.jansen@example.nl";
const TARGET = "http://dagkoerier.localhost:8787/";
const CROSS_SITE = { "sec-fetch-site": "cross-site", "sec-fetch-dest": "image" };

/** A browser logged in at the IdP (SSO cookie in `jar`) with one portal session. */
async function loggedInBrowser(): Promise<{ jar: CookieJar; tokens: Tokens }> {
  const jar = new CookieJar();
  return { jar, tokens: await login(JAN, undefined, jar) };
}

async function ssoAlive(jar: CookieJar): Promise<boolean> {
  const response = await silentAuthorize(jar);
  return response.status === 302 && (response.headers.get("location") ?? "").includes("code=");
}

function logoutGet(query: string, jar: CookieJar, headers: Record<string, string> = {}): Promise<Response> {
  return call(`/oauth/logout?${query}`, { headers: { ...jar.header(), ...headers } });
}

/** Opens the confirmation page without proof and posts its form (optionally tampered with). */
async function confirmLogout(
  jar: CookieJar,
  query: string,
  change: (fields: Record<string, string>) => Record<string, string> = (fields) => fields,
  headers: Record<string, string> = { origin: BASE },
): Promise<Response> {
  const page = await logoutGet(query, jar);
  jar.store(page);
  const { body, headers: formHeaders } = form(change(hiddenFields(await page.text())));
  return call("/oauth/logout", { method: "POST", body, headers: { ...formHeaders, ...jar.header(), ...headers } });
}

describe("GET /oauth/logout without proof (logout CSRF)", () => {
  it("answers a cross-site GET with a Dutch confirmation page and keeps the SSO session and its sessions", async () => {
    const { jar, tokens } = await loggedInBrowser();
    const response = await logoutGet(new URLSearchParams({ post_logout_redirect_uri: TARGET }).toString(), jar, CROSS_SITE);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<h1>Wilt u uitloggen?</h1>");
    expect(html).toMatch(/<form method="post" action="\/oauth\/logout">/);
    expect(html).toMatch(/<button type="submit">Uitloggen<\/button>/);
    expect(hiddenFields(html)).toMatchObject({ post_logout_redirect_uri: TARGET, csrf_token: expect.any(String) });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("mo_idp_sso="))).toBe(false);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("mo_idp_csrf="))).toBe(true);
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self' http://dagkoerier.localhost:8787");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    expect(await ssoAlive(jar)).toBe(true);
    expect(await isAlive(tokens.access_token)).toBe(true);
  });

  it("asks in Belgian Dutch when the browser prefers nl-BE (the page has no brand)", async () => {
    const { jar } = await loggedInBrowser();
    const response = await logoutGet(new URLSearchParams({ post_logout_redirect_uri: TARGET }).toString(), jar, { ...CROSS_SITE, "accept-language": "nl-BE,nl;q=0.9" });
    const html = await response.text();
    expect(html).toContain('<html lang="nl-BE">');
    expect(html).toContain("<h1>Wilt u afmelden?</h1>");
    expect(html).toContain("Als u zich afmeldt, bent u op dit toestel afgemeld");
    expect(html).toMatch(/<button type="submit">Afmelden<\/button>/);
    expect(html).not.toMatch(/inlog|ingelogd|uitlog|apparaat/i);
  });

  it("does not accept a hint that is malformed, unknown or from another browser's SSO session", async () => {
    const { jar, tokens } = await loggedInBrowser();
    const other = await loggedInBrowser();
    for (const hint of ["x", "0".repeat(64), await sha256Hex(other.tokens.refresh_token), tokens.refresh_token]) {
      const response = await logoutGet(new URLSearchParams({ post_logout_redirect_uri: TARGET, logout_hint: hint }).toString(), jar);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Wilt u uitloggen?");
    }
    expect(await ssoAlive(jar)).toBe(true);
    expect(await ssoAlive(other.jar)).toBe(true);
    expect(await isAlive(tokens.access_token)).toBe(true);
  });

  it("redirects straight to the target when the browser has no SSO session (nothing to end)", async () => {
    const response = await call(`/oauth/logout?post_logout_redirect_uri=${encodeURIComponent(TARGET)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(TARGET);
  });
});

describe("GET /oauth/logout with proof (the portal's logout)", () => {
  it("ends the SSO session at once, also after the portal revoked its own session first", async () => {
    const { jar, tokens } = await loggedInBrowser();
    const { body, headers } = form({ token: tokens.refresh_token, client_id: "mijn-omgeving" });
    expect((await call("/oauth/revoke", { method: "POST", body, headers })).status).toBe(200);

    const response = await logoutGet(await logoutQuery(tokens, TARGET), jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(TARGET);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("mo_idp_sso=;") && /Max-Age=0/.test(c))).toBe(true);
    expect(await ssoAlive(jar)).toBe(false);
  });

  it("accepts the hint of an access token as well", async () => {
    const { jar, tokens } = await loggedInBrowser();
    const query = new URLSearchParams({ post_logout_redirect_uri: TARGET, logout_hint: await sha256Hex(tokens.access_token) });
    expect((await logoutGet(query.toString(), jar)).status).toBe(302);
    expect(await isAlive(tokens.access_token)).toBe(false);
    expect(await ssoAlive(jar)).toBe(false);
  });
});

describe("POST /oauth/logout (the confirmation)", () => {
  it("ends the SSO session and its sessions with a valid CSRF token and redirects to the allowed target", async () => {
    const { jar, tokens } = await loggedInBrowser();
    const response = await confirmLogout(jar, new URLSearchParams({ post_logout_redirect_uri: TARGET }).toString());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(TARGET);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("mo_idp_sso=;") && /Max-Age=0/.test(c))).toBe(true);
    jar.store(response);
    expect(await ssoAlive(jar)).toBe(false);
    expect(await isAlive(tokens.access_token)).toBe(false);
  });

  it("refuses a post with a forged or missing CSRF token, or from another site: the page again, HTTP 403, still logged in", async () => {
    const { jar, tokens } = await loggedInBrowser();
    const query = new URLSearchParams({ post_logout_redirect_uri: TARGET }).toString();
    const attempts = [
      await confirmLogout(jar, query, (fields) => ({ ...fields, csrf_token: "vervalst" })),
      await confirmLogout(jar, query, ({ csrf_token: _, ...fields }) => fields),
      await confirmLogout(jar, query, (fields) => fields, { origin: "https://evil.example" }),
      await confirmLogout(jar, query, (fields) => fields, { "sec-fetch-site": "cross-site" }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(response.headers.get("location")).toBeNull();
      const html = await response.text();
      expect(html).toContain("Wilt u uitloggen?");
      expect(html).toContain(LOGOUT_MESSAGES.formExpired);
    }
    expect(await ssoAlive(jar)).toBe(true);
    expect(await isAlive(tokens.access_token)).toBe(true);
  });
});

describe("post_logout_redirect_uri", () => {
  const evil = ["https://evil.example/", "//evil.example/", "javascript:alert(1)", "http://user@dagkoerier.localhost:8787/"];

  it("never redirects to a URI that is not allowed, with or without proof", async () => {
    for (const target of evil) {
      const withProof = await loggedInBrowser();
      const proven = await logoutGet(await logoutQuery(withProof.tokens, target), withProof.jar);
      expect(proven.status).toBe(200);
      expect(proven.headers.get("location")).toBeNull();
      expect(await proven.text()).toContain("U bent uitgelogd");
      expect(await ssoAlive(withProof.jar)).toBe(false);

      const nobody = await call(`/oauth/logout?post_logout_redirect_uri=${encodeURIComponent(target)}`);
      expect(nobody.headers.get("location")).toBeNull();
    }
  });

  it("is left out of the confirmation form when not allowed, and a tampered one in the post is ignored", async () => {
    const { jar } = await loggedInBrowser();
    const page = await logoutGet(new URLSearchParams({ post_logout_redirect_uri: evil[0]! }).toString(), jar);
    const html = await page.text();
    expect(html).not.toContain("evil.example");
    expect(page.headers.get("content-security-policy")).not.toContain("evil.example");

    const tampered = await confirmLogout(jar, "", (fields) => ({ ...fields, post_logout_redirect_uri: evil[0]! }));
    expect(tampered.status).toBe(200);
    expect(tampered.headers.get("location")).toBeNull();
    expect(await tampered.text()).toContain("U bent uitgelogd");
  });
});
