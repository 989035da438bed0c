import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { attachScreenshot, brandUrl, checkScreen, DESKTOP, expect, expectNoAxeViolations, hydrated, logIn, openAccountPage, PHONE, test } from "./fixtures";

// Journeys through the activity timeline.

test("the activity timeline shows what was just done, grouped by day, and loads more in place", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openAccountPage(page, "dagkoerier", "/account/nieuwsbrieven", "jan.jansen@example.nl");
  // Enough events for a second page: the plain form post of a newsletter switch, on and off eleven times.
  const statuses = await page.evaluate(async () => {
    const result: number[] = [];
    for (let round = 0; round < 11; round++) {
      for (const intent of ["subscribe", "unsubscribe"]) {
        const response = await fetch("/account/nieuwsbrieven", { method: "POST", body: new URLSearchParams({ intent, newsletterId: "nl-dk-puzzel" }) });
        result.push(response.status);
      }
    }
    return result;
  });
  expect(statuses).toEqual(Array(22).fill(200));

  await page.goto(brandUrl("dagkoerier", "/account/activiteit"));
  await expect(page.getByRole("heading", { level: 1, name: "Activiteit" })).toBeVisible();
  const today = page.getByRole("region", { name: "Vandaag" });
  const events = today.getByRole("listitem");
  await expect(events.first()).toContainText("Uitgeschreven voor een nieuwsbrief");
  await expect(events.first()).toContainText("Op dit apparaat");
  await expect(events.nth(1)).toContainText("Ingeschreven voor een nieuwsbrief");
  await hydrated(page);
  await checkScreen(page, testInfo, "activiteit");

  const before = await page.locator("li[id^=activiteit-]").count();
  expect(before).toBe(20);
  await page.getByRole("link", { name: "Meer laden" }).click();
  await expect(page.locator("li[id^=activiteit-]").nth(before)).toBeFocused();
  expect(await page.locator("li[id^=activiteit-]").count()).toBeGreaterThan(before);
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/account/activiteit"));
  // Older than the 22 switches: this test's own login, on this device.
  const login = page.locator("li[id^=activiteit-]").nth(22);
  await expect(login).toContainText("Ingelogd");
  await expect(login).toContainText("Op dit apparaat");
});
