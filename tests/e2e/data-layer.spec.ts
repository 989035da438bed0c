import { type Page } from "@playwright/test";
import { BRANDS, brandUrl, expect, expectNoAxeViolationsInBothSchemes, formTookOver, openLoggedIn, test, inWorld } from "./fixtures";

// The page-level data layer (spec §2/§3): what lands in window.dataLayer, read in Chromium.
type DataLayerEvent = { event: string; step?: string; page: { title: string; category: string }; user: { accountId?: string }; origin: { platform: string } };

type WithDataLayer = { dataLayer?: unknown[] };

/** The page's events, without the real-user vitals (they come on the browser's schedule; see the vitals journey). */
async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return (await allEvents(page)).filter((event) => event.event !== "web_vital");
}

async function allEvents(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() => ((window as unknown as WithDataLayer).dataLayer ?? []) as DataLayerEvent[]);
}

type VitalEvent = DataLayerEvent & { vital: { name: string; value: number; rating: string } };

async function vitals(page: Page): Promise<VitalEvent[]> {
  return (await allEvents(page)).filter((event): event is VitalEvent => event.event === "web_vital");
}

test("a normal page sends one screen view with page, user and origin WEB; a client-side navigation sends the next", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", "/"));
  // The page's own events (a commercial banner's impression, tests/e2e/page-props.spec.ts) left aside.
  await expect.poll(async () => (await dataLayer(page)).filter((event) => event.event === "screen_view")).toEqual([
    { event: "screen_view", page: { title: "De Dagkoerier | Mijn Omgeving", category: "Service" }, user: {}, origin: { platform: "WEB" } },
  ]);

  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  await expect.poll(async () => (await dataLayer(page)).at(-1)).toMatchObject({
    event: "screen_view",
    page: { category: "Mijn Account" },
    user: { accountId: inWorld("acc-jan-jansen") },
    origin: { platform: "WEB" },
  });
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "dc_myaccount");
  expect(cookie).toMatchObject({ value: inWorld("acc-jan-jansen"), secure: true, sameSite: "Lax", httpOnly: false });

  const before = (await dataLayer(page)).length;
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Abonnementen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/abonnementen"));
  await expect.poll(async () => (await dataLayer(page)).slice(before).filter((event) => event.event === "screen_view")).toEqual([
    // Jan's subscriptions counted per brand (ADR 31).
    expect.objectContaining({
      event: "screen_view",
      page: expect.objectContaining({ category: "Abonnementen" }),
      user: { accountId: inWorld("acc-jan-jansen") },
      itemsPerBrand: { DK: 1, WW: 1 },
    }),
  ]);
});

test("a flow of the spec's list sends no screen view, but its steps", async ({ page }) => {
  await openLoggedIn(page, "dagkoerier", "/vakantieservice/doorgeven", "jan.jansen@example.nl");
  await expect(page.getByLabel("Eerste dag van uw vakantie")).toBeVisible();
  await page.waitForFunction(() => Array.isArray((window as unknown as WithDataLayer).dataLayer)); // the data layer ran on this page
  await expect.poll(() => dataLayer(page)).toEqual([
    expect.objectContaining({ event: "flow_step", step: "start", page: expect.objectContaining({ category: "holiday service" }), origin: { platform: "WEB" } }),
  ]);

  // The contact form (a flow too): shown, then sent and confirmed; never a screen view.
  await page.goto(brandUrl("dagkoerier", "/klantenservice/contact/formulier?onderwerp=digital_reading&subonderwerp=login"));
  // The page's script has run (its start step is in the data layer) before the question is sent: sent
  // earlier, the browser posts the form itself and the new page has only the answer's step (CI run 1).
  await expect.poll(async () => (await dataLayer(page)).map((event) => event.step)).toContain("start");
  // …and the lazily loaded form has taken over: before that a click posts natively as well (CI).
  await formTookOver(page);
  await page.getByRole("textbox", { name: "Uw vraag" }).fill("Ik kan niet inloggen in de app van De Dagkoerier.");
  await page.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(page.getByTestId("case-number")).toBeVisible();
  const events = await dataLayer(page);
  expect(events.filter((event) => event.event === "screen_view")).toEqual([]);
  expect(events.filter((event) => event.event === "flow_step").map((event) => event.step)).toEqual(["start", "contact-form:done"]);
});

test("the app's entry page /myaccount sends a page-loading event (origin WEBVIEW) and forwards to the requested screen", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (Linux; Android 14) MijnOmgevingApp/5.2" });
  const page = await context.newPage();
  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  await page.goto(brandUrl("dagkoerier", "/myaccount?callback_url=%2Fvakantieservice"));
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/vakantieservice"));
  await expect.poll(() => dataLayer(page)).toEqual([
    expect.objectContaining({ event: "page_loading", page: expect.objectContaining({ category: "Loading Pages" }), origin: { platform: "WEBVIEW" } }),
    expect.objectContaining({ event: "screen_view", page: expect.objectContaining({ category: "holiday service" }), origin: { platform: "WEBVIEW" } }),
  ]);
  await context.close();
});

test("/myaccount without JavaScript shows the loader and a link to the screen; another host is never the target", async ({ browser }) => {
  test.slow(); // axe in two colour schemes on four brands
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort()); // the page as it is before (or without) its scripts
  await page.goto(brandUrl("dagkoerier", "/myaccount?callback_url=https%3A%2F%2Fevil.example%2F"));
  await expect(page.getByRole("status")).toContainText("Pagina aan het laden");
  await expect(page.getByRole("link", { name: /Ga door naar de pagina/ })).toHaveAttribute("href", "/");
  for (const brand of BRANDS) {
    await page.goto(brandUrl(brand.key, "/myaccount?callback_url=%2Faccount"), { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("link", { name: /Ga door naar de pagina/ })).toHaveAttribute("href", "/account");
    await expectNoAxeViolationsInBothSchemes(page);
  }
  await context.close();
});

test("real-user vitals of a page load arrive in the data layer with the page's category: TTFB at once, LCP and CLS when the page is left", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", "/facturen"));
  await openLoggedIn(page, "dagkoerier", "/facturen", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(async () => (await vitals(page)).map((event) => event.vital.name)).toContain("TTFB");
  // The visitor's first input ends LCP's search; leaving the page (another tab, the app in the background) ends CLS's.
  await page.getByRole("heading", { level: 1 }).click();
  await expect.poll(async () => (await vitals(page)).map((event) => event.vital.name)).toContain("LCP");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(async () => (await vitals(page)).map((event) => event.vital.name)).toEqual(expect.arrayContaining(["TTFB", "LCP", "CLS"]));
  for (const event of await vitals(page)) {
    expect(event).toMatchObject({ page: { category: "Invoices" }, origin: { platform: "WEB" }, vital: { rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) } });
    expect(event.vital.value).toBeGreaterThanOrEqual(0);
  }
});
