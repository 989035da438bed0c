import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo";
import { MAX_FAILED_LOGINS } from "./lockout";
import { CODE_MINUTES, CODE_REFUSED } from "./codes";
import { codeSentNotice, MAX_RESETS_PER_ADDRESS, MAX_RESETS_PER_CLIENT, RESET_MESSAGES } from "./password-reset";
import { weakPasswordMessage } from "./register";
import { PASSWORD_RULES } from "../rules/validation";
import {
  BASE,
  call,
  codeFrom,
  CookieJar,
  db,
  DEMO_PASSWORD,
  exchangeCode,
  form,
  hiddenFields,
  isAlive,
  lastActivity,
  lastCodeSentTo,
  login,
  moveClock,
  otherCode,
  outboxTo,
  pkceRequest,
  resetClock,
  silentAuthorize,
  submitLogin,
  type PkceRequest,
  type Tokens,
} from "../test/helpers";

const NEW_PASSWORD = "Vergeten-maar-nu-2026";
const escape = (text: string) => text.replace(/'/g, "&#39;");

afterEach(() => resetClock());

/** The forms of a page, by their intent: hidden fields ready to post. */
function formOf(page: string, intent: string): Record<string, string> {
  const part = page.split("<form").find((html) => html.includes(`name="intent" value="${intent}"`));
  if (!part) throw new Error(`no form ${intent} on the page`);
  return hiddenFields(part.slice(0, part.indexOf("</form>")));
}

async function post(jar: CookieJar, values: Record<string, string>, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const { body, headers } = form(values);
  const response = await call("/oauth/authorize", { method: "POST", body, headers: { ...headers, ...jar.header(), origin: BASE, ...extraHeaders } });
  jar.store(response);
  return response;
}

/** Opens "Ik ben mijn wachtwoord vergeten" from the login page and asks a code for `email`: the code page. */
async function requestReset(email: string, jar = new CookieJar(), pkce?: PkceRequest, extraHeaders: Record<string, string> = {}) {
  const request = pkce ?? (await pkceRequest({ brand: "dagkoerier" }));
  const loginPage = await call(`/oauth/authorize?${request.query}`, { headers: jar.header() });
  jar.store(loginPage);
  const link = /<a href="([^"]+)">Ik ben mijn wachtwoord vergeten<\/a>/.exec(await loginPage.text())?.[1];
  expect(link).toBeDefined();
  const forgot = await call(link!.replace(/&amp;/g, "&"), { headers: jar.header() });
  expect(forgot.status).toBe(200);
  jar.store(forgot);
  const forgotHtml = await forgot.text();
  expect(forgotHtml).toContain("<h1>Wachtwoord vergeten</h1>");
  const response = await post(jar, { ...formOf(forgotHtml, "reset-request"), email }, extraHeaders);
  return { response, page: await response.clone().text(), jar, pkce: request };
}

async function confirmReset(page: string, jar: CookieJar, code: string, password = NEW_PASSWORD): Promise<Response> {
  return post(jar, { ...formOf(page, "reset-confirm"), code, password });
}

describe("Ik ben mijn wachtwoord vergeten (ADR 42)", () => {
  it("says 'aanmelden' and 'toestellen' on a Belgian brand (nl-BE)", async () => {
    const { page } = await requestReset("an.peeters@example.be", new CookieJar(), await pkceRequest({ brand: "ochtendpost" }));
    expect(page).toContain("Na het opslaan bent u op al uw toestellen afgemeld en hier meteen aangemeld.");
    expect(page).toContain(">Terug naar aanmelden</a>");
    expect(page).not.toMatch(/inlog|ingelogd|uitgelogd|apparaten/i);
  });

  it("answers an address with and one without an account the same, and e-mails only the account", async () => {
    const known = await requestReset("jan.jansen@example.nl");
    const unknown = await requestReset("niemand.hier@example.nl");
    expect(known.response.status).toBe(200);
    expect(unknown.response.status).toBe(200);
    expect(known.page).toContain(codeSentNotice("jan.jansen@example.nl"));
    const visible = (page: string, email: string) => page.slice(page.indexOf("<h1>"), page.indexOf("<form")).replaceAll(email, "X");
    expect(visible(unknown.page, "niemand.hier@example.nl")).toBe(visible(known.page, "jan.jansen@example.nl"));
    expect((await outboxTo("jan.jansen@example.nl"))[0]?.subject).toBe("Uw code om een nieuw wachtwoord in te stellen");
    expect(await outboxTo("niemand.hier@example.nl")).toEqual([]);
  });

  it("refuses a missing or invalid address next to the field, keeping what was typed", async () => {
    const { response, page } = await requestReset("jan.jansen@");
    expect(response.status).toBe(400);
    expect(page).toContain(`<p id="email-fout" class="field-error">${RESET_MESSAGES.emailInvalid}</p>`);
    expect(page).toContain('value="jan.jansen@"');
    expect((await requestReset("  ")).response.status).toBe(400);
  });

  it("sets the new password, ends every session, lifts the lockout, tells the owner and signs this browser in", async () => {
    const email = "jan.jansen@example.nl";
    const otherDevice = new CookieJar();
    const other: Tokens = await login(email, DEMO_PASSWORD, otherDevice);
    const second: Tokens = await login(email);
    // Locked out by five wrong passwords.
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) await submitLogin(email, "Fout-wachtwoord-1", await pkceRequest());
    expect((await submitLogin(email, DEMO_PASSWORD, await pkceRequest())).status).toBe(429);

    const { page, jar, pkce } = await requestReset(email);
    const code = await lastCodeSentTo(email);

    const weak = await confirmReset(page, jar, code, "kort");
    expect(weak.status).toBe(400);
    const weakHtml = await weak.text();
    expect(weakHtml).toContain(escape(weakPasswordMessage(PASSWORD_RULES.filter((rule) => !rule.passes("kort", email)))));
    expect(weakHtml).toContain(`value="${code}"`);
    expect(await isAlive(other.access_token)).toBe(true);

    const done = await confirmReset(weakHtml, jar, code);
    expect(done.status).toBe(303);
    const location = new URL(done.headers.get("location")!);
    expect(location.searchParams.get("state")).toBe(pkce.state);
    const tokens = await (await exchangeCode(codeFrom(done), pkce.verifier)).json<Tokens>();
    expect(tokens.account_id).toBe(DEMO.accounts.jan);

    // Every other session ended, the other browser's SSO session too.
    expect(await isAlive(other.access_token)).toBe(false);
    expect(await isAlive(second.access_token)).toBe(false);
    expect((await silentAuthorize(otherDevice)).status).not.toBe(302);
    expect(await isAlive(tokens.access_token)).toBe(true);

    // The new password works (the lockout is lifted), the old one no longer.
    expect((await login(email, NEW_PASSWORD)).account_id).toBe(DEMO.accounts.jan);
    expect((await submitLogin(email, DEMO_PASSWORD, await pkceRequest())).status).toBe(401);

    const events = await db
      .prepare("SELECT type FROM activity_events WHERE account_id = ? AND type = 'PASSWORD_RESET'")
      .bind(DEMO.accounts.jan)
      .all();
    expect(events.results).toHaveLength(1);
    expect((await outboxTo(email))[0]?.subject).toBe("Uw wachtwoord voor Mijn Omgeving is opnieuw ingesteld");

    // The code worked once.
    const reused = await requestReset(email, new CookieJar());
    const again = await confirmReset(reused.page, reused.jar, code, "Nog-een-keer-2026!");
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(escape(CODE_REFUSED));
    expect(await lastActivity(DEMO.accounts.jan)).toMatchObject({ type: "LOGIN" });
  });

  it("refuses a wrong, an expired and a superseded code with one message, and spends a code after five wrong ones", async () => {
    const email = "an.peeters@example.be";
    const first = await requestReset(email);
    const firstCode = await lastCodeSentTo(email);
    const wrong = await confirmReset(first.page, first.jar, otherCode(firstCode));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(escape(CODE_REFUSED));

    // A newer code (after the 60-second wait) replaces the first.
    moveClock(61);
    const second = await requestReset(email);
    const secondCode = await lastCodeSentTo(email);
    if (secondCode !== firstCode) expect((await confirmReset(second.page, second.jar, firstCode)).status).toBe(400);

    // Expired after 15 minutes.
    moveClock(CODE_MINUTES.PASSWORD_RESET * 60 + 1);
    expect((await confirmReset(second.page, second.jar, secondCode)).status).toBe(400);

    // Five wrong entries spend a fresh code.
    const third = await requestReset(email);
    const thirdCode = await lastCodeSentTo(email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirmReset(third.page, third.jar, otherCode(thirdCode))).status).toBe(400);
    expect((await confirmReset(third.page, third.jar, thirdCode)).status).toBe(400);
    expect((await login(email)).account_id).toBeDefined(); // nothing changed
  });

  it("asks to wait before sending another code within a minute, the same for an address without an account", async () => {
    const email = "geen.abonnement@example.nl";
    await requestReset(email);
    const soon = await requestReset(email);
    expect(soon.response.status).toBe(200);
    expect(soon.page).toMatch(/vraag over \d+ seconden een nieuwe aan/);
    expect(await outboxTo(email)).toHaveLength(1);
    // Asking twice for an address without an account answers the same: the wait tells nothing.
    const nobody = "niemand.wacht@example.nl";
    await requestReset(nobody);
    const nobodySoon = await requestReset(nobody);
    expect(nobodySoon.response.status).toBe(200);
    const visible = (page: string, address: string) => page.slice(page.indexOf("<h1>"), page.indexOf("<form")).replaceAll(address, "X").replace(/\d+ seconden/, "N seconden");
    expect(visible(nobodySoon.page, nobody)).toBe(visible(soon.page, email));
    expect(await outboxTo(nobody)).toEqual([]);
  });

  it("limits requests per address and per client, and tells the visitor in Dutch", async () => {
    const email = "limiet@example.nl";
    for (let attempt = 0; attempt < MAX_RESETS_PER_ADDRESS; attempt++) expect((await requestReset(email)).response.status).toBe(200);
    const refused = await requestReset(email);
    expect(refused.response.status).toBe(429);
    expect(refused.page).toContain(RESET_MESSAGES.tooMany);

    const client = { "cf-connecting-ip": "198.51.100.23" };
    for (let attempt = 0; attempt < MAX_RESETS_PER_CLIENT; attempt++) {
      expect((await requestReset(`client.${attempt}@example.nl`, new CookieJar(), undefined, client)).response.status).toBe(200);
    }
    expect((await requestReset("client.elf@example.nl", new CookieJar(), undefined, client)).response.status).toBe(429);
  });

  it("refuses a form without a valid CSRF token with 403", async () => {
    const { page } = await requestReset("opgezegd@example.nl");
    const forged = await post(new CookieJar(), { ...formOf(page, "reset-confirm"), code: await lastCodeSentTo("opgezegd@example.nl"), password: NEW_PASSWORD });
    expect(forged.status).toBe(403);
    expect((await login("opgezegd@example.nl")).account_id).toBe(DEMO.accounts.opgezegd);
  });
});
