import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Frame, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { TEST_PORTS, TEST_SECRETS } from "../../scripts/stack-config.mjs";
import { renameInWorld, requestWorld, type World } from "../../contracts/test-worlds";

export const PORT = TEST_PORTS.e2e.portal;
export const ORIGIN = `http://127.0.0.1:${TEST_PORTS.e2e.origin}`;

/**
 * Every journey runs in a world of its own (ADR 37): a fresh copy of the demo people and all they own,
 * made by the origin's test seeding API before the journey starts. A journey writes the demo's names
 * ("jan.jansen@example.nl", "700100"); `inWorld` turns them into its world's, and the helpers below
 * (logging in, the dev outbox) do that themselves. So a journey can run alone, twice, in any order or
 * beside another, and never changes the demo accounts.
 */
let world: World | null = null;

/**
 * Outside opening hours unless a journey says otherwise: the portal's opening-hours clock (the chat
 * launcher, the contact form's "hidden during opening hours") is the real time, and a journey must not
 * behave differently at 10:00 than at 22:00. Journeys about opening hours set their own `mo-test-clock`.
 */
export const OUTSIDE_OPENING_HOURS = "2026-11-29T20:00:00Z"; // a Sunday evening

export const test = base.extend<{ world: World; quietClock: void }>({
  world: [
    async ({}, use) => {
      world = await requestWorld(ORIGIN, TEST_SECRETS.origin.TEST_SEED_SECRET);
      await use(world);
      world = null;
    },
    { auto: true },
  ],
  quietClock: [
    async ({ context }, use) => {
      const hosts = [...BRANDS.map(({ key }) => `http://${key}.localhost:${PORT}`), `http://localhost:${PORT}`];
      await context.addCookies(hosts.map((url) => ({ name: "mo-test-clock", value: encodeURIComponent(OUTSIDE_OPENING_HOURS), url })));
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** The demo's names in a text as they are in this journey's world (contracts/test-worlds.ts). */
export function inWorld(text: string): string {
  if (!world) throw new Error("inWorld() outside a journey");
  return renameInWorld(world, text);
}

/** The messages the dev outbox holds for an address or number (in this journey's world). */
export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  /** Files sent with it: `url` is a path on the origin (`${ORIGIN}${url}`). */
  attachments: Array<{ name: string; contentType: string; url: string }>;
}

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(to.includes("@") ? inWorld(to) : to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}
/** A path on a brand host; inside a journey, with the demo ids in it as they are in the journey's world. */
export const brandUrl = (key: string, path = "/") => `http://${key}.localhost:${PORT}${world ? inWorld(path) : path}`;

export const BRANDS = [
  { key: "dagkoerier", title: "De Dagkoerier | Mijn Omgeving" },
  { key: "wereldwijzer", title: "Wereldwijzer | Mijn Omgeving" },
  { key: "ochtendpost", title: "De Ochtendpost | Mijn Omgeving" },
  { key: "zendernet", title: "Zendernet | Mijn Omgeving" },
] as const;

export const PHONE = { width: 375, height: 812 };

export { ACCOUNT_SCREENS } from "../fixtures/screens.mjs";
export const DESKTOP = { width: 1440, height: 900 };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Best-practice rules that are in scope too: unique landmark names, content in landmarks, heading order. */
const AXE_EXTRA_RULES = { "landmark-unique": { enabled: true }, region: { enabled: true }, "heading-order": { enabled: true } };
/** axe-core's browser build, the one @axe-core/playwright injects. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Loads axe-core into a document unless it is there already (sending and parsing its 560 KB again costs
 * ~300 ms a check), with no timeout: @axe-core/playwright gives a frame one second, which a busy CI
 * machine exceeds, and then leaves that frame out without a word.
 */
async function loadAxe(frame: Frame) {
  if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
}
/** What the builder evaluates in each document it checks (loaded already) and in its blank page to finish the run (not yet). */
const AXE_UNLESS_LOADED = `if (!("axe" in window)) {\n${AXE_SOURCE}\n}`;

type AxeViolation = { id: string; nodes: { target: unknown[] }[] };

/**
 * axe with the WCAG 2.x A/AA rule sets; fails the test with the list of violations.
 *
 * A page without frames gets axe-core once per document and `axe.run` on it: the same rules and
 * result as `AxeBuilder#analyze`, which injects axe-core afresh on every call and finishes each run
 * in a new blank page (~1.5 s more per check, a quarter of the journeys' time on CI). A page with
 * frames goes through `AxeBuilder`, which checks inside each frame as well.
 */
export async function expectNoAxeViolations(page: Page) {
  let summary = await axeViolations(page);
  // A page still settling (a layout pass after hydration, a scroll the browser has not painted yet) can
  // show a transient state that no user sees; a violation counts when it is still there once the
  // browser has been idle and painted twice. A real one always is.
  if (summary.length > 0) {
    await browserIdle(page);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    summary = await axeViolations(page);
  }
  expect(summary).toEqual([]);
}

async function axeViolations(page: Page): Promise<string[]> {
  // The page as it settles, not in the middle of a navigation or revalidation (whose overlay, after
  // 700 ms on a busy machine, would lay white over the page).
  await page.waitForFunction(() => {
    const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } } }).__reactRouterDataRouter;
    return !router || (router.state.navigation.state === "idle" && router.state.revalidation === "idle");
  });
  await expect(page.getByTestId("route-change-overlay")).toHaveCount(0);
  // From the top of the page: axe's target-size rule counts a control that the sticky navigation
  // happens to cover at the current scroll position (where an earlier step left the page) as too close.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Colours that are still moving (a transition after a colour-scheme switch, a dialog fading in) are
  // not the page's: transitions and finite animations jump to their end. (Not awaited: a transition
  // inside a closed <details> never runs. Not endless animations: a spinner's never ends.)
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition || animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  let violations: AxeViolation[];
  if (page.frames().length > 1) {
    violations = await axeViolationsWithFrames(page);
  } else {
    await loadAxe(page.mainFrame());
    violations = await page.evaluate(async ({ tags, rules }) => {
      const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
      const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, rules, resultTypes: ["violations"] });
      return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ target }) => ({ target })) }));
    }, { tags: AXE_TAGS, rules: AXE_EXTRA_RULES });
  }
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * axe on a page with frames, inside each frame too. axe-core goes into every document first, with no
 * timeout; axe's own "frame-tested" rule then tells whether a frame was left out all the same (it
 * reports the frame as incomplete), and the check runs again, or fails saying so: it never passes on
 * a frame it did not look into.
 */
async function axeViolationsWithFrames(page: Page): Promise<AxeViolation[]> {
  for (let attempt = 1; ; attempt++) {
    for (const frame of page.frames()) if (!frame.isDetached()) await loadAxe(frame);
    const results = await new AxeBuilder({ page, axeSource: AXE_UNLESS_LOADED })
      .options({ rules: { ...AXE_EXTRA_RULES, "frame-tested": { enabled: true } } })
      .withTags(AXE_TAGS)
      .analyze();
    const untested = results.incomplete.find((rule) => rule.id === "frame-tested")?.nodes.map((node) => node.target.join(" ")) ?? [];
    if (untested.length === 0) return results.violations;
    if (attempt === 3) throw new Error(`axe could not look inside ${untested.join(", ")}`);
  }
}

/** Waits until React Router has hydrated the page (its route modules are loaded). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (globalThis as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
}

/**
 * Waits until a lazily loaded form has taken over what the server rendered: the page is hydrated and
 * the browser has painted twice since (React commits the form's own chunk in the frame after it loads).
 * No fixed sleep: a slow machine waits longer, a fast one not at all.
 */
export async function formTookOver(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Waits until the browser is idle (what the error reporter waits for before it may load anything). */
export async function browserIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
}

/**
 * axe on the page as it is, in light and then in dark mode (prefers-color-scheme switched in place:
 * the portal's colours follow the media query, so the page need not load twice); leaves it light.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await test.step(`axe, ${colorScheme}`, () => expectNoAxeViolations(page));
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/**
 * A full-page screenshot in the report, for looking at a screen as a user sees it. Taken on a
 * developer's machine and when E2E_SCREENSHOTS=1; skipped on CI, where nobody looks at them and
 * they cost minutes (a failing test still gets its screenshot from the config).
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== "1") return;
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

export const DEMO_PASSWORD = "Welkom-2026!";

/** Fills in and sends the identity provider's login form as a demo person of this journey's world. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("E-mailadres").fill(inWorld(email));
  await page.getByLabel("Wachtwoord").fill(password);
  // A Belgian brand's login page says "Aanmelden" (nl-BE).
  await page.getByRole("button", { name: /^(Inloggen|Aanmelden)$/ }).click();
}

/**
 * Opens a path on a brand host logged in: on the way when the identity provider asks (single sign-on
 * skips it later), or, on a page open to everyone (the service home, /bezorgservice), through the
 * header's login link when the page shows it.
 */
export async function openLoggedIn(page: Page, brand: string, pathname: string, email: string) {
  await page.goto(brandUrl(brand, pathname));
  if (!page.url().includes("/oauth/authorize")) {
    const login = page.getByRole("banner").getByRole("link", { name: /^(Inloggen|Aanmelden)$/ });
    if ((await login.count()) > 0) {
      await login.first().click();
      // The identity provider's form, or (single sign-on) back on the page logged in.
      await expect(page.getByLabel("Wachtwoord").or(page.getByRole("banner").getByText(/^(Uitloggen|Afmelden)$/)).first()).toBeVisible();
    }
  }
  if (page.url().includes("/oauth/authorize")) {
    await logIn(page, email);
    // Back from the identity provider before anything else: a goto while the login is still on its way
    // cancels it. Wrangler's local dev server answers a POST that arrived while it restarted its runtime
    // with a plain-text "Your worker restarted mid-request" (it retries only GET and HEAD; seen twice in CI,
    // a local artefact with no production counterpart): the login form is then sent once more.
    const away = (url: URL) => !url.href.includes("/oauth/authorize");
    await page.waitForURL(away, { timeout: 15_000 }).catch(() => undefined);
    if (!away(new URL(page.url())) && (await page.getByText(/Your worker restarted mid-request/).count()) > 0) {
      await page.goBack();
      await logIn(page, email);
    }
    await page.waitForURL(away);
  }
  // A page that sends a visitor elsewhere (/api/logout: to the service home) is opened again, logged in now.
  if (page.url() !== brandUrl(brand, pathname)) await page.goto(brandUrl(brand, pathname));
  await expect(page).toHaveURL(brandUrl(brand, pathname));
  // The URL changes when the page's document commits, before its stylesheet has loaded: until then an
  // element that the layout hides (the account menu's sidebar copy on a phone) still counts as shown.
  await page.waitForLoadState("load");
}

/** The logged-in screens of an area per demo brand: whose account opens them, and which paths. */
export type BrandScreens = Record<string, { email: string; paths: string[] }>;

/**
 * One test per demo brand: each of the brand's screens, opened once, passes axe in light mode at
 * 375 px and in dark mode at 1440 px (the layout and the colours follow without a reload), with a
 * screenshot of each. `prepare` opens what a screen hides until clicked, so that is checked too.
 */
export function testAxeOnEveryBrand(subject: string, screens: BrandScreens, prepare?: (page: Page, key: string, pathname: string) => Promise<void>) {
  for (const { key } of BRANDS) {
    test(`${subject} passes axe in light and dark mode on ${key}`, async ({ page }, testInfo) => {
      const { email, paths } = screens[key]!;
      if (paths.length > 2) test.slow();
      for (const pathname of paths) {
        await page.setViewportSize(PHONE);
        await page.emulateMedia({ colorScheme: "light" });
        await openLoggedIn(page, key, pathname, email);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await prepare?.(page, key, pathname);
        const name = `${key}${pathname.replaceAll("/", "-").replace(/\?.*/, "").slice(0, 40)}`;
        for (const [colorScheme, viewport] of [["light", PHONE], ["dark", DESKTOP]] as const) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme });
          await test.step(`axe, ${pathname}, ${colorScheme}`, () => expectNoAxeViolations(page));
          await attachScreenshot(page, testInfo, `${name}-${colorScheme}`);
        }
      }
    });
  }
}

/** Opens a path of the account area (which sends a visitor to the identity provider) and logs in on the way when needed. */
export async function openAccountPage(page: Page, brand: string, path: string, email: string) {
  await page.goto(brandUrl(brand, path));
  if (await page.getByRole("button", { name: /^(Inloggen|Aanmelden)$/ }).isVisible()) await logIn(page, email);
  await expect(page).toHaveURL(brandUrl(brand, path));
}

/** axe and screenshots at phone and desktop width; ends at phone width. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, `${name}-1440`);
  await page.setViewportSize(PHONE);
}
