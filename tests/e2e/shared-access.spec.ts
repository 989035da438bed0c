import { type Page } from "@playwright/test";
import { attachScreenshot, type BrandScreens, brandUrl, DEMO_PASSWORD, expect, expectNoAxeViolations, inWorld, openLoggedIn, outbox, PHONE, test, testAxeOnEveryBrand } from "./fixtures";

// Shared access (ADR 21): Jan invites Tom, Tom logs in from the invitation and accepts, sees the shared
// paper on his subscriptions, Jan removes him and the access ends. The invitee's other states: another
// account, an expired key. Each journey has a world of its own (ADR 37), so Tom starts uninvited.

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";
const TOM = "geen.abonnement@example.nl";
const PIETER_KEY = "k7Qm2xVb9PzL4sRtWd8Ny5TqE1gKaHc3x";
const EXPIRED_KEY = "Xp4Lr7Tm2Qw9Zs6Vb1Nc8Kd3Fg5Hj0Ya";

/** The invitation link in the newest e-mail to `to`, as the recipient would click it. */
async function linkMailedTo(page: Page, to: string): Promise<{ link: string; key: string }> {
  const messages = await outbox(page.request, to);
  const link = /(https?:\/\/\S+\/abonnementen\/uitnodiging\/([A-Za-z0-9_-]+))/.exec(messages[0]!.body)!;
  return { link: link[1]!, key: link[2]! };
}

test("Jan invites Tom, Tom accepts after logging in and reads along, Jan removes him and the access ends", async ({ page, browser }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/abonnementen/delen", JAN);
  await expect(page.getByRole("heading", { level: 1, name: "Abonnement delen" })).toBeVisible();
  const card = page.getByRole("region", { name: /De Dagkoerier/ });
  // Hydrated: "Verwijderen" is a dialog button (before, a link to the confirmation).
  await expect(card.getByRole("button", { name: "Verwijderen Lisa Jansen" })).toBeVisible();
  await expect(card.getByText("2 van 3 plaatsen voor meelezers in gebruik")).toBeVisible();
  await expect(card.getByRole("paragraph").filter({ hasText: "Lisa Jansen" })).toBeVisible();
  await attachScreenshot(page, testInfo, "delen-jan-375");

  // A typing slip first: the message is next to the field and the address stays.
  const email = card.getByRole("textbox", { name: "E-mailadres van de meelezer" });
  await email.fill("geen.abonnement@example");
  await card.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in\./);
  await email.fill(inWorld(TOM));
  await card.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText(inWorld(`De uitnodiging is verstuurd naar ${TOM}.`)).first()).toBeVisible();
  await expect(card.getByText("3 van 3 plaatsen voor meelezers in gebruik")).toBeVisible();
  await expect(card.getByText(/Alle plaatsen zijn bezet/)).toBeVisible();
  const { link, key } = await linkMailedTo(page, TOM);

  // Tom, in his own browser, opens the link from the e-mail: it leads to this stack's portal (the brand's
  // local alias), not to the production host.
  expect(link).toBe(brandUrl("dagkoerier", `/abonnementen/uitnodiging/${key}`));
  const tomContext = await browser.newContext({ viewport: PHONE });
  const tom = await tomContext.newPage();
  await tom.goto(link);
  await expect(tom.getByRole("heading", { level: 1, name: "Jan Jansen nodigt u uit om mee te lezen" })).toBeVisible();
  await expect(tom.getByText("g•••@example.nl").first()).toBeVisible();
  await expectNoAxeViolations(tom);
  await attachScreenshot(tom, testInfo, "uitnodiging-niet-ingelogd-375");
  await tom.getByRole("main").getByRole("link", { name: "Inloggen" }).click();
  await tom.getByLabel("E-mailadres").fill(inWorld(TOM));
  await tom.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await tom.getByRole("button", { name: "Inloggen" }).click();
  await expect(tom).toHaveURL(brandUrl("dagkoerier", `/abonnementen/uitnodiging/${key}`));
  await expect(tom.getByText(inWorld(`U bent ingelogd als ${TOM}.`))).toBeVisible();
  await tom.getByRole("button", { name: "Uitnodiging accepteren" }).click();
  await expect(tom.getByRole("heading", { level: 1, name: "U leest mee met De Dagkoerier" })).toBeVisible();
  await tom.getByRole("link", { name: "Naar mijn abonnementen" }).click();
  await expect(tom.getByText("Gedeeld door Jan Jansen")).toBeVisible();
  await attachScreenshot(tom, testInfo, "abonnementen-tom-gedeeld-375");

  // Jan sees Tom reading along and removes him after confirming.
  await page.reload();
  await expect(card.getByRole("paragraph").filter({ hasText: "Tom Bakker" })).toBeVisible();
  await card.getByRole("button", { name: "Verwijderen Tom Bakker" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Tom Bakker verwijderen als meelezer?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByText("De meelezer is verwijderd en kan vanaf nu niet meer meelezen.").first()).toBeVisible();
  await expect(card.getByRole("paragraph").filter({ hasText: "Tom Bakker" })).toBeHidden();

  // Tom's next page no longer has the paper.
  await tom.reload();
  await expect(tom.getByText("Gedeeld door Jan Jansen")).toBeHidden();
  await tomContext.close();
});

test("Jan sends an expired invite again in one tap: a new link to the same address, the row open again", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/abonnementen/delen", JAN);
  const card = page.getByRole("region", { name: /De Dagkoerier/ });
  const row = card.getByRole("listitem").filter({ hasText: inWorld("oud.adres@example.nl") });
  await expect(row.getByText("Verlopen", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Verwijderen Lisa Jansen" })).toBeVisible();
  await attachScreenshot(page, testInfo, "delen-verlopen-uitnodiging-375");
  await row.getByRole("button", { name: inWorld("Opnieuw versturen uitnodiging aan oud.adres@example.nl") }).click();
  await expect(page.getByText(inWorld("De uitnodiging is opnieuw verstuurd naar oud.adres@example.nl.")).first()).toBeVisible();
  await expect(row.getByText("Uitgenodigd", { exact: true })).toBeVisible();
  await expect(row.getByText(/Geldig tot en met/)).toBeVisible();
  await expect(row.getByRole("button", { name: /Opnieuw versturen/ })).toHaveCount(0);
  const messages = await outbox(page.request, "oud.adres@example.nl");
  expect(messages).toHaveLength(1);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, "delen-opnieuw-verstuurd-375");
});

test("the invitee's page explains an invite for another address and an expired one", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(brandUrl("dagkoerier", `/abonnementen/uitnodiging/${EXPIRED_KEY}`));
  await expect(page.getByRole("heading", { level: 1, name: "Deze uitnodiging is verlopen" })).toBeVisible();
  await expect(page.getByText("Vraag Jan Jansen om u een nieuwe uitnodiging te sturen.")).toBeVisible();
  await attachScreenshot(page, testInfo, "uitnodiging-verlopen-375");

  // An, logged in, opens the invite Jan sent to Pieter.
  await openLoggedIn(page, "dagkoerier", "/account", AN);
  await page.goto(brandUrl("dagkoerier", `/abonnementen/uitnodiging/${PIETER_KEY}`));
  await expect(page.getByRole("heading", { level: 1, name: "Deze uitnodiging is voor een ander e-mailadres" })).toBeVisible();
  await expect(page.getByText(inWorld(`U bent ingelogd als ${AN}, maar de uitnodiging is gestuurd naar p•••@example.nl.`), { exact: false })).toBeVisible();
  await attachScreenshot(page, testInfo, "uitnodiging-ander-account-375");
  // "Inloggen met een ander account" asks the identity provider for its login form, and comes back here.
  await page.getByRole("button", { name: "Inloggen met een ander account" }).click();
  await expect(page.getByRole("heading", { name: "Inloggen" })).toBeVisible();
});

test("Tom asks Jan to read along and withdraws his request: Jan no longer sees it", async ({ page, browser }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openLoggedIn(page, "dagkoerier", "/abonnementen/delen", TOM);
  const section = page.getByRole("region", { name: "Meelezen met iemand anders" });
  await section.getByRole("textbox", { name: "E-mailadres van de eigenaar van het abonnement" }).fill(inWorld(JAN));
  await section.getByRole("textbox", { name: "Bericht aan de eigenaar" }).fill("Mag ik de krant ook lezen?");
  await section.getByRole("button", { name: "Vraag toegang tot De Dagkoerier" }).click();
  await expect(page.getByText(/Uw verzoek is verstuurd\./).first()).toBeVisible();
  const withdraw = section.getByRole("button", { name: inWorld(`Verzoek intrekken aan ${JAN}`) });
  await expect(withdraw).toBeVisible();
  await attachScreenshot(page, testInfo, "verzoek-open-375");
  await expectNoAxeViolations(page);

  await withdraw.click();
  await expect(page.getByText("Uw verzoek is ingetrokken. De eigenaar ziet het niet meer.").first()).toBeVisible();
  await expect(section.getByText("Ingetrokken", { exact: true })).toBeVisible();
  await expect(withdraw).toBeHidden();

  const janContext = await browser.newContext({ viewport: PHONE });
  const jan = await janContext.newPage();
  await openLoggedIn(jan, "dagkoerier", "/abonnementen/delen", JAN);
  await expect(jan.getByRole("heading", { level: 1, name: "Abonnement delen" })).toBeVisible();
  await expect(jan.getByText("Mag ik de krant ook lezen?")).toHaveCount(0);
  await janContext.close();
});

const SCREENS: BrandScreens = {
  dagkoerier: { email: JAN, paths: ["/abonnementen/delen", `/abonnementen/uitnodiging/${EXPIRED_KEY}`] },
  wereldwijzer: { email: JAN, paths: ["/abonnementen/delen"] },
  ochtendpost: { email: AN, paths: ["/abonnementen/delen", `/abonnementen/uitnodiging/${PIETER_KEY}`] },
  zendernet: { email: AN, paths: ["/abonnementen/delen"] },
};

testAxeOnEveryBrand("shared access", SCREENS);
