import { ACCOUNT_SCREENS, BRANDS, expect, expectNoAxeViolations, openLoggedIn, PHONE, test } from "./fixtures";

// Every account screen passes axe in dark mode on every demo brand (light mode is checked by the
// account journeys). These journeys only read.

for (const { key } of BRANDS) {
  const email = key === "ochtendpost" || key === "zendernet" ? "an.peeters@example.be" : "jan.jansen@example.nl";
  test(`the account screens pass axe in dark mode on ${key}`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: "dark" });
    for (const pathname of ACCOUNT_SCREENS) {
      await openLoggedIn(page, key, pathname, email);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await test.step(pathname, () => expectNoAxeViolations(page));
    }
  });
}
