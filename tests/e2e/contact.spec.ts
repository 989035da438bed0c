import { type Page } from "@playwright/test";
import { attachScreenshot, BRANDS, brandUrl, expect, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes, inWorld, openLoggedIn, outbox, PHONE, test } from "./fixtures";

// The contact form (ADR 25): Jan asks about his paper with two attachments (real upload progress,
// one removed, a wrong type refused before upload), gets a case number and sees it on his timeline;
// a visitor who cannot log in asks in the app webview; the attachments flag off in the editors'
// draft; axe in light and dark on four brands. Each run makes its own case (nothing to clean up).

const JAN = "jan.jansen@example.nl";
const PREVIEW_SECRET = "test-preview-secret";
const FORM = "/klantenservice/contact/formulier";
const APP_FORM = "/klantenservice/contact/app/basis-formulier";

/** A real PDF header and `size` bytes: the origin checks the first bytes against the type. */
function pdf(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  body.write("%PDF-1.7\n", 0, "latin1");
  return body;
}
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

/** Uploads slower than the local stack does, so the progress of a file can be seen. */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test("Jan asks about his paper with two attachments: progress per file, one removed, a wrong type refused, a case number", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  // The form needs no login; logged in, it fills in Jan's details.
  await openLoggedIn(page, "dagkoerier", "/account", JAN);
  await page.goto(brandUrl("dagkoerier", `${FORM}?onderwerp=delivery&subonderwerp=delivery_complaint`));
  await expect(page.getByRole("heading", { level: 1, name: "Stel uw vraag" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Onderwerp" })).toHaveValue("delivery");
  await expect(page.getByRole("combobox", { name: "Waar gaat uw vraag over?" })).toHaveValue("delivery_complaint");
  await expect(page.getByRole("textbox", { name: "E-mailadres" })).toHaveValue(inWorld(JAN));
  const message = page.getByRole("textbox", { name: "Uw vraag" });
  await message.fill("Mijn krant is al drie dagen nat. Zie de foto en de bon.");

  const add = page.getByRole("button", { name: "Bijlage toevoegen" });
  await expect(add).toBeVisible();
  const restore = await slowUploads(page, 400 * 1024);
  await page.locator('input[type="file"]').setInputFiles([
    { name: "bon.pdf", mimeType: "application/pdf", buffer: pdf(1_200_000) },
    { name: "foto.png", mimeType: "image/png", buffer: PNG },
    { name: "notities.txt", mimeType: "text/plain", buffer: Buffer.from("geen bijlage") },
  ]);
  // Refused before upload, with the reason, and not in the list.
  await expect(page.getByRole("listitem").filter({ hasText: "notities.txt is niet toegevoegd" })).toHaveText(
    "notities.txt is niet toegevoegd: dit type bestand kunnen we niet ontvangen. Stuur een PDF, JPG, PNG of HEIC.",
  );
  const rows = page.locator("li[data-status]");
  await expect(rows).toHaveCount(2);
  // Real progress of the PDF while it goes up; the PNG waits for its turn.
  const progress = page.getByRole("progressbar", { name: "Voortgang bon.pdf" });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("value").catch(() => "0")), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: "foto.png" })).toHaveAttribute("data-status", /pending|uploading/);
  await attachScreenshot(page, testInfo, "contactformulier-uploading-375");
  await expect(page.getByRole("img", { name: "Geüpload" })).toHaveCount(2, { timeout: 30_000 });
  await restore();
  await expectNoAxeViolations(page);

  // One removed: the message stays as typed.
  await page.getByRole("button", { name: "Verwijder foto.png" }).click();
  await expect(rows).toHaveCount(1);
  await expect(message).toHaveValue("Mijn krant is al drie dagen nat. Zie de foto en de bon.");

  await page.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(page.getByText("Bedankt, uw vraag is verstuurd.")).toBeVisible();
  const caseNumber = (await page.getByTestId("case-number").textContent())!;
  expect(caseNumber).toMatch(/^KS-\d{4}-\d{6}$/);
  await expect(page.getByText("Meegestuurd: bon.pdf.")).toBeVisible();
  await expect(page.getByText(/U krijgt binnen 2 werkdagen antwoord, uiterlijk op /)).toBeVisible();
  await attachScreenshot(page, testInfo, "contactformulier-verstuurd-375");

  const messages = await outbox(page.request, JAN);
  expect(messages[0]?.subject).toBe(`Uw vraag is ontvangen (${caseNumber})`);
  expect(messages[0]?.body).toContain("Wij hebben 1 bijlage ontvangen.");

  await page.goto(brandUrl("dagkoerier", "/account/activiteit"));
  await expect(page.getByText("Vraag gesteld aan de klantenservice").first()).toBeVisible();
});

test("a sub-topic of another topic is refused next to the field and the message is kept", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account", JAN);
  await page.goto(brandUrl("dagkoerier", FORM));
  const topic = page.getByRole("combobox", { name: "Onderwerp" });
  const subTopic = page.getByRole("combobox", { name: "Waar gaat uw vraag over?" });
  await expect(page.getByRole("button", { name: "Bijlage toevoegen" })).toBeVisible();
  // Hydrated: a topic offers only its own sub-topics.
  await topic.selectOption("digital_reading");
  await expect(subTopic.locator("option")).toHaveText(["Kies wat het beste past", "Inloggen lukt niet", "Mijn abonnement koppelen aan mijn account"]);
  await subTopic.selectOption("login");
  await page.getByRole("textbox", { name: "Uw vraag" }).fill("Ik kom er niet in <help>");
  await page.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(page.getByRole("textbox", { name: "Uw vraag" })).toHaveAccessibleDescription(/Gebruik geen van deze tekens: < > \^ # = \/ :/);
  await expect(page.getByRole("textbox", { name: "Uw vraag" })).toHaveValue("Ik kom er niet in <help>");
});

test("a visitor who cannot log in asks in the Ochtendpost app: no site chrome, a case number", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("ochtendpost", `${APP_FORM}?onderwerp=digital_reading&subonderwerp=login`));
  await expect(page.getByRole("heading", { level: 1, name: "Stel uw vraag" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toHaveCount(0);
  await expect(page.getByText(/Hebt u een account\? Meld u dan eerst aan/)).toBeVisible();
  await page.getByRole("textbox", { name: "Uw vraag" }).fill("Mijn wachtwoord werkt niet meer, ook niet na een nieuwe aanvraag.");
  await page.getByRole("textbox", { name: "Naam" }).fill("Els Peeters");
  await page.getByRole("textbox", { name: "E-mailadres" }).fill(inWorld("els.peeters@example.be"));
  await page.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(page.getByTestId("case-number")).toHaveText(/^KS-\d{4}-\d{6}$/);
  await expect(page.getByRole("link", { name: "Naar Mijn Omgeving" })).toHaveCount(0);
  await attachScreenshot(page, testInfo, "contactformulier-app-verstuurd-375");
});

test("the editors' draft switches attachments off: no upload in preview, back after leaving it", async ({ page }) => {
  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(page.getByRole("button", { name: "Bijlage toevoegen" })).toBeVisible();
  await page.goto(brandUrl("wereldwijzer", `/api/preview?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(FORM)}`));
  await expect(page.getByRole("link", { name: "Exit Preview Mode" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Uw vraag" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Bijlage toevoegen" })).toHaveCount(0);
  await page.getByRole("link", { name: "Exit Preview Mode" }).click();
  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(page.getByRole("button", { name: "Bijlage toevoegen" })).toBeVisible();
});

for (const { key } of BRANDS) {
  test(`the contact form passes axe in light and dark mode on ${key}`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const pathname of [`${FORM}?onderwerp=payment&subonderwerp=payment_invoice`, APP_FORM]) {
      await page.goto(brandUrl(key, pathname));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Bijlage toevoegen" })).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page);
    }
  });
}
