import type { Page } from "@playwright/test";
import { attachScreenshot, brandUrl, expect, expectNoAxeViolations, inWorld, logIn, openLoggedIn, PHONE, test, testAxeOnEveryBrand } from "./fixtures";

/** Spec §4: the user icon's dot, green logged in and red logged out — as [red, green, blue]. */
async function loginDotColour(page: Page): Promise<number[]> {
  const fill = await page.locator("[data-login-state] svg circle").last().evaluate((circle) => getComputedStyle(circle).fill);
  return (fill.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

test("a visitor of /account logs in at the identity provider and comes back to /account", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("dagkoerier", "/account"));
  await expect(page.getByRole("button", { name: "Inloggen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "login-page-375");

  await logIn(page, "jan.jansen@example.nl");
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/account"));
  await expect(page.getByRole("heading", { level: 1, name: "Mijn account" })).toBeVisible();
  await expect(page.getByText(inWorld("jan.jansen@example.nl"))).toBeVisible();
  await expect(page.getByText("Ingelogd", { exact: true })).toBeAttached();
  // Polled: right after the redirect the page's stylesheet may not have been applied yet (then the dot is black).
  await expect.poll(async () => { const [red, green] = await loginDotColour(page); return green! - red!; }, { message: "the logged-in dot is green" }).toBeGreaterThan(40);
  await attachScreenshot(page, testInfo, "account-375");

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "__Host-mo-session");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  await page.getByRole("banner").getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/"));
  await expect(page.getByText("Niet ingelogd", { exact: true })).toBeAttached();
  await expect.poll(async () => { const [red, green] = await loginDotColour(page); return red! - green!; }, { message: "the logged-out dot is red" }).toBeGreaterThan(40);
  await page.goto(brandUrl("dagkoerier", "/account"));
  await expect(page.getByRole("button", { name: "Inloggen" })).toBeVisible();
});

test("logging in on one brand and then another: the identity provider's session signs in the second brand", async ({ page }) => {
  await page.goto(brandUrl("ochtendpost", "/account"));
  await logIn(page, "an.peeters@example.be");
  await expect(page).toHaveURL(brandUrl("ochtendpost", "/account"));
  await expect(page.getByText(inWorld("an.peeters@example.be"))).toBeVisible();

  await page.goto(brandUrl("zendernet", "/account"));
  await expect(page).toHaveURL(brandUrl("zendernet", "/account"));
  await expect(page.getByText(inWorld("an.peeters@example.be"))).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByText("Niet aangemeld", { exact: true })).toBeAttached();
});

test("a link to /api/logout only asks: the subscriber stays logged in until pressing Uitloggen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/api/logout", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Uitloggen?" })).toBeVisible();
  await page.getByRole("link", { name: "Ingelogd blijven" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/"));
  await expect(page.getByText("Ingelogd", { exact: true })).toBeAttached();

  await page.goto(brandUrl("dagkoerier", "/api/logout"));
  await page.getByRole("main").getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/"));
  await expect(page.getByText("Niet ingelogd", { exact: true })).toBeAttached();
});

testAxeOnEveryBrand("the logout question", {
  dagkoerier: { email: "jan.jansen@example.nl", paths: ["/api/logout"] },
  wereldwijzer: { email: "jan.jansen@example.nl", paths: ["/api/logout"] },
  ochtendpost: { email: "an.peeters@example.be", paths: ["/api/logout"] },
  zendernet: { email: "an.peeters@example.be", paths: ["/api/logout"] },
});

test("a wrong password gets a Dutch message and keeps the e-mail address", async ({ page }) => {
  await page.goto(brandUrl("wereldwijzer", "/account"));
  await page.getByLabel("E-mailadres").fill(inWorld("jan.jansen@example.nl"));
  await page.getByLabel("Wachtwoord").fill("fout-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toContainText("Het e-mailadres of wachtwoord is onjuist.");
  await expect(page.getByLabel("E-mailadres")).toHaveValue(inWorld("jan.jansen@example.nl"));
  await expectNoAxeViolations(page);
});
