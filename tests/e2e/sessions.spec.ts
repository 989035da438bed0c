import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { attachScreenshot, brandUrl, checkScreen, DESKTOP, expect, expectNoAxeViolations, hydrated, logIn, openAccountPage, PHONE, test } from "./fixtures";

// Journeys through the sessions overview: logging another device out, one or all.

const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";

/** A second browser (another device) logged in as the same subscriber. */
async function otherDevice(browser: Browser, brand: string, email: string) {
  const context = await browser.newContext({ userAgent: FIREFOX_ANDROID, viewport: PHONE });
  const page = await context.newPage();
  await openAccountPage(page, brand, "/account", email);
  await expect(page.getByRole("heading", { level: 1, name: "Mijn account" })).toBeVisible();
  return { context, page };
}

test("logging another device out from the overview logs it out on its next navigation", async ({ browser, page }, testInfo) => {
  const other = await otherDevice(browser, "dagkoerier", "jan.jansen@example.nl");

  await page.setViewportSize(PHONE);
  await openAccountPage(page, "dagkoerier", "/account/sessies", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Ingelogde apparaten" })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Apparaten waarop u bent ingelogd" });
  const thisDevice = sessions.getByRole("listitem").filter({ hasText: "Dit apparaat" });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice.getByRole("button", { name: /Uitloggen/ })).toHaveCount(0);
  const firefox = sessions.getByRole("listitem").filter({ hasText: "Firefox op Android" });
  await expect(firefox).toHaveCount(1);
  // The place comes from the IP address: a city and country, or "Onbekende locatie".
  await expect(firefox.getByRole("definition").first()).toHaveText(/\S/);
  await expect(firefox).toContainText(/nu|minuut geleden|minuten geleden/);
  await hydrated(page);
  await checkScreen(page, testInfo, "sessies");

  await firefox.getByRole("button", { name: "Uitloggen Firefox op Android" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het apparaat is uitgelogd." })).toBeVisible();
  await expect(sessions.getByRole("listitem").filter({ hasText: "Firefox op Android" })).toHaveCount(0);
  await expect(sessions).toBeFocused();

  // The other device's next request finds its session ended.
  await other.page.goto(brandUrl("dagkoerier", "/"));
  await expect(other.page.getByText("Niet ingelogd", { exact: true })).toBeAttached();
  await other.context.close();

  // This device is still logged in.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Ingelogde apparaten" })).toBeVisible();
});

test("'Log alle andere apparaten uit' on De Ochtendpost ends the other device's session", async ({ browser, page }) => {
  const other = await otherDevice(browser, "ochtendpost", "an.peeters@example.be");
  await openAccountPage(page, "ochtendpost", "/account/sessies", "an.peeters@example.be");
  // nl-BE texts on a Belgian brand.
  await expect(page.getByRole("listitem").filter({ hasText: "Dit toestel" })).toHaveCount(1);
  await page.getByRole("button", { name: "Meld alle andere toestellen af" }).click();
  await expect(page.getByRole("status").filter({ hasText: /toestel(len)? (is|zijn) afgemeld/ })).toBeVisible();
  await expect(page.getByText("U bent alleen op dit toestel aangemeld.")).toBeVisible();
  await expectNoAxeViolations(page);

  await other.page.goto(brandUrl("ochtendpost", "/"));
  await expect(other.page.getByText("Niet aangemeld", { exact: true })).toBeAttached();
  await other.context.close();
});
