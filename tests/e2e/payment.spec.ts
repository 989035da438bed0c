import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { attachScreenshot, BRANDS, brandUrl, DESKTOP, expect, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes, inWorld, openLoggedIn, PHONE, test } from "./fixtures";

// Subscriptions and invoices: what Jan (NL) and An (BE) pay for, the invoice filter in the URL,
// the PDF, and axe in light and dark mode on every demo brand. These journeys only read.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

test("Sanne changes from credit card to direct debit, after a Belgian IBAN was refused", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/betaalservice", "digitaal@example.nl");
  await expect(page.getByText("Creditcard VISA **** **** **** 4242")).toBeVisible();
  await page.getByRole("link", { name: /Betaalwijze wijzigen van De Dagkoerier/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betaalwijze wijzigen" })).toBeVisible();
  await page.getByLabel("IBAN (rekeningnummer)").fill("BE71 0961 2345 6769");
  await page.getByLabel("Naam rekeninghouder").fill("S. de Vries");
  await page.getByLabel(/Ik machtig De Dagkoerier/).check();
  await page.getByRole("button", { name: "Betaalwijze wijzigen" }).click();
  await expect(page.getByText("Voor een Nederlands abonnement heeft u een Nederlands rekeningnummer nodig (begint met NL).")).toBeVisible();
  await expect(page.getByLabel("Naam rekeninghouder")).toHaveValue("S. de Vries");
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "betaalwijze-fout-375");
  await page.getByLabel("IBAN (rekeningnummer)").fill("NL20 INGB 0001 2345 67");
  await page.getByRole("button", { name: "Betaalwijze wijzigen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/betaalservice?gewijzigd=700300"));
  await expect(page.getByText(/is gewijzigd: Automatische incasso van NL\*\* \*\*\*\* \*\*\*\* \*\*45 67/)).toBeVisible();
});

test("Jan moves Wereldwijzer to a credit card: cancelled, then declined, then approved on the payment page", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "wereldwijzer", "/betaalservice/wijzigen/WW/700101", JAN);
  await page.getByRole("link", { name: /^Creditcard/ }).click();
  await expect(page).toHaveURL(brandUrl("wereldwijzer", "/betaalservice/wijzigen/WW/700101?methode=creditcard"));
  await expect(page.getByRole("link", { name: /^Creditcard/ })).toHaveAttribute("aria-current", "true");

  const pay = async (choice: string) => {
    await page.getByRole("button", { name: "Verder naar de betaalpagina" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Betaalpagina (test)" })).toBeVisible();
    await page.getByRole("button", { name: choice }).click();
  };
  await pay("Annuleren");
  await expect(page).toHaveURL(/\/betaalservice\/wijzigen\/status\/cancelled\?ref=pc_/);
  await expect(page.getByRole("heading", { level: 1, name: "U heeft de wijziging geannuleerd" })).toBeVisible();
  await expect(page.getByText(/Er is niets gewijzigd: u betaalt Wereldwijzer .* nog steeds met Automatische incasso/)).toBeVisible();

  await page.getByRole("link", { name: "Opnieuw proberen" }).click();
  await pay("Betaling weigeren");
  await expect(page.getByRole("heading", { level: 1, name: "De wijziging is niet gelukt" })).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "betaalwijze-geweigerd-375");
  // The status in the URL is not trusted: the origin's status wins.
  await page.goto(page.url().replace("/status/failed", "/status/success"));
  await expect(page.getByRole("heading", { level: 1, name: "De wijziging is niet gelukt" })).toBeVisible();

  await page.getByRole("link", { name: "Opnieuw proberen" }).click();
  await pay("Betaling goedkeuren");
  await expect(page).toHaveURL(/\/betaalservice\/wijzigen\/status\/success\?ref=pc_/);
  await expect(page.getByRole("heading", { level: 1, name: "Uw betaalwijze is gewijzigd" })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await attachScreenshot(page, testInfo, "betaalwijze-gewijzigd-1440");
  await page.reload(); // a reload only reads
  await page.getByRole("link", { name: "Naar mijn abonnementen" }).click();
  await expect(page.getByRole("region", { name: "Wereldwijzer" }).getByText("Creditcard VISA **** **** **** 4242")).toBeVisible();
});

test("in the app's webview the payment screens have no header, navigation or footer and pass axe", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) MijnOmgevingApp/5.2", viewport: PHONE });
  const page = await context.newPage();
  await openLoggedIn(page, "dagkoerier", "/betaalservice/wijzigen/DK/700100", JAN);
  await expect(page.getByRole("heading", { level: 1, name: "Betaalwijze wijzigen" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "betaalwijze-webview-375");
  await context.close();
});

const CHANGE_PAGES: Record<string, string> = {
  dagkoerier: "/betaalservice/wijzigen/DK/700100",
  wereldwijzer: "/betaalservice/wijzigen/WW/700101",
  ochtendpost: "/betaalservice/wijzigen/OP/700200",
  zendernet: "/betaalservice",
};

for (const { key } of BRANDS) {
  const email = key === "ochtendpost" || key === "zendernet" ? AN : JAN;
  test(`subscriptions, invoices and payment pass axe in light and dark mode on ${key}`, async ({ page }, testInfo) => {
    test.slow(); // five pages, two colour schemes
    await page.setViewportSize(PHONE);
    for (const pathname of ["/abonnementen", "/facturen", "/betaalservice", CHANGE_PAGES[key]!]) {
      await openLoggedIn(page, key, pathname, email);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page);
      await attachScreenshot(page, testInfo, `${key}${pathname.replaceAll("/", "-")}-375`);
    }
    // A status page: to the payment page and back by cancelling (nothing changes).
    await openLoggedIn(page, key, `${key === "zendernet" ? "/betaalservice/wijzigen/OP/700200" : CHANGE_PAGES[key]}?methode=creditcard`, email);
    await page.getByRole("button", { name: "Verder naar de betaalpagina" }).click();
    await page.getByRole("button", { name: "Annuleren" }).click();
    // nl-BE says "U hebt" on the Belgian brands.
    await expect(page.getByRole("heading", { level: 1, name: /^U (heeft|hebt) de wijziging geannuleerd$/ })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  });
}
