import { type Page } from "@playwright/test";
import { attachScreenshot, type BrandScreens, brandUrl, expect, expectNoAxeViolations, formTookOver, openLoggedIn, PHONE, test, testAxeOnEveryBrand } from "./fixtures";

// The moving-house service (ADR 23): Jan moves within the Netherlands (postcode lookup) on the web
// and to Belgium in the app (De Dagkoerier comes by post there), An moves within Flanders on the web
// and to Liège in the app (digital). Each journey cancels its move at the end, so the demo accounts
// stay as seeded for the other tests and for a retry.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

/** The move date field (not the calendar button beside it). */
const dateField = (page: Page) => page.getByLabel("Verhuisdatum", { exact: true });

/** The first allowed move date, from the field's min. */
async function earliestDate(page: Page): Promise<string> {
  return (await dateField(page).getAttribute("min"))!;
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Cancels the planned move on the web overview (the journeys leave nothing planned). */
async function cancelPlannedMove(page: Page, brand: string, email: string) {
  await openLoggedIn(page, brand, "/verhuisservice", email);
  await page.getByRole("button", { name: "Verhuizing annuleren" }).click();
  await page.getByRole("alertdialog", { name: "Verhuizing annuleren?" }).getByRole("button", { name: "Ja, annuleren" }).click();
  await expect(page.getByText("Uw verhuizing is geannuleerd.").first()).toBeVisible();
  await expect(page.getByText("U heeft geen verhuizing gepland.").or(page.getByText("U hebt geen verhuizing gepland."))).toBeVisible();
}

test("Jan moves within the Netherlands: the street comes from the postcode, a date inside the lead time is refused", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/verhuisservice", JAN);
  await expect(page.getByRole("heading", { level: 1, name: "Verhuisservice" })).toBeVisible();
  await expect(page.getByText("Kerkstraat 12 A, 3811 CV Amersfoort (Nederland)")).toBeVisible();
  await page.getByRole("link", { name: "Verhuizing doorgeven" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/verhuisservice/doorgeven"));
  await expect(page.getByRole("radio", { name: "Nederland" })).toBeChecked();
  // Only the Dutch fields show (before hydration too: the checked country decides in CSS), so nothing
  // moves when the page hydrates; the street comes from the address service.
  await expect(page.getByRole("textbox", { name: /Straat/ })).toHaveCount(0);
  await formTookOver(page);

  await page.getByRole("textbox", { name: "Postcode" }).fill("3511 ab");
  await page.getByRole("textbox", { name: "Huisnummer" }).fill("23");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  const suffix = page.getByRole("textbox", { name: /Toevoeging/ });
  await expect(suffix).toHaveAccessibleDescription("Kies de toevoeging bij Oudegracht 23: A, B, C.");
  await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("3511 ab");
  await expectNoAxeViolations(page);
  await suffix.fill("b");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Oudegracht 23 B, 3511 AB Utrecht (Nederland)")).toBeVisible();
  // "Ander adres" goes back with the address filled in, also before a date is chosen.
  await page.getByRole("button", { name: "Ander adres" }).click();
  await expect(page.getByRole("textbox", { name: "Huisnummer" })).toHaveValue("23");
  await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("3511 AB");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Oudegracht 23 B, 3511 AB Utrecht (Nederland)")).toBeVisible();
  const subscriptions = page.getByRole("group", { name: "Welke abonnementen verhuizen mee?" });
  await expect(subscriptions.getByRole("checkbox", { name: /De Dagkoerier/ })).toBeChecked();
  await expect(subscriptions.getByRole("checkbox", { name: /Wereldwijzer/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "verhuizing-stap2-375");

  const earliest = await earliestDate(page);
  await dateField(page).fill(dayBefore(earliest));
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(dateField(page)).toHaveAccessibleDescription(/Wij hebben 5 werkdagen nodig om uw bezorging om te zetten\. Kies .* of later\./);
  await expect(page.getByText("Oudegracht 23 B, 3511 AB Utrecht (Nederland)")).toBeVisible();
  await expect(dateField(page)).toHaveValue(dayBefore(earliest));

  await dateField(page).fill(earliest);
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();
  await expect(page.getByText("Oudegracht 23 B, 3511 AB Utrecht (Nederland)")).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "verhuizing-doorgegeven-375");

  await page.getByRole("link", { name: "Naar de verhuisservice" }).click();
  const planned = page.getByRole("article", { name: /Verhuizing op/ });
  await expect(planned.getByText("Oudegracht 23 B, 3511 AB Utrecht (Nederland)")).toBeVisible();
  await expect(planned.getByText("Bezorgd op uw nieuwe adres")).toHaveCount(2);
  await cancelPlannedMove(page, "dagkoerier", JAN);
});

// Issue 58: postcode first; a new-build house the address service does not know is typed in; a planned
// move is changed rather than cancelled and planned again; cancelling asks first and stays in view.
test("Jan's new-build house: typed in by hand, then the move is changed, then cancelled after he confirms", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/verhuisservice/doorgeven", JAN);
  await formTookOver(page);
  // Postcode before house number.
  const postcode = page.getByRole("textbox", { name: "Postcode" });
  const number = page.getByRole("textbox", { name: "Huisnummer" });
  expect((await postcode.boundingBox())!.y).toBeLessThan((await number.boundingBox())!.y);
  await postcode.fill("3511 AB");
  await number.fill("99");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Staat uw adres er niet bij?")).toBeVisible();
  await attachScreenshot(page, testInfo, "verhuizing-adres-zelf-invullen-375");
  await page.getByRole("textbox", { name: "Plaats" }).fill("Utrecht");
  await page.getByRole("textbox", { name: "Straat" }).fill("Nieuwe Gracht");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Nieuwe Gracht 99, 3511 AB Utrecht (Nederland)")).toBeVisible();
  await expect(page.getByText(/U heeft dit adres zelf ingevuld\. Onze klantenservice controleert het/)).toBeVisible();
  await expectNoAxeViolations(page);
  const earliest = await earliestDate(page);
  await dateField(page).fill(earliest);
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();

  // Changing it: the form starts from the planned move, and the new one replaces it.
  await page.getByRole("link", { name: "Naar de verhuisservice" }).click();
  await page.getByRole("link", { name: "Verhuizing wijzigen" }).click();
  await expect(page.getByText(/U wijzigt uw verhuizing naar Nieuwe Gracht 99, 3511 AB Utrecht \(Nederland\)/)).toBeVisible();
  await formTookOver(page);
  await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("3511 AB");
  await page.getByRole("textbox", { name: "Huisnummer" }).fill("101");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Nieuwe Gracht 101, 3511 AB Utrecht (Nederland)")).toBeVisible();
  await expect(dateField(page)).toHaveValue(earliest);
  await page.getByRole("button", { name: "Wijziging doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();
  await page.getByRole("link", { name: "Naar de verhuisservice" }).click();
  const planned = page.getByRole("article", { name: /Verhuizing op/ });
  await expect(planned).toHaveCount(1);
  await expect(planned.getByText("Nieuwe Gracht 101, 3511 AB Utrecht (Nederland)")).toBeVisible();

  // Cancelling asks first; "Nee" keeps it.
  await planned.getByRole("button", { name: "Verhuizing annuleren" }).click();
  const ask = page.getByRole("alertdialog", { name: "Verhuizing annuleren?" });
  await expect(ask).toContainText("Uw verhuizing naar Nieuwe Gracht 101, 3511 AB Utrecht (Nederland)");
  await ask.getByRole("button", { name: "Nee, niet annuleren" }).click();
  await expect(planned).toBeVisible();
  await planned.getByRole("button", { name: "Verhuizing annuleren" }).click();
  await ask.getByRole("button", { name: "Ja, annuleren" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Geannuleerd: uw verhuizing naar Nieuwe Gracht 101/ })).toBeVisible();
  await expect(page.getByText("U heeft geen verhuizing gepland.")).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "verhuizing-geannuleerd-375");
});

test("Jan moves to Antwerp in the app: De Dagkoerier comes by post, Wereldwijzer as before", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/verhuisservice/app/doorgeven", JAN);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toHaveCount(0);
  // The form says its country for browsers without :has (move-form.tsx): from the server, then from the radio buttons.
  const form = page.locator("form[data-country]");
  await expect(form).toHaveAttribute("data-country", "NL");
  await page.getByRole("radio", { name: "België" }).check();
  await expect(form).toHaveAttribute("data-country", "BE");
  await page.getByRole("textbox", { name: "Straat" }).fill("Meir");
  await page.getByRole("textbox", { name: "Huisnummer" }).fill("12");
  await page.getByRole("textbox", { name: /Bus/ }).fill("4");
  await page.getByRole("textbox", { name: "Postcode" }).fill("2000");
  await page.getByRole("textbox", { name: "Gemeente" }).fill("antwerpen");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Meir 12 bus 4, 2000 Antwerpen (België)")).toBeVisible();
  const choice = page.getByRole("group", { name: /Op uw nieuwe adres bezorgen wij De Dagkoerier/ });
  await dateField(page).fill(await earliestDate(page));
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(choice).toHaveAccessibleDescription("Op uw nieuwe adres bezorgen wij deze krant niet. Kies bezorging per post of digitaal lezen.");
  await choice.getByRole("radio", { name: /Per post/ }).check();
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();
  await expect(page.getByText("Per post op uw nieuwe adres")).toBeVisible();
  await expect(page).toHaveURL(/\/verhuisservice\/app\/doorgeven\?verhuizing=/);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await cancelPlannedMove(page, "dagkoerier", JAN);
});

test("An moves within Flanders: the municipality must match the postcode", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "ochtendpost", "/verhuisservice/doorgeven", AN);
  await expect(page.getByRole("radio", { name: "België" })).toBeChecked();
  await page.getByRole("textbox", { name: "Straat" }).fill("Korenmarkt");
  await page.getByRole("textbox", { name: "Huisnummer" }).fill("3");
  await page.getByRole("textbox", { name: "Postcode" }).fill("9000");
  await page.getByRole("textbox", { name: "Gemeente" }).fill("Antwerpen");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByRole("textbox", { name: "Gemeente" })).toHaveAccessibleDescription("Postcode 9000 hoort bij Gent. Controleer de gemeente of de postcode.");
  await page.getByRole("textbox", { name: "Gemeente" }).fill("Gent");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Korenmarkt 3, 9000 Gent (België)")).toBeVisible();
  await dateField(page).fill(await earliestDate(page));
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();
  await page.getByRole("link", { name: "Naar de verhuisservice" }).click();
  await expect(page.getByRole("article", { name: /Verhuizing op/ }).getByText("Korenmarkt 3, 9000 Gent (België)")).toBeVisible();
  await cancelPlannedMove(page, "ochtendpost", AN);
});

test("An moves to Liège in the app: a postcode with letters is refused, then she reads digitally", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "ochtendpost", "/verhuisservice/app/doorgeven", AN);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Straat" }).fill("Place Saint-Lambert");
  await page.getByRole("textbox", { name: "Huisnummer" }).fill("1");
  await page.getByRole("textbox", { name: "Postcode" }).fill("40AB");
  await page.getByRole("textbox", { name: "Gemeente" }).fill("Liège");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Straat" })).toHaveValue("Place Saint-Lambert");
  await page.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  await expect(page.getByText("Place Saint-Lambert 1, 4000 Liège (België)")).toBeVisible();
  await page.getByRole("group", { name: /Op uw nieuw adres bedelen wij De Ochtendpost/ }).getByRole("radio", { name: /Digitaal lezen/ }).check();
  await dateField(page).fill(await earliestDate(page));
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();
  await expect(page.getByText("Digitaal lezen: de papieren krant stopt")).toBeVisible();
  await cancelPlannedMove(page, "ochtendpost", AN);
});

const SCREENS: BrandScreens = {
  dagkoerier: { email: JAN, paths: ["/verhuisservice", "/verhuisservice/doorgeven"] },
  wereldwijzer: { email: JAN, paths: ["/verhuisservice", "/verhuisservice/app/doorgeven"] },
  ochtendpost: { email: AN, paths: ["/verhuisservice", "/verhuisservice/doorgeven", "/verhuisservice/app/doorgeven"] },
  zendernet: { email: AN, paths: ["/verhuisservice", "/verhuisservice/doorgeven"] },
};

testAxeOnEveryBrand("the moving service", SCREENS);
