import { describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";
import { hashOf } from "./account-helpers";

// The session overview (/account/sessies) against the real origin. Kees and Lisa are accounts
// no other worker test logs out, so "log every other device out" cannot disturb them.
const host = "mijn.dagkoerier.example";
const KEES = "opgezegd@example.nl";
const LISA = "lisa.jansen@example.nl";


/** The origin's id of the session behind a portal cookie (through the portal's own GraphQL gateway). */
async function sessionIdOf(cookie: string): Promise<string> {
  const response = await portalFetch("/api/graphql", {
    host,
    method: "POST",
    headers: { "content-type": "application/json", origin: `https://${host}`, cookie },
    body: JSON.stringify({ operationName: "Sessions", variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("Sessions") } } }),
  });
  const sessions = JSON.parse(response.body).data.sessions as Array<{ id: string; current: boolean }>;
  return sessions.find((session) => session.current)!.id;
}

function post(cookie: string, fields: Record<string, string>) {
  return portalFetch("/account/sessies", {
    host,
    method: "POST",
    headers: { cookie, origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function logInAs(email: string) {
  const { session } = await logIn(email, { host });
  expect(session).toBeTruthy();
  return session!;
}

describe("the session overview", () => {
  it("lists every active session with its device, place and times, the current one marked", async () => {
    const cookie = await logInAs(KEES);
    const page = await portalFetch("/account/sessies", { host, headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Ingelogde apparaten<\/h1>/);
    expect(page.body).toContain("Dit apparaat");
    // The test requests carry no browser user agent and no location.
    expect(page.body).toContain("Onbekende locatie");
    expect(page.body).toContain("Laatst actief");
    expect(page.body).toMatch(/Ingelogd sinds<\/dt><dd[^>]*><time dateTime="[^"]+">\d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}<\/time>/);
  });

  it("with isSessionOverviewEnabled off is not found, and the account menu does not offer it", async () => {
    const cookie = await logInAs(KEES);
    const off = `${cookie}; mo-test-flags=${encodeURIComponent("isSessionOverviewEnabled:off")}`;
    expect((await portalFetch("/account/sessies", { host, headers: { cookie: off } })).status).toBe(404);
    expect((await portalFetch("/account", { host, headers: { cookie: off } })).body).not.toContain('href="/account/sessies"');
    expect((await portalFetch("/account", { host, headers: { cookie } })).body).toContain('href="/account/sessies"');
  });

  it("logging another session out from the overview sends that session to the login on its next request", async () => {
    const other = await logInAs(KEES);
    const current = await logInAs(KEES);
    const otherId = await sessionIdOf(other);
    expect((await portalFetch("/account", { host, headers: { cookie: other } })).status).toBe(200);

    const overview = await portalFetch("/account/sessies", { host, headers: { cookie: current } });
    expect(overview.body).toContain(`name="sessionId" value="${otherId}"`);

    const revoked = await post(current, { intent: "revoke-session", sessionId: otherId });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toContain("Het apparaat is uitgelogd.");
    expect(revoked.body).not.toContain(`value="${otherId}"`);

    const next = await portalFetch("/account", { host, headers: { cookie: other } });
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toContain("/login?callback_url=");

    // A double submit is harmless: the same answer as for any session that is not there.
    const again = await post(current, { intent: "revoke-session", sessionId: otherId });
    expect(again.status).toBe(404);
    expect(again.body).toContain("Dit apparaat is niet (meer) ingelogd.");
    expect((await portalFetch("/account", { host, headers: { cookie: current } })).status).toBe(200);
  });

  it("revoking another account's session id changes nothing", async () => {
    const lisa = await logInAs(LISA);
    const lisaId = await sessionIdOf(lisa);
    const kees = await logInAs(KEES);
    const refused = await post(kees, { intent: "revoke-session", sessionId: lisaId });
    expect(refused.status).toBe(404);
    expect(refused.body).toContain("Dit apparaat is niet (meer) ingelogd.");
    expect((await portalFetch("/account", { host, headers: { cookie: lisa } })).status).toBe(200);
    expect(await sessionIdOf(lisa)).toBe(lisaId);
  });

  it("refuses to log out the device in use and a form without a session", async () => {
    const cookie = await logInAs(KEES);
    const ownId = await sessionIdOf(cookie);
    const own = await post(cookie, { intent: "revoke-session", sessionId: ownId });
    expect(own.status).toBe(400);
    expect(own.body).toContain("Dit is het apparaat dat u nu gebruikt.");
    expect((await portalFetch("/account", { host, headers: { cookie } })).status).toBe(200);

    const empty = await post(cookie, { intent: "revoke-session" });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("Kies het apparaat dat u wilt uitloggen.");
    expect((await post(cookie, { intent: "delete-account" })).status).toBe(400);
  });

  it("'Log alle andere apparaten uit' ends every other session and keeps this one", async () => {
    const first = await logInAs(KEES);
    const second = await logInAs(KEES);
    const current = await logInAs(KEES);
    const done = await post(current, { intent: "revoke-other-sessions" });
    expect(done.status).toBe(200);
    expect(done.body).toMatch(/\d+ andere apparaten zijn uitgelogd\./);
    expect(done.body).toContain("U bent alleen op dit apparaat ingelogd.");
    for (const cookie of [first, second]) expect((await portalFetch("/account", { host, headers: { cookie } })).status).toBe(302);
    expect((await portalFetch("/account", { host, headers: { cookie: current } })).status).toBe(200);
  });

  it("is behind the login", async () => {
    const { status, headers } = await portalFetch("/account/sessies", { host });
    expect(status).toBe(302);
    expect(headers.get("location")).toContain("/login?callback_url=");
  });
});
