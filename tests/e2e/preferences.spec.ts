import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { attachScreenshot, brandUrl, checkScreen, DESKTOP, expect, expectNoAxeViolations, hydrated, logIn, openAccountPage, PHONE, test } from "./fixtures";

// Journeys through the communication and language preferences.

// Issue 58, ADR 50: switching offers off must not silently stop the e-mail about a missed paper.
test("on a phone, offers switched off leave the delivery notices on, each stored on its own", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openAccountPage(page, "dagkoerier", "/account/voorkeuren", "jan.jansen@example.nl");
  await hydrated(page);
  const dagkoerier = page.getByRole("group", { name: "De Dagkoerier" });
  const notices = dagkoerier.getByRole("checkbox", { name: "Meldingen over storingen in de bezorging, per e-mail" });
  const offers = dagkoerier.getByRole("checkbox", { name: "E-mail", exact: true });
  await expect(page.getByText(/Bevestigingen van wat u regelt, ontvangstbewijzen, facturen en beveiligingscodes sturen wij altijd/)).toBeVisible();
  await notices.check();
  await offers.uncheck();
  await page.getByRole("button", { name: "Voorkeuren opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw communicatievoorkeuren zijn opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "De Dagkoerier" }).getByRole("checkbox", { name: "Meldingen over storingen in de bezorging, per e-mail" })).toBeChecked();
  await expect(page.getByRole("group", { name: "De Dagkoerier" }).getByRole("checkbox", { name: "E-mail", exact: true })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "voorkeuren-service-apart-375");
});

test("communication and language preferences are stored and still there after a reload", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openAccountPage(page, "dagkoerier", "/account/voorkeuren", "jan.jansen@example.nl");
  await expect(page.getByRole("heading", { level: 1, name: "Voorkeuren" })).toBeVisible();
  await hydrated(page);
  await checkScreen(page, testInfo, "voorkeuren");

  const dagkoerier = page.getByRole("group", { name: "De Dagkoerier" });
  const post = dagkoerier.getByRole("checkbox", { name: "Post" });
  const wanted = !(await post.isChecked());
  await post.setChecked(wanted);
  await page.getByRole("button", { name: "Voorkeuren opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw communicatievoorkeuren zijn opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "De Dagkoerier" }).getByRole("checkbox", { name: "Post" })).toBeChecked({ checked: wanted });
  await expect(page.getByRole("group", { name: "Wereldwijzer" })).toBeVisible();

  await page.getByRole("radio", { name: "Nederlands (België)" }).check();
  await page.getByRole("button", { name: "Taalvoorkeur opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw taalvoorkeur is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Nederlands (België)" })).toBeChecked();
  // The portal follows the preference: nl-BE page language and texts on a Dutch brand.
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  await expect(page.getByText("Aangemeld", { exact: true })).toBeAttached();

  await page.getByRole("radio", { name: "Volg de website" }).check();
  await page.getByRole("button", { name: "Taalvoorkeur opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uw taalvoorkeur is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("radio", { name: "Volg de website" })).toBeChecked();
});
