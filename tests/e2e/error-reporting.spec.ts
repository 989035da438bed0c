import { brandUrl, browserIdle, expect, hydrated, test } from "./fixtures";

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
