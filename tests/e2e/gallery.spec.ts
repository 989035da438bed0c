import { attachScreenshot, BRANDS, brandUrl, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";

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

test("the calendar date field: not first-load JS; the calendar disables and marks days, fills the input and passes axe in both schemes at 375 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("ochtendpost", "/dev/componenten"));
  // ADR 0013: the Ark calendar is imported after the page, never preloaded with it.
  const html = await page.evaluate(() => fetch(location.href).then((response) => response.text()));
  expect(html).toContain('type="date"');
  expect(html).toMatch(/rel="modulepreload"/);
  expect(html).not.toContain("calendar-popover");
  const field = page.getByLabel("Eerste dag zonder krant");
  const min = await field.getAttribute("min");
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const button = page.getByRole("button", { name: "Kalender openen" }).first();
  await button.click();
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  // The day before min cannot be chosen and says why (when it is in the month shown); Sundays are marked.
  const dayBefore = new Date(Date.parse(`${min}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  if (dayBefore.slice(0, 7) === min?.slice(0, 7)) {
    const before = grid.locator(`[role="button"][data-value="${dayBefore}"]`);
    await expect(before).toHaveAttribute("aria-disabled", "true");
    await expect(before).toHaveAttribute("aria-label", /, niet te kiezen: Binnen de verwerkingstijd van 2 werkdagen$/);
  }
  let sunday = Date.parse(`${min}T00:00:00Z`);
  while (new Date(sunday).getUTCDay() !== 0) sunday += 86_400_000;
  const firstSunday = new Date(sunday).toISOString().slice(0, 10);
  if (firstSunday.slice(0, 7) === min?.slice(0, 7)) {
    await expect(grid.locator(`[role="button"][data-value="${firstSunday}"]`)).toHaveAttribute("aria-label", /, let op: Zondag: geen krant$/);
  }
  await expect(page.getByRole("list", { name: "Legenda" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
  // Keyboard: the focused day is the first one that can be chosen; Enter chooses it.
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("data-value", /^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press("ArrowRight");
  while ((await focused.getAttribute("aria-disabled")) === "true") await page.keyboard.press("ArrowRight");
  const chosen = await focused.getAttribute("data-value");
  await page.keyboard.press("Enter");
  await expect(grid).toBeHidden();
  await expect(field).toHaveValue(chosen as string);
  await expect(button).toBeFocused();
  // Escape closes without choosing.
  await button.click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid")).toBeHidden();
  await expect(button).toBeFocused();
  await expect(field).toHaveValue(chosen as string);

  // 200 % zoom of a 1280 × 800 window: the calendar stays inside the viewport (it scrolls if it must).
  await page.setViewportSize({ width: 640, height: 400 });
  await button.click();
  const content = page.locator(`[id="${await field.getAttribute("id")}-calendar-content"]`);
  await expect(content).toBeVisible();
  const box = await content.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 400 && box.x >= 0 && box.x + box.width <= 640).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(content).toBeHidden();
});

test("the page wrapper shows its heading only below tablet landscape and its sidebar only from it (spec §2)", async ({ page }) => {
  await page.goto(brandUrl("dagkoerier", "/dev/componenten"));
  const heading = page.getByText("Kopgebied: alleen op smalle schermen");
  const sidebar = page.getByText("Zijbalk: alleen vanaf tablet liggend (1024 px)");
  const main = page.getByText("Hoofdgebied: altijd zichtbaar");
  for (const width of [320, 375, 768, 1023]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(heading, `heading at ${width} px`).toBeVisible();
    await expect(sidebar, `sidebar at ${width} px`).toBeHidden();
    await expect(main).toBeVisible();
  }
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(heading, `heading at ${width} px`).toBeHidden();
    await expect(sidebar, `sidebar at ${width} px`).toBeVisible();
    await expect(main).toBeVisible();
  }
});
