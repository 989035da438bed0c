import { type Page } from "@playwright/test";
import { BRANDS, brandUrl, expect, expectNoAxeViolationsInBothSchemes, PORT, test } from "./fixtures";

// /app-integration (ADR 31): a URL per brand for each webview entry point, the phone preview, axe.

test("/app-integration builds a brand's URL for an entry point and opens it in a phone-sized frame", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", "/app-integration"));
  await expect(page.getByRole("heading", { level: 1, name: "App-integratie" })).toBeVisible();
  await page.getByLabel("Instappunt", { exact: true }).selectOption("/klantenservice/contact/app/basis-formulier");
  await page.getByRole("button", { name: "URL maken" }).click();
  // The entry point's own parameters, with their examples.
  await expect(page.getByLabel("onderwerp", { exact: false }).first()).toHaveValue("delivery");
  await page.getByRole("button", { name: "URL maken" }).click();
  const expected = `http://dagkoerier.localhost:${PORT}/klantenservice/contact/app/basis-formulier?onderwerp=delivery&subonderwerp=delivery_complaint`;
  await expect(page.getByLabel("URL voor De Dagkoerier")).toHaveValue(expected);
  const frame = page.frameLocator("iframe[title^='Voorbeeld in de app']");
  await expect(frame.getByRole("heading", { level: 1, name: "Stel uw vraag" })).toBeVisible();
  const box = await page.locator("iframe[title^='Voorbeeld in de app']").boundingBox();
  expect(box?.height).toBeGreaterThan(600);
  // The app's webview: no header or menu inside the frame.
  await expect(frame.getByRole("navigation", { name: "Hoofdmenu" })).toHaveCount(0);
});

test("/app-integration passes axe in light and dark on every brand", async ({ page }) => {
  test.slow(); // two colour schemes on four brands
  for (const brand of BRANDS) {
    await page.goto(brandUrl(brand.key, "/app-integration"));
    await expect(page.getByRole("heading", { level: 1, name: "App-integratie" })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  }
});
