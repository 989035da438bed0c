import { type Page } from "@playwright/test";
import { attachScreenshot, brandUrl, DESKTOP, expect, expectNoAxeViolations, openLoggedIn, PHONE, test } from "./fixtures";

// "Doneer mijn krant" (ADR 22): during a pause Jan gives his skipped papers to a partner organisation
// of his region instead of the normal compensation; the choice of partner appears once he picks it,
// a submit without one is refused beside the field with everything kept, the overview names the
// partner, and he cancels it again (nothing stays for the other journeys). For his magazine donating
// is not offered and the form says why.

const JAN = "jan.jansen@example.nl";

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Monday to Friday of the first week that starts `offset` days after `from` (other journeys use 7, 14 and 21). */
function weekAfter(from: string, offset: number) {
  let day = addDays(from, offset);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return { start: day, end: addDays(day, 4) };
}

const dutch = (date: string) => new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

const partners = (page: Page) => page.getByRole("group", { name: "Welke organisatie krijgt uw kranten?" });

test("Jan donates the papers of his pause to a care home in his region, then cancels it", async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await openLoggedIn(page, "dagkoerier", "/vakantieservice/doorgeven?abonnement=700100", JAN);
  const compensation = page.getByRole("group", { name: "Wat gebeurt er met de kranten die u mist?" });
  await expect(compensation.getByRole("radio", { name: /Verleng mijn abonnement/ })).toBeChecked();
  // Once hydrated, the partners show only for "Doneer mijn krant".
  await expect(partners(page)).toBeHidden();

  const { start, end } = weekAfter((await page.getByLabel("Eerste dag van uw vakantie").getAttribute("min"))!, 28);
  await page.getByLabel("Eerste dag van uw vakantie").fill(start);
  await page.getByLabel("Laatste dag van uw vakantie").fill(end);
  await compensation.getByRole("radio", { name: /Doneer mijn krant/ }).check();
  await expect(partners(page)).toBeVisible();
  // Amersfoort lies in the province of Utrecht: its three partners, none from elsewhere.
  await expect(partners(page).getByRole("radio")).toHaveCount(3);
  await expect(partners(page).getByRole("radio", { name: /Woonzorgcentrum De Eemhof/ })).toBeVisible();
  await expect(partners(page).getByRole("radio", { name: /Scheldezicht/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Vakantie doorgeven" }).click();
  await expect(partners(page)).toHaveAccessibleDescription("Kies de organisatie die uw kranten krijgt.");
  await expect(compensation.getByRole("radio", { name: /Doneer mijn krant/ })).toBeChecked();
  await expect(page.getByLabel("Eerste dag van uw vakantie")).toHaveValue(start);
  await attachScreenshot(page, testInfo, "doneer-fout");

  await partners(page).getByRole("radio", { name: /Woonzorgcentrum De Eemhof/ }).check();
  await page.getByRole("button", { name: "Vakantie doorgeven" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/vakantieservice?doorgegeven=pauze"));
  const period = `${dutch(start)} t/m ${dutch(end)}`;
  const item = page.getByRole("listitem").filter({ hasText: `Bezorging gepauzeerd: ${period}` });
  await expect(item.getByText(/Uw kranten gaan naar Woonzorgcentrum De Eemhof in Amersfoort\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "doneer-gepland");

  // Changing keeps the partner; cancelling works as for any pause.
  await item.getByRole("link", { name: `Wijzigen: Bezorging gepauzeerd, ${period}` }).click();
  await expect(page.getByText("Uw kranten gaan naar Woonzorgcentrum De Eemhof in Amersfoort.")).toBeVisible();
  await page.getByLabel("Laatste dag van uw vakantie").fill(addDays(end, 1));
  await page.getByRole("button", { name: "Wijziging opslaan" }).click();
  await expect(page.getByText("Uw vakantie is gewijzigd.")).toBeVisible();
  const longer = `${dutch(start)} t/m ${dutch(addDays(end, 1))}`;
  const changed = page.getByRole("listitem").filter({ hasText: `Bezorging gepauzeerd: ${longer}` });
  await expect(changed.getByText(/Uw kranten gaan naar Woonzorgcentrum De Eemhof in Amersfoort\./)).toBeVisible();
  await changed.getByRole("button", { name: `Annuleren: Bezorging gepauzeerd, ${longer}` }).click();
  await page.getByRole("alertdialog", { name: "Vakantie annuleren?" }).getByRole("button", { name: "Ja, annuleren" }).click();
  await expect(page.getByText("Uw vakantiestop is geannuleerd. Uw krant wordt gewoon bezorgd.").first()).toBeVisible();
});

test("for his magazine donating is not offered, and the form says why", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "wereldwijzer", "/vakantieservice/doorgeven?abonnement=700101", JAN);
  const donate = page.getByRole("group", { name: "Wat gebeurt er met de kranten die u mist?" }).getByRole("radio", { name: /Doneer mijn krant/ });
  await expect(donate).toBeDisabled();
  await expect(page.getByText(/Doneren kan alleen bij een krant, niet bij een tijdschrift\./)).toBeVisible();
  // With the newspaper ticked as well, it is still not offered for both together.
  await page.getByRole("checkbox", { name: /De Dagkoerier/ }).check();
  await expect(donate).toBeDisabled();
  await page.getByRole("checkbox", { name: /Wereldwijzer/ }).uncheck();
  await expect(donate).toBeEnabled();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the donation choice passes axe in ${colorScheme} mode`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme });
    await openLoggedIn(page, "ochtendpost", "/vakantieservice/app/doorgeven", "an.peeters@example.be");
    await expect(partners(page)).toBeHidden(); // hydrated: the partners wait for the choice
    await page.getByRole("radio", { name: /Doneer mijn krant/ }).check();
    await expect(partners(page).getByRole("radio", { name: /WZC Scheldezicht/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
