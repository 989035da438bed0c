import { expect, type Page, test } from "@playwright/test";
import { BRANDS, PHONE, brandUrl, expectNoAxeViolations } from "./fixtures";

// Every account screen passes axe in dark mode on every demo brand (light mode is checked by the
// account journeys). These journeys only read.

const PASSWORD = "Welkom-2026!";
const SCREENS = [
  "/account",
  "/account/e-mailadres",
  "/account/telefoonnummer",
  "/account/wijzig-wachtwoord",
  "/account/sessies",
  "/account/activiteit",
  "/account/voorkeuren",
  "/account/nieuwsbrieven",
];

async function openLoggedIn(page: Page, brand: string, pathname: string, email: string) {
  await page.goto(brandUrl(brand, pathname));
  // The identity provider's single sign-on skips its login page once this browser logged in.
  if (page.url().includes("/oauth/authorize")) {
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill(PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
  }
  await expect(page).toHaveURL(brandUrl(brand, pathname));
}

for (const { key } of BRANDS) {
  const email = key === "ochtendpost" || key === "zendernet" ? "an.peeters@example.be" : "jan.jansen@example.nl";
  test(`the account screens pass axe in dark mode on ${key}`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: "dark" });
    for (const pathname of SCREENS) {
      await openLoggedIn(page, key, pathname, email);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await test.step(pathname, () => expectNoAxeViolations(page));
    }
  });
}
