import { afterAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../identity/authorize";
import { DEMO } from "../../demo/demo";
import {
  activityTypes,
  call,
  codeFrom,
  CookieJar,
  db,
  DEMO_PASSWORD,
  exchangeCode,
  graphql,
  isAlive,
  lastActivity,
  login,
  moveClock,
  outboxTo,
  pkceRequest,
  resetClock,
  submitLogin,
  type Tokens,
} from "../../test/helpers";

const UPDATE = `mutation($current: String!, $new: String!, $end: Boolean!) {
  updatePassword(currentPassword: $current, newPassword: $new, endOtherSessions: $end) { revokedSessionIds } }`;

const NEW_PASSWORD = "Zomer-2027!nieuw";

afterAll(() => {
  resetClock();
});

function update(token: string, current: string, next: string, end = false) {
  return graphql(token, UPDATE, { current, new: next, end });
}

async function passwordHash(accountId: string) {
  return (await db.prepare("SELECT password_hash FROM accounts WHERE id = ?").bind(accountId).first<{ password_hash: string }>())!.password_hash;
}

async function failedLogins(email: string) {
  const row = await db.prepare("SELECT failed_count FROM login_throttle WHERE email = ?").bind(email).first<{ failed_count: number }>();
  return row?.failed_count ?? 0;
}

describe("updatePassword refusals", () => {
  it("refuses a wrong current password on currentPassword and counts it towards the login lockout", async () => {
    const jan = await login("jan.jansen@example.nl");
    const hash = await passwordHash(DEMO.accounts.jan);
    const { body } = await update(jan.access_token, "Verkeerd-wachtwoord1!", NEW_PASSWORD);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      status: 400,
      violations: [{ code: "INVALID-CURRENT-PASSWORD", field: "currentPassword", message: "Uw huidige wachtwoord is onjuist." }],
    });
    expect(await failedLogins("jan.jansen@example.nl")).toBe(1);
    expect(await passwordHash(DEMO.accounts.jan)).toBe(hash);
    expect(await activityTypes(DEMO.accounts.jan)).not.toContain("PASSWORD_CHANGED");
  });

  it.each([
    ["Kort-1a!", "minimaal 10 tekens"],
    ["alleen-kleine-letters-1", "een kleine letter en een hoofdletter"],
    ["ALLEEN-HOOFDLETTERS-1", "een kleine letter en een hoofdletter"],
    ["Geen-cijfers-hier!", "minimaal één cijfer"],
    ["GeenLeesteken2027", "minimaal één teken dat geen letter of cijfer is"],
  ])("refuses %s with WEAK-PASSWORD naming the rule", async (password, rule) => {
    const jan = await login("jan.jansen@example.nl");
    const hash = await passwordHash(DEMO.accounts.jan);
    const { body } = await update(jan.access_token, DEMO_PASSWORD, password);
    expect(body.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      status: 400,
      violations: [{ code: "WEAK-PASSWORD", field: "newPassword", message: `Uw nieuwe wachtwoord voldoet niet aan deze eis: ${rule}.` }],
    });
    expect(await passwordHash(DEMO.accounts.jan)).toBe(hash);
  });

  it("refuses the e-mail address as password, a password over 200 characters and the same password", async () => {
    // An account whose address meets the other four rules.
    await db.prepare("UPDATE accounts SET email = 'Tom.Bakker-2@example.nl' WHERE id = ?").bind(DEMO.accounts.geenAbonnement).run();
    const tom = await login("tom.bakker-2@example.nl");
    const asEmail = await update(tom.access_token, DEMO_PASSWORD, "tom.bakker-2@EXAMPLE.nl");
    expect(asEmail.body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "WEAK-PASSWORD", field: "newPassword", message: "Uw nieuwe wachtwoord voldoet niet aan deze eis: niet uw e-mailadres." },
    ]);
    const long = await update(tom.access_token, DEMO_PASSWORD, `Aa1!${"x".repeat(197)}`);
    expect(long.body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "TOO-LONG", field: "newPassword", message: "Uw nieuwe wachtwoord mag maximaal 200 tekens bevatten." },
    ]);
    const same = await update(tom.access_token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.body.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      status: 400,
      violations: [{ code: "SAME-PASSWORD", field: "newPassword", message: "Uw nieuwe wachtwoord moet anders zijn dan uw huidige wachtwoord." }],
    });
    expect(await activityTypes(DEMO.accounts.geenAbonnement)).not.toContain("PASSWORD_CHANGED");
  });
});

describe("updatePassword and the login lockout", () => {
  const EMAIL = "opgezegd@example.nl";

  it("locks login and password change together after 5 wrong passwords from either side", async () => {
    const kees = await login(EMAIL);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await submitLogin(EMAIL, `fout-${attempt}`, await pkceRequest())).status).toBe(401);
    }
    // The 5th wrong password comes through updatePassword and locks the address.
    const fifth = await update(kees.access_token, "Nog-steeds-fout1", NEW_PASSWORD);
    expect(fifth.body.errors?.[0]?.extensions).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      status: 429,
      violations: [{ code: "TOO-MANY-REQUESTS", field: "currentPassword" }],
    });
    expect(fifth.body.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(14 * 60);

    const loginNow = await submitLogin(EMAIL, DEMO_PASSWORD, await pkceRequest());
    expect(loginNow.status).toBe(429);
    expect(await loginNow.text()).toContain(MESSAGES.locked);
    const rightButLocked = await update(kees.access_token, DEMO_PASSWORD, NEW_PASSWORD);
    expect(rightButLocked.body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(await activityTypes(DEMO.accounts.opgezegd)).not.toContain("PASSWORD_CHANGED");

    // After the lock: a successful change clears the count.
    moveClock(16 * 60);
    const later = await login(EMAIL);
    expect(await failedLogins(EMAIL)).toBe(0); // the successful login cleared it
    await update(later.access_token, "fout-na-blokkade1", NEW_PASSWORD);
    expect(await failedLogins(EMAIL)).toBe(1);
    expect((await update(later.access_token, DEMO_PASSWORD, NEW_PASSWORD)).body.errors).toBeUndefined();
    expect(await failedLogins(EMAIL)).toBe(0);
  });
});

describe("a successful updatePassword", () => {
  it("keeps the current session, and with endOtherSessions ends every other session and SSO browser", async () => {
    const email = "jan.jansen@example.nl";
    const browserA = new CookieJar();
    const browserB = new CookieJar();
    const browserC = new CookieJar();
    const a = await login(email, DEMO_PASSWORD, browserA);
    const b = await login(email, DEMO_PASSWORD, browserB);
    const c = await login(email, DEMO_PASSWORD, browserC);
    // A second portal session from browser C's SSO cookie (no form).
    const pkce = await pkceRequest();
    const auto = await call(`/oauth/authorize?${pkce.query}`, { headers: browserC.header() });
    expect(auto.status).toBe(302);
    const c2 = await (await exchangeCode(codeFrom(auto), pkce.verifier)).json<Tokens>();
    const lisa = await login("lisa.jansen@example.nl");

    const { body } = await update(c.access_token, DEMO_PASSWORD, NEW_PASSWORD, true);
    expect(body.errors).toBeUndefined();
    const revoked = body.data!.updatePassword.revokedSessionIds as string[];
    expect(revoked).toEqual(expect.arrayContaining([a.session_id, b.session_id, c2.session_id]));
    expect(revoked).not.toContain(c.session_id);

    expect(await isAlive(c.access_token)).toBe(true);
    for (const tokens of [a, b, c2]) expect(await isAlive(tokens.access_token)).toBe(false);
    expect(await isAlive(lisa.access_token)).toBe(true);
    const { headers, body: refreshBody } = {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: a.refresh_token, client_id: "mijn-omgeving" }).toString(),
    };
    expect((await call("/oauth/token", { method: "POST", headers, body: refreshBody })).status).toBe(400);

    // Other browsers' SSO cookies no longer log in by themselves; the current browser's still does.
    for (const jar of [browserA, browserB]) {
      const again = await pkceRequest();
      expect((await call(`/oauth/authorize?${again.query}`, { headers: jar.header() })).status).toBe(200);
    }
    const current = await pkceRequest();
    expect((await call(`/oauth/authorize?${current.query}`, { headers: browserC.header() })).status).toBe(302);

    expect(await lastActivity(DEMO.accounts.jan)).toEqual({
      type: "PASSWORD_CHANGED",
      session_id: c.session_id,
      details: { endOtherSessions: "true", revokedSessions: String(revoked.length) },
    });
    const [notice] = await outboxTo(email);
    expect(notice).toMatchObject({ channel: "email", subject: "Uw wachtwoord voor Mijn Omgeving is gewijzigd" });

    // The new password logs in, the old one no longer does.
    expect((await submitLogin(email, DEMO_PASSWORD, await pkceRequest())).status).toBe(401);
    expect((await submitLogin(email, NEW_PASSWORD, await pkceRequest())).status).toBe(303);
  });

  it("leaves other sessions alone without endOtherSessions", async () => {
    const email = "an.peeters@example.be";
    const browserA = new CookieJar();
    const other = await login(email, DEMO_PASSWORD, browserA);
    const current = await login(email);
    const { body } = await update(current.access_token, DEMO_PASSWORD, NEW_PASSWORD, false);
    expect(body.data!.updatePassword).toEqual({ revokedSessionIds: [] });
    expect(await isAlive(other.access_token)).toBe(true);
    expect(await isAlive(current.access_token)).toBe(true);
    const again = await pkceRequest();
    expect((await call(`/oauth/authorize?${again.query}`, { headers: browserA.header() })).status).toBe(302);
    expect(await lastActivity(DEMO.accounts.an)).toMatchObject({
      type: "PASSWORD_CHANGED",
      session_id: current.session_id,
      details: { endOtherSessions: "false", revokedSessions: "0" },
    });
    expect((await submitLogin(email, NEW_PASSWORD, await pkceRequest())).status).toBe(303);
  });
});
