// Logs a demo account in through the real flow (portal /login → identity provider form → portal
// callback) and returns the session cookie, so pages behind login can be measured.
function hiddenFields(html) {
  const fields = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]] = match[2].replace(/&amp;/g, "&").replace(/&quot;/g, '"');
  }
  return fields;
}

function cookieOf(response, name) {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))?.split(";")[0] ?? null;
}

export async function logIn({ portalUrl, host, email, password }) {
  const start = await fetch(`${portalUrl}/login`, { headers: { "x-ak-inc-host": host }, redirect: "manual" });
  const pending = cookieOf(start, "__Host-mo-login");
  const authorizeUrl = start.headers.get("location");
  if (!pending || !authorizeUrl) throw new Error(`/login answered ${start.status} without a login in progress`);

  const form = await fetch(authorizeUrl, { redirect: "manual" });
  const csrf = form.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  const origin = new URL(authorizeUrl).origin;
  const submitted = await fetch(`${origin}/oauth/authorize`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, cookie: csrf, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hiddenFields(await form.text()), email, password }),
  });
  const callback = new URL(submitted.headers.get("location") ?? "http://invalid/");
  const done = await fetch(`${portalUrl}${callback.pathname}${callback.search}`, {
    headers: { "x-ak-inc-host": host, cookie: pending },
    redirect: "manual",
  });
  const session = cookieOf(done, "__Host-mo-session");
  if (!session) throw new Error(`login of ${email} failed (identity provider ${submitted.status}, callback ${done.status})`);
  return session;
}
