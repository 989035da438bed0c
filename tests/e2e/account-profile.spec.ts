import { type APIRequestContext, type Page } from "@playwright/test";
import { attachScreenshot, brandUrl, DESKTOP, expect, expectNoAxeViolations, formTookOver, PHONE, test, inWorld, logIn, outbox } from "./fixtures";

// Journeys through the account profile screens at 375 px (screenshots at 375 and 1440 px). Each runs
// in a world of its own (ADR 37): what it changes (an e-mail address, a password) no other journey sees.

const PASSWORD = "Welkom-2026!";

async function openLoggedIn(page: Page, brand: string, path: string, email: string) {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl(brand, path));
  await logIn(page, email);
  await expect(page).toHaveURL(brandUrl(brand, path));
}

/** The newest verification code sent to an address or number (the origin's dev outbox). */
async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const messages = await outbox(request, to);
  const code = messages.map((message) => /Uw verificatiecode voor Mijn Omgeving: (\d{6})/.exec(message.body)?.[1]).find(Boolean);
  expect(code, `a code for ${to}`).toBeTruthy();
  return code!;
}

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

/** Both widths: axe at each, a screenshot at each; the journey continues at phone width. */
async function checkScreen(page: Page, testInfo: Parameters<Parameters<typeof test>[2]>[1], name: string) {
  // From the top: scrolled, the shell's sticky navigation covers links of the sidebar (reported).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-1440`);
  await page.setViewportSize(PHONE);
}

async function enterCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "1ste cijfer" }).fill(code);
}

test("Jan edits his personal information and address on De Dagkoerier; it is there after a reload", async ({ page }, testInfo) => {
  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Mijn account" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Voltooiing voortgang" })).toBeVisible();
  await expect(page.getByRole("link", { name: "E-mailadres wijzigen" })).toBeVisible();
  await checkScreen(page, testInfo, "account");

  const personal = page.getByRole("region", { name: "Persoonlijke gegevens" });
  // A forbidden character is refused in the browser; focus goes to the field, the message is linked to it.
  await personal.getByLabel("Achternaam").fill("Jansen<");
  await personal.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  await expect(personal.getByLabel("Achternaam")).toBeFocused();
  await expect(personal.getByLabel("Achternaam")).toHaveAccessibleDescription("Gebruik geen van deze tekens: < > ^ # = / :");
  await checkScreen(page, testInfo, "account-invalid");

  await personal.getByLabel("Achternaam").fill("Jansen-de Boer");
  await personal.getByLabel("Voornaam").fill("Johannes");
  await personal.getByLabel("Geboortedatum").fill("1968-04-21");
  await personal.getByRole("combobox", { name: "Geslacht" }).selectOption("OTHER");
  await personal.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw persoonlijke gegevens zijn opgeslagen." })).toBeVisible();

  const address = page.getByRole("form", { name: "Adres" });
  await address.getByLabel("Postcode").fill("3811");
  await address.getByRole("button", { name: "Adres opslaan" }).click();
  await expect(address.getByLabel("Postcode")).toBeFocused();
  await expect(address.getByLabel("Postcode")).toHaveAccessibleDescription(/Bijvoorbeeld 1234 AB.*Vul een geldige postcode in, bijvoorbeeld 1234 AB\./);
  await address.getByLabel("Postcode").fill("3812ab");
  await address.getByLabel("Huisnummer").fill("14");
  await address.getByLabel("Toevoeging").fill("");
  await address.getByRole("button", { name: "Adres opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw adres is opgeslagen." })).toBeVisible();

  await page.reload();
  await expect(personal.getByLabel("Voornaam")).toHaveValue("Johannes");
  await expect(personal.getByLabel("Achternaam")).toHaveValue("Jansen-de Boer");
  await expect(personal.getByLabel("Geboortedatum")).toHaveValue("1968-04-21");
  await expect(personal.getByRole("combobox", { name: "Geslacht" })).toHaveValue("OTHER");
  await expect(address.getByLabel("Postcode")).toHaveValue("3812 AB");
  await expect(address.getByLabel("Huisnummer")).toHaveValue("14");

  // Back to the seed's values for the specs after this one.
  await personal.getByLabel("Voornaam").fill("Jan");
  await personal.getByLabel("Achternaam").fill("Jansen");
  await personal.getByLabel("Geboortedatum").fill("1968-04-12");
  await personal.getByRole("combobox", { name: "Geslacht" }).selectOption("MALE");
  await personal.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw persoonlijke gegevens zijn opgeslagen." })).toBeVisible();
  await address.getByLabel("Postcode").fill("3811 CV");
  await address.getByLabel("Huisnummer").fill("12");
  await address.getByLabel("Toevoeging").fill("A");
  await address.getByRole("button", { name: "Adres opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw adres is opgeslagen." })).toBeVisible();
});

test("An removes her Belgian address with the confirmation dialog and enters it again on De Ochtendpost", async ({ page }, testInfo) => {
  await openLoggedIn(page, "ochtendpost", "/account", "an.peeters@example.be");
  const address = page.getByRole("form", { name: "Adres" });
  await expect(address.getByLabel("Postnummer")).toHaveValue("2018");

  await page.getByRole("button", { name: "Adres verwijderen" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Adres verwijderen?" });
  await expect(dialog).toBeVisible();
  await checkScreen(page, testInfo, "account-delete-address-dialog");
  await dialog.getByRole("button", { name: "Ja, adres verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw adres is verwijderd." })).toBeVisible();
  await expect(page.getByText("U hebt nog geen adres opgegeven.")).toBeVisible(); // nl-BE on De Ochtendpost
  await expect(page.getByRole("button", { name: "Adres verwijderen" })).toHaveCount(0);

  await address.getByRole("combobox", { name: "Land" }).selectOption("BE");
  await address.getByLabel("Straat").fill("Lange Leemstraat");
  await address.getByLabel("Huisnummer").fill("45");
  await address.getByLabel("Bus").fill("bus 3");
  await address.getByLabel("Postnummer").fill("20180");
  await address.getByLabel("Gemeente").fill("Antwerpen");
  await address.getByRole("button", { name: "Adres opslaan" }).click();
  await expect(address.getByLabel("Postnummer")).toHaveAccessibleDescription(/Vul een geldig Belgisch postnummer in/);
  await address.getByLabel("Postnummer").fill("2018");
  await address.getByRole("button", { name: "Adres opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw adres is opgeslagen." })).toBeVisible();

  await page.reload();
  await expect(address.getByRole("combobox", { name: "Land" })).toHaveValue("BE");
  await expect(address.getByLabel("Straat")).toHaveValue("Lange Leemstraat");
  await expect(address.getByLabel("Bus")).toHaveValue("bus 3");
  await expect(address.getByLabel("Postnummer")).toHaveValue("2018");
  await expect(address.getByLabel("Gemeente")).toHaveValue("Antwerpen");
  await checkScreen(page, testInfo, "account-be");

  // The confirmation page browsers without JavaScript get (axe cannot run without it, so here).
  await page.goto(brandUrl("ochtendpost", "/account?adres-verwijderen"));
  await expect(page.getByRole("heading", { name: "Adres verwijderen?" })).toBeVisible();
  await checkScreen(page, testInfo, "account-delete-address-page");
});

test("Jan changes his e-mail address with the code from the message, and back", async ({ page, request, context }, testInfo) => {
  // Changing back needs a second code, and a new code goes out at most once a minute: the origin's
  // clock for this browser moves past that minute instead of the test waiting it out (ADR 36).
  await openLoggedIn(page, "dagkoerier", "/account/e-mailadres", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "E-mailadres wijzigen" })).toBeVisible();
  await checkScreen(page, testInfo, "email");

  await page.getByRole("textbox", { name: "Nieuw e-mailadres" }).fill(inWorld("jan.nieuw@example.nl"));
  // Without the current password nothing is sent (a stolen session cannot move the login address, ADR 46).
  await page.getByRole("button", { name: "Stuur code" }).click();
  await expect(page.getByLabel("Huidig wachtwoord", { exact: true })).toHaveAccessibleDescription(/Vul uw huidige wachtwoord in/);
  await page.getByLabel("Huidig wachtwoord", { exact: true }).fill("Welkom-2026!");
  await page.getByRole("button", { name: "Stuur code" }).click();
  await expect(page.getByRole("heading", { name: "Vul de code in" })).toBeVisible();
  await expect(page.getByText(inWorld("We hebben een code van 6 cijfers gestuurd naar jan.nieuw@example.nl. De code is 10 minuten geldig"), { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stuur een nieuwe code" })).toBeDisabled();
  await expect(page.getByText(/U kunt over \d+ seconden een nieuwe code aanvragen\./)).toBeVisible();
  await checkScreen(page, testInfo, "email-code");

  await enterCode(page, await latestCode(request, inWorld("jan.nieuw@example.nl")));
  await page.getByRole("button", { name: "Bevestig nieuw e-mailadres" }).click();
  await expect(page.getByRole("status").filter({ hasText: inWorld("Uw e-mailadres is gewijzigd. U logt voortaan in met jan.nieuw@example.nl.") })).toBeVisible();
  await expect(page.getByText(inWorld("Uw e-mailadres: jan.nieuw@example.nl"))).toBeVisible();
  // The linked subscriptions were read again with the change.
  await expect(page.getByRole("region", { name: "Abonnementen bij dit e-mailadres" }).getByRole("listitem")).toHaveCount(2);

  // Straight back: the minute has not passed, and the page says how long to wait.
  await page.getByRole("textbox", { name: "Nieuw e-mailadres" }).fill(inWorld("jan.jansen@example.nl"));
  await page.getByLabel("Huidig wachtwoord", { exact: true }).fill("Welkom-2026!");
  await page.getByRole("button", { name: "Stuur code" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /U kunt over \d+ seconden? een nieuwe code aanvragen\./ })).toBeFocused();
  const aMinuteLater = new Date(Date.now() + 65_000).toISOString();
  await context.addCookies([{ name: "mo-test-origin-clock", value: encodeURIComponent(aMinuteLater), url: brandUrl("dagkoerier") }]);
  // The password is never put back into the page: typed again.
  await page.getByLabel("Huidig wachtwoord", { exact: true }).fill("Welkom-2026!");
  await page.getByRole("button", { name: "Stuur code" }).click();
  await expect(page.getByRole("heading", { name: "Vul de code in" })).toBeVisible();
  await enterCode(page, await latestCode(request, inWorld("jan.jansen@example.nl")));
  await page.getByRole("button", { name: "Bevestig nieuw e-mailadres" }).click();
  await expect(page.getByText(inWorld("Uw e-mailadres: jan.jansen@example.nl"))).toBeVisible();
  await context.clearCookies({ name: "mo-test-origin-clock" });
});

test("Jan verifies his phone number with the code from the SMS after one wrong code", async ({ page, request }, testInfo) => {
  await openLoggedIn(page, "dagkoerier", "/account/telefoonnummer", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Mobiel nummer" })).toBeVisible();
  await expect(page.getByText("Niet bevestigd")).toBeVisible();
  const phone = page.getByRole("textbox", { name: "Mobiel nummer" });
  await expect(phone).toHaveValue("(+31) 6 12345678");
  await checkScreen(page, testInfo, "phone");

  await page.getByRole("button", { name: "Stuur code per sms" }).click();
  await expect(page.getByRole("heading", { name: "Vul de code uit de sms in" })).toBeVisible();
  await expect(page.getByText(/gestuurd naar \+31 6 12345678\. De code is 10 minuten geldig, tot \d\d:\d\d\./)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "1ste cijfer" })).toBeFocused();
  const code = await latestCode(request, "+31612345678");

  await enterCode(page, wrongCode(code));
  await page.getByRole("button", { name: "Bevestig mobiel nummer" }).click();
  await expect(page.getByText("Deze code klopt niet. U kunt het nog 4 keer proberen.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "1ste cijfer" })).toBeFocused();
  await checkScreen(page, testInfo, "phone-wrong-code");

  await enterCode(page, code);
  await page.getByRole("button", { name: "Bevestig mobiel nummer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw mobiele nummer +31 6 12345678 is bevestigd." })).toBeVisible();
  await expect(page.getByText("Bevestigd", { exact: true })).toBeVisible();
  // The link is in the server's HTML: wait for the document, not for every lazy chunk (a CI run once saw
  // workerd's local asset server leave two chunk requests hanging, so "load" never came).
  await page.goto(brandUrl("dagkoerier", "/account"), { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("link", { name: "Mobiel nummer wijzigen" })).toBeVisible();
});

test("Jan changes his password, logs in with the new one, and changes it back", async ({ page }, testInfo) => {
  const newPassword = "Nieuw-Wachtwoord-7";
  await openLoggedIn(page, "dagkoerier", "/account/wijzig-wachtwoord", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord wijzigen" })).toBeVisible();
  await expect(page.getByText(/Vanwege technische problemen is het op dit moment niet mogelijk om uw wachtwoord te resetten/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Wachtwoord vergeten?" })).toHaveCount(0);

  const current = page.getByLabel("Huidig wachtwoord", { exact: true });
  const next = page.getByLabel("Nieuw wachtwoord", { exact: true });
  // Show/hide on the new password (retried until the page's script has taken over the button).
  await expect(async () => {
    await page.getByRole("button", { name: "Wachtwoord tonen" }).nth(1).click();
    await expect(next).toHaveAttribute("type", "text", { timeout: 500 });
  }).toPass();
  await page.getByRole("button", { name: "Wachtwoord verbergen" }).click();
  await expect(next).toHaveAttribute("type", "password");
  await current.fill(PASSWORD);
  await next.fill("kort");
  const rules = page.getByRole("list").filter({ hasText: "minimaal 10 tekens" }).getByRole("listitem");
  await expect(rules).toHaveText([
    /minimaal 10 tekens: niet voldaan/,
    /een hoofdletter en een kleine letter: niet voldaan/,
    /minimaal één cijfer: niet voldaan/,
    /minimaal één teken dat geen letter of cijfer is: niet voldaan/,
    /niet uw e-mailadres: voldaan/,
  ]);
  await next.fill(newPassword);
  await expect(rules.filter({ hasText: "niet voldaan" })).toHaveCount(0);
  await checkScreen(page, testInfo, "password");

  await page.getByRole("checkbox", { name: "Log mijn andere apparaten uit" }).check();
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw wachtwoord is gewijzigd. U bent op uw andere apparaten uitgelogd." })).toBeVisible();
  // This session stays valid.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord wijzigen" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Uitloggen" }).click();
  await page.goto(brandUrl("dagkoerier", "/account/wijzig-wachtwoord"));
  await logIn(page, "jan.jansen@example.nl", PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Het e-mailadres of wachtwoord is onjuist.");
  await logIn(page, "jan.jansen@example.nl", newPassword);
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/account/wijzig-wachtwoord"));

  await current.fill(newPassword);
  await next.fill(PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw wachtwoord is gewijzigd." })).toBeVisible();
});

test("a wrong current password is refused next to the field, with focus there and nothing typed sent back", async ({ page }) => {
  await openLoggedIn(page, "ochtendpost", "/account/wijzig-wachtwoord", "an.peeters@example.be");
  // Typed once React has taken over the form: a tick in the checkbox made while it hydrates can be undone by it.
  await formTookOver(page);
  await page.getByLabel("Huidig wachtwoord", { exact: true }).fill("Niet-Het-Wachtwoord-1");
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Nieuw-Wachtwoord-7");
  await page.getByRole("checkbox", { name: "Meld mij af op mijn andere toestellen" }).check();
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  const current = page.getByLabel("Huidig wachtwoord", { exact: true });
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription("Uw huidige wachtwoord is onjuist.");
  await expectNoAxeViolations(page);
});

test("without JavaScript the profile form still saves, and removing the address asks on a page of its own", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(brandUrl("ochtendpost", "/account"));
  await logIn(page, "an.peeters@example.be");
  await expect(page).toHaveURL(brandUrl("ochtendpost", "/account"));

  const personal = page.getByRole("region", { name: "Persoonlijke gegevens" });
  await personal.getByLabel("Voornaam").fill("Anneke");
  await personal.getByLabel("Familienaam").fill("Peeters#");
  await personal.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  // Refused by the server: the message next to the field, everything typed still there.
  await expect(personal.getByLabel("Familienaam")).toHaveAccessibleDescription("Gebruik geen van deze tekens: < > ^ # = / :");
  await expect(personal.getByLabel("Voornaam")).toHaveValue("Anneke");
  await personal.getByLabel("Familienaam").fill("Peeters");
  await personal.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw persoonlijke gegevens zijn opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(personal.getByLabel("Voornaam")).toHaveValue("Anneke");
  await personal.getByLabel("Voornaam").fill("An");
  await personal.getByRole("button", { name: "Persoonlijke gegevens opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw persoonlijke gegevens zijn opgeslagen." })).toBeVisible();

  await page.getByRole("link", { name: "Adres verwijderen" }).click();
  await expect(page.getByRole("heading", { name: "Adres verwijderen?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ja, adres verwijderen" })).toBeVisible();
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page.getByRole("form", { name: "Adres" }).getByLabel("Postnummer")).toHaveValue("2018");
  await context.close();
});

test("on a phone the account menu comes before the page, in one row, and leads to every account page", async ({ page }, testInfo) => {
  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  const heading = page.getByRole("heading", { level: 1, name: "Mijn account" });
  await expect(heading).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Mijn account" });
  await expect(menu).toHaveCount(1); // the sidebar is the desktop's
  const [menuBox, headingBox] = [await menu.boundingBox(), await heading.boundingBox()];
  expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(headingBox!.y);
  // One row: no taller than one link, and the page itself does not scroll sideways.
  expect(menuBox!.height).toBeLessThan(80);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(menu.getByRole("link", { name: "Mijn gegevens" })).toHaveAttribute("aria-current", "page");
  await attachScreenshot(page, testInfo, "account-menu-375");
  await menu.getByRole("link", { name: "Nieuwsbrieven" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nieuwsbrieven" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Mijn account" }).getByRole("link", { name: "Nieuwsbrieven" })).toHaveAttribute("aria-current", "page");
  // The row scrolled sideways to the current page's link (it lies beyond the phone's width).
  await expect(page.getByRole("navigation", { name: "Mijn account" }).getByRole("link", { name: "Nieuwsbrieven" })).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  await expect(page.getByRole("button", { name: "Ander account gebruiken" })).toBeVisible();
});
