import { type Page } from "@playwright/test";
import { attachScreenshot, DESKTOP, expect, expectNoAxeViolations, formTookOver, openLoggedIn, PHONE, test } from "./fixtures";

// The moving form beyond the spec (ADR 23): the street and city show while Jan types a Dutch postcode
// and house number (one request after he pauses, not one per keystroke; an unknown address says so
// beside the fields), and each title gets its own first edition at the new address, shown per title
// after the submit. Each journey cancels its move at the end, so Jan stays as seeded.

const JAN = "jan.jansen@example.nl";

const dateField = (page: Page) => page.getByLabel("Verhuisdatum", { exact: true });
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dutch = (date: string) => new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

async function cancelPlannedMove(page: Page) {
  await openLoggedIn(page, "dagkoerier", "/verhuisservice", JAN);
  await page.getByRole("button", { name: "Verhuizing annuleren" }).click();
  await page.getByRole("alertdialog", { name: "Verhuizing annuleren?" }).getByRole("button", { name: "Ja, annuleren" }).click();
  await expect(page.getByText("Uw verhuizing is geannuleerd.").first()).toBeVisible();
}

test("the address shows as Jan types, an unknown one is named beside the field, and each title starts on its own date", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  const lookups: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/verhuisservice/adres") lookups.push(request.url());
  });
  await openLoggedIn(page, "dagkoerier", "/verhuisservice/doorgeven", JAN);
  await formTookOver(page);
  await expect(page.getByRole("textbox", { name: /Straat/ })).toHaveCount(0); // the Dutch fields only

  await page.getByRole("textbox", { name: "Postcode" }).pressSequentially("3511 ab", { delay: 40 });
  await page.getByRole("textbox", { name: "Huisnummer" }).pressSequentially("24", { delay: 40 });
  const status = page.getByRole("main").getByRole("status").filter({ hasText: /./ });
  await expect(status).toHaveText("Huisnummer 24 bestaat niet bij postcode 3511 AB. Controleer het huisnummer.");
  await page.getByRole("textbox", { name: "Huisnummer" }).fill("23");
  await expect(status).toHaveText(/Kies de toevoeging bij Oudegracht 23: A, B, C\./);
  await page.getByRole("textbox", { name: /Toevoeging/ }).pressSequentially("b", { delay: 40 });
  await expect(status).toHaveText("Gevonden: Oudegracht 23 B, 3511 AB Utrecht (Nederland)");
  // Typed letter by letter, but looked up only once each complete address was left alone.
  expect(lookups.length).toBeLessThanOrEqual(3);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "verhuizing-adres-gevonden-375");

  await page.getByRole("button", { name: "Adres zoeken" }).click();
  const firstEditions = page.getByRole("group", { name: "Eerste krant op uw nieuwe adres" });
  await expect(firstEditions.getByText(/Laat een datum leeg om vanaf de verhuisdatum te ontvangen\. Later kan ook, tot 28 dagen na de verhuisdatum\./)).toBeVisible();
  const moveDate = (await dateField(page).getAttribute("min"))!;
  await dateField(page).fill(moveDate);
  const dagkoerier = firstEditions.getByLabel(/De Dagkoerier/).first();
  // The calendars follow the move date: up to 28 days after it.
  await expect(dagkoerier).toHaveAttribute("min", moveDate);
  await expect(dagkoerier).toHaveAttribute("max", plus(moveDate, 28));
  await dagkoerier.fill(plus(moveDate, 3));
  // A title that does not move has no first edition to choose.
  await page.getByRole("group", { name: "Welke abonnementen verhuizen mee?" }).getByRole("checkbox", { name: /Wereldwijzer/ }).uncheck();
  await expect(firstEditions.getByLabel(/Wereldwijzer/).first()).toBeHidden();
  await page.getByRole("group", { name: "Welke abonnementen verhuizen mee?" }).getByRole("checkbox", { name: /Wereldwijzer/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();
  await expect(page.getByText(`Bezorgd op uw nieuwe adres vanaf ${dutch(plus(moveDate, 3))}`)).toBeVisible();
  await expect(page.getByText(`Bezorgd op uw nieuwe adres vanaf ${dutch(moveDate)}`)).toBeVisible();
  await cancelPlannedMove(page);
});

test("in the app a first edition too late is refused beside its field with everything kept", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLoggedIn(page, "dagkoerier", "/verhuisservice/app/doorgeven", JAN);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Postcode" }).fill("1016 GV");
  await page.getByRole("textbox", { name: "Huisnummer" }).fill("120");
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: /./ })).toHaveText("Gevonden: Keizersgracht 120, 1016 GV Amsterdam (Nederland)");
  await page.getByRole("button", { name: "Adres zoeken" }).click();
  const moveDate = (await dateField(page).getAttribute("min"))!;
  await dateField(page).fill(moveDate);
  const wereldwijzer = page.getByRole("group", { name: "Eerste krant op uw nieuwe adres" }).getByLabel(/Wereldwijzer/).first();
  // Typed past the calendar's limit: the origin refuses it next to the field.
  await wereldwijzer.fill(plus(moveDate, 40));
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(wereldwijzer).toHaveAccessibleDescription(/De eerste krant op uw nieuwe adres kan vanaf de verhuisdatum tot 28 dagen daarna\./);
  await expect(wereldwijzer).toHaveValue(plus(moveDate, 40));
  await expect(dateField(page)).toHaveValue(moveDate);
  await wereldwijzer.fill(plus(moveDate, 7));
  await page.getByRole("button", { name: "Verhuizing doorgeven" }).click();
  await expect(page.getByText("Bedankt, uw verhuizing is doorgegeven.")).toBeVisible();
  await expect(page.getByText(`Bezorgd op uw nieuwe adres vanaf ${dutch(plus(moveDate, 7))}`)).toBeVisible();
  await cancelPlannedMove(page);
});
