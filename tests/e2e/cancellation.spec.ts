import { type APIRequestContext, type Download } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { attachScreenshot, BRANDS, brandUrl, expect, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes, hydrated, inWorld, openLoggedIn, ORIGIN, outbox, PHONE, test } from "./fixtures";

// Cancelling as Art. 11a CRD asks (ADR 17, 39): "Abonnement opzeggen" on every page, the statement, a
// confirmation step, the acknowledgement with the date and time received, by e-mail with a PDF copy;
// without logging in too; within 14 days a withdrawal. Wereldwijzer has no terminate page of its own,
// so the portal's flow cancels there. Each journey has its own demo people (ADR 37).

const JAN = "jan.jansen@example.nl";

/** The text of a PDF (poppler's pdftotext), to read what the subscriber would read. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bevestiging-"));
  const file = path.join(dir, "bevestiging.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8").replace(/\s+/g, " ");
}

async function downloaded(download: Download): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "download-"));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return readFileSync(file);
}

async function receiptMail(request: APIRequestContext) {
  const [mail] = await outbox(request, JAN);
  expect(mail!.subject).toMatch(/^Bevestiging: uw abonnement op Wereldwijzer stopt op \d+ \w+ \d{4}$/);
  const attachment = mail!.attachments[0]!;
  const pdf = Buffer.from(await (await request.get(`${ORIGIN}${attachment.url}`)).body());
  return { mail: mail!, pdf: pdfText(pdf) };
}

test("Jan cancels Wereldwijzer from the footer: the statement, 'Wijzigen', the confirmation, the receipt with its PDF, and undoes it", async ({ page, request }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "wereldwijzer", "/abonnementen", JAN);
  await page.getByRole("contentinfo").getByRole("link", { name: "Abonnement opzeggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Abonnement opzeggen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "opzeggen-start-375");
  await page.getByRole("link", { name: /^Opzeggen Wereldwijzer/ }).click();

  // 1. The statement: the end date first, reason optional.
  await expect(page.getByText(/Er geldt een opzegtermijn van één maand/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Stappen van uw opzegging" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("radio", { name: "Ik heb te weinig tijd om te lezen" }).check();
  await page.getByRole("textbox", { name: "Wilt u nog iets kwijt?" }).fill("Even geen tijd.");
  await attachScreenshot(page, testInfo, "opzeggen-verklaring-375");
  await page.getByRole("button", { name: "Verder naar bevestigen" }).click();

  // 2. The confirmation, and back to change it: what was filled in is still there.
  await expect(page.getByRole("heading", { level: 2, name: "Controleer en bevestig uw opzegging" })).toBeVisible();
  await expect(page.getByText("Even geen tijd.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Wijzigen" }).click();
  await expect(page.getByRole("radio", { name: "Ik heb te weinig tijd om te lezen" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Wilt u nog iets kwijt?" })).toHaveValue("Even geen tijd.");
  await page.getByRole("button", { name: "Verder naar bevestigen" }).click();
  await attachScreenshot(page, testInfo, "opzeggen-bevestigen-375");
  await page.getByRole("button", { name: "Opzegging bevestigen" }).click();

  // 3. The acknowledgement: received on (date and time), ends on, where the receipt went, the PDF.
  await expect(page.getByRole("heading", { level: 1, name: "Uw abonnement is opgezegd" })).toBeVisible();
  await expect(page.getByText(/^\d+ \w+ \d{4} om \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText(inWorld(JAN), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "opzeggen-ontvangen-375");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download de bevestiging (PDF)" }).click()]);
  const receipt = pdfText(await downloaded(download));
  expect(receipt).toContain("Bevestiging van uw opzegging");
  expect(receipt).toMatch(/Opzegging ontvangen op \d+ \w+ \d{4} om \d{2}:\d{2}/);
  expect(receipt).toContain("Mijn Omgeving, ingelogd");

  // The e-mail says the same, with the same PDF attached.
  const { mail, pdf } = await receiptMail(request);
  expect(mail.body).toMatch(/Opzegging ontvangen op: \d+ \w+ \d{4} om \d{2}:\d{2}/);
  expect(pdf).toMatch(/Uw abonnement loopt tot en met \d+ \w+ \d{4}/);

  // Undo is one tap on the subscription's own card (issue 58), and lands on that card, which says it runs on.
  await page.goto(brandUrl("wereldwijzer", "/abonnementen"));
  const card = page.getByRole("article", { name: /Wereldwijzer/ }).filter({ has: page.getByRole("button", { name: "Opzegging ongedaan maken" }) });
  await expect(card.getByText(/^Opgezegd per /)).toBeVisible();
  await hydrated(page);
  await card.getByRole("button", { name: "Opzegging ongedaan maken" }).click();
  await expect(page).toHaveURL(/\/abonnementen\?opzegging-ongedaan=\d+#abonnement-\d+$/);
  const resumed = page.getByRole("article", { name: /Wereldwijzer/ }).filter({ has: page.getByRole("status") });
  await expect(resumed.getByRole("status")).toHaveText("De opzegging is ongedaan gemaakt. Uw abonnement loopt gewoon door.");
  await expect(resumed.getByText("Actief", { exact: true })).toBeVisible();
  await expect(resumed.getByText(/^Opgezegd per /)).toHaveCount(0);
  await expect(resumed.getByRole("status")).toBeInViewport();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "opzegging-ongedaan-375");
});

test("without logging in: the subscription number, postcode and house number, then the same steps; the receipt goes to the account's own address", async ({ page, request }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("wereldwijzer", "/"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Abonnement opzeggen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Opzeggen zonder in te loggen" })).toBeVisible();
  await hydrated(page);
  const number = page.getByRole("textbox", { name: "Abonnementsnummer" });
  const zip = page.getByRole("textbox", { name: "Postcode" });
  const house = page.getByRole("textbox", { name: "Huisnummer en toevoeging" });
  // A wrong house number: one calm answer, nothing said about the subscription, what was typed kept.
  await number.fill(inWorld("700101"));
  await zip.fill("3811 CV");
  await house.fill("14");
  await page.getByRole("button", { name: "Abonnement zoeken" }).click();
  await expect(page.getByText(/We vinden geen abonnement met deze gegevens/)).toBeVisible();
  await expect(number).toHaveValue(inWorld("700101"));
  await expectNoAxeViolations(page);
  await house.fill("12 A");
  await page.getByRole("button", { name: "Abonnement zoeken" }).click();

  await expect(page.getByText("Wereldwijzer – Magazine, 10 nummers per jaar")).toBeVisible();
  await page.getByRole("button", { name: "Verder naar bevestigen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Controleer en bevestig uw opzegging" })).toBeVisible();
  await page.getByRole("button", { name: "Opzegging bevestigen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Wij hebben uw opzegging ontvangen" })).toBeVisible();
  await expect(page.getByText("j•••@example.nl")).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "opzeggen-zonder-inloggen-375");

  const { mail, pdf } = await receiptMail(request);
  expect(mail.to).toBe(inWorld(JAN));
  expect(mail.body).toContain("Ontvangen via: Mijn Omgeving, met abonnementsnummer en postcode");
  expect(pdf).toContain("met abonnementsnummer en postcode");
});

test("within 14 days of the start a cancellation is a withdrawal: it stops today and says so", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "wereldwijzer", "/abonnementen", JAN);
  // The origin's clock for this browser: five days after Jan's Wereldwijzer started (1 January 2022).
  await context.addCookies([{ name: "mo-test-origin-clock", value: encodeURIComponent("2022-01-05T10:00:00.000Z"), url: brandUrl("wereldwijzer") }]);
  await page.goto(brandUrl("wereldwijzer", "/abonnementen/700101/opzeggen"));
  await expect(page.getByText(/u zit nog in de bedenktijd/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Opzeggen per vandaag/ })).toBeVisible();
  await page.getByRole("button", { name: "Verder naar bevestigen" }).click();
  await page.getByRole("button", { name: "Opzegging bevestigen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Wij hebben uw herroeping ontvangen" })).toBeVisible();
  await expect(page.getByText("5 januari 2022", { exact: true })).toBeVisible();
  // A withdrawal cannot be undone.
  await expect(page.getByRole("button", { name: "Opzegging ongedaan maken" })).toHaveCount(0);
});

test("the cancellation pages pass axe in light and dark mode on every brand", async ({ page }) => {
  test.slow(); // three pages on four brands, two colour schemes
  await page.setViewportSize(PHONE);
  for (const { key } of BRANDS) {
    await page.goto(brandUrl(key, "/opzeggen"));
    await expect(page.getByRole("heading", { level: 1, name: "Abonnement opzeggen" })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  }
  for (const { key } of BRANDS) {
    await openLoggedIn(page, key, "/abonnementen/700101/opzeggen", JAN);
    await expect(page.getByRole("heading", { level: 1, name: "Abonnement opzeggen" })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
    await page.goto(brandUrl(key, "/opzeggen"));
    await expect(page.getByRole("link", { name: /^Opzeggen Wereldwijzer/ })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  }
});
