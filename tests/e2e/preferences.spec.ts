import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { attachScreenshot, brandUrl, DESKTOP, expect, expectNoAxeViolations, hydrated, logIn, PHONE, test } from "./fixtures";

// Journeys through the account settings: sessions, activity, preferences and newsletters.

const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";

/** Opens a path of the account area and logs in on the way when needed. */
async function openLoggedIn(page: Page, brand: string, path: string, email: string) {
  await page.goto(brandUrl(brand, path));
  if (await page.getByRole("button", { name: /^(Inloggen|Aanmelden)$/ }).isVisible()) await logIn(page, email);
  await expect(page).toHaveURL(brandUrl(brand, path));
}

/** axe and screenshots at phone and desktop width; ends at phone width. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-1440`);
  await page.setViewportSize(PHONE);
}

/** A second browser (another device) logged in as the same subscriber. */
async function otherDevice(browser: Browser, brand: string, email: string) {
  const context = await browser.newContext({ userAgent: FIREFOX_ANDROID, viewport: PHONE });
  const page = await context.newPage();
  await openLoggedIn(page, brand, "/account", email);
  await expect(page.getByRole("heading", { level: 1, name: "Mijn account" })).toBeVisible();
  return { context, page };
}

test("communication and language preferences are stored and still there after a reload", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account/voorkeuren", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Voorkeuren" })).toBeVisible();
  await hydrated(page);
  await checkScreen(page, testInfo, "voorkeuren");

  const dagkoerier = page.getByRole("group", { name: "De Dagkoerier" });
  const post = dagkoerier.getByRole("checkbox", { name: "Post" });
  const wanted = !(await post.isChecked());
  await post.setChecked(wanted);
  await page.getByRole("button", { name: "Voorkeuren opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw communicatievoorkeuren zijn opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "De Dagkoerier" }).getByRole("checkbox", { name: "Post" })).toBeChecked({ checked: wanted });
  await expect(page.getByRole("group", { name: "Wereldwijzer" })).toBeVisible();

  await page.getByRole("radio", { name: "Nederlands (België)" }).check();
  await page.getByRole("button", { name: "Taalvoorkeur opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw taalvoorkeur is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Nederlands (België)" })).toBeChecked();
  // The portal follows the preference: nl-BE page language and texts on a Dutch brand.
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  await expect(page.getByText("Aangemeld", { exact: true })).toBeAttached();

  await page.getByRole("radio", { name: "Volg de website" }).check();
  await page.getByRole("button", { name: "Taalvoorkeur opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw taalvoorkeur is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("radio", { name: "Volg de website" })).toBeChecked();
});
