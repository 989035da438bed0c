import { expect, test } from "@playwright/test";
import { PHONE, attachScreenshot, brandUrl, expectNoAxeViolations } from "./fixtures";

// The living gallery of the design system: every block in every state, per brand and colour scheme.
for (const brand of ["dagkoerier", "ochtendpost"] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`${brand} gallery in ${colorScheme} mode at 375 px`, async ({ page }, testInfo) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme });
      await page.goto(brandUrl(brand, "/dev/componenten"));
      await expect(page.getByRole("heading", { level: 1, name: "Componentengalerij" })).toBeVisible();
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(15);
      await attachScreenshot(page, testInfo, `gallery-${brand}-${colorScheme}-375`);
      await expectNoAxeViolations(page);
    });
  }
}

test("the verification code input in the gallery: typing moves on, paste fills all six boxes", async ({ page }) => {
  await page.goto(brandUrl("wereldwijzer", "/dev/componenten"));
  const first = page.getByRole("textbox", { name: /1ste/ }).first();
  await first.click();
  await page.keyboard.type("12");
  await expect(page.getByRole("textbox", { name: /3de/ }).first()).toBeFocused();
  await first.click();
  await page.evaluate(async () => {
    const input = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData("text/plain", "98-76 54");
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  for (const [index, digit] of ["9", "8", "7", "6", "5", "4"].entries()) {
    const label = index === 0 ? /1ste/ : new RegExp(`${index + 1}de`);
    await expect(page.getByRole("textbox", { name: label }).first()).toHaveValue(digit);
  }
});
