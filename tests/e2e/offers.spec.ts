import { type Page } from "@playwright/test";
import { BRANDS, brandUrl, expect, expectNoAxeViolationsInBothSchemes, PORT, test } from "./fixtures";

// The commercial banner slot of the service home (ADR 31): its brand only, closed for the session,
// impression and click in window.dataLayer, none in the app's webview.

type Pushed = { event: string; banner?: { id: string; brand: string; type: string }; page?: { category: string } };

async function dataLayer(page: Page): Promise<Pushed[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Pushed[]);
}

/** The brand's service home until its banner shows: a cold banner cache shows none (the page does not wait for the origin), and the answer fills it for the next visit. */
async function openUntilBanner(page: Page, brand: string, headline: string) {
  await expect(async () => {
    await page.goto(brandUrl(brand, "/"));
    await expect(page.getByRole("region", { name: "Aanbieding" }).getByRole("heading", { name: headline })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

const bannerEvents = async (page: Page) => (await dataLayer(page)).filter((event) => event.event.startsWith("commercial_banner_"));

test("the service home shows its brand's banner, counts its impression and click, and keeps it closed for the session", async ({ page, browser }) => {
  const slot = page.getByRole("region", { name: "Aanbieding" });
  await openUntilBanner(page, "dagkoerier", "Ook digitaal lezen? 3 maanden voor € 1");
  await expect(slot.getByRole("heading")).toHaveCount(1); // the /abonnementen banner is not this slot's
  await expect.poll(() => bannerEvents(page)).toEqual([
    expect.objectContaining({ event: "commercial_banner_impression", banner: { id: "cb-dk-home", brand: "dagkoerier", type: "service-home" }, page: expect.objectContaining({ category: "Service" }) }),
  ]);

  // The click is counted; the link itself leads off the portal, so the test keeps the page here.
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await slot.getByRole("link", { name: "Bekijk de actie" }).click();
  await expect.poll(async () => (await bannerEvents(page)).map((event) => event.event)).toEqual(["commercial_banner_impression", "commercial_banner_click"]);
  await expect(slot.getByRole("link", { name: "Bekijk de actie" })).toHaveAttribute("href", "https://www.dagkoerier.example/abonnementen/digitaal");

  await slot.getByRole("button", { name: "Sluit deze aanbieding" }).click();
  await expect(page.getByRole("region", { name: "Aanbieding" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Waarmee kunnen we u helpen?" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Aanbieding" })).toHaveCount(0);
  expect(await bannerEvents(page)).toEqual([]);

  // Another browser session sees it again; another brand sees only its own.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(brandUrl("dagkoerier", "/"));
  await expect(other.getByRole("heading", { name: "Ook digitaal lezen? 3 maanden voor € 1" })).toBeVisible();
  await openUntilBanner(other, "ochtendpost", "Een maand gratis digitaal lezen");
  await expect(other.getByRole("heading", { name: "Ook digitaal lezen? 3 maanden voor € 1" })).toHaveCount(0);
  await fresh.close();
});

test("no banner inside the brand app's webview", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (Linux; Android 14) MijnOmgevingApp/6.4" });
  const page = await context.newPage();
  await page.goto(brandUrl("dagkoerier", "/"));
  await expect(page.getByRole("heading", { name: "Waarmee kunnen we u helpen?" })).toBeVisible();
  await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));
  await expect(page.getByRole("region", { name: "Aanbieding" })).toHaveCount(0);
  expect(await bannerEvents(page)).toEqual([]);
  await context.close();
});
