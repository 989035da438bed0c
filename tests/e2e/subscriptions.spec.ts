import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { attachScreenshot, BRANDS, brandUrl, DESKTOP, expect, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes, inWorld, openLoggedIn, PHONE, test } from "./fixtures";

// Subscriptions and invoices: what Jan (NL) and An (BE) pay for, the invoice filter in the URL,
// the PDF, and axe in light and dark mode on every demo brand. These journeys only read.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

test("Jan sees his two subscriptions grouped by brand, with what he gets, the price and how he pays", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/abonnementen", JAN);
  await expect(page.getByRole("heading", { level: 1, name: "Abonnementen" })).toBeVisible();
  const dagkoerier = page.getByRole("region", { name: "De Dagkoerier" });
  await expect(dagkoerier.getByRole("heading", { level: 3, name: /De Dagkoerier – Krant 6 dagen per week/ })).toBeVisible();
  await expect(dagkoerier.getByText("Actief")).toBeVisible();
  await expect(dagkoerier.getByText("De krant op maandag t/m zaterdag")).toBeVisible();
  await expect(dagkoerier.getByText(/€\s?45,99 per maand/)).toBeVisible();
  await expect(dagkoerier.getByText("Automatische incasso van NL** **** **** **43 00")).toBeVisible();
  await expect(page.getByRole("region", { name: "Wereldwijzer" }).getByText("10 nummers per jaar", { exact: true })).toBeVisible();
  await attachScreenshot(page, testInfo, "abonnementen-jan-375");

  // From a subscription to its invoices: the filter is in the URL.
  await dagkoerier.getByRole("link", { name: "Facturen van dit abonnement" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/facturen?abonnement=700100"));
  await expect(page.getByText("5 facturen")).toBeVisible();
});

test("Tom links a subscription he took out by phone, after a wrong postcode", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/abonnementen", "geen.abonnement@example.nl");
  await expect(page.getByText("Er zijn nog geen abonnementen aan uw account gekoppeld.")).toBeVisible();
  const form = page.getByRole("region", { name: "Abonnement koppelen" });
  await form.getByLabel("Abonnementsnummer").fill(inWorld("700700"));
  await form.getByLabel("Postcode van het bezorgadres").fill("1017 AB");
  await form.getByRole("button", { name: "Abonnement koppelen" }).click();
  await expect(form.getByText("Deze postcode hoort niet bij dit abonnement.")).toBeVisible();
  await expect(form.getByLabel("Abonnementsnummer")).toHaveValue(inWorld("700700"));
  await expectNoAxeViolations(page);
  await form.getByLabel("Postcode van het bezorgadres").fill("1016gv");
  await form.getByRole("button", { name: "Abonnement koppelen" }).click();
  await expect(page.getByText(inWorld("Abonnement 700700 is aan uw account gekoppeld."))).toBeVisible();
  await expect(page.getByRole("region", { name: "De Dagkoerier" }).getByText("De krant op zaterdag")).toBeVisible();
  await attachScreenshot(page, testInfo, "abonnement-gekoppeld-375");
});
