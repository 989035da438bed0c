import { expect, test } from "@playwright/test";
import { BRANDS, PHONE, attachScreenshot, brandUrl, expectNoAxeViolations } from "./fixtures";

// The living gallery of the design system: every block in every state, per brand and colour scheme.
for (const brand of BRANDS.map((b) => b.key)) {
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

test("the verification code input in the gallery: typing moves on; paste keeps the digits of the first six characters", async ({ page }) => {
  await page.goto(brandUrl("wereldwijzer", "/dev/componenten"));
  const box = (n: number) => page.getByRole("textbox", { name: n === 1 ? /1ste/ : new RegExp(`${n}de`) }).first();
  await box(1).click();
  await page.keyboard.type("12");
  await expect(box(3)).toBeFocused();

  const paste = (text: string) =>
    page.evaluate((pasted) => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData("text/plain", pasted);
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);

  // Spec §4: only text longer than 5 characters applies…
  await box(1).click();
  await paste("54321");
  await expect(box(1)).toHaveValue("1");
  // …then the first six characters, digits only: "98-76 54" → 9 8 7 6.
  await paste("98-76 54");
  for (const [index, digit] of ["9", "8", "7", "6", "", ""].entries()) await expect(box(index + 1)).toHaveValue(digit);
});
