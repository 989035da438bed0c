import { describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// Login state LoggedInDifferentAccount: Jan is logged in on De Dagkoerier; in the same browser
// someone signs in as An on De Ochtendpost with "Ander account gebruiken" (prompt=login).

const dagkoerier = "mijn.dagkoerier.example";
const ochtendpost = "mijn.ochtendpost.example";

function post(path: string, body: Record<string, string>, cookie: string, origin = `https://${dagkoerier}`) {
  return portalFetch(path, {
    host: dagkoerier,
    method: "POST",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body).toString(),
  });
}

describe("a browser signed in as another account elsewhere", () => {
  it("shows Jan that this browser is now signed in as An, and 'Doorgaan als' switches to An", async () => {
    const jan = await logIn("jan.jansen@example.nl");
    const before = await portalFetch("/", { host: dagkoerier, headers: { cookie: jan.session! } });
    expect(before.body).not.toContain('aria-label="Ander account"');

    const an = await logIn("an.peeters@example.be", { host: ochtendpost, idpCookie: jan.idpCookie, prompt: "login" });
    expect(an.session).toBeTruthy();

    const page = await portalFetch("/", { host: dagkoerier, headers: { cookie: jan.session! } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("U bent elders ingelogd als an.peeters@example.be. Hier bent u nog ingelogd als jan.jansen@example.nl.");
    expect(page.body).toContain("Doorgaan als an.peeters@example.be");
    expect(page.body).toContain('aria-label="Ander account"');
    expect(page.body).toContain('name="intent" value="switch-account"');
    // An herself sees nothing of the kind.
    expect((await portalFetch("/", { host: ochtendpost, headers: { cookie: an.session! } })).body).not.toContain('aria-label="Ander account"');

    // A post from another site changes nothing.
    expect((await post("/login", { intent: "switch-account", callback_url: "/account" }, jan.session!, "https://evil.example")).status).toBe(403);
    expect((await portalFetch("/account", { host: dagkoerier, headers: { cookie: jan.session! } })).status).toBe(200);

    const switched = await post("/login", { intent: "switch-account", callback_url: "/account" }, jan.session!);
    expect(switched.status).toBe(302);
    const authorize = new URL(switched.headers.get("location")!);
    expect(authorize.pathname).toBe("/oauth/authorize");
    expect(authorize.searchParams.has("prompt")).toBe(false);
    expect(switched.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-session=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(switched.headers.getSetCookie().some((c) => c.startsWith("__Host-mo-login="))).toBe(true);
    // Jan's portal session has ended at the identity provider too.
    expect((await portalFetch("/account", { host: dagkoerier, headers: { cookie: jan.session! } })).status).toBe(302);
  });

  it("'Ander account gebruiken' ends this session and asks the identity provider for its login form", async () => {
    const jan = await logIn("jan.jansen@example.nl");
    const other = await post("/login", { intent: "other-account", callback_url: "/account" }, jan.session!);
    expect(other.status).toBe(302);
    expect(new URL(other.headers.get("location")!).searchParams.get("prompt")).toBe("login");
    expect((await portalFetch("/account", { host: dagkoerier, headers: { cookie: jan.session! } })).status).toBe(302);
    expect((await post("/login", { intent: "iets-anders" }, jan.session!)).status).toBe(400);
  });
});
