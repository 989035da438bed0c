import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { attachScreenshot, brandUrl, checkScreen, DESKTOP, expect, expectNoAxeViolations, hydrated, logIn, openAccountPage, PHONE, test } from "./fixtures";

// Journeys through the newsletters: a switch per newsletter, "Alles uitschrijven", and the forms without JavaScript.

test("newsletters on De Ochtendpost: a switch per newsletter and 'Alles uitschrijven' with a confirmation", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openAccountPage(page, "ochtendpost", "/account/nieuwsbrieven", "an.peeters@example.be");
  await expect(page.getByRole("heading", { level: 1, name: "Nieuwsbrieven" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "De Ochtendpost" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Zendernet" })).toBeVisible();
  await hydrated(page);
  await checkScreen(page, testInfo, "nieuwsbrieven");

  const economy = page.getByRole("switch", { name: "Economie en geld" });
  await expect(economy).not.toBeChecked();
  await economy.click();
  await expect(economy).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "U bent ingeschreven voor Economie en geld." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Economie en geld" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "De Ochtendpost Vandaag" })).toBeChecked();

  await hydrated(page);
  const section = page.getByRole("region", { name: "De Ochtendpost" });
  await section.getByRole("button", { name: "Alles uitschrijven De Ochtendpost" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Wilt u zich uitschrijven voor alle nieuwsbrieven van De Ochtendpost?" });
  await expect(dialog).toBeVisible();
  // axe measures contrast: wait until the opening animation is over.
  type Animated = { getAnimations(options: { subtree: boolean }): Array<{ finished: Promise<unknown> }> };
  await dialog.evaluate((element: Animated) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "nieuwsbrieven-bevestigen-375");
  await dialog.getByRole("button", { name: "Annuleren" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("switch", { name: "Economie en geld" })).toBeChecked();

  await section.getByRole("button", { name: "Alles uitschrijven De Ochtendpost" }).click();
  await dialog.getByRole("button", { name: "Ja, alles uitschrijven" }).click();
  await expect(page.getByRole("status").filter({ hasText: "U bent uitgeschreven voor alle nieuwsbrieven van De Ochtendpost." })).toBeVisible();
  await expect(section.getByRole("button", { name: "Alles uitschrijven De Ochtendpost" })).toBeFocused();
  await page.reload();
  for (const title of ["De Ochtendpost Vandaag", "Economie en geld", "Cultuur in Vlaanderen"]) {
    await expect(page.getByRole("switch", { name: title })).not.toBeChecked();
  }
  // Zendernet is another brand: untouched.
  await expect(page.getByRole("switch", { name: "Zendernet Tips" })).toBeVisible();
});

test("without JavaScript the forms still work: a newsletter switch, 'Alles uitschrijven' asks on its own page, preferences", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await openAccountPage(page, "dagkoerier", "/account/nieuwsbrieven", "jan.jansen@example.nl");

  await page.getByRole("switch", { name: "Sport vandaag" }).click();
  await expect(page.getByText("U bent ingeschreven voor Sport vandaag.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Sport vandaag" })).toBeChecked();

  await page.getByRole("link", { name: "Alles uitschrijven De Dagkoerier" }).click();
  await expect(page.getByText("Wilt u zich uitschrijven voor alle nieuwsbrieven van De Dagkoerier?")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Sport vandaag" })).toBeChecked();
  await page.getByRole("button", { name: "Ja, alles uitschrijven" }).click();
  await expect(page.getByText("U bent uitgeschreven voor alle nieuwsbrieven van De Dagkoerier.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Sport vandaag" })).not.toBeChecked();

  await page.goto(brandUrl("dagkoerier", "/account/voorkeuren"));
  const sms = page.getByRole("group", { name: "De Dagkoerier" }).getByRole("checkbox", { name: "Sms" });
  const wanted = !(await sms.isChecked());
  await sms.setChecked(wanted);
  await page.getByRole("button", { name: "Voorkeuren opslaan" }).click();
  await expect(page.getByText("Uw communicatievoorkeuren zijn opgeslagen.")).toBeVisible();
  await page.goto(brandUrl("dagkoerier", "/account/voorkeuren"));
  await expect(page.getByRole("group", { name: "De Dagkoerier" }).getByRole("checkbox", { name: "Sms" })).toBeChecked({ checked: wanted });
  await context.close();
});
