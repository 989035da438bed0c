import type { Page } from "@playwright/test";
import { brandUrl, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// The journeys' accessibility check itself: it must find what axe finds, in the colour scheme the
// page is in, on a page with and without frames. (The portal's content security policy would
// refuse the style element these tests add.)
test.use({ bypassCSP: true });

test("the axe check fails on a missing alt text and on contrast that is too low in dark mode only", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", "/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(page); // what is added below stays
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "@media (prefers-color-scheme: dark) { #dim { color: #444; background: #333; } }";
    const text = document.createElement("p");
    text.id = "dim";
    text.textContent = "Alleen in het donker slecht leesbaar";
    document.head.append(style);
    document.querySelector("main")?.append(text);
  });
  await page.emulateMedia({ colorScheme: "light" });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast: #dim/);

  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.id = "no-alt";
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    document.querySelector("main")?.append(image);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: #no-alt/);
});

async function openWithFrame(page: Page) {
  await page.goto(brandUrl("dagkoerier", "/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(page);
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.title = "Voorbeeld";
    frame.srcdoc = '<!doctype html><html lang="nl"><title>Voorbeeld</title><main><img id="in-frame" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>';
    document.querySelector("main")?.append(frame);
  });
  await expect(page.frameLocator('iframe[title="Voorbeeld"]').locator("#in-frame")).toBeAttached();
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1].waitForLoadState("load");
}

test("the axe check looks inside a frame", async ({ page }) => {
  await openWithFrame(page);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: iframe #in-frame/);
});

test("the axe check fails, rather than passes, on a frame it could not look into", async ({ page }) => {
  await openWithFrame(page);
  // What a busy machine did to @axe-core/playwright (its one-second timeout for loading axe-core into a
  // frame ran out, and it left the frame out without a word): here the frame's axe cannot be set up.
  await page.frames()[1].evaluate(() => Object.assign(window, { axe: {} }));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/axe could not look inside iframe/);
});
