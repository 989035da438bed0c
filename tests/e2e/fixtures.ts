import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { TEST_PORTS } from "../../scripts/stack-config.mjs";

export const PORT = TEST_PORTS.e2e.portal;
export const brandUrl = (key: string, path = "/") => `http://${key}.localhost:${PORT}${path}`;

export const BRANDS = [
  { key: "dagkoerier", title: "De Dagkoerier | Mijn Omgeving" },
  { key: "wereldwijzer", title: "Wereldwijzer | Mijn Omgeving" },
  { key: "ochtendpost", title: "De Ochtendpost | Mijn Omgeving" },
  { key: "zendernet", title: "Zendernet | Mijn Omgeving" },
] as const;

export const PHONE = { width: 375, height: 812 };

/** Every screen of the account area. */
export const ACCOUNT_SCREENS = [
  "/account",
  "/account/e-mailadres",
  "/account/telefoonnummer",
  "/account/wijzig-wachtwoord",
  "/account/sessies",
  "/account/activiteit",
  "/account/voorkeuren",
  "/account/nieuwsbrieven",
];
export const DESKTOP = { width: 1440, height: 900 };

/** axe with the WCAG 2.x A/AA rule sets; fails the test with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // From the top of the page: axe's target-size rule counts a control that the sticky navigation
  // happens to cover at the current scroll position (where an earlier step left the page) as too close.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/**
 * axe on the page as it is, in light and then in dark mode (prefers-color-scheme switched in place:
 * the portal's colours follow the media query, so the page need not load twice); leaves it light.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await test.step(`axe, ${colorScheme}`, () => expectNoAxeViolations(page));
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/**
 * A full-page screenshot in the report, for looking at a screen as a user sees it. Taken on a
 * developer's machine and when E2E_SCREENSHOTS=1; skipped on CI, where nobody looks at them and
 * they cost minutes (a failing test still gets its screenshot from the config).
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== "1") return;
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

export const DEMO_PASSWORD = "Welkom-2026!";

/** Opens a path on a brand host and logs in on the way when the identity provider asks (single sign-on skips it later). */
export async function openLoggedIn(page: Page, brand: string, pathname: string, email: string) {
  await page.goto(brandUrl(brand, pathname));
  if (page.url().includes("/oauth/authorize")) {
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
  }
  await expect(page).toHaveURL(brandUrl(brand, pathname));
}
