import { type Page } from "@playwright/test";
import { attachScreenshot, BRANDS, brandUrl, expect, expectNoAxeViolationsInBothSchemes, hydrated, PHONE, test } from "./fixtures";

// Customer service (ADR 24): the FAQ's search as you type (case and diacritics ignored), a deep link
// that opens its question, "Was dit nuttig?", the contact page's topic → sub-topic → self-service
// shortcut, the e-mail service page; axe in light and dark mode on all four brands. No login needed.

const FAQ = "/klantenservice/veelgestelde-vragen";

test("the FAQ finds “Ik heb géén krant ontvangen” while typing “geen krant”, and opens it", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", FAQ));
  await hydrated(page);
  const question = page.getByText("Ik heb géén krant ontvangen. Wat nu?");
  await expect(page.getByText("Waar vind ik mijn factuur?")).toBeVisible();
  await page.getByRole("searchbox", { name: "Zoek in de veelgestelde vragen" }).fill("GEEN krant ontv");
  await expect(page.getByRole("status").filter({ hasText: "1 vraag gevonden voor “GEEN krant ontv”" })).toBeVisible();
  await expect(page.getByText("Waar vind ik mijn factuur?")).toBeHidden();
  // Search as you type stayed on the page: no navigation, no ?q= yet.
  expect(new URL(page.url()).search).toBe("");
  await question.click();
  const answer = page.getByRole("link", { name: "Bezorgservice" });
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute("href", "/bezorgservice/klacht");

  // In the reader's own words: a synonym and a typo find it too (ADR 49).
  await page.getByRole("searchbox", { name: "Zoek in de veelgestelde vragen" }).fill("krant niet gekregen");
  await expect(page.getByText("Ik heb géén krant ontvangen. Wat nu?")).toBeVisible();
  await page.getByRole("searchbox", { name: "Zoek in de veelgestelde vragen" }).fill("abbonement opzeggen");
  await expect(page.getByRole("status").filter({ hasText: "1 vraag gevonden voor “abbonement opzeggen”" })).toBeVisible();
  await expect(page.getByText("Hoe zeg ik mijn abonnement op?")).toBeVisible();

  // Nothing found: said so, every category stays to browse, and the way to contact.
  await page.getByRole("searchbox", { name: "Zoek in de veelgestelde vragen" }).fill("toegankelijkheid");
  await expect(page.getByText("Geen vragen gevonden voor “toegankelijkheid”. Hieronder staan alle vragen.", { exact: false })).toBeVisible();
  await expect(page.getByText("Waar vind ik mijn factuur?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Neem contact op" })).toHaveAttribute("href", "/klantenservice/contact");
});

test("a deep link #vraag-<slug> opens that question, and “Was dit nuttig?” thanks the reader", async ({ page }) => {
  await page.goto(brandUrl("ochtendpost", `${FAQ}#vraag-betaalwijze-wijzigen`));
  await hydrated(page);
  const details = page.locator("details#vraag-betaalwijze-wijzigen");
  await expect(details).toHaveAttribute("open", "");
  // Belgian Dutch on a Belgian brand.
  await expect(details.getByText("domiciliëring of kredietkaart", { exact: false })).toBeVisible();
  await expect(page.locator("details#vraag-waar-vind-ik-mijn-factuur")).not.toHaveAttribute("open", "");

  const feedback = details.getByRole("group", { name: "Was dit nuttig?" });
  await feedback.getByRole("button", { name: "Nee" }).click();
  await expect(details.getByText("Jammer dat dit antwoord u niet verder hielp.", { exact: false })).toBeVisible();
  await expect(details.getByRole("link", { name: "Neem contact met ons op" })).toHaveAttribute("href", "/klantenservice/contact");
  // The page stayed where it was (a background post), with the question open.
  expect(new URL(page.url()).hash).toBe("#vraag-betaalwijze-wijzigen");

  const other = page.locator("details#vraag-waar-vind-ik-mijn-factuur");
  await other.locator("summary").click();
  await other.getByRole("group", { name: "Was dit nuttig?" }).getByRole("button", { name: "Ja" }).click();
  await expect(other.getByText("Fijn dat dit antwoord u heeft geholpen.", { exact: false })).toBeVisible();
  // One fetcher serves every question of the page: the first answer's thanks stays.
  await expect(details.getByText("Jammer dat dit antwoord u niet verder hielp.", { exact: false })).toBeVisible();
  await expect(details.getByRole("group", { name: "Was dit nuttig?" })).toHaveCount(0);
});

test("a link to another question of the FAQ opens it on the same page", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", "/klantenservice/contact?onderwerp=digital_reading&subonderwerp=login"));
  await hydrated(page);
  await page.getByRole("link", { name: "Zelf regelen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", `${FAQ}#vraag-ik-kan-niet-inloggen`));
  await expect(page.locator("details#vraag-ik-kan-niet-inloggen")).toHaveAttribute("open", "");
  await expect(page.getByText("Vijf keer een verkeerd wachtwoord?", { exact: false })).toBeVisible();
});

test("contact: Klantenservice in the menu → topic → sub-topic → the self-service shortcut, with phone and form below", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", "/"));
  await hydrated(page);
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Klantenservice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Klantenservice" })).toBeVisible();

  await page.getByRole("link", { name: "Bezorging" }).click();
  const subTopics = page.getByRole("heading", { level: 2, name: "Bezorging" });
  await expect(subTopics).toBeFocused();
  await page.getByRole("link", { name: "Mijn krant of magazine is niet (goed) bezorgd" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Mijn krant of magazine is niet (goed) bezorgd" })).toBeFocused();
  await expect(page.getByRole("link", { name: "088 555 01 00" })).toHaveAttribute("href", "tel:+31885550100");
  await expect(page.getByRole("link", { name: "Naar het contactformulier" })).toHaveAttribute(
    "href",
    "/klantenservice/contact/formulier?onderwerp=delivery&subonderwerp=delivery_complaint",
  );
  await page.getByRole("link", { name: "Zelf regelen" }).click();
  // The complaint flow asks to log in first: the shortcut leads there.
  await expect(page).toHaveURL(/\/bezorgservice\/klacht|\/oauth\/authorize/);
});

test("the e-mail service page lists the senders and links to newsletters and preferences", async ({ page }) => {
  await page.goto(brandUrl("wereldwijzer", "/klantenservice/email"));
  await expect(page.getByRole("heading", { level: 1, name: "E-mailservice" })).toBeVisible();
  await expect(page.getByText("facturen@mail.wereldwijzer.example")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Zo herkent u een valse e-mail" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nieuwsbrieven aan- of afmelden" })).toHaveAttribute("href", "/account/nieuwsbrieven");
});

test("on a phone, the footer leads to the accessibility statement, and “Probleem melden” to the contact form with its topic chosen", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("dagkoerier", "/"));
  const footer = page.getByRole("contentinfo");
  for (const name of ["Privacy", "Cookies", "Voorwaarden"]) await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^https:\/\/www\.dagkoerier\.example\//);
  await footer.getByRole("link", { name: "Toegankelijkheid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Toegankelijkheid" })).toBeVisible();
  await expect(page.getByText("Mijn Omgeving voldoet gedeeltelijk aan WCAG 2.2 AA.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Wat nog niet goed werkt" })).toBeVisible();
  await attachScreenshot(page, testInfo, "toegankelijkheid-375");
  await page.getByRole("link", { name: "Probleem melden" }).click();
  await expect(page).toHaveURL(/\/klantenservice\/contact\/formulier\?onderwerp=other&subonderwerp=other_question$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Onderwerp" })).toHaveValue("other");
  await expect(page.getByRole("combobox", { name: "Waar gaat uw vraag over?" })).toHaveValue("other_question");
});

const SCREENS = [
  `${FAQ}#vraag-ik-kan-niet-inloggen`,
  "/klantenservice/contact?onderwerp=payment&subonderwerp=change_payment_method",
  "/klantenservice/email",
  "/toegankelijkheid",
];

for (const { key } of BRANDS) {
  test(`the customer-service pages pass axe in light and dark mode on ${key}`, async ({ page }, testInfo) => {
    test.slow(); // four pages, two colour schemes
    await page.setViewportSize(PHONE);
    for (const pathname of SCREENS) {
      await page.goto(brandUrl(key, pathname));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await hydrated(page);
      await expectNoAxeViolationsInBothSchemes(page);
      await attachScreenshot(page, testInfo, `${key}${pathname.replaceAll("/", "-").replace(/[?#].*/, "")}-375`);
    }
  });
}
