import type { Page } from "@playwright/test";
import { attachScreenshot, brandUrl, expect, expectNoAxeViolationsInBothSchemes, hydrated, inWorld, logIn, openLoggedIn, ORIGIN, outbox, PHONE, test } from "./fixtures";

// Identity self-service at the identity provider (ADR 42): "Ik ben mijn wachtwoord vergeten" and a
// registration that is confirmed before it can log in.

/**
 * The 6-digit code of the newest e-mail to an address (its first line says "Uw code voor Mijn Omgeving:
 * 123456"): a demo person's in this journey's world, or (`asTyped`) a new address exactly as typed.
 */
async function codeSentTo(page: Page, email: string, { asTyped = false } = {}): Promise<string> {
  const [message] = asTyped
    ? ((await (await page.request.get(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json()) as { messages: { body: string }[] }).messages
    : await outbox(page.request, email);
  const code = /code voor Mijn Omgeving: (\d{6})/.exec(message?.body ?? "")?.[1];
  expect(code, `a code e-mailed to ${email}`).toBeDefined();
  return code!;
}

const rule = (page: Page, text: string) => page.getByRole("list").getByRole("listitem").filter({ hasText: text });

test("Jan forgets his password, sets a new one with the e-mailed code, and his other device is logged out", async ({ page, browser }, testInfo) => {
  const jan = "jan.jansen@example.nl";
  const otherContext = await browser.newContext({ viewport: PHONE });
  const other = await otherContext.newPage();
  await openLoggedIn(other, "dagkoerier", "/account", jan);

  // The contact page's sub-topic leads straight to the form.
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("dagkoerier", "/klantenservice/contact?onderwerp=account&subonderwerp=forget_password"));
  await hydrated(page);
  await page.getByRole("link", { name: "Zelf regelen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord vergeten" })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);

  // An address that is not one: told next to the field, what was typed kept.
  await page.getByLabel("E-mailadres").fill("jan.jansen@");
  await page.getByRole("button", { name: "Code versturen" }).click();
  await expect(page.getByText("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.")).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toHaveValue("jan.jansen@");

  await page.getByLabel("E-mailadres").fill(inWorld(jan));
  await page.getByRole("button", { name: "Code versturen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nieuw wachtwoord instellen" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("hebben we daar een code van 6 cijfers naartoe gestuurd");
  const code = await codeSentTo(page, jan);

  // The requirements indicator, as on /account/wijzig-wachtwoord.
  await page.getByLabel("Code uit de e-mail").fill(code);
  await page.getByLabel("Nieuw wachtwoord").fill("kort");
  await expect(rule(page, "minimaal 10 tekens")).toContainText("niet voldaan");
  await expect(rule(page, "niet uw e-mailadres")).toContainText("voldaan");
  await expectNoAxeViolationsInBothSchemes(page);
  await attachScreenshot(page, testInfo, "reset-375");
  await page.getByLabel("Nieuw wachtwoord").fill("Vergeten-en-nu-2026!");
  await expect(rule(page, "minimaal 10 tekens")).not.toContainText("niet voldaan");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();

  // Signed in on this device straight away…
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/"));
  await page.goto(brandUrl("dagkoerier", "/account/activiteit"));
  await expect(page.getByText("Wachtwoord opnieuw ingesteld; overal uitgelogd").first()).toBeVisible();

  // …and logged out on the other.
  await other.goto(brandUrl("dagkoerier", "/account"));
  await expect(other.getByRole("button", { name: "Inloggen" })).toBeVisible();
  await logIn(other, jan, "Vergeten-en-nu-2026!");
  await expect(other).toHaveURL(brandUrl("dagkoerier", "/account"));
  await otherContext.close();
});

test("a new address makes an account, confirms it with the e-mailed code, and is logged in", async ({ page }, testInfo) => {
  const email = `nieuw.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.nl`;
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("wereldwijzer", "/account"));
  await page.getByRole("link", { name: "Account maken" }).click();
  await page.getByLabel("Voornaam").fill("Noor");
  await page.getByLabel("Achternaam").fill("van den Berg");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill("Nieuw-account-2026");
  await page.getByRole("button", { name: "Account maken" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Bevestig uw e-mailadres" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`We hebben een code van 6 cijfers gestuurd naar ${email}`);
  await expectNoAxeViolationsInBothSchemes(page);
  await attachScreenshot(page, testInfo, "confirm-375");

  // Not yet confirmed: logging in leads back here, not into the portal.
  const code = await codeSentTo(page, email, { asTyped: true });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel("Code uit de e-mail").fill(wrong);
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByRole("alert")).toContainText("De code is onjuist of niet meer geldig.");
  await expect(page.getByLabel("Code uit de e-mail")).toHaveValue(wrong);
  await expectNoAxeViolationsInBothSchemes(page);

  await page.getByLabel("Code uit de e-mail").fill(code);
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page).toHaveURL(brandUrl("wereldwijzer", "/account"));
  await expect(page.getByRole("heading", { level: 1, name: "Mijn account" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
