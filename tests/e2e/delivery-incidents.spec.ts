import { attachScreenshot, BRANDS, brandUrl, expect, expectNoAxeViolationsInBothSchemes, inWorld, openLoggedIn, outbox, PHONE, test } from "./fixtures";

// Delivery incidents (ADR 40): Jan (Amersfoort) sees De Dagkoerier's incident on the service home and
// files the not-delivered complaint with one tap; An (Antwerpen) sees nothing of Gent's; without a
// login /bezorgservice lists today's incidents and /bezorgservice/melden takes a report by subscription
// number, postcode and house number.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

test("Jan sees the incident in his area on the service home, one tap credits Saturday's paper, and a reload changes nothing", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  // The origin's "now" (ADR 36): a Sunday evening in the past, so Saturday's paper is the one on any day the journey runs.
  await page.context().addCookies([{ name: "mo-test-origin-clock", value: encodeURIComponent("2026-11-22T20:00:00.000Z"), url: brandUrl("dagkoerier") }]);
  await openLoggedIn(page, "dagkoerier", "/", JAN);
  const notices = page.getByRole("region", { name: "Storingen in de bezorging" });
  await expect(notices.getByText("Door een tekort aan bezorgers is De Dagkoerier in een deel van Amersfoort niet bezorgd.", { exact: false })).toBeVisible();
  await expect(notices.getByText("Het gaat om De Dagkoerier van zaterdag 21 november 2026.")).toBeVisible();
  await attachScreenshot(page, testInfo, "storing-jan-375");
  await notices.getByRole("button", { name: "Ik heb ook geen krant ontvangen" }).click();
  await expect(notices.getByRole("status")).toHaveText(/Gemeld\. U krijgt €\s?1,77 terug/);
  await expect(notices.getByRole("button", { name: "Ik heb ook geen krant ontvangen" })).toHaveCount(0);
  const events = await page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((event) => event.event));
  expect(events).toEqual(expect.arrayContaining(["delivery_incident_notice_view", "delivery_incident_confirm"]));

  await page.reload();
  await expect(notices.getByRole("status")).toHaveText(/Gemeld\. U krijgt €\s?1,77 terug/);
  await expect(notices.getByRole("button", { name: "Ik heb ook geen krant ontvangen" })).toHaveCount(0);
  // The overview lists the one complaint, credited once.
  await page.goto(brandUrl("dagkoerier", "/bezorgservice"));
  await expect(page.getByRole("article", { name: /De Dagkoerier/ }).getByText(/Zaterdag 21 november 2026/)).toHaveCount(1);
});

test("An sees no notice: the incident of De Ochtendpost is in Gent, she lives in Antwerpen", async ({ page }) => {
  await openLoggedIn(page, "ochtendpost", "/", AN);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Storingen in de bedeling" })).toHaveCount(0);
  await page.goto(brandUrl("ochtendpost", "/bezorgservice"));
  // A Belgian paper is "bedeeld": the page is called as the service home's tile calls it.
  await expect(page.getByRole("heading", { level: 1, name: "Bedeling" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Storingen in de bedeling" })).toHaveCount(0);
});

test("without a login: today's incidents by area, then a missing paper reported by number, postcode and house number", async ({ page, request }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("dagkoerier", "/bezorgservice"));
  const today = page.getByRole("region", { name: "Storingen vandaag" });
  await expect(today.getByText("postcodes 3811 – 3818", { exact: false })).toBeVisible();
  await expect(page.getByText("Jan")).toHaveCount(0);
  await attachScreenshot(page, testInfo, "storingen-vandaag-375");
  await page.getByRole("link", { name: "Melden zonder in te loggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Geen krant ontvangen? Meld het hier" })).toBeVisible();

  const number = page.getByRole("textbox", { name: "Abonnementsnummer" });
  await number.fill(inWorld("700100"));
  await page.getByRole("textbox", { name: "Postcode" }).fill("3811 CV");
  await page.getByRole("textbox", { name: /Huisnummer/ }).fill("14");
  await page.getByRole("button", { name: "Abonnement zoeken" }).click();
  await expect(page.getByText(/We vinden geen abonnement met deze gegevens/)).toBeVisible();
  await expect(number).toHaveValue(inWorld("700100"));

  await page.getByRole("textbox", { name: /Huisnummer/ }).fill("12 A");
  await page.getByRole("button", { name: "Abonnement zoeken" }).click();
  await page.getByRole("radio", { name: "Mijn krant is niet bezorgd" }).check();
  await page.getByRole("group", { name: /Om welke krant gaat het/ }).getByRole("radio", { disabled: false }).first().check();
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByText("Wij hebben uw melding ontvangen.")).toBeVisible();
  await expect(page.getByText("U krijgt een bevestiging op j•••@example.nl.")).toBeVisible();
  const steps = await page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string; step?: string }> }).dataLayer ?? []).filter((event) => event.event === "flow_step").map((event) => event.step));
  expect(steps).toEqual(expect.arrayContaining(["delivery-report-identify:refused", "delivery-report:done"]));
  await attachScreenshot(page, testInfo, "melden-zonder-inloggen-375");
  const mails = await outbox(request, JAN);
  expect(mails.some((mail) => mail.subject === "Uw melding over de bezorging van De Dagkoerier is ontvangen")).toBe(true);
});

test("in the app webview An reports her Belgian paper without logging in", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("ochtendpost", "/bezorgservice/app/melden"));
  await page.getByRole("textbox", { name: "Abonnementsnummer" }).fill(inWorld("700200"));
  await page.getByRole("textbox", { name: "Postcode" }).fill("20AB");
  await page.getByRole("textbox", { name: /Huisnummer/ }).fill("45 bus 3");
  await page.getByRole("button", { name: "Abonnement zoeken" }).click();
  await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("textbox", { name: "Postcode" }).fill("2018");
  await page.getByRole("button", { name: "Abonnement zoeken" }).click();
  await page.getByRole("radio", { name: /niet (bezorgd|bedeeld)/ }).check();
  await page.getByRole("group", { name: /Om welke krant gaat het/ }).getByRole("radio", { disabled: false }).first().check();
  await page.getByRole("button", { name: "Melding versturen" }).click();
  await expect(page.getByText("Wij hebben uw melding ontvangen.")).toBeVisible();
  await expect(page.getByText("U krijgt een bevestiging op a•••@example.be.")).toBeVisible();
});

const INCIDENT_PAGE = "/bezorgservice/storing/deliveryIncident.amersfoort-bezorgers";

for (const brand of BRANDS) {
  test(`the incident screens are accessible on ${brand.key} (light and dark)`, async ({ page }) => {
    await page.goto(brandUrl(brand.key, "/bezorgservice"));
    await expect(page.getByRole("heading", { level: 1, name: brand.key === "ochtendpost" || brand.key === "zendernet" ? "Bedeling" : "Bezorgservice" })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
    // Zendernet delivers nothing: its report page answers 404, the not-found screen.
    const report = await page.goto(brandUrl(brand.key, "/bezorgservice/melden"));
    expect(report?.status()).toBe(brand.key === "zendernet" ? 404 : 200);
    await expectNoAxeViolationsInBothSchemes(page);
    // The Amersfoort incident's page: Jan's notice on De Dagkoerier; elsewhere (another brand, An) a 404.
    await openLoggedIn(page, brand.key, INCIDENT_PAGE, brand.key === "dagkoerier" || brand.key === "wereldwijzer" ? JAN : AN);
    expect((await page.reload())?.status()).toBe(brand.key === "dagkoerier" ? 200 : 404);
    if (brand.key === "dagkoerier") await expect(page.getByRole("button", { name: "Ik heb ook geen krant ontvangen" })).toBeVisible();
    else await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  });
}

test("the notice is accessible for Jan (light and dark)", async ({ page }) => {
  await openLoggedIn(page, "dagkoerier", "/bezorgservice", JAN);
  await expect(page.getByRole("region", { name: "Storingen in de bezorging" })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);
});
