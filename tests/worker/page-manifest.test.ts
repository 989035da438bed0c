import { describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// The page's manifest (ADR 26): the portal renders each document with only the routes of the page
// and of its parent paths (withPageManifest), so React Router's per-request work no longer grows with
// the number of screens. The browser must still get exactly what lazy route discovery sends it: the
// routes matching the URL and each parent path, nothing less (a missing parent would cost a manifest
// request on the way back) and nothing more.
function manifestRoutes(html: string): string[] {
  const marker = "window.__reactRouterManifest = ";
  const start = html.indexOf(marker);
  expect(start).toBeGreaterThan(-1);
  const text = html.slice(start + marker.length);
  let depth = 0;
  let end = 0;
  for (; end < text.length; end++) {
    if (text[end] === "{") depth++;
    else if (text[end] === "}" && --depth === 0) break;
  }
  const manifest = JSON.parse(text.slice(0, end + 1)) as { routes: Record<string, { module: string }> };
  return Object.keys(manifest.routes).sort();
}

describe("the page's manifest", () => {
  it("gives the service home its own routes only", async () => {
    const { status, body } = await portalFetch("/");
    expect(status).toBe(200);
    expect(manifestRoutes(body)).toEqual(["root", "routes/_shell", "routes/service-home"]);
  });

  it("gives a nested account screen its routes and those of /account and /", async () => {
    const { session } = await logIn("jan.jansen@example.nl");
    const { status, body } = await portalFetch("/account/e-mailadres", { headers: { cookie: session! } });
    expect(status).toBe(200);
    // The login guard (a pathless layout, ADR 35) is part of every account page's branch.
    expect(manifestRoutes(body)).toEqual(["root", "routes/_account-required", "routes/_shell", "routes/account", "routes/account._index", "routes/account.e-mailadres", "routes/service-home"]);
    // The page's own modules are preloaded from that manifest.
    expect(body).toMatch(/<link rel="modulepreload" href="[^"]*account\.e-mailadres[^"]*"/);
  });

  it("gives a page with an id in its path the routes of each parent path", async () => {
    const { session } = await logIn("jan.jansen@example.nl");
    const { status, body } = await portalFetch("/abonnementen/700101/opzeggen", { headers: { cookie: session! } });
    expect(status).toBe(200);
    expect(manifestRoutes(body)).toEqual(["root", "routes/_account-required", "routes/_shell", "routes/abonnementen", "routes/abonnementen.$subscriptionId.opzeggen", "routes/catch-all", "routes/service-home"]);
  });

  it("gives a page that does not exist the catch-all and the parent paths' routes", async () => {
    const { status, body } = await portalFetch("/account/bestaat-niet");
    expect(status).toBe(404);
    expect(manifestRoutes(body)).toEqual(["root", "routes/_account-required", "routes/_shell", "routes/account", "routes/account._index", "routes/catch-all", "routes/service-home"]);
  });
});
