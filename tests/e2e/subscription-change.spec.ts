import { attachScreenshot, type BrandScreens, DESKTOP, expect, expectNoAxeViolations, openLoggedIn, outbox, PHONE, test, testAxeOnEveryBrand } from "./fixtures";

// Changing a subscription without phoning (issue 57): the choice, what it does before confirming, the
// acknowledgement, the undo. Each journey in its own world; the dates follow the origin's day, so the
// journeys check their shape (a Saturday, an amount), the origin's tests check them to the day.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

test("Jan switches De Dagkoerier from 6 days to weekend-only, sees the new price and the first Saturday, confirms, then undoes it", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/abonnementen", JAN);
  await page.getByRole("region", { name: /De Dagkoerier/ }).getByRole("link", { name: "Abonnement wijzigen" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Abonnement wijzigen" })).toBeVisible();
  await page.getByRole("radio", { name: /Zaterdagkrant/ }).check();
  await page.getByRole("button", { name: "Bekijk wat er verandert" }).click();
  const preview = page.getByRole("region", { name: "Zo wordt uw abonnement" });
  await expect(preview.getByText(/Zaterdagkrant, €\s14,50 per maand/)).toBeVisible();
  // The first day on the new terms is a Saturday (the weekend paper), said before confirming.
  await expect(preview.getByRole("definition").filter({ hasText: /^zaterdag \d+ \w+ \d{4}$/ })).toBeVisible();
  await expect(preview.getByText(/De meelezer van dit abonnement kan vanaf zaterdag \d+ \w+ niet meer meelezen/)).toBeVisible();
  await expect(preview.getByText(/^\d+ \w+ \d{4}: /)).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "wijzigen-voorbeeld-375");
  await page.getByRole("button", { name: "Wijziging bevestigen" }).click();
  await expect(page.getByText(/Wij hebben uw wijziging ontvangen op \d+ \w+ \d{4} om \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Uw wijziging staat klaar" })).toBeVisible();
  const mail = (await outbox(page.request, JAN)).find((message) => message.subject.startsWith("Bevestiging: uw abonnement op De Dagkoerier wijzigt"));
  expect(mail?.body).toContain("naar Zaterdagkrant");
  await page.setViewportSize(DESKTOP);
  await attachScreenshot(page, testInfo, "wijzigen-ontvangen-1440");
  // Back on the subscriptions, the card says what changes when, and leads back to the undo.
  await page.goto(new URL("/abonnementen", page.url()).href);
  const card = page.getByRole("region", { name: /De Dagkoerier/ }).getByRole("article").filter({ hasText: "Krant 6 dagen" });
  await expect(card.getByRole("definition").filter({ hasText: /^Vanaf zaterdag \d+ \w+ \d{4}: Zaterdagkrant, €\s14,50 per maand$/ })).toBeVisible();
  await card.getByRole("link", { name: "Wijziging bekijken of ongedaan maken" }).click();
  await page.getByRole("button", { name: "Wijziging ongedaan maken" }).click();
  await expect(page.getByText("De wijziging is ongedaan gemaakt. Uw abonnement blijft zoals het was.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Zaterdagkrant/ })).toBeVisible();
});

test("An switches De Ochtendpost to digital only, in Belgian words, told that her co-reader reads on", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "ochtendpost", "/abonnementen/700200/wijzigen", AN);
  await page.getByRole("radio", { name: /^Digitaal/ }).check();
  await page.getByRole("button", { name: "Bekijk wat er verandert" }).click();
  const preview = page.getByRole("region", { name: "Zo wordt uw abonnement" });
  await expect(preview.getByText("Uw meelezer leest gewoon mee.")).toBeVisible();
  await expect(preview.getByText("De bedeling heeft twee werkdagen nodig om de wijziging door te voeren.")).toBeVisible();
  await expect(preview.getByText(/De krant op papier stopt na \w+ \d+ \w+/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Wijziging bevestigen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Uw wijziging staat klaar" })).toBeVisible();
});

test("a monthly → yearly switch shows the next invoice's amount before confirming", async ({ page }) => {
  await openLoggedIn(page, "dagkoerier", "/abonnementen/700100/wijzigen", JAN);
  await page.getByRole("radio", { name: "Per jaar" }).check();
  await page.getByRole("button", { name: "Bekijk wat er verandert" }).click();
  const preview = page.getByRole("region", { name: "Zo wordt uw abonnement" });
  await expect(preview.getByText(/Krant 6 dagen, €\s499,00 per jaar/)).toBeVisible();
  await expect(preview.getByText(/^1 \w+ \d{4}: €\s499,00$/)).toBeVisible();
  await expect(preview.getByText("Een andere betaaltermijn gaat in met de volgende termijn.")).toBeVisible();
});

test("in the app, Wereldwijzer's change page stays in the app, and each step goes to the data layer", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "wereldwijzer", "/abonnementen/app/700101/wijzigen", JAN);
  await expect(page.getByRole("heading", { level: 1, name: "Abonnement wijzigen" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  const steps = () => page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.filter((event) => event.event === "flow_step").map((event) => event.step));
  await expect.poll(steps).toEqual(["choose"]);
  await page.getByRole("radio", { name: "Per kwartaal" }).check();
  await page.getByRole("button", { name: "Bekijk wat er verandert" }).click();
  await expect(page.getByRole("region", { name: "Zo wordt uw abonnement" })).toBeVisible();
  await expect(page).toHaveURL(/\/abonnementen\/app\/\d+\/wijzigen\?editie=[^&]+&termijn=QUARTER$/);
  await page.getByRole("button", { name: "Wijziging bevestigen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Uw wijziging staat klaar" })).toBeVisible();
  await expect(page).toHaveURL(/\/abonnementen\/app\/\d+\/wijzigen\?bevestigd=1$/);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.getByRole("button", { name: "Wijziging ongedaan maken" }).click();
  await expect(page.getByText("De wijziging is ongedaan gemaakt. Uw abonnement blijft zoals het was.")).toBeVisible();
  await expect.poll(steps).toEqual(["choose", "preview", "confirm-change:done", "undo-change:done"]);
  // An app path: the data layer says WEBVIEW and no screen view was sent (spec §2).
  const events = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
  expect(events.filter((event) => event.event === "screen_view")).toEqual([]);
  expect(events.find((event) => event.event === "flow_step")).toMatchObject({ origin: { platform: "WEBVIEW" } });
});

// The change page on every demo brand; on Zendernet (an account) it says there is nothing else.
const SCREENS: BrandScreens = {
  dagkoerier: { email: JAN, paths: ["/abonnementen/700100/wijzigen"] },
  wereldwijzer: { email: JAN, paths: ["/abonnementen/700101/wijzigen"] },
  ochtendpost: { email: AN, paths: ["/abonnementen/700200/wijzigen", "/abonnementen/app/700200/wijzigen"] },
  zendernet: { email: AN, paths: ["/abonnementen/700201/wijzigen"] },
};
testAxeOnEveryBrand("the change page", SCREENS);
