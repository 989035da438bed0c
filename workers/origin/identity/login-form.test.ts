import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "./authorize";
import { BASE, call, CookieJar, db, DEMO_PASSWORD, form, hiddenFields, login, pkceRequest, submitLogin } from "../test/helpers";
import { resetRunClock, setRunNow } from "../../../tests/fixtures/run-clock";

const JAN = "jan.jansen@example.nl";

afterEach(() => {
  resetRunClock();
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

    setRunNow(Date.now() + 16 * 60_000);
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
