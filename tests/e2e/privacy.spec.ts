import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import {
  attachScreenshot,
  BRANDS,
  brandUrl,
  DESKTOP,
  expect,
  expectNoAxeViolationsInBothSchemes,
  formTookOver,
  inWorld,
  logIn,
  openLoggedIn,
  ORIGIN,
  outbox,
  PHONE,
  test,
} from "./fixtures";

// /account/privacy (ADR 42): Jan downloads his data; Tom, who has no subscriptions, deletes his
// account, is offered to keep it when he logs in during the grace period, and is gone after it.

test("Jan downloads his data: the archive holds his Dagkoerier invoices as PDFs and his complaints", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  await page.getByRole("navigation", { name: "Mijn account" }).first().getByRole("link", { name: "Privacy en gegevens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy en uw gegevens" })).toBeVisible();
  // Jan's subscriptions run: he is told what stops deleting, with a way to settle each.
  await expect(page.getByText("U kunt uw account nu nog niet verwijderen:")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Nu regelen/ }).first()).toHaveAttribute("href", /^\/(abonnementen|facturen)/);

  await formTookOver(page);
  await page.getByRole("button", { name: "Mijn gegevens opvragen" }).click();
  await expect(page.getByText("Uw gegevens staan klaar. Download ze hieronder.")).toBeVisible();
  // The request is a step in the data layer (spec §7), with the page's category.
  const steps = () => page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.filter((event) => event.event === "flow_step"));
  await expect.poll(async () => (await steps()).map((event) => event.step)).toContain("request-export:done");
  await attachScreenshot(page, testInfo, "privacy-ready-375");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download mijn gegevens (zip)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));

  expect(strFromU8(files["LEESMIJ.txt"]!)).toContain(`Account: ${inWorld("jan.jansen@example.nl")}`);
  const invoices = JSON.parse(strFromU8(files["invoices.json"]!)).invoices as Array<{ subscriptionTitle: string; file: string }>;
  const dagkoerier = invoices.filter((invoice) => invoice.subscriptionTitle.includes("Dagkoerier"));
  expect(dagkoerier.length).toBeGreaterThan(0);
  for (const invoice of dagkoerier) expect(strFromU8(files[invoice.file]!.slice(0, 5))).toBe("%PDF-");
  const complaints = JSON.parse(strFromU8(files["delivery.json"]!)).complaints as unknown[];
  expect(complaints.length).toBeGreaterThan(0);
});

test("Tom deletes his account, is offered to keep it when he logs in during the grace period, and is gone after it", async ({ page, request }, testInfo) => {
  const tom = "geen.abonnement@example.nl";
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account/privacy", tom);
  await formTookOver(page);

  // Without the confirmation and the password: told next to each field.
  await page.getByRole("button", { name: "Account verwijderen" }).click();
  await expect(page.getByText("Vul uw wachtwoord in om te bevestigen dat u het bent.")).toBeVisible();
  await expect(page.getByText("Vink aan dat u begrijpt dat uw account en gegevens worden verwijderd.")).toBeVisible();

  await page.getByLabel("Uw wachtwoord").fill("Welkom-2026!");
  await page.getByRole("checkbox", { name: /Ik begrijp dat mijn account/ }).check();
  await page.getByRole("button", { name: "Account verwijderen" }).click();
  await expect(page).toHaveURL(/\/account\/verwijderd\?op=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Uw account wordt verwijderd" })).toBeVisible();
  await expect(page.getByText(/Op \d{1,2} [a-z]+ \d{4} verwijderen wij uw account/)).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);
  await attachScreenshot(page, testInfo, "deleted-375");
  expect((await outbox(request, tom))[0]?.subject).toBe("Uw account wordt verwijderd");

  // Logging in during the grace period: the offer to keep the account.
  await page.goto(brandUrl("dagkoerier", "/account"));
  await logIn(page, tom);
  await expect(page.getByRole("heading", { level: 1, name: "Uw account wordt verwijderd" })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);
  await page.getByRole("button", { name: "Account behouden en inloggen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/account"));
  expect((await outbox(request, tom))[0]?.subject).toBe("Uw account blijft bestaan");

  // Deleted again, and this time the grace period passes (the origin's clock, 15 days on).
  await page.goto(brandUrl("dagkoerier", "/account/privacy"));
  await formTookOver(page);
  await page.getByLabel("Uw wachtwoord").fill("Welkom-2026!");
  await page.getByRole("checkbox", { name: /Ik begrijp dat mijn account/ }).check();
  await page.getByRole("button", { name: "Account verwijderen" }).click();
  await expect(page).toHaveURL(/\/account\/verwijderd/);
  const later = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000).toISOString();
  const erased = await request.post(`${ORIGIN}/dev/frequent?area=privacy`, { headers: { "mo-test-clock": later } });
  expect(erased.status()).toBe(200);
  expect((await outbox(request, tom))[0]?.subject).toBe("Uw account is verwijderd");

  await page.goto(brandUrl("dagkoerier", "/account"));
  await logIn(page, tom);
  await expect(page.getByRole("alert")).toContainText("Het e-mailadres of wachtwoord is onjuist.");
});

for (const { key } of BRANDS) {
  test(`the privacy screens pass axe in light and dark mode on ${key}`, async ({ page }) => {
    test.slow(); // two accounts, two widths, two colour schemes
    const email = key === "ochtendpost" || key === "zendernet" ? "an.peeters@example.be" : "jan.jansen@example.nl";
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      // With blockers (a running subscription)…
      await openLoggedIn(page, key, "/account/privacy", email);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page);
    }
    // …and the form itself, for an account without subscriptions, and the page after deleting.
    await page.getByRole("banner").getByRole("button", { name: /^(Uitloggen|Afmelden)$/ }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: /^(Inloggen|Aanmelden)$/ })).toBeVisible();
    await openLoggedIn(page, key, "/account/privacy", "geen.abonnement@example.nl");
    await expect(page.getByRole("button", { name: "Account verwijderen" })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
    await page.goto(brandUrl(key, "/account/verwijderd?op=2026-12-12"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  });
}
