import { type BrowserContext } from "@playwright/test";
import { brandUrl, expect, PHONE, test, inWorld } from "./fixtures";

// The contact form's flags, each on and off, per browser: the mo-test-flags cookie
// overrides a general flag for this browser only (development and test, app/platform/content/test-flags.server.ts)
// and mo-test-clock puts the portal inside or outside opening hours, whatever the real time.
// - isContactFormHiddenForNewspapers: a newspaper shows phone (and chat) instead of the form; a magazine keeps it.
// - isContactFormHiddenDuringOpeningHours: while the service is open the form gives way to phone and chat.
// - isSalesforceThroughCISEnabled: the case goes to the other origin endpoint (SF- case numbers instead of KS-).
// - isServiceConditionsEnabled: the form links to the brand's service conditions.

const FORM = "/klantenservice/contact/formulier?onderwerp=digital_reading&subonderwerp=login";
const WEDNESDAY_MORNING = "2026-11-25T10:00:00Z";
const WEDNESDAY_NIGHT = "2026-11-25T22:30:00Z";

async function setFlags(context: BrowserContext, brand: string, flags: Record<string, boolean>) {
  const value = Object.entries(flags).map(([name, on]) => `${name}:${on ? "on" : "off"}`).join(",");
  await context.addCookies([{ name: "mo-test-flags", value: encodeURIComponent(value), url: brandUrl(brand) }]);
}

async function setClock(context: BrowserContext, brand: string, at: string) {
  await context.addCookies([{ name: "mo-test-clock", value: encodeURIComponent(at), url: brandUrl(brand) }]);
}

const messageField = (page: import("@playwright/test").Page) => page.getByRole("textbox", { name: "Uw vraag" });

test("isContactFormHiddenForNewspapers: on, a newspaper offers phone instead of the form and a magazine keeps it; off, the form is back", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  for (const brand of ["dagkoerier", "wereldwijzer"]) await setFlags(context, brand, { isContactFormHiddenForNewspapers: true, isContactFormHiddenDuringOpeningHours: false });

  await page.goto(brandUrl("dagkoerier", FORM));
  await expect(page.getByText("Voor vragen over uw krant helpen wij u het snelst aan de telefoon of in de chat.")).toBeVisible();
  await expect(messageField(page)).toHaveCount(0);
  await expect(page.getByText("Bel onze klantenservice:")).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(messageField(page)).toBeVisible();

  await setFlags(context, "dagkoerier", { isContactFormHiddenForNewspapers: false, isContactFormHiddenDuringOpeningHours: false });
  await page.goto(brandUrl("dagkoerier", FORM));
  await expect(messageField(page)).toBeVisible();
  await expect(page.getByText("Voor vragen over uw krant")).toHaveCount(0);
});

test("isContactFormHiddenDuringOpeningHours: on, the form gives way to phone while the service is open and is back after hours; off, always the form", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await setFlags(context, "wereldwijzer", { isContactFormHiddenDuringOpeningHours: true, isContactFormHiddenForNewspapers: false });

  await setClock(context, "wereldwijzer", WEDNESDAY_MORNING);
  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(page.getByText("Onze klantenservice is nu open: bel of chat met ons, dan helpen wij u meteen.")).toBeVisible();
  await expect(messageField(page)).toHaveCount(0);

  await setClock(context, "wereldwijzer", WEDNESDAY_NIGHT);
  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(messageField(page)).toBeVisible();

  await setFlags(context, "wereldwijzer", { isContactFormHiddenDuringOpeningHours: false, isContactFormHiddenForNewspapers: false });
  await setClock(context, "wereldwijzer", WEDNESDAY_MORNING);
  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(messageField(page)).toBeVisible();
});

for (const [on, prefix] of [[true, "SF"], [false, "KS"]] as const) {
  test(`isSalesforceThroughCISEnabled ${on ? "on" : "off"}: the case goes to the ${on ? "Salesforce" : "own"} endpoint (${prefix}- case number)`, async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await setFlags(context, "wereldwijzer", { isSalesforceThroughCISEnabled: on, isContactFormHiddenDuringOpeningHours: false, isContactFormHiddenForNewspapers: false });
    await page.goto(brandUrl("wereldwijzer", FORM));
    await messageField(page).fill("Kan ik mijn tijdschrift ook digitaal lezen naast de papieren editie?");
    await page.getByRole("textbox", { name: "Naam" }).fill("Els de Vries");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill(inWorld("els.devries@example.nl"));
    await page.getByRole("button", { name: "Vraag versturen" }).click();
    await expect(page.getByTestId("case-number")).toHaveText(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`));
  });
}

test("isServiceConditionsEnabled: on, the form links to the brand's service conditions; off, it does not", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  const conditions = page.getByRole("link", { name: "servicevoorwaarden" });
  await setFlags(context, "wereldwijzer", { isServiceConditionsEnabled: true, isContactFormHiddenDuringOpeningHours: false, isContactFormHiddenForNewspapers: false });
  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(conditions).toHaveAttribute("href", /\/servicevoorwaarden$/);
  await setFlags(context, "wereldwijzer", { isServiceConditionsEnabled: false, isContactFormHiddenDuringOpeningHours: false, isContactFormHiddenForNewspapers: false });
  await page.goto(brandUrl("wereldwijzer", FORM));
  await expect(messageField(page)).toBeVisible();
  await expect(conditions).toHaveCount(0);
});
