import { describe, expect, it } from "vitest";
import { call, DEMO_PASSWORD, form, hiddenFields, pkceRequest } from "../test/helpers";

// The identity provider's own cookies over https (as in production): `__Host-` names, so no other host
// (not even a subdomain) can set or overwrite the login form's CSRF nonce or the single sign-on
// session; and HSTS on every answer. A local http stack keeps the bare names and sends no HSTS.

const HTTPS = "https://login.example";
const setCookies = (response: Response) => response.headers.getSetCookie();

describe("the identity provider's cookies and transport", () => {
  it("names its cookies __Host- and sends HSTS over https", async () => {
    const { query } = await pkceRequest();
    const page = await call(`${HTTPS}/oauth/authorize?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const [csrf] = setCookies(page);
    expect(csrf).toMatch(/^__Host-mo_idp_csrf=[\w-]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/);

    // The login goes through with those cookies, and the single sign-on cookie is __Host- too.
    const nonce = csrf!.slice(0, csrf!.indexOf(";"));
    const fields = hiddenFields(await page.text());
    const posted = form({ ...fields, email: "jan.jansen@example.nl", password: DEMO_PASSWORD });
    const login = await call(`${HTTPS}/oauth/authorize?${query}`, {
      method: "POST",
      body: posted.body,
      headers: { ...posted.headers, cookie: nonce, origin: HTTPS },
    });
    expect(login.status).toBe(303);
    expect(login.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(setCookies(login).some((cookie) => /^__Host-mo_idp_sso=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/.test(cookie))).toBe(true);
    // A bare-named cookie (set by another host for this domain) is not read as the CSRF nonce.
    const forged = await call(`${HTTPS}/oauth/authorize?${query}`, {
      method: "POST",
      body: posted.body,
      headers: { ...posted.headers, cookie: nonce.replace("__Host-", ""), origin: HTTPS },
    });
    expect(forged.status).toBe(403);
  });

  it("keeps the bare names and sends no HSTS on a local http stack", async () => {
    const { query } = await pkceRequest();
    const page = await call(`/oauth/authorize?${query}`);
    expect(page.headers.get("strict-transport-security")).toBeNull();
    expect(setCookies(page)[0]).toMatch(/^mo_idp_csrf=[\w-]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
  });
});
