import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { attachScreenshot, BRANDS, brandUrl, DESKTOP, expect, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes, inWorld, openLoggedIn, ORIGIN, PHONE, test } from "./fixtures";

// Subscriptions and invoices: what Jan (NL) and An (BE) pay for, the invoice filter in the URL,
// the PDF, and axe in light and dark mode on every demo brand. These journeys only read.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

test("Jan filters his invoices by status, opens one and downloads its PDF", async ({ page }, testInfo) => {
  // At phone width the filter's selects stay native (the listbox loads from 768 px on).
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/facturen", JAN);
  await expect(page.getByText("6 facturen")).toBeVisible();
  await page.getByLabel("Status").selectOption("open");
  await page.getByRole("button", { name: "Filter toepassen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/facturen?status=open"));
  await expect(page.getByText("1 factuur")).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "Factuur november 2026" });
  await expect(card.getByText("Open", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: /Details/ }).click();
  await expect(card.getByText(inWorld("DK202611700100"), { exact: true })).toBeVisible();
  // Paid by direct debit: the invoice says it is collected, and asks no transfer (issue 56).
  // Never a date gone by: "rond 15 november 2026" until then, "binnenkort" after it (the origin's day, ADR 36).
  const { now } = (await (await page.request.get(`${ORIGIN}/health`)).json()) as { now: string };
  const around = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(now)) <= "2026-11-15" ? "rond 15 november 2026" : "binnenkort";
  await expect(card.getByText(new RegExp(`Dit bedrag wordt ${around} automatisch afgeschreven van uw rekening eindigend op \\d{4}\\. U hoeft niets te doen\\.`))).toBeVisible();
  await expect(card.getByText(/Maak .* over/)).toHaveCount(0);
  await expect(card.getByText(/Teruggave bezorging/)).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await attachScreenshot(page, testInfo, "facturen-open-1440");

  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: /PDF/ }).click()]);
  expect(download.suggestedFilename()).toBe(inWorld("factuur-DK202611700100.pdf"));
  const dir = mkdtempSync(path.join(os.tmpdir(), "factuur-"));
  const file = path.join(dir, "factuur.pdf");
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // pdftoppm (poppler) renders page 1: a real, readable PDF.
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", file, path.join(dir, "page")]);
  const png = readFileSync(path.join(dir, "page-1.png"));
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  await testInfo.attach("factuur-page-1", { body: png, contentType: "image/png" });
  writeFileSync(path.join(dir, "done"), "");
});

test("junk in the filter is ignored with a notice, and another account's invoice is a 404", async ({ page }) => {
  await openLoggedIn(page, "dagkoerier", "/facturen?jaar=abc&status=%3Cx%3E", JAN);
  await expect(page.getByText("Dit filter kennen we niet en is genegeerd: jaar, status.")).toBeVisible();
  await expect(page.getByText("6 facturen")).toBeVisible();
  // Fetched by the page itself (its cookies, its host).
  const foreign = await page.evaluate(async (invoice) => {
    const response = await fetch(`/facturen/${invoice}/pdf`);
    return { status: response.status, start: (await response.text()).slice(0, 4) };
  }, inWorld("inv-op-an-2026-11"));
  expect(foreign.status).toBe(404);
  expect(foreign.start).not.toBe("%PDF");
});

test("An (Belgium) reads 'domiciliëring' and Belgian amounts on De Ochtendpost", async ({ page }) => {
  await openLoggedIn(page, "ochtendpost", "/abonnementen", AN);
  await expect(page.getByText(/Domiciliëring van BE\*\*/)).toBeVisible();
  await page.goto(brandUrl("ochtendpost", "/facturen"));
  const card = page.getByRole("article").filter({ hasText: "Factuur november 2026" });
  await card.getByRole("button", { name: /Details/ }).click();
  await expect(card.getByText(/Domiciliëring van BE\*\*/)).toBeVisible();
});
