import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { attachScreenshot, brandUrl, DESKTOP, expect, expectNoAxeViolations, hydrated, logIn, PHONE, test } from "./fixtures";

// Journeys through the account settings: sessions, activity, preferences and newsletters.

const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";

/** Opens a path of the account area and logs in on the way when needed. */
async function openLoggedIn(page: Page, brand: string, path: string, email: string) {
  await page.goto(brandUrl(brand, path));
  if (await page.getByRole("button", { name: /^(Inloggen|Aanmelden)$/ }).isVisible()) await logIn(page, email);
  await expect(page).toHaveURL(brandUrl(brand, path));
}

/** axe and screenshots at phone and desktop width; ends at phone width. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-1440`);
  await page.setViewportSize(PHONE);
}

/** A second browser (another device) logged in as the same subscriber. */
async function otherDevice(browser: Browser, brand: string, email: string) {
  const context = await browser.newContext({ userAgent: FIREFOX_ANDROID, viewport: PHONE });
  const page = await context.newPage();
  await openLoggedIn(page, brand, "/account", email);
  await expect(page.getByRole("heading", { level: 1, name: "Mijn account" })).toBeVisible();
  return { context, page };
}

test("logging another device out from the overview logs it out on its next navigation", async ({ browser, page }, testInfo) => {
  const other = await otherDevice(browser, "dagkoerier", "jan.jansen@example.nl");

  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account/sessies", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Ingelogde apparaten" })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Apparaten waarop u bent ingelogd" });
  const thisDevice = sessions.getByRole("listitem").filter({ hasText: "Dit apparaat" });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice.getByRole("button", { name: /Uitloggen/ })).toHaveCount(0);
  const firefox = sessions.getByRole("listitem").filter({ hasText: "Firefox op Android" });
  await expect(firefox).toHaveCount(1);
  // The place comes from the IP address: a city and country, or "Onbekende locatie".
  await expect(firefox.getByRole("definition").first()).toHaveText(/\S/);
  await expect(firefox).toContainText(/nu|minuut geleden|minuten geleden/);
  await hydrated(page);
  await checkScreen(page, testInfo, "sessies");

  await firefox.getByRole("button", { name: "Uitloggen Firefox op Android" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het apparaat is uitgelogd." })).toBeVisible();
  await expect(sessions.getByRole("listitem").filter({ hasText: "Firefox op Android" })).toHaveCount(0);
  await expect(sessions).toBeFocused();

  // The other device's next request finds its session ended.
  await other.page.goto(brandUrl("dagkoerier", "/"));
  await expect(other.page.getByText("Niet ingelogd", { exact: true })).toBeAttached();
  await other.context.close();

  // This device is still logged in.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Ingelogde apparaten" })).toBeVisible();
});

test("'Log alle andere apparaten uit' on De Ochtendpost ends the other device's session", async ({ browser, page }) => {
  const other = await otherDevice(browser, "ochtendpost", "an.peeters@example.be");
  await openLoggedIn(page, "ochtendpost", "/account/sessies", "an.peeters@example.be");
  // nl-BE texts on a Belgian brand.
  await expect(page.getByRole("listitem").filter({ hasText: "Dit toestel" })).toHaveCount(1);
  await page.getByRole("button", { name: "Meld alle andere toestellen af" }).click();
  await expect(page.getByRole("status").filter({ hasText: /toestel(len)? (is|zijn) afgemeld/ })).toBeVisible();
  await expect(page.getByText("U bent alleen op dit toestel aangemeld.")).toBeVisible();
  await expectNoAxeViolations(page);

  await other.page.goto(brandUrl("ochtendpost", "/"));
  await expect(other.page.getByText("Niet aangemeld", { exact: true })).toBeAttached();
  await other.context.close();
});

test("the activity timeline shows what was just done, grouped by day, and loads more in place", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account/nieuwsbrieven", "jan.jansen@example.nl");
  // Enough events for a second page: the plain form post of a newsletter switch, on and off eleven times.
  const statuses = await page.evaluate(async () => {
    const result: number[] = [];
    for (let round = 0; round < 11; round++) {
      for (const intent of ["subscribe", "unsubscribe"]) {
        const response = await fetch("/account/nieuwsbrieven", { method: "POST", body: new URLSearchParams({ intent, newsletterId: "nl-dk-puzzel" }) });
        result.push(response.status);
      }
    }
    return result;
  });
  expect(statuses).toEqual(Array(22).fill(200));

  await page.goto(brandUrl("dagkoerier", "/account/activiteit"));
  await expect(page.getByRole("heading", { level: 1, name: "Activiteit" })).toBeVisible();
  const today = page.getByRole("region", { name: "Vandaag" });
  const events = today.getByRole("listitem");
  await expect(events.first()).toContainText("Uitgeschreven voor een nieuwsbrief");
  await expect(events.first()).toContainText("Op dit apparaat");
  await expect(events.nth(1)).toContainText("Ingeschreven voor een nieuwsbrief");
  await hydrated(page);
  await checkScreen(page, testInfo, "activiteit");

  const before = await page.locator("li[id^=activiteit-]").count();
  expect(before).toBe(20);
  await page.getByRole("link", { name: "Meer laden" }).click();
  await expect(page.locator("li[id^=activiteit-]").nth(before)).toBeFocused();
  expect(await page.locator("li[id^=activiteit-]").count()).toBeGreaterThan(before);
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/account/activiteit"));
  // Older than the 22 switches: this test's own login, on this device.
  const login = page.locator("li[id^=activiteit-]").nth(22);
  await expect(login).toContainText("Ingelogd");
  await expect(login).toContainText("Op dit apparaat");
});

test("communication and language preferences are stored and still there after a reload", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/account/voorkeuren", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Voorkeuren" })).toBeVisible();
  await hydrated(page);
  await checkScreen(page, testInfo, "voorkeuren");

  const dagkoerier = page.getByRole("group", { name: "De Dagkoerier" });
  const post = dagkoerier.getByRole("checkbox", { name: "Post" });
  const wanted = !(await post.isChecked());
  await post.setChecked(wanted);
  await page.getByRole("button", { name: "Voorkeuren opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw communicatievoorkeuren zijn opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "De Dagkoerier" }).getByRole("checkbox", { name: "Post" })).toBeChecked({ checked: wanted });
  await expect(page.getByRole("group", { name: "Wereldwijzer" })).toBeVisible();

  await page.getByRole("radio", { name: "Nederlands (België)" }).check();
  await page.getByRole("button", { name: "Taalvoorkeur opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw taalvoorkeur is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Nederlands (België)" })).toBeChecked();
  // The portal follows the preference: nl-BE page language and texts on a Dutch brand.
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  await expect(page.getByText("Aangemeld", { exact: true })).toBeAttached();

  await page.getByRole("radio", { name: "Volg de website" }).check();
  await page.getByRole("button", { name: "Taalvoorkeur opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw taalvoorkeur is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("radio", { name: "Volg de website" })).toBeChecked();
});

test("newsletters on De Ochtendpost: a switch per newsletter and 'Alles uitschrijven' with a confirmation", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "ochtendpost", "/account/nieuwsbrieven", "an.peeters@example.be");
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
  await openLoggedIn(page, "dagkoerier", "/account/nieuwsbrieven", "jan.jansen@example.nl");

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
