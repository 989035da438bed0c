import { beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_CALLBACK_URLS } from "../fixtures/hostile-callback-urls";
import { logIn, portalFetch } from "./helpers";

const BRAND_HOSTS = new Set(["mijn.dagkoerier.example", "mijn.wereldwijzer.example", "mijn.ochtendpost.example", "mijn.zendernet.example"]);
const host = "mijn.dagkoerier.example";

function expectOnBrandHost(location: string | null) {
  expect(location).toBeTruthy();
  const url = new URL(location!, `https://${host}`);
  expect(BRAND_HOSTS.has(url.hostname)).toBe(true);
  expect(url.protocol).toBe("https:");
}

describe("hostile callback_url values never redirect off the brand hosts", () => {
  let session: string;
  beforeAll(async () => {
    session = (await logIn("jan.jansen@example.nl")).session!;
  });

  it.each(HOSTILE_CALLBACK_URLS.map((value) => [JSON.stringify(value).slice(0, 60), value]))("/login?callback_url=%s", async (_label, value) => {
    // Logged in, /login redirects straight to the (checked) callback.
    const { status, headers } = await portalFetch(`/login?callback_url=${encodeURIComponent(value)}`, { host, headers: { cookie: session } });
    expect(status).toBe(302);
    expectOnBrandHost(headers.get("location"));
  });

  it("checks the callback again after a full login", async () => {
    const { done } = await logIn("jan.jansen@example.nl", { callbackUrl: "//evil.example/account" });
    expect(done.headers.get("location")).toBe("/");
    const cross = await logIn("jan.jansen@example.nl", { callbackUrl: "https://mijn.wereldwijzer.example/account" });
    expect(cross.done.headers.get("location")).toBe("https://mijn.wereldwijzer.example/account");
  });
});
