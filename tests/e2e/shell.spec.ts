import { attachScreenshot, BRANDS, brandUrl, DESKTOP, expect, expectNoAxeViolations, hydrated, openLoggedIn, PHONE, PORT, test } from "./fixtures";

for (const brand of BRANDS) {
  test(`${brand.key}: the service home at phone and desktop width`, async ({ page }, testInfo) => {
    for (const [label, viewport] of [["375", PHONE], ["1440", DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(brandUrl(brand.key));
      await expect(page).toHaveTitle(brand.title);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await attachScreenshot(page, testInfo, `${brand.key}-${label}`);
      await expectNoAxeViolations(page);
    }
  });
}

test("an unknown host gets the brand-less portal", async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  await expect(page).toHaveTitle("Mijn Omgeving");
  await expectNoAxeViolations(page);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier"));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Ga naar de inhoud" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("dark mode follows the system preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(brandUrl("wereldwijzer"));
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe("rgb(255, 255, 255)");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background()).toBe("rgb(18, 18, 18)");
  await expectNoAxeViolations(page);
});

test("a slow navigation shows the route-change overlay, which clears when the page arrives", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(brandUrl("dagkoerier"));
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Facturen" }).click();
  const overlay = page.getByRole("status").filter({ hasText: "Pagina aan het laden" });
  await expect(overlay).toBeVisible();
  release();
  await expect(overlay).toBeHidden();
  // Invoices need a login: a visitor arrives at the identity provider's login page.
  await expect(page).toHaveURL(/\/oauth\/authorize\?.*redirect_uri=http%3A%2F%2Fdagkoerier\.localhost/);
});

test("the 404 page is Dutch and accessible", async ({ page }) => {
  const response = await page.goto(brandUrl("ochtendpost", "/bestaat-niet"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the account menu is the page's sidebar from tablet landscape and comes before the page on phones", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  const sidebar = page.getByRole("complementary").getByRole("navigation", { name: "Mijn account" });
  const menus = page.getByRole("navigation", { name: "Mijn account" });
  await expect(sidebar).toBeHidden();
  await expect(menus).toHaveCount(1);
  await page.setViewportSize(DESKTOP);
  await expect(sidebar).toBeVisible();
  await expect(menus).toHaveCount(1);
});

test("the welcome banner can be closed on a phone, and stays closed in this browser", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("dagkoerier"));
  const alerts = page.getByRole("region", { name: "Meldingen" });
  const welcome = alerts.getByText("Welkom in de vernieuwde Mijn Omgeving", { exact: false });
  await expect(welcome).toBeVisible();
  await hydrated(page);
  await attachScreenshot(page, testInfo, "welkom-melding-375");
  await expectNoAxeViolations(page);
  await alerts.getByRole("button", { name: "Melding sluiten" }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Welkom in de vernieuwde Mijn Omgeving", { exact: false })).toHaveCount(0);
  // Another page of the same brand: still closed.
  await page.goto(brandUrl("dagkoerier", "/klantenservice/veelgestelde-vragen"));
  await expect(page.getByText("Welkom in de vernieuwde Mijn Omgeving", { exact: false })).toHaveCount(0);
});
