import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inputValue, logOut } from "./account-helpers";
import { logIn, portalFetch } from "./helpers";

// ADR 26: an account page learns whether its session stands — and the account's language and the
// browser's other sign-in — from its own read (GraphQL, or REST), not from a userinfo call before it. The
// reference origin's /dev/no-userinfo/ switch answers every path as usual except /oauth/userinfo
// (503), so whatever these pages know about the session came with the page's read.

const dagkoerier = "mijn.dagkoerier.example";
const ochtendpost = "mijn.ochtendpost.example";
const noUserinfo = { ORIGIN_URL: `${env.ORIGIN_URL}/dev/no-userinfo` };
const INVITATION = "/abonnementen/uitnodiging/k7Qm2xVb9PzL4sRtWd8Ny5TqE1gKaHc3x";

function postLanguage(cookie: string, language: string) {
  return portalFetch("/account/voorkeuren", {
    host: dagkoerier,
    method: "POST",
    headers: { cookie, origin: `https://${dagkoerier}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([["intent", "language"], ["language", language]]).toString(),
  });
}

/** Runs `check` with digitaal@example.nl logged in and its language set to nl-BE, then sets it back. */
async function asBelgianPreference(check: (session: string) => Promise<void>) {
  const { session } = await logIn("digitaal@example.nl", { host: dagkoerier });
  expect((await postLanguage(session!, "nl-BE")).status).toBe(200);
  try {
    await check(session!);
  } finally {
    await postLanguage(session!, "website");
  }
}

const sessionCleared = (response: { headers: Headers }) => response.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;"));

describe("the session check rides on the account page's own read", () => {
  it("shows the account page, in the account's language, without the userinfo endpoint", () =>
    asBelgianPreference(async (session) => {
      const page = await portalFetch("/account", { host: dagkoerier, headers: { cookie: session }, envOverrides: noUserinfo });
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<h1[^>]*>Mijn account<\/h1>/);
      expect(page.body).toContain("digitaal@example.nl");
      // Only the read can have said so: the brand is Dutch and no site-language cookie was sent.
      expect(page.body).toMatch(/<html lang="nl-BE"/);
      expect(sessionCleared(page)).toBe(false);

      // A page without an origin read still asks userinfo; unanswered, the session stays and the brand's language shows.
      const home = await portalFetch("/", { host: dagkoerier, headers: { cookie: session }, envOverrides: noUserinfo });
      expect(home.status).toBe(200);
      expect(home.body).toMatch(/<html lang="nl-NL"/);
      expect(sessionCleared(home)).toBe(false);
    }));

  it("sends a session the origin refuses on the page's read to the login, cookie cleared", async () => {
    const { session } = await logIn("digitaal@example.nl", { host: dagkoerier });
    const out = await logOut(session!, dagkoerier);
    expect(out.status).toBe(302);
    // The browser kept the old cookie: the page's read is refused (401), so the visitor logs in again.
    const after = await portalFetch("/account?tab=1", { host: dagkoerier, headers: { cookie: session! }, envOverrides: noUserinfo });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toContain("/login?callback_url=");
    expect(decodeURIComponent(after.headers.get("location")!)).toContain("/account?tab=1");
    expect(after.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(after.body).not.toContain("digitaal@example.nl");
  });

  it("fills in the contact form, open to everyone, from its read, which also brings the account's language", () =>
    asBelgianPreference(async (session) => {
      for (const path of ["/klantenservice/contact/formulier", "/klantenservice/contact/app/basis-formulier"]) {
        const page = await portalFetch(path, { host: dagkoerier, headers: { cookie: session }, envOverrides: noUserinfo });
        expect(page.status).toBe(200);
        expect(inputValue(page.body, "email")).toBe("digitaal@example.nl");
        // Only the read can have said so: the brand is Dutch and no site-language cookie was sent.
        expect(page.body).toMatch(/<html lang="nl-BE"/);
        expect(sessionCleared(page)).toBe(false);
      }
    }));

  it("sends a refused session on the contact form back to the same form, logged out and the cookie cleared", async () => {
    const { session } = await logIn("digitaal@example.nl", { host: dagkoerier });
    expect((await logOut(session!, dagkoerier)).status).toBe(302);
    const form = "/klantenservice/contact/formulier?onderwerp=digital_reading";
    const after = await portalFetch(form, { host: dagkoerier, headers: { cookie: session! }, envOverrides: noUserinfo });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe(`https://${dagkoerier}${form}`);
    expect(after.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(after.body).not.toContain("digitaal@example.nl");
    // Without the cookie the browser gets the form for everyone.
    const again = await portalFetch(form, { host: dagkoerier, envOverrides: noUserinfo });
    expect(again.status).toBe(200);
    expect(inputValue(again.body, "email")).toBe("");
    expect(again.body).toContain("Heeft u een account? Log dan eerst in");
  });

  it("reads an invitation (REST) with the session check riding on it, in the account's language", () =>
    asBelgianPreference(async (session) => {
      const page = await portalFetch(INVITATION, { host: dagkoerier, headers: { cookie: session }, envOverrides: noUserinfo });
      expect(page.status).toBe(200);
      expect(page.body).toContain("digitaal@example.nl");
      // Only the read can have said so: the brand is Dutch and no site-language cookie was sent.
      expect(page.body).toMatch(/<html lang="nl-BE"/);
      expect(sessionCleared(page)).toBe(false);
    }));

  it("sends a session the invitation's read refuses back to the invitation, logged out", async () => {
    const { session } = await logIn("digitaal@example.nl", { host: dagkoerier });
    expect((await portalFetch(INVITATION, { host: dagkoerier, headers: { cookie: session! } })).status).toBe(200);
    expect((await logOut(session!, dagkoerier)).status).toBe(302);
    // The invite's read with the refused token answers 401, which is the session check's "no"; the read
    // falls back to the invite as anyone sees it, and the page is replaced by the same page, logged out.
    const after = await portalFetch(INVITATION, { host: dagkoerier, headers: { cookie: session! }, envOverrides: noUserinfo });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe(`https://${dagkoerier}${INVITATION}`);
    expect(sessionCleared(after)).toBe(true);
    expect(after.body).not.toContain("digitaal@example.nl");
  });

  // Issue 59 (ADR 51): a form's write answers the check as a page's read does.
  it("answers a form with the write alone, its texts in the account's language, without the userinfo endpoint", () =>
    asBelgianPreference(async (session) => {
      const { status, body } = await portalFetch("/account/sessies.data", {
        host: dagkoerier,
        method: "POST",
        headers: { cookie: session, origin: `https://${dagkoerier}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "revoke-other-sessions" }).toString(),
        envOverrides: noUserinfo,
      });
      expect(status).toBe(200);
      // Only the write can have said so: the brand is Dutch and no site-language cookie was sent.
      expect(body).toMatch(/toestel(len)? (is|zijn)? ?(afgemeld|aangemeld)/);
      expect(body).not.toMatch(/apparat/);
    }));

  it("refuses a form's write for a session logged out elsewhere: nothing changes, the answer is the way to log in, cookie cleared", async () => {
    const { session } = await logIn("digitaal@example.nl", { host: dagkoerier });
    expect((await logOut(session!, dagkoerier)).status).toBe(302);
    const before = await logIn("digitaal@example.nl", { host: dagkoerier });
    const stored = async () => (await portalFetch("/account/voorkeuren", { host: dagkoerier, headers: { cookie: before.session! } })).body.match(/name="preferences\[0\]\.sms"[^>]*>/)?.[0];
    const sms = await stored();
    const after = await portalFetch("/account/voorkeuren.data", {
      host: dagkoerier,
      method: "POST",
      headers: { cookie: session!, origin: `https://${dagkoerier}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["intent", "communication"], ["preferences[0].brand", "dagkoerier"], ["preferences[0].email", "on"], ["preferences[0].sms", sms?.includes("checked") ? "" : "on"]]).toString(),
      envOverrides: noUserinfo,
    });
    // React Router's data request gets the login redirect in its own form (202 with the target), a document a 302.
    expect([202, 302]).toContain(after.status);
    const target = decodeURIComponent(after.headers.get("location") ?? after.body);
    expect(target).toContain("/login?callback_url=");
    expect(target).toContain("/account/voorkeuren");
    expect(sessionCleared(after)).toBe(true);
    expect(await stored()).toBe(sms);
  });

  it("shows on the account page that this browser has since signed in as another account", async () => {
    const jan = await logIn("jan.jansen@example.nl", { host: dagkoerier });
    await logIn("an.peeters@example.be", { host: ochtendpost, idpCookie: jan.idpCookie, prompt: "login" });
    const page = await portalFetch("/account", { host: dagkoerier, headers: { cookie: jan.session! }, envOverrides: noUserinfo });
    expect(page.status).toBe(200);
    expect(page.body).toContain("U bent elders ingelogd als an.peeters@example.be. Hier bent u nog ingelogd als jan.jansen@example.nl.");
  });
});
