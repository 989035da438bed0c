import { attachScreenshot, type BrandScreens, brandUrl, DESKTOP, expect, expectNoAxeViolations, inWorld, openLoggedIn, ORIGIN, outbox, PHONE, test, testAxeOnEveryBrand } from "./fixtures";

// "Nu betalen" (issue 56): a failed payment shown where the subscriber looks, paid in one visit on the
// hosted payment page with iDEAL, Bancontact or a card, and the invoice that then says how and when it
// was paid. Each journey works in its own world.

const FATIMA = "betaalprobleem@example.nl";
const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

test("Fatima sees the notice, pays her overdue invoice with iDEAL, and the invoice says 'Betaald op'", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/", FATIMA);
  const notice = page.getByRole("region", { name: "Openstaande betaling" });
  await expect(notice.getByText("Uw automatische incasso is niet gelukt: er stond niet genoeg geld op uw rekening.")).toBeVisible();
  await attachScreenshot(page, testInfo, "betalen-melding-375");

  await page.goto(brandUrl("dagkoerier", "/facturen"));
  const overdue = page.getByRole("article").filter({ hasText: "Factuur oktober 2026" });
  await expect(overdue.getByText("Achterstallig", { exact: true })).toBeVisible();
  await overdue.getByRole("link", { name: /Nu betalen/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Facturen betalen" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /iDEAL/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Bancontact/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "betalen-kies-375");
  await page.getByRole("button", { name: "€ 14,50 betalen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Betaalpagina (test)" })).toBeVisible();
  await expect(page.getByText(/U betaalt €\s14,50 met iDEAL voor factuur DK202610/)).toBeVisible();
  await page.getByRole("button", { name: "Betaling goedkeuren" }).click();

  await expect(page).toHaveURL(/\/facturen\/betalen\/status\/success\?ref=ip_/);
  await expect(page.getByRole("heading", { level: 1, name: "Uw betaling is gelukt" })).toBeVisible();
  await expect(page.getByText(/U heeft €\s14,50 betaald met iDEAL\./)).toBeVisible();
  // Her direct debit failed: setting it up again is offered after the payment, and can be skipped.
  await expect(page.getByRole("heading", { level: 2, name: "Voortaan automatisch betalen?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await attachScreenshot(page, testInfo, "betalen-gelukt-1440");
  await page.setViewportSize(PHONE);
  await page.getByRole("link", { name: "Nee, bedankt" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Facturen" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Openstaande betaling" })).toHaveCount(0);
  const paid = page.getByRole("article").filter({ hasText: "Factuur oktober 2026" });
  await expect(paid.getByText("Betaald", { exact: true })).toBeVisible();
  await expect(paid.getByText(/^Betaald op \d+ \w+ \d{4} met iDEAL\.$/)).toBeVisible();
  await expect(paid.getByRole("link", { name: /Nu betalen/ })).toHaveCount(0);
  // The receipt names the invoice and the amount.
  const receipt = (await outbox(page.request, FATIMA)).find((message) => message.subject.startsWith("Betalingsbewijs"));
  expect(receipt?.subject.replace(/\u00a0/g, " ")).toBe("Betalingsbewijs: € 14,50 ontvangen");
  expect(receipt?.body).toMatch(/DK202610\d+/);
});

test("a declined payment leaves everything as it was and says so; 'Opnieuw betalen' starts again", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/facturen", FATIMA);
  await page.getByRole("link", { name: "Alles betalen (€ 29,00)" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "U betaalt deze 2 facturen" })).toBeVisible();
  await page.getByRole("radio", { name: /Creditcard/ }).check();
  await page.getByRole("button", { name: "€ 29,00 betalen" }).click();
  await page.getByRole("button", { name: "Betaling weigeren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "De betaling is niet gelukt" })).toBeVisible();
  await expect(page.getByText(/Er is niets afgeschreven/)).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "betalen-geweigerd-375");
  // The status in the URL is not trusted.
  await page.goto(page.url().replace("/status/failed", "/status/success"));
  await expect(page.getByRole("heading", { level: 1, name: "De betaling is niet gelukt" })).toBeVisible();
  await page.getByRole("link", { name: "Opnieuw betalen" }).click();
  await expect(page.getByRole("button", { name: "€ 29,00 betalen" })).toBeVisible();
  await page.getByRole("link", { name: "Mijn Omgeving" }).first().click();
  await expect(page.getByRole("region", { name: "Openstaande betaling" }).getByText(/Er staat €\s29,00 open/)).toBeVisible();
});

test("An pays her Belgian invoice with Bancontact, in Belgian words", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "ochtendpost", "/facturen", AN);
  const open = page.getByRole("article").filter({ hasText: "Factuur november 2026" });
  await expect(open.getByText(/via domiciliëring van uw rekening/)).toBeVisible();
  await open.getByRole("link", { name: /Nu betalen/ }).click();
  await expect(page.getByRole("radio", { name: /Bancontact/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Kredietkaart/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /iDEAL/ })).toHaveCount(0);
  await page.getByRole("button", { name: "€ 39,95 betalen" }).click();
  await expect(page.getByText(/U betaalt €\s39,95 met Bancontact/)).toBeVisible();
  await page.getByRole("button", { name: "Betaling goedkeuren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Uw betaling is gelukt" })).toBeVisible();
  await expect(page.getByText(/U hebt €\s39,95 betaald met Bancontact\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "betalen-bancontact-375");
  await page.getByRole("link", { name: "Naar mijn facturen" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Factuur november 2026" }).getByText(/^Betaald op \d+ \w+ \d{4} met Bancontact\.$/)).toBeVisible();
});

test("the e-mail of a rejected direct debit links straight to paying that invoice", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The bank reports Jan's November debit as rejected (the stand-in of a bank's return file).
  const report = await page.request.post(`${ORIGIN}/dev/bank/direct-debit-rejected`, { data: { invoiceId: inWorld("inv-dk-jan-2026-11"), reason: "ACCOUNT_CLOSED" } });
  expect(report.status()).toBe(200);
  const mail = (await outbox(page.request, JAN)).find((message) => message.subject.startsWith("Uw automatische incasso"));
  expect(mail?.body).toContain("de rekening bestaat niet meer");
  const link = /(https?:\/\/\S+\/facturen\/betalen\?factuur=\S+)/.exec(mail!.body)![1]!;
  await openLoggedIn(page, "dagkoerier", "/facturen", JAN);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 2, name: "U betaalt deze factuur" })).toBeVisible();
  await expect(page.getByText(/Factuur november 2026 · DK202611/)).toBeVisible();
  await expect(page.getByRole("button", { name: "€ 44,22 betalen" })).toBeVisible();
});

// "Nu betalen" on every demo brand: Jan's Dutch open invoice, An's Belgian one.
const SCREENS: BrandScreens = {
  dagkoerier: { email: JAN, paths: ["/facturen/betalen"] },
  wereldwijzer: { email: JAN, paths: ["/facturen/betalen"] },
  ochtendpost: { email: AN, paths: ["/facturen/betalen"] },
  zendernet: { email: AN, paths: ["/facturen/betalen"] },
};
testAxeOnEveryBrand("the pay page", SCREENS);
