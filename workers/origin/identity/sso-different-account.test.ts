import { describe, expect, it } from "vitest";
import { call, codeFrom, CookieJar, DEMO_PASSWORD, exchangeCode, logoutQuery, pkceRequest, submitLogin, type Tokens } from "../test/helpers";

// LoggedInDifferentAccount: a browser signed in as A on one brand signs in as B on another; A's
// portal session learns (through userinfo) that its browser is now signed in as B.

/** A login in the browser behind `jar` with the login form even if it has an SSO session (prompt=login). */
async function logInWith(jar: CookieJar, email: string): Promise<Tokens> {
  const pkce = await pkceRequest({ prompt: "login" });
  const response = await submitLogin(email, DEMO_PASSWORD, pkce, jar);
  const token = await exchangeCode(codeFrom(response), pkce.verifier);
  expect(token.status).toBe(200);
  return token.json<Tokens>();
}

async function userinfo(tokens: Tokens): Promise<Record<string, unknown>> {
  const response = await call("/oauth/userinfo", { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(response.status).toBe(200);
  return response.json();
}

describe("a browser that signs in as another account", () => {
  it("tells the first account's session who the browser is signed in as now", async () => {
    const jar = new CookieJar();
    const jan = await logInWith(jar, "jan.jansen@example.nl");
    expect(await userinfo(jan)).not.toHaveProperty("other_account_email");

    const an = await logInWith(jar, "an.peeters@example.be");
    expect((await userinfo(jan)).other_account_email).toBe("an.peeters@example.be");
    expect(await userinfo(an)).not.toHaveProperty("other_account_email");
  });

  it("says nothing once the browser is back on the first account, or the other account logged out", async () => {
    const jar = new CookieJar();
    const jan = await logInWith(jar, "jan.jansen@example.nl");
    await logInWith(jar, "an.peeters@example.be");
    await logInWith(jar, "jan.jansen@example.nl");
    expect(await userinfo(jan)).not.toHaveProperty("other_account_email");

    const second = new CookieJar();
    const janElsewhere = await logInWith(second, "jan.jansen@example.nl");
    const an = await logInWith(second, "an.peeters@example.be");
    expect((await userinfo(janElsewhere)).other_account_email).toBe("an.peeters@example.be");
    const out = await call(`/oauth/logout?${await logoutQuery(an, "http://dagkoerier.localhost:8787/")}`, { headers: second.header() });
    expect(out.status).toBe(302);
    expect(await userinfo(janElsewhere)).not.toHaveProperty("other_account_email");
  });

  it("follows a chain of sign-ins in one browser to the newest", async () => {
    const jar = new CookieJar();
    const jan = await logInWith(jar, "jan.jansen@example.nl");
    const an = await logInWith(jar, "an.peeters@example.be");
    await logInWith(jar, "digitaal@example.nl");
    expect((await userinfo(jan)).other_account_email).toBe("digitaal@example.nl");
    expect((await userinfo(an)).other_account_email).toBe("digitaal@example.nl");
  });
});
