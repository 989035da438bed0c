import { brandUrl, expect, openLoggedIn, test } from "./fixtures";

// Translations per page (ADR 0026): a page's HTML carries only the texts its routes can show; a
// client-side navigation brings the next page's texts with it, in the brand's language variant.
test("the service home carries only its own texts, and navigating to /account brings the nl-BE texts of that screen", async ({ page }) => {
  await openLoggedIn(page, "ochtendpost", "/account", "an.peeters@example.be");
  const home = await (await page.goto(brandUrl("ochtendpost", "/")))!.text();
  expect(home).toContain("serviceHomeHeading");
  expect(home).not.toContain("lastNameLabel");

  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Mijn account" }).click();
  await expect(page).toHaveURL(brandUrl("ochtendpost", "/account"));
  await expect(page.getByText("Familienaam", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Achternaam", { exact: true })).toHaveCount(0);
  expect(documents).toEqual([]); // a client-side navigation, not a new document
});
