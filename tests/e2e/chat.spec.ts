import { type BrowserContext, type Page } from "@playwright/test";
import { TEST_PORTS } from "../../scripts/stack-config.mjs";
import { attachScreenshot, BRANDS, brandUrl, expect, expectNoAxeViolationsInBothSchemes, inWorld, openLoggedIn, PHONE, test } from "./fixtures";

// The embedded chat (ADR 30): Jan opens the chat from the launcher on his phone, asks a question, the
// agent answers on the development agent page and Jan sees the answer arrive; Escape closes the window
// and focus returns; outside opening hours and without JavaScript there is no launcher; axe in light
// and dark on the window (every brand with chat) and on the agent page. The mo-test-clock cookie
// (development and test only) puts the portal inside or outside opening hours, whatever the real time.

// One desk for every brand on the stack: this file's journeys run one after another (not beside each
// other), so the agent page shows only the conversation of the journey at hand.
test.describe.configure({ mode: "default" });

const JAN = "jan.jansen@example.nl";
const AGENT_PAGE = `http://127.0.0.1:${TEST_PORTS.e2e.origin}/dev/chat-agent`;
const WEDNESDAY_MORNING = "2026-11-25T10:00:00Z";
const SUNDAY = "2026-11-29T10:00:00Z";
const CONTACT = "/klantenservice/contact?onderwerp=delivery&subonderwerp=delivery_complaint";

async function setClock(context: BrowserContext, brand: string, at: string) {
  await context.addCookies([{ name: "mo-test-clock", value: encodeURIComponent(at), url: brandUrl(brand) }]);
}

// nl-BE says "klantendienst" where nl-NL says "klantenservice".
const CHAT_NAME = /^Chat met de klanten(service|dienst)$/;
const launcher = (page: Page) => page.getByRole("complementary", { name: CHAT_NAME }).getByRole("button", { name: "Chat met ons" });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: CHAT_NAME });

test("Jan chats on his phone: his question, the agent's answer on the agent page, Escape closes, the conversation ends", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await setClock(context, "dagkoerier", WEDNESDAY_MORNING);
  // The contact page needs no login; logged in, the window says who is chatting.
  await openLoggedIn(page, "dagkoerier", "/account", JAN);
  await page.goto(brandUrl("dagkoerier", CONTACT));

  await launcher(page).click();
  const window = chatWindow(page);
  await expect(window).toBeVisible();
  await expect(window).toContainText(inWorld(`U chat als ${JAN}`));
  const field = window.getByRole("textbox", { name: "Uw bericht" });
  await expect(field).toBeFocused();
  // The free-text rule, beside the field, the typed text kept.
  await field.fill("Zie https://example.nl");
  await window.getByRole("button", { name: "Versturen" }).click();
  await expect(window.getByText("Gebruik", { exact: false }).first()).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("Zie https://example.nl");
  const question = `Mijn krant was vanochtend nat (${testInfo.workerIndex}-${Date.now()}).`;
  await field.fill(question);
  await field.press("Enter");
  const log = window.getByRole("log", { name: "Gesprek" });
  await expect(log).toContainText(question);
  await expect(field).toHaveValue("");

  // The agent, in another tab: the conversation is listed with Jan's name and question.
  const agent = await context.newPage();
  await agent.goto(AGENT_PAGE);
  const conversation = agent.getByRole("article").filter({ hasText: question });
  await expect(conversation.getByRole("heading", { name: "Jan Jansen – De Dagkoerier" })).toBeVisible();
  await conversation.getByRole("textbox", { name: "Antwoord aan Jan Jansen" }).fill("Wat vervelend! Wij bezorgen vandaag een nieuwe krant.");
  await conversation.getByRole("button", { name: "Antwoord versturen" }).click();
  await expect(agent.getByRole("article").filter({ hasText: question })).toContainText("Wij bezorgen vandaag een nieuwe krant.");

  // Jan sees it arrive without doing anything (the window's long poll).
  await expect(log).toContainText("Wat vervelend! Wij bezorgen vandaag een nieuwe krant.");
  await attachScreenshot(page, testInfo, "chat-antwoord-375");

  // Escape closes; focus returns to the launcher; reopening shows the same conversation.
  await page.keyboard.press("Escape");
  await expect(window).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await expect(chatWindow(page).getByRole("log")).toContainText(question);

  await chatWindow(page).getByRole("button", { name: "Gesprek beëindigen" }).click();
  await expect(chatWindow(page).getByRole("log")).toContainText("Het gesprek is beëindigd.");
  await agent.reload();
  await expect(agent.getByRole("article").filter({ hasText: question })).toHaveCount(0);
  await agent.close();
});

test("outside opening hours there is no launcher and the contact page offers phone and form", async ({ page, context }) => {
  await setClock(context, "dagkoerier", SUNDAY);
  await page.goto(brandUrl("dagkoerier", CONTACT));
  await expect(page.getByRole("heading", { name: "Neem contact op" })).toBeVisible();
  await expect(page.getByText("Nu gesloten.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Chat met ons" })).toHaveCount(0);
});

test("without JavaScript there is no launcher, the phone and the form remain", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setClock(context, "dagkoerier", WEDNESDAY_MORNING);
  const page = await context.newPage();
  await page.goto(brandUrl("dagkoerier", CONTACT));
  await expect(page.getByRole("heading", { name: "Neem contact op" })).toBeVisible();
  await expect(page.getByText("Nu bereikbaar.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Chat met ons" })).toHaveCount(0);
  await context.close();
});

for (const { key } of BRANDS) {
  test(`the chat passes axe in light and dark mode on ${key}`, async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await setClock(context, key, WEDNESDAY_MORNING);
    await page.goto(brandUrl(key, "/klantenservice/contact")); // the topics: every brand has them
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (key === "wereldwijzer") {
      // The one demo brand without a chat: no launcher at all.
      await expect(page.getByRole("button", { name: "Chat met ons" })).toHaveCount(0);
      await expectNoAxeViolationsInBothSchemes(page);
      return;
    }
    await launcher(page).click();
    await expect(chatWindow(page).getByRole("textbox", { name: "Uw bericht" })).toBeFocused();
    await expectNoAxeViolationsInBothSchemes(page);
  });
}

test("the launcher is on every page, steps aside for a form's submit button at 375 px, and stays small once made small", async ({ page, context }, testInfo) => {
  await page.setViewportSize(PHONE);
  await setClock(context, "dagkoerier", WEDNESDAY_MORNING);
  await openLoggedIn(page, "dagkoerier", "/vakantieservice/doorgeven?abonnement=700100", JAN);
  await expect(launcher(page)).toBeVisible();
  const submit = page.getByRole("main").locator('button[type="submit"]').last();
  await expect(submit).toBeVisible();
  // Scroll the submit button to where the launcher floats: the launcher steps aside, the button takes the click.
  const box = await page.locator("[data-minimised]").boundingBox();
  await page.evaluate(
    ([button, launcherY]) => {
      const rect = (document.querySelectorAll('main button[type="submit"]')[button] as HTMLElement).getBoundingClientRect();
      window.scrollBy(0, rect.top + rect.height / 2 - launcherY);
    },
    [(await page.getByRole("main").locator('button[type="submit"]').count()) - 1, box!.y + box!.height / 2] as const,
  );
  await expect(page.locator("[data-minimised]")).toHaveAttribute("data-aside", "true");
  const covered = await submit.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    return [rect.right - 8, rect.left + rect.width / 2].some((x) => !button.contains(document.elementFromPoint(x, rect.top + rect.height / 2)));
  });
  expect(covered).toBe(false);
  await attachScreenshot(page, testInfo, "chat-wijkt-voor-knop-375");
  // Scrolled away again, it is back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("[data-minimised]")).toHaveAttribute("data-aside", "false");

  // Made small, it stays small on the next page and still opens the chat.
  await page.getByRole("button", { name: "Chatknop verkleinen" }).click();
  await expect(page.locator("[data-minimised]")).toHaveAttribute("data-minimised", "true");
  await page.goto(brandUrl("dagkoerier", "/abonnementen"));
  await expect(page.locator("[data-minimised]")).toHaveAttribute("data-minimised", "true");
  await expect(page.getByRole("button", { name: "Chatknop verkleinen" })).toHaveCount(0);
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);
});

test("the agent page passes axe in light and dark mode", async ({ page, context }) => {
  // One open conversation, so the page shows a reply form.
  await setClock(context, "ochtendpost", WEDNESDAY_MORNING);
  await page.goto(brandUrl("ochtendpost", CONTACT));
  await launcher(page).click();
  await chatWindow(page).getByRole("textbox", { name: "Uw bericht" }).fill("Goeiedag, een vraag over mijn bedeling.");
  await chatWindow(page).getByRole("button", { name: "Versturen" }).click();
  await expect(chatWindow(page).getByRole("log")).toContainText("een vraag over mijn bedeling");
  await page.goto(AGENT_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Chat: open gesprekken" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);
});
