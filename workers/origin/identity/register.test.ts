import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD_RULES } from "../rules/validation";
import { cleanupExpiredRows, UNCONFIRMED_ACCOUNT_RETENTION_SECONDS } from "../records/housekeeping";
import { nowMs } from "../calendar/time";
import { CODE_MINUTES, CODE_REFUSED } from "./codes";
import { CONFIRM_MESSAGES, sentNotice } from "./confirm-email";
import { MAX_REGISTRATIONS_PER_ADDRESS, MAX_REGISTRATIONS_PER_CLIENT, REGISTER_MESSAGES, weakPasswordMessage } from "./register";
import {
  activityTypes,
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
  lastActivity,
  lastCodeSentTo,
  login,
  moveClock,
  otherCode,
  outboxTo,
  resetClock,
  originEnv,
  pkceRequest,
  REDIRECT_URI,
  silentAuthorize,
  submitLogin,
  type PkceRequest,
  type Tokens,
} from "../test/helpers";

const PASSWORD = "Nieuw-wachtwoord-2026";

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The href of the link with this text, as the browser resolves it. */
function linkTo(html: string, text: string): URL {
  const href = new RegExp(`<a href="([^"]+)">${text}</a>`).exec(html)?.[1];
  if (!href) throw new Error(`no link "${text}"`);
  return new URL(decode(href), BASE);
}

/** The field's error under it, and the input linked to it. */
function expectFieldError(html: string, field: string, message: string): void {
  const escaped = message.replace(/'/g, "&#39;");
  expect(html).toContain(`<p id="${field}-fout" class="field-error">${escaped}</p>`);
  expect(html).toMatch(new RegExp(`<input id="${field}"[^>]*aria-describedby="${field}-fout[^"]*" aria-invalid="true">`));
}

/** GET the registration page (prompt=create), then POST the form. Returns the POST response. */
async function submitRegistration(
  values: Record<string, string>,
  pkce: PkceRequest,
  jar = new CookieJar(),
  override: Record<string, string> = {},
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const page = await call(`/oauth/authorize?${pkce.query}&prompt=create`, { headers: jar.header() });
  expect(page.status).toBe(200);
  jar.store(page);
  const { body, headers } = form({ ...hiddenFields(await page.text()), ...values, ...override });
  const response = await call("/oauth/authorize", { method: "POST", body, headers: { ...headers, ...jar.header(), origin: BASE, ...extraHeaders } });
  jar.store(response);
  return response;
}

/** Posts one of the confirmation page's forms (by its intent) with its hidden fields. */
async function submitConfirmationIntent(page: string, jar: CookieJar, intent: string, values: Record<string, string>): Promise<Response> {
  const formHtml = page.split("<form").find((part) => part.includes(`name="intent" value="${intent}"`));
  if (!formHtml) throw new Error(`no form ${intent}`);
  const { body, headers } = form({ ...hiddenFields(formHtml), ...values });
  const response = await call("/oauth/authorize", { method: "POST", body, headers: { ...headers, ...jar.header(), origin: BASE } });
  jar.store(response);
  return response;
}

const submitConfirmation = (page: string, jar: CookieJar, code: string) => submitConfirmationIntent(page, jar, "confirm-email", { code });

const newcomer = (email: string, password = PASSWORD) => ({ given_name: "Noor", family_name: "van den Berg", email, password });

async function accountCount(email: string): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM accounts WHERE email = ?").bind(email).first<{ n: number }>();
  return row?.n ?? 0;
}

describe("registration page (prompt=create)", () => {
  it("shows the form with the authorization request's parameters kept and the login_hint filled in", async () => {
    const pkce = await pkceRequest({ brand: "dagkoerier" });
    const page = await call(`/oauth/authorize?${pkce.query}&prompt=create&login_hint=uitgenodigd%40example.nl`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.getSetCookie().some((c) => c.startsWith("mo_idp_csrf="))).toBe(true);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Account maken – De Dagkoerier</title>");
    expect(html).toContain("<h1>Account maken</h1>");
    for (const [id, label, autocomplete] of [
      ["given_name", "Voornaam", "given-name"],
      ["family_name", "Achternaam", "family-name"],
      ["email", "E-mailadres", "email"],
      ["password", "Wachtwoord", "new-password"],
    ] as const) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}" [^>]*autocomplete="${autocomplete}"`));
    }
    expect(html).toMatch(/<input id="email"[^>]*value="uitgenodigd@example\.nl">/);
    // The password rules are a hint under the field, linked from it.
    expect(html).toMatch(/<input id="password"[^>]*aria-describedby="password-eisen">/);
    for (const rule of PASSWORD_RULES) expect(html).toContain(`<li data-rule="${rule.key}" data-state="untouched">${rule.text}<span class="state"></span></li>`);
    expect(html).toMatch(/<button type="submit">Account maken<\/button>/);

    expect(hiddenFields(html)).toEqual({
      csrf_token: expect.any(String),
      intent: "register",
      client_id: "mijn-omgeving",
      redirect_uri: REDIRECT_URI,
      state: pkce.state,
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
      response_type: "code",
      brand: "dagkoerier",
    });

    const back = linkTo(html, "Inloggen");
    expect(back.pathname).toBe("/oauth/authorize");
    expect(Object.fromEntries(back.searchParams)).toEqual({ ...Object.fromEntries(new URLSearchParams(pkce.query)), prompt: "login" });
    const loginPage = await call(`${back.pathname}${back.search}`);
    expect(loginPage.status).toBe(200);
    expect(await loginPage.text()).toContain("<h1>Inloggen</h1>");
  });

  it("is linked from the login page, with every parameter kept", async () => {
    const pkce = await pkceRequest({ brand: "ochtendpost", state: "a&b<c>\"d'" });
    const page = await call(`/oauth/authorize?${pkce.query}`);
    const html = await page.text();
    expect(html).toContain("Nog geen account? <a href=");
    expect(html).not.toContain("a&b<c>");
    const link = linkTo(html, "Account maken");
    expect(link.pathname).toBe("/oauth/authorize");
    expect(Object.fromEntries(link.searchParams)).toEqual({ ...Object.fromEntries(new URLSearchParams(pkce.query)), prompt: "create" });
    const registration = await call(`${link.pathname}${link.search}`);
    expect(registration.status).toBe(200);
    expect(hiddenFields(await registration.text())).toMatchObject({ state: "a&b<c>\"d'", brand: "ochtendpost", intent: "register" });

    // An address already typed (or given as login_hint) goes along.
    const hinted = await call(`/oauth/authorize?${pkce.query}&login_hint=nieuw%40example.be`);
    expect(linkTo(await hinted.text(), "Account maken").searchParams.get("login_hint")).toBe("nieuw@example.be");
  });

  it("never signs in with the SSO cookie", async () => {
    const jar = new CookieJar();
    await login("jan.jansen@example.nl", DEMO_PASSWORD, jar);
    expect((await silentAuthorize(jar)).status).toBe(302);
    const pkce = await pkceRequest();
    const page = await call(`/oauth/authorize?${pkce.query}&prompt=create`, { headers: jar.header() });
    expect(page.status).toBe(200);
    expect(page.headers.get("location")).toBeNull();
    expect(await page.text()).toContain("<h1>Account maken</h1>");
  });

  it("still refuses an unknown client with the error page", async () => {
    const pkce = await pkceRequest({ client_id: "evil" });
    const response = await call(`/oauth/authorize?${pkce.query}&prompt=create`);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("registration form", () => {
  it("refuses missing fields with 400, a message on each field and the typed values kept", async () => {
    const response = await submitRegistration({ given_name: "Piet", family_name: "", email: "", password: "" }, await pkceRequest());
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/<div class="alert" role="alert">/);
    expect(html).toMatch(/<input id="given_name"[^>]*value="Piet">/);
    expect(html).not.toMatch(/<input id="given_name"[^>]*aria-invalid/);
    expectFieldError(html, "family_name", "Achternaam is verplicht.");
    expectFieldError(html, "email", REGISTER_MESSAGES.emailRequired);
    expectFieldError(html, "password", REGISTER_MESSAGES.passwordRequired);
    // The summary links to each field.
    expect(html).toContain(`<li><a href="#family_name">Achternaam is verplicht.</a></li>`);
    // The form can be sent again.
    expect(hiddenFields(html)).toMatchObject({ intent: "register", csrf_token: expect.any(String) });
  });

  it("refuses a weak password and an invalid address, keeping everything but the password", async () => {
    const response = await submitRegistration(
      { given_name: "Noor", family_name: "<script>", email: "geen-adres", password: "kort1" },
      await pkceRequest(),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(
      html,
      "password",
      "Uw wachtwoord moet voldoen aan: minimaal 10 tekens, een kleine letter en een hoofdletter, minimaal één teken dat geen letter of cijfer is.",
    );
    expectFieldError(html, "email", REGISTER_MESSAGES.emailInvalid);
    expectFieldError(html, "family_name", "Achternaam mag geen van deze tekens bevatten: < > ^ # = / :".replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    expect(html).toMatch(/<input id="given_name"[^>]*value="Noor">/);
    expect(html).toMatch(/<input id="family_name"[^>]*value="&lt;script&gt;"/);
    expect(html).toMatch(/<input id="email"[^>]*value="geen-adres"/);
    expect(html).not.toContain("kort1");
    expect(html).toMatch(/<input id="password"[^>]*aria-describedby="password-fout password-eisen" aria-invalid="true">/);
  });

  it("uses the account area's password rules, also 'not your e-mail address'", async () => {
    const email = "Lang.Adres-1@example.nl";
    const response = await submitRegistration(newcomer(email, email), await pkceRequest());
    expect(response.status).toBe(400);
    const rule = PASSWORD_RULES.find((r) => r.key === "passwordRuleNotEmail")!;
    expectFieldError(await response.text(), "password", weakPasswordMessage([rule]));
    expect(await accountCount(email)).toBe(0);
  });

  it("answers 409 for an address that has an account, with a login link that fills it in", async () => {
    const pkce = await pkceRequest();
    const response = await submitRegistration(newcomer(" Jan.Jansen@Example.nl"), pkce);
    expect(response.status).toBe(409);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expectFieldError(html, "email", REGISTER_MESSAGES.emailTaken);
    expect(html).toMatch(/<input id="given_name"[^>]*value="Noor">/);
    expect(html).toMatch(/<input id="email"[^>]*value=" Jan\.Jansen@Example\.nl"/);
    const link = linkTo(html, "Inloggen");
    expect(link.searchParams.get("login_hint")).toBe("jan.jansen@example.nl");
    expect(link.searchParams.get("prompt")).toBe("login");
    expect(link.searchParams.get("state")).toBe(pkce.state);
    const loginPage = await call(`${link.pathname}${link.search}`);
    expect(await loginPage.text()).toMatch(/<input id="email"[^>]*value="jan\.jansen@example\.nl"/);
    expect(await accountCount("jan.jansen@example.nl")).toBe(1);
  });

  it("answers 409, not 500, when the address is registered by a parallel request, and stores nothing", async () => {
    const email = "tegelijk@example.nl";
    await db.prepare("INSERT INTO accounts (id, email, password_hash, created_at, updated_at) VALUES ('acc-tegelijk', ?, 'x', '2026-01-01', '2026-01-01')")
      .bind(email)
      .run();
    // The check before the batch misses the other registration; the batch hits UNIQUE (email).
    const racing = new Proxy(originEnv.DB, {
      get(target, property) {
        if (property === "prepare") return (sql: string) => target.prepare(sql.startsWith("SELECT 1 FROM accounts") ? "SELECT 1 FROM accounts WHERE 0 AND email = ?" : sql);
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const events = async () =>
      (await db.prepare("SELECT COUNT(*) AS n FROM activity_events WHERE type = 'ACCOUNT_CREATED'").first<{ n: number }>())!.n;
    const before = await events();
    const jar = new CookieJar();
    const pkce = await pkceRequest();
    const page = await call(`/oauth/authorize?${pkce.query}&prompt=create`);
    jar.store(page);
    const { body, headers } = form({ ...hiddenFields(await page.text()), ...newcomer(email) });
    const response = await callWithEnv({ DB: racing as D1Database }, "/oauth/authorize", {
      method: "POST",
      body,
      headers: { ...headers, ...jar.header(), origin: BASE },
    });
    expect(response.status).toBe(409);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("mo_idp_sso="))).toBe(false);
    expectFieldError(await response.text(), "email", REGISTER_MESSAGES.emailTaken);
    expect(await accountCount(email)).toBe(1);
    expect(await events()).toBe(before);
  });

  it("refuses a form without a valid CSRF token with 403, keeping the values", async () => {
    const email = "csrf@example.nl";
    const response = await submitRegistration(newcomer(email), await pkceRequest(), new CookieJar(), { csrf_token: "vervalst" });
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain(`<div class="alert" role="alert">${REGISTER_MESSAGES.formExpired}</div>`);
    expect(html).toMatch(/<input id="email"[^>]*value="csrf@example\.nl"/);
    expect(await accountCount(email)).toBe(0);

    const pkce = await pkceRequest();
    const jar = new CookieJar();
    const page = await call(`/oauth/authorize?${pkce.query}&prompt=create`);
    jar.store(page);
    const valid = form({ ...hiddenFields(await page.text()), ...newcomer(email) });
    const crossOrigin = await call("/oauth/authorize", {
      method: "POST",
      body: valid.body,
      headers: { ...valid.headers, ...jar.header(), origin: "https://evil.example" },
    });
    expect(crossOrigin.status).toBe(403);
    expect(await accountCount(email)).toBe(0);
  });

  it("creates the account unconfirmed, and signs it in with a code for the portal once the address is confirmed", async () => {
    const pkce = await pkceRequest({ brand: "ochtendpost" });
    const jar = new CookieJar();
    const response = await submitRegistration(newcomer("  Noor.vdBerg@Example.BE "), pkce, jar);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("mo_idp_sso="))).toBe(false);
    const confirmPage = await response.text();
    expect(confirmPage).toContain("<h1>Bevestig uw e-mailadres</h1>");
    expect(confirmPage).toContain(sentNotice("noor.vdberg@example.be"));

    const account = await db
      .prepare("SELECT * FROM accounts WHERE email = ?")
      .bind("noor.vdberg@example.be")
      .first<{ id: string; email: string; first_name: string; last_name: string; password_hash: string; country_code: string; phone_verified: number; email_unconfirmed_since: string | null }>();
    expect(account).toMatchObject({
      email: "noor.vdberg@example.be",
      first_name: "Noor",
      last_name: "van den Berg",
      country_code: "BE",
      phone_verified: 0,
      email_unconfirmed_since: expect.any(String),
    });
    expect(account!.password_hash).toMatch(/^pbkdf2\$100000\$/);
    expect(account!.password_hash).not.toContain(PASSWORD);
    expect(await lastActivity(account!.id)).toEqual({
      type: "ACCOUNT_CREATED",
      session_id: null,
      details: { clientId: "mijn-omgeving", brand: "ochtendpost" },
    });
    expect(await db.prepare("SELECT account_id FROM sso_sessions WHERE account_id = ?").bind(account!.id).first()).toBeNull();

    // Not confirmed, no login: the right password leads to the confirmation page, not to the portal.
    const early = await submitLogin("noor.vdberg@example.be", PASSWORD, await pkceRequest());
    expect(early.status).toBe(200);
    expect(await early.text()).toContain(CONFIRM_MESSAGES.notConfirmed);

    const code = await lastCodeSentTo("noor.vdberg@example.be");
    // Registered on a Belgian brand: the e-mail says it as a Belgian does.
    const [sent] = await outboxTo("noor.vdberg@example.be");
    expect(sent!.body).toContain("Hebt u geen account gemaakt?");
    const wrong = await submitConfirmation(confirmPage, jar, otherCode(code));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(CODE_REFUSED.replace(/'/g, "&#39;"));

    const confirmed = await submitConfirmation(confirmPage, jar, code);
    expect(confirmed.status).toBe(303);
    const location = new URL(confirmed.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("state")).toBe(pkce.state);
    expect(location.searchParams.get("iss")).toBe(BASE);
    const sso = confirmed.headers.getSetCookie().find((c) => c.startsWith("mo_idp_sso="));
    expect(sso).toMatch(/HttpOnly/);
    expect(sso).toMatch(/SameSite=Lax/);
    expect(await db.prepare("SELECT email_unconfirmed_since FROM accounts WHERE id = ?").bind(account!.id).first()).toEqual({ email_unconfirmed_since: null });

    const token = await exchangeCode(codeFrom(confirmed), pkce.verifier);
    expect(token.status).toBe(200);
    const tokens = await token.json<Tokens>();
    expect(tokens).toMatchObject({ token_type: "Bearer", account_id: account!.id });
    expect(await activityTypes(account!.id)).toEqual(["LOGIN", "EMAIL_CONFIRMED", "ACCOUNT_CREATED"]);

    // A portal account like any other.
    const userinfo = await call("/oauth/userinfo", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: account!.id,
      email: "noor.vdberg@example.be",
      given_name: "Noor",
      family_name: "van den Berg",
      name: "Noor van den Berg",
    });
    const { body } = await graphql(tokens.access_token, "{ account { id username profile { personal_information { first_name last_name } } } }");
    expect(body.errors).toBeUndefined();
    expect(body.data?.account).toEqual({
      id: account!.id,
      username: "noor.vdberg@example.be",
      profile: { personal_information: { first_name: "Noor", last_name: "van den Berg" } },
    });

    // The SSO session signs this browser in without a form.
    expect((await silentAuthorize(jar)).status).toBe(302);
  });

  it("lets the new account log in with the login form once confirmed", async () => {
    const email = "nieuw.lid@example.nl";
    const jar = new CookieJar();
    const created = await submitRegistration(newcomer(email), await pkceRequest(), jar);
    expect(created.status).toBe(200);
    expect((await submitConfirmation(await created.text(), jar, await lastCodeSentTo(email))).status).toBe(303);
    const tokens = await login("Nieuw.Lid@example.nl", PASSWORD);
    const account = await db.prepare("SELECT id, country_code FROM accounts WHERE email = ?").bind(email).first<{ id: string; country_code: string }>();
    expect(tokens.account_id).toBe(account!.id);
    expect(account!.country_code).toBe("NL");
    const wrong = await submitLogin(email, DEMO_PASSWORD, await pkceRequest());
    expect(wrong.status).toBe(401);
  });
});

describe("confirming the address (ADR 42)", () => {
  afterEach(() => resetClock());

  it("refuses an expired code, sends a new one only after 60 seconds, and the new one confirms", async () => {
    const email = "later.bevestigd@example.nl";
    const jar = new CookieJar();
    const created = await submitRegistration(newcomer(email), await pkceRequest(), jar);
    const page = await created.text();
    const first = await lastCodeSentTo(email);

    const soon = await submitConfirmationIntent(page, jar, "confirm-resend", {});
    expect(soon.status).toBe(200);
    expect(await soon.text()).toMatch(/vraag over \d+ seconden een nieuwe aan/);
    expect(await outboxTo(email)).toHaveLength(1);

    moveClock(CODE_MINUTES.REGISTRATION * 60 + 1);
    const expired = await submitConfirmation(page, jar, first);
    expect(expired.status).toBe(400);

    const resent = await submitConfirmationIntent(page, jar, "confirm-resend", {});
    expect(await resent.text()).toContain(sentNotice(email));
    const second = await lastCodeSentTo(email);
    expect(await outboxTo(email)).toHaveLength(2);
    expect((await submitConfirmation(page, jar, second)).status).toBe(303);
    resetClock();
  });

  it("spends a code after five wrong entries", async () => {
    const email = "vijf.keer.mis@example.nl";
    const jar = new CookieJar();
    const page = await (await submitRegistration(newcomer(email), await pkceRequest(), jar)).text();
    const code = await lastCodeSentTo(email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await submitConfirmation(page, jar, otherCode(code))).status).toBe(400);
    expect((await submitConfirmation(page, jar, code)).status).toBe(400);
  });

  it("lets an address whose account was never confirmed register again, and forgets it after 7 days", async () => {
    const email = "tikfout.van.een.ander@example.nl";
    await submitRegistration(newcomer(email), await pkceRequest());
    const before = await db.prepare("SELECT id FROM accounts WHERE email = ?").bind(email).first<{ id: string }>();
    moveClock(61);
    const jar = new CookieJar();
    const again = await submitRegistration({ ...newcomer(email), given_name: "Echte" }, await pkceRequest(), jar);
    expect(again.status).toBe(200);
    const after = await db.prepare("SELECT id, first_name FROM accounts WHERE email = ?").bind(email).first<{ id: string; first_name: string }>();
    expect(after).toEqual({ id: before!.id, first_name: "Echte" });

    await cleanupExpiredRows(db, nowMs() + UNCONFIRMED_ACCOUNT_RETENTION_SECONDS * 1000 + 60_000);
    expect(await accountCount(email)).toBe(0);
    resetClock();
  });

  it("limits registrations per address", async () => {
    const email = "te.vaak@example.nl";
    for (let attempt = 0; attempt < MAX_REGISTRATIONS_PER_ADDRESS; attempt++) {
      expect((await submitRegistration(newcomer(email), await pkceRequest())).status).toBe(200);
    }
    const refused = await submitRegistration(newcomer(email), await pkceRequest());
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(REGISTER_MESSAGES.tooMany);
  });

  it("limits registrations per client", async () => {
    const client = { "cf-connecting-ip": "203.0.113.77" };
    for (let attempt = 0; attempt < MAX_REGISTRATIONS_PER_CLIENT; attempt++) {
      const response = await submitRegistration(newcomer(`client.${attempt}@example.nl`), await pkceRequest(), new CookieJar(), {}, client);
      expect(response.status).toBe(200);
    }
    const refused = await submitRegistration(newcomer("client.elf@example.nl"), await pkceRequest(), new CookieJar(), {}, client);
    expect(refused.status).toBe(429);
    expect(await accountCount("client.elf@example.nl")).toBe(0);
  });
});
