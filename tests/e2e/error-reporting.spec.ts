import { brandUrl, browserIdle, expect, expectNoAxeViolations, hydrated, openLoggedIn, PHONE, test } from "./fixtures";

// Browser error reporting (ADR 29): an error thrown in the page reaches the tunnel as a scrubbed Sentry
// envelope; the envelope builder is not loaded before an error. The e2e stack has no DSN, so the
// tunnel answers 204 (what it forwards is covered by tests/worker/error-reporting.test.ts).

test("an error in the page is posted to /api/monitoring without e-mail address or IBAN; nothing loads before it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(brandUrl("dagkoerier", "/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(page);
  await browserIdle(page);
  expect(scripts.some((url) => url.includes("client-report"))).toBe(false);

  const posted = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/monitoring");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("Betaling mislukt voor jan.jansen@example.nl met NL91ABNA0417164300");
    });
  });
  const request = await posted;
  const body = request.postData() ?? "";
  expect(body).toContain("Betaling mislukt voor [email] met [iban]");
  expect(body).not.toContain("jan.jansen@example.nl");
  expect(body).not.toContain("NL91ABNA0417164300");
  expect((await request.response())?.status()).toBe(204);
});

test("a screen that fails to render shows the error panel inside the page frame, and 'Probeer opnieuw' renders it again", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/facturen", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Facturen" })).toBeVisible();

  // The screen fails to render (a test hook of development and test: shell/route-content.tsx).
  await context.addCookies([{ name: "mo-test-render-failure", value: "1", url: brandUrl("dagkoerier") }]);
  const reported = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/monitoring");
  await page.reload();
  await hydrated(page);
  const panel = page.getByRole("main").getByRole("alert");
  await expect(panel).toContainText("Helaas, deze inhoud kan niet geladen worden.");
  await expect(page.getByRole("heading", { level: 1, name: "Facturen" })).toHaveCount(0);
  // Inside the frame: the header and the phone's menu are still there.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Snelmenu" })).toBeVisible();
  // The browser reports the failure too.
  expect((await reported).postData()).toContain("Test render failure");
  await expectNoAxeViolations(page);

  // Whatever failed has passed: "Probeer opnieuw" renders the screen in place, without a reload.
  await context.clearCookies({ name: "mo-test-render-failure" });
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  await panel.getByRole("button", { name: "Probeer opnieuw" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Facturen" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
});
