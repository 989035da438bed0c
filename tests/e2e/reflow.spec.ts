import { type Page } from "@playwright/test";
import { SERVICE_SCREENS } from "../fixtures/screens.mjs";
import { ACCOUNT_SCREENS, expect, openLoggedIn, test } from "./fixtures";

// WCAG 2.2 reflow (1.4.10) and 200 % zoom: every production screen fits 320 CSS px, a 375 px phone and
// a 1280 px window zoomed to 200 % (640 CSS px) without scrolling sideways. These journeys only read.

const SCREENS = [
  "/",
  ...ACCOUNT_SCREENS,
  ...SERVICE_SCREENS,
  "/klantenservice/veelgestelde-vragen",
  "/klantenservice/contact?onderwerp=delivery&subonderwerp=delivery_complaint",
  "/klantenservice/contact/formulier?onderwerp=delivery&subonderwerp=delivery_complaint",
  "/klantenservice/contact/app/basis-formulier",
  "/klantenservice/email",
  "/toegankelijkheid",
  "/account/verwijderd?op=2026-12-12",
  "/app-integration",
];

const WIDTHS = [
  // WCAG 1.4.10's own measure: 320 CSS px (the FAQ's breadcrumbs stuck out here).
  { name: "320 px", viewport: { width: 320, height: 640 } },
  { name: "phone 375 px", viewport: { width: 375, height: 812 } },
  { name: "200 % zoom of 1280 px", viewport: { width: 640, height: 400 } },
];

/** How far the page is wider than the viewport, and the widest elements that stick out. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.getClientRects().length > 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${element.textContent?.trim().slice(0, 40) ?? ""}`);
    return { extra: document.documentElement.scrollWidth - width, culprits };
  });
}

// One page load per screen, measured at each width in turn (narrowest first, the way it loaded): the
// layout follows the viewport, and a resize costs a frame where a load costs seconds. Two halves of the
// list run side by side.
const HALVES = [SCREENS.slice(0, Math.ceil(SCREENS.length / 2)), SCREENS.slice(Math.ceil(SCREENS.length / 2))];
HALVES.forEach((screens, index) => {
  test(`every screen fits without sideways scrolling at ${WIDTHS.map(({ name }) => name).join(", ")} (part ${index + 1} of 2)`, async ({ page }) => {
    // The budget grows with the list (a slow shared machine needs ~4 s a screen).
    test.setTimeout(screens.length * 8_000);
    for (const pathname of screens) {
      await page.setViewportSize(WIDTHS[0].viewport);
      await openLoggedIn(page, "dagkoerier", pathname, "jan.jansen@example.nl");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const { name, viewport } of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
        const result = await overflow(page);
        expect(result.extra, `${pathname} at ${name} is ${result.extra}px too wide: ${result.culprits.join("; ")}`).toBe(0);
      }
    }
  });
});
