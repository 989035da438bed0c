import { brandUrl, expect, hydrated, openAccountPage, PHONE, test } from "./fixtures";

// One subscriber's browser with an origin that fails 1 in 5 of its calls (the portal's
// mo-test-origin-faults cookie, development and test only; ADR 47/48): a 503 before the origin applied
// a call, a 502 after. Reads are tried again at once and writes under their idempotency key, so the
// subscriber notices nothing: no error panel, every switch says what was stored.

test("with 1 in 5 origin calls failing, An reads her pages and switches newsletters as if nothing were wrong", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await openAccountPage(page, "ochtendpost", "/account/nieuwsbrieven", "an.peeters@example.be");
  await context.addCookies([{ name: "mo-test-origin-faults", value: "0.2", url: brandUrl("ochtendpost") }]);

  for (const [path, heading] of [
    ["/account", "Mijn account"],
    ["/abonnementen", "Abonnementen"],
    ["/facturen", "Facturen"],
    ["/account/voorkeuren", "Voorkeuren"],
    ["/account/nieuwsbrieven", "Nieuwsbrieven"],
  ] as const) {
    await page.goto(brandUrl("ochtendpost", path));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText("Helaas, deze inhoud kan niet geladen worden.")).toHaveCount(0);
  }

  await hydrated(page);
  const economy = page.getByRole("switch", { name: "Economie en geld" });
  for (const subscribe of [true, false, true, false]) {
    await economy.click();
    await expect(page.getByRole("status").filter({ hasText: subscribe ? "U bent ingeschreven voor Economie en geld." : "U bent uitgeschreven voor Economie en geld." }).last()).toBeVisible();
    if (subscribe) await expect(economy).toBeChecked();
    else await expect(economy).not.toBeChecked();
  }
  // What the page said is what was stored.
  await page.reload();
  await expect(page.getByRole("switch", { name: "Economie en geld" })).not.toBeChecked();
});
