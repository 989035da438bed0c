import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DOWN, logIn, portalFetch } from "./helpers";

// Fail fast: a page's origin reads share one budget; a hanging or unreachable origin
// gives the Dutch error panel with 503, and pages that show nothing from the origin do not wait for it.
// The origin's /dev/hang/ prefix answers only after a minute; a short configured budget keeps these
// tests quick, and a page that ignored the budget would run into the test's timeout.

const HOST = "mijn.dagkoerier.example";
const hanging = { ORIGIN_URL: `${(env as unknown as { ORIGIN_URL: string }).ORIGIN_URL.replace(/\/$/, "")}/dev/hang`, ORIGIN_READ_BUDGET_MS: "400" };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

let jan: string;

beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl")).session!;
});

describe("a hanging origin", () => {
  it("answers /account within the budget with the error panel and 503", async () => {
    const { status, body, headers } = await portalFetch("/account", { host: HOST, headers: { cookie: jan }, envOverrides: hanging });
    expect(status).toBe(503);
    expect(headers.get("retry-after")).toBe("5");
    expect(text(body)).toContain("Helaas, deze inhoud kan niet geladen worden.");
    expect(text(body)).toContain("Probeer opnieuw");
    // The session is kept: the origin did not say no.
    expect(headers.getSetCookie().some((cookie) => cookie.startsWith("__Host-mo-session=;"))).toBe(false);
  });

  it("answers the service home (nothing from the origin) with 200, still logged in", async () => {
    const { status, body } = await portalFetch("/", { host: HOST, headers: { cookie: jan }, envOverrides: hanging });
    expect(status).toBe(200);
    expect(text(body)).toContain("Uitloggen");
  });

  it("answers the billing screens with 503 too", async () => {
    for (const path of ["/abonnementen", "/facturen", "/betaalservice"]) {
      const { status, body } = await portalFetch(path, { host: HOST, headers: { cookie: jan }, envOverrides: hanging });
      expect(status, path).toBe(503);
      expect(text(body), path).toContain("Helaas, deze inhoud kan niet geladen worden.");
    }
  });
});

describe("an unreachable origin", () => {
  it("answers /account with the error panel and 503", async () => {
    const { status, body } = await portalFetch("/account", { host: HOST, headers: { cookie: jan }, envOverrides: { ORIGIN_URL: CONTENT_DOWN } });
    expect(status).toBe(503);
    expect(text(body)).toContain("Probeer opnieuw");
  });
});
