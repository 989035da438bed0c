import { type Page } from "@playwright/test";
import { attachScreenshot, type BrandScreens, brandUrl, DESKTOP, expect, expectNoAxeViolations, formTookOver, inWorld, openLoggedIn, PHONE, test, testAxeOnEveryBrand } from "./fixtures";

// The delivery service (ADR 19): Jan reports on his newspaper (De Dagkoerier) and his magazine
// (Wereldwijzer), An on her Belgian paper in the app webview; every refusal keeps what was chosen
// and typed. These journeys store complaints: each picks the newest edition still open, so they
// hold at any time of day and on a retry.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

/** The newest edition that can still be chosen. */
function firstOpenEdition(page: Page, legend: RegExp) {
  return page.getByRole("group", { name: legend }).getByRole("radio", { disabled: false }).first();
}

test("Jan reports a wet paper: the message is required, then the credit is shown at once and on the overview", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/bezorgservice", JAN);
  await expect(page.getByRole("heading", { level: 1, name: "Bezorgservice" })).toBeVisible();
  const dagkoerier = page.getByRole("article", { name: /De Dagkoerier/ });
  await expect(dagkoerier.getByText("De krant op maandag t/m zaterdag, uiterlijk om 07:00 in de bus")).toBeVisible();
  await attachScreenshot(page, testInfo, "bezorgservice-jan-375");
  await dagkoerier.getByRole("link", { name: "Probleem met de bezorging melden" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/bezorgservice/DK/700100"));
  await expect(page.getByText(/Dan krijgt u €\s?1,77 terug op uw volgende factuur/)).toBeVisible();
  // The form's own chunk commits a frame after it loads: a radio checked before that was undone once (CI load).
  await formTookOver(page);

  await page.getByRole("radio", { name: "Mijn krant is beschadigd of nat" }).check();
  const edition = firstOpenEdition(page, /Om welke krant gaat het/);
  const editionLabel = await edition.evaluate((input) => input.closest("label")?.textContent ?? "");
  await edition.check();
  await page.getByRole("button", { name: "Melding versturen" }).click();
  const message = page.getByRole("textbox", { name: /Wat is er mis/ });
  await expect(message).toHaveAccessibleDescription(/Beschrijf wat er mis is \(verplicht bij deze klacht\)/);
  await expect(page.getByRole("radio", { name: editionLabel })).toBeChecked();
  await attachScreenshot(page, testInfo, "bezorgklacht-fout-375");

  await message.fill("Helemaal doorweekt, de bezorger legde hem naast de mat");
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByText("Bedankt, uw melding is ontvangen.")).toBeVisible();
  await expect(page.getByText(/€\s?1,77 wordt verrekend met uw volgende factuur\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "bezorgklacht-uitkomst-375");

  await page.getByRole("link", { name: "Naar de bezorgservice" }).click();
  // The overview names the day without "Vandaag, ".
  const day = editionLabel.split(" · ")[0]!.replace(/^Vandaag, /, "");
  await expect(dagkoerier.getByText(`Mijn krant is beschadigd of nat · ${day.charAt(0).toUpperCase()}${day.slice(1)}`)).toBeVisible();
});

test("Jan's third complaint in 14 days goes to customer service with a case number", async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  for (let complaint = 0; complaint < 2; complaint++) {
    await openLoggedIn(page, "dagkoerier", "/bezorgservice/DK/700100", JAN);
    await formTookOver(page);
    await page.getByRole("radio", { name: "Mijn krant is niet bezorgd" }).check();
    await firstOpenEdition(page, /Om welke krant gaat het/).check();
    await page.getByRole("button", { name: "Melding versturen" }).click();
    await expect(page.getByText("Bedankt, uw melding is ontvangen.")).toBeVisible();
  }
  await openLoggedIn(page, "dagkoerier", "/bezorgservice/DK/700100", JAN);
  await expect(page.getByText(/Deze melding gaat daarom ook naar onze klantenservice/)).toBeVisible();
  await formTookOver(page);
  await page.getByRole("radio", { name: "Mijn krant is niet compleet (een katern of bijlage ontbreekt)" }).check();
  const edition = firstOpenEdition(page, /Om welke krant gaat het/);
  await edition.check();
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByText(/Uw dossiernummer is KS-\d{4}-\d{6}\./)).toBeVisible();
  await attachScreenshot(page, testInfo, "bezorgklacht-klantenservice-1440");
  await page.getByRole("link", { name: "Naar de bezorgservice" }).click();
  await expect(page.getByText("Bij klantenservice").first()).toBeVisible();
});

// Issue 58: "niet in de brievenbus, achter het hek" had nowhere to go but the phone.
test("on a phone, Jan leaves an instruction for the deliverer: a forbidden character is refused beside the field, then it is saved and kept", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/bezorgservice", JAN);
  const card = page.getByRole("article", { name: /De Dagkoerier/ });
  const field = card.getByRole("textbox", { name: "Waar mag de bezorger uw krant laten?" });
  await expect(field).toHaveAccessibleDescription(/Bijvoorbeeld: niet in de brievenbus maar achter het hek\. Maximaal 200 tekens, zonder/);
  await expect(page.getByRole("article", { name: /Wereldwijzer/ }).getByRole("textbox", { name: /bezorger/ })).toHaveCount(0);
  await field.fill("Bel aan: code 12");
  await card.getByRole("button", { name: "Instructie opslaan" }).click();
  await expect(field).toHaveAccessibleDescription(/mag geen van deze tekens bevatten|Gebruik geen/);
  await expect(field).toHaveValue("Bel aan: code 12");
  await field.fill("Niet in de brievenbus, achter het hek.");
  await card.getByRole("button", { name: "Instructie opslaan" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Uw instructie voor de bezorger is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: /De Dagkoerier/ }).getByRole("textbox", { name: "Waar mag de bezorger uw krant laten?" })).toHaveValue("Niet in de brievenbus, achter het hek.");
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "bezorger-instructie-375");
});

test("Jan reports an incomplete magazine: three types, issues by number, the price of one issue back", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "wereldwijzer", "/bezorgservice", JAN);
  await page.getByRole("article", { name: /Wereldwijzer/ }).getByRole("link", { name: "Probleem met de bezorging melden" }).click();
  await expect(page).toHaveURL(brandUrl("wereldwijzer", "/bezorgservice/WW/700101"));
  await formTookOver(page);
  const types = page.getByRole("group", { name: "Wat is er aan de hand?" }).getByRole("radio");
  await expect(types).toHaveCount(3);
  await expect(page.getByRole("radio", { name: /verkeerde krant/ })).toHaveCount(0);
  await page.getByRole("radio", { name: "Mijn blad is niet compleet" }).check();
  const issue = firstOpenEdition(page, /Om welk nummer gaat het/);
  await expect(issue).toHaveAccessibleName(/^Nummer \d+ \(\w+ \d{4}\)/);
  await issue.check();
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByText(/€\s?7,95 wordt verrekend met uw volgende factuur\./)).toBeVisible();
});

test("An reports a wrong paper in the Ochtendpost app: no header or menu, refusals next to the field", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "ochtendpost", "/bezorgservice/app/OP/700200", AN);
  // With one paper the choice is skipped.
  await page.goto(brandUrl("ochtendpost", "/bezorgservice/app/klacht"));
  await expect(page).toHaveURL(brandUrl("ochtendpost", "/bezorgservice/app/OP/700200"));
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Menu onderaan" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByText(/Uw krant wordt vandaag uiterlijk om 07:30 bezorgd|Dan krijgt u/).first()).toBeVisible();

  await formTookOver(page);
  await page.getByRole("radio", { name: "Ik heb een verkeerde krant gekregen" }).check();
  await firstOpenEdition(page, /Om welke krant gaat het/).check();
  const message = page.getByRole("textbox", { name: /Wat is er mis/ });
  await message.fill("Ik kreeg de krant van de buren = Het Nieuwsblad");
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(message).toHaveAccessibleDescription(/Gebruik geen van deze tekens/);
  await expect(message).toHaveValue("Ik kreeg de krant van de buren = Het Nieuwsblad");
  await message.fill("Ik kreeg de krant van de buren, Het Nieuwsblad");
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByText("Bedankt, uw melding is ontvangen.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bezorgservice/app/OP/${inWorld("700200")}\\?melding=`));
  await expect(page.getByRole("link", { name: "Naar de bezorgservice" })).toHaveCount(0);
  await attachScreenshot(page, testInfo, "bezorgklacht-app-375");
});

test("Jan reports on his magazine in the Wereldwijzer app: choose it, nothing chosen is refused, a stale second tab is told the issue is reported", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "wereldwijzer", "/bezorgservice/app/klacht", JAN);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Over welk abonnement gaat het?" })).toBeVisible();
  await page.getByRole("link", { name: /Wereldwijzer – Magazine/ }).click();
  await expect(page).toHaveURL(brandUrl("wereldwijzer", "/bezorgservice/app/WW/700101"));

  // A second tab with the same form, left open.
  const stale = await context.newPage();
  await stale.setViewportSize(PHONE);
  await stale.goto(brandUrl("wereldwijzer", "/bezorgservice/app/WW/700101"));
  await formTookOver(stale);

  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByRole("group", { name: "Wat is er aan de hand?" })).toHaveAccessibleDescription("Kies wat er aan de hand is.");
  await page.getByRole("radio", { name: "Mijn blad is niet bezorgd" }).check();
  const issue = firstOpenEdition(page, /Om welk nummer gaat het/);
  const value = await issue.getAttribute("value");
  await issue.check();
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByText("Bedankt, uw melding is ontvangen.")).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);

  await stale.getByRole("radio", { name: "Mijn blad is niet bezorgd" }).check();
  await stale.locator(`input[name="editionDate"][value="${value}"]`).check();
  await stale.getByRole("button", { name: "Melding versturen" }).click();
  await expect(stale.getByRole("group", { name: /Om welk nummer gaat het/ })).toHaveAccessibleDescription("Over dit nummer heeft u al een melding gedaan.");
  await expect(stale.getByRole("radio", { name: "Mijn blad is niet bezorgd" })).toBeChecked();
  await expect(stale.locator(`input[name="editionDate"][value="${value}"]`)).toBeDisabled();
  await stale.close();
});

test("An's Zendernet account has nothing to report; another account's subscription is not found", async ({ page }) => {
  await openLoggedIn(page, "zendernet", "/bezorgservice/ZN/700201", AN);
  await expect(page.getByText("Bij dit account wordt niets bedeeld, dus er valt niets te melden.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Wat is er aan de hand?" })).toHaveCount(0);
  await page.goto(brandUrl("zendernet", "/bezorgservice/DK/700100"));
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
});

const SCREENS: BrandScreens = {
  dagkoerier: { email: JAN, paths: ["/bezorgservice", "/bezorgservice/klacht", "/bezorgservice/DK/700100"] },
  wereldwijzer: { email: JAN, paths: ["/bezorgservice", "/bezorgservice/WW/700101", "/bezorgservice/app/WW/700101"] },
  ochtendpost: { email: AN, paths: ["/bezorgservice", "/bezorgservice/OP/700200", "/bezorgservice/app/OP/700200"] },
  zendernet: { email: AN, paths: ["/bezorgservice", "/bezorgservice/ZN/700201"] },
};

testAxeOnEveryBrand("the delivery service", SCREENS);

test("Jan reports a missing paper while his phone is offline: it is kept, said to be waiting, and sent once when the connection is back", async ({ page, context }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/bezorgservice/DK/700100", JAN);
  await formTookOver(page);
  await page.getByRole("radio", { name: "Mijn krant is niet bezorgd" }).check();
  const edition = firstOpenEdition(page, /Om welke krant gaat het/);
  const editionLabel = await edition.evaluate((input) => input.closest("label")?.textContent ?? "");
  await edition.check();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Melding versturen" }).click();
  const waiting = page.getByText("U bent offline. Wat u heeft ingevuld blijft staan: we versturen het formulier zodra u weer verbinding heeft.");
  await expect(waiting).toBeVisible();
  await expect(page.getByRole("radio", { name: "Mijn krant is niet bezorgd" })).toBeChecked();
  await expect(page.getByRole("radio", { name: editionLabel })).toBeChecked();
  await attachScreenshot(page, testInfo, "bezorgklacht-offline-375");
  // Impatient: pressed again while offline. Still one complaint in the end.
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Bedankt, uw melding is ontvangen.")).toBeVisible();
  await page.getByRole("link", { name: "Naar de bezorgservice" }).click();
  const day = editionLabel.split(" · ")[0]!.replace(/^Vandaag, /, "");
  const dagkoerier = page.getByRole("article", { name: /De Dagkoerier/ });
  await expect(dagkoerier.getByText(`Mijn krant is niet bezorgd · ${day.charAt(0).toUpperCase()}${day.slice(1)}`)).toHaveCount(1);
});
