import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DOWN, logIn, portalFetch } from "./helpers";
import { hashOf, logOut } from "./account-helpers";

const host = "mijn.dagkoerier.example";
const persisted = (operation: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operation) } } });

async function gateway(body: string, init: { cookie?: string; method?: string; envOverrides?: Record<string, unknown> } = {}) {
  return portalFetch("/api/graphql", {
    host,
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", origin: `https://${host}`, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.method === "GET" ? undefined : body,
    envOverrides: init.envOverrides,
  });
}

describe("login through the identity provider", () => {
  it("brings the visitor back to the path they came from, with a __Host- session cookie that has every flag", async () => {
    const { done } = await logIn("jan.jansen@example.nl", { callbackUrl: "/account?tab=gegevens" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account?tab=gegevens");
    const cookie = done.headers.getSetCookie().find((c) => c.startsWith("__Host-mo-session="))!;
    for (const flag of ["Path=/", "Secure", "HttpOnly", "SameSite=Lax"]) expect(cookie).toContain(flag);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("shows jan's own account after login and the user icon as logged in", async () => {
    const { session } = await logIn("jan.jansen@example.nl");
    const page = await portalFetch("/account", { host, headers: { cookie: session! } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("jan.jansen@example.nl");
    expect(page.body).toContain('data-login-state="LoggedIn"');
    expect(page.body).not.toContain("an.peeters@example.be");
  });

  it("sends a logged-out visitor of /account to the login link with the way back", async () => {
    const { status, headers } = await portalFetch("/account", { host });
    expect(status).toBe(302);
    expect(headers.get("location")).toBe(`https://${host}/login?callback_url=${encodeURIComponent(`https://${host}/account`)}`);
  });

  it("refuses a callback without its pending-login cookie; a replayed code or wrong state restarts the login once, then shows the error", async () => {
    const ochtendpost = "mijn.ochtendpost.example";
    const { callback, pending, session } = await logIn("an.peeters@example.be", { host: ochtendpost, callbackUrl: "/account" });
    expect(session).toBeTruthy();
    const path = `${callback.pathname}${callback.search}`;
    const noCookie = await portalFetch(path, { host: ochtendpost });
    expect(noCookie.status).toBe(400);
    // A Belgian brand says "aanmelden" (nl-BE), as its header does.
    expect(noCookie.body).toContain("Aanmelden niet gelukt");

    // The same callback a second time (a browser that sent it twice): the code is spent, so the
    // login starts again with the identity provider's session, back to the same page afterwards.
    const replayed = await portalFetch(path, { host: ochtendpost, headers: { cookie: pending } });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("location")).toBe(`/login?callback_url=${encodeURIComponent("/account")}&retry=1`);
    expect(replayed.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=") && !c.includes("Max-Age=0"))).toBe(false);
    expect(replayed.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-login=;") && c.includes("Max-Age=0"))).toBe(true);
    const wrongState = await portalFetch(path.replace(/state=[^&]+/, "state=forged"), { host: ochtendpost, headers: { cookie: pending } });
    expect(wrongState.status).toBe(302);

    // The restarted login remembers that it is a retry: failing again shows the error page.
    const restart = await portalFetch(replayed.headers.get("location")!, { host: ochtendpost });
    expect(restart.status).toBe(302);
    const retriedPending = restart.headers.getSetCookie().find((c) => c.startsWith("__Host-mo-login="))!.split(";")[0]!;
    const secondFailure = await portalFetch(path, { host: ochtendpost, headers: { cookie: retriedPending } });
    expect(secondFailure.status).toBe(502);
    expect(secondFailure.body).toContain("Aanmelden niet gelukt");
  });

  it("sends a logged-in visitor who opens an old callback link home instead of showing an error", async () => {
    const { callback, session } = await logIn("jan.jansen@example.nl");
    const reopened = await portalFetch(`${callback.pathname}${callback.search}`, { host, headers: { cookie: session! } });
    expect(reopened.status).toBe(302);
    expect(reopened.headers.get("location")).toBe("/");
  });

  it("treats a tampered session cookie as logged out and clears it", async () => {
    const { session } = await logIn("jan.jansen@example.nl");
    const tampered = session!.slice(0, -4) + (session!.endsWith("AAAA") ? "BBBB" : "AAAA");
    const { status, headers } = await portalFetch("/account", { host, headers: { cookie: tampered } });
    expect(status).toBe(302);
    expect(headers.get("location")).toContain("/login?callback_url=");
    expect(headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;") && c.includes("Max-Age=0"))).toBe(true);
  });

  it("logs a revoked session out on its next request", async () => {
    const first = await logIn("jan.jansen@example.nl");
    const second = await logIn("jan.jansen@example.nl");
    const sessions = await gateway(persisted("Sessions"), { cookie: second.session! });
    const list = JSON.parse(sessions.body).data.sessions as Array<{ id: string; current: boolean }>;
    const other = list.find((s) => !s.current)!;
    const firstView = await portalFetch("/account", { host, headers: { cookie: first.session! } });
    expect(firstView.status).toBe(200);
    // Revoke every other session until the first one is gone (older test sessions exist too).
    for (const s of list.filter((entry) => !entry.current)) await gateway(persisted("RevokeSession", { id: s.id }), { cookie: second.session! });
    expect(other).toBeTruthy();
    const after = await portalFetch("/account", { host, headers: { cookie: first.session! } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toContain("/login");
    expect(after.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;"))).toBe(true);
    expect((await portalFetch("/account", { host, headers: { cookie: second.session! } })).status).toBe(200);
  });

  it("shows the Dutch error panel, not a 500 page, when the origin is down", async () => {
    const { session } = await logIn("jan.jansen@example.nl");
    const { status, body } = await portalFetch("/account", { host, headers: { cookie: session! }, envOverrides: { ORIGIN_URL: CONTENT_DOWN } });
    expect(status).toBe(503);
    expect(body).toContain("Helaas, deze inhoud kan niet geladen worden.");
    expect(body).toContain("Probeer opnieuw");
  });

  it("asks on a GET of /api/logout and logs out nobody: a link or an image on another site cannot end a session", async () => {
    const { session } = await logIn("jan.jansen@example.nl");
    const asked = await portalFetch("/api/logout", { host, headers: { cookie: session!, "sec-fetch-site": "cross-site" } });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain("Uitloggen?");
    expect(asked.body).toMatch(/<form[^>]* action="\/api\/logout" method="post"><button type="submit"[^>]*>Uitloggen<\/button><a [^>]*>Ingelogd blijven<\/a>/);
    expect(asked.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;"))).toBe(false);
    // A post from another site is refused; the session still works after both.
    const foreign = await portalFetch("/api/logout", { method: "POST", host, headers: { cookie: session!, origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect((await portalFetch("/account", { host, headers: { cookie: session! } })).status).toBe(200);
    // Logged out already: nothing to ask, back to the service home.
    const visitor = await portalFetch("/api/logout", { host });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/");
  });

  it("logout (the page's post) ends the session at the identity provider and in the portal", async () => {
    const { session } = await logIn("jan.jansen@example.nl");
    const out = await logOut(session!, host);
    expect(out.status).toBe(302);
    const endSession = new URL(out.headers.get("location")!);
    expect(endSession.pathname).toBe("/oauth/logout");
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe("https://mijn.dagkoerier.example/");
    // The proof that the portal sent this logout (workers/origin/identity/logout.ts): SHA-256 of the session's token.
    expect(endSession.searchParams.get("logout_hint")).toMatch(/^[0-9a-f]{64}$/);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;"))).toBe(true);
    // The old cookie no longer works even if the browser kept it.
    expect((await portalFetch("/account", { host, headers: { cookie: session! } })).status).toBe(302);
  });
});

describe("the trusted-documents gateway", () => {
  let session: string;
  beforeAll(async () => {
    session = (await logIn("an.peeters@example.be", { host: "mijn.ochtendpost.example" })).session!;
  });
  // An unreachable origin: any call to it would turn into a 502, so these statuses prove none was made.
  const noOrigin = { ORIGIN_URL: CONTENT_DOWN };

  it("forwards a persisted query with the session's token", async () => {
    const { status, body } = await gateway(persisted("Sessions"), { cookie: session });
    expect(status).toBe(200);
    expect(JSON.parse(body).data.sessions.length).toBeGreaterThan(0);
  });

  it("refuses free-form query text with 400 without calling the origin", async () => {
    const { status, body } = await gateway(JSON.stringify({ query: "{ account { id } }" }), { cookie: session, envOverrides: noOrigin });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ violations: [{ code: "PERSISTED-QUERIES-ONLY" }], status: 400 });
  });

  it("answers an unknown hash with PersistedQueryNotFound without calling the origin", async () => {
    const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } });
    const { status, body: answer } = await gateway(body, { cookie: session, envOverrides: noOrigin });
    expect(status).toBe(400);
    expect(JSON.parse(answer).errors[0].message).toBe("PersistedQueryNotFound");
  });

  it("refuses GET, malformed JSON, non-object variables, a mismatched operationName and oversized bodies", async () => {
    expect((await gateway("", { method: "GET", cookie: session, envOverrides: noOrigin })).status).toBe(405);
    expect((await gateway("{nope", { cookie: session, envOverrides: noOrigin })).status).toBe(400);
    const hash = hashOf("Sessions");
    const ext = { persistedQuery: { version: 1, sha256Hash: hash } };
    expect((await gateway(JSON.stringify({ extensions: ext, variables: [1] }), { cookie: session, envOverrides: noOrigin })).status).toBe(400);
    expect((await gateway(JSON.stringify({ extensions: ext, operationName: "AccountOverview" }), { cookie: session, envOverrides: noOrigin })).status).toBe(400);
    const big = JSON.stringify({ extensions: ext, variables: { padding: "x".repeat(20_000) } });
    expect((await gateway(big, { cookie: session, envOverrides: noOrigin })).status).toBe(413);
  });

  it("answers 401 without a session, and refuses cross-origin posts", async () => {
    const anonymous = await gateway(persisted("Sessions"), { envOverrides: noOrigin });
    expect(anonymous.status).toBe(401);
    const crossSite = await portalFetch("/api/graphql", {
      host,
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: session },
      body: persisted("Sessions"),
    });
    expect(crossSite.status).toBe(403);
  });

  it("never lets one account revoke another account's session", async () => {
    const jan = await logIn("jan.jansen@example.nl");
    const janSessions = JSON.parse((await gateway(persisted("Sessions"), { cookie: jan.session! })).body).data.sessions as Array<{ id: string; current: boolean }>;
    const target = janSessions.find((s) => s.current)!;
    const attempt = await gateway(persisted("RevokeSession", { id: target.id }), { cookie: session });
    expect(JSON.parse(attempt.body).data?.revokeSession?.revokedSessionIds ?? []).not.toContain(target.id);
    expect((await portalFetch("/account", { host, headers: { cookie: jan.session! } })).status).toBe(200);
  });
});

describe("the content API being down does not break login", () => {
  it("still logs in with the bundled brand snapshot", async () => {
    const start = await portalFetch("/login", { host, envOverrides: { SANITY_API_HOST: CONTENT_DOWN } });
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toContain("/oauth/authorize?");
  });
});
