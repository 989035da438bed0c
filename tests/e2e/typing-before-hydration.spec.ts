import { brandUrl, expect, formTookOver, openLoggedIn, test, inWorld } from "./fixtures";

// Nothing typed is lost: a visitor may type into the server's form before the page's script (or a
// form's own chunk, lazy-form.tsx) has arrived. The script is held back here; once it runs, the
// typed value must still be there. (It was not: the shell re-renders right after hydration, and a
// lazy form's boundary that received that update before its chunk was there was rendered anew on
// the client, without the server's inputs. lazyForm is memoised now.)

for (const [what, pattern] of [
  ["the page's route module", /\/assets\/abonnementen-[^/]*\.js$/],
  ["the form's own chunk", /\/assets\/link-form-[^/]*\.js$/],
] as const) {
  test(`what Tom types before ${what} has loaded is kept`, async ({ page }) => {
    await openLoggedIn(page, "dagkoerier", "/account", "geen.abonnement@example.nl");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    // Only until the HTML is there: the held-back script would keep the load events from firing.
    await page.goto(brandUrl("dagkoerier", "/abonnementen"), { waitUntil: "commit" });
    const form = page.getByRole("region", { name: "Abonnement koppelen" });
    await form.getByLabel("Abonnementsnummer").fill(inWorld("700700"));
    await form.getByLabel("Postcode van het bezorgadres").fill("1016 GV");
    const hydrated = page.waitForResponse(pattern);
    release();
    await hydrated;
    // The form is live now: a wrong value gets the form's own validation, the typed ones stay.
    await formTookOver(page);
    await expect(form.getByLabel("Abonnementsnummer")).toHaveValue(inWorld("700700"));
    await expect(form.getByLabel("Postcode van het bezorgadres")).toHaveValue("1016 GV");
  });
}

test("a Belgian address typed before the moving form's chunk has loaded is kept, with its country", async ({ page }) => {
  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  const pattern = /\/assets\/move-form-[^/]*\.js$/;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(brandUrl("dagkoerier", "/verhuisservice/doorgeven"), { waitUntil: "commit" });
  // Without the chunk the checked country decides in CSS which fields show: België is chosen, its
  // street and city appear, and are filled in.
  await page.getByRole("radio", { name: "België" }).check();
  await page.getByRole("textbox", { name: /^Straat/ }).fill("Meir");
  await page.getByRole("textbox", { name: /^Gemeente/ }).fill("Antwerpen");
  const hydrated = page.waitForResponse(pattern);
  release();
  await hydrated;
  // Hydrated: the form shows the Belgian fields with what was typed.
  await expect(page.getByRole("textbox", { name: "Straat", exact: true })).toHaveValue("Meir");
  await expect(page.getByRole("textbox", { name: "Gemeente", exact: true })).toHaveValue("Antwerpen");
  await expect(page.getByRole("radio", { name: "België" })).toBeChecked();
});

// The account screens (ADR 13): the page renders from the route chunk, its forms hydrate from their
// own chunks. What is typed into the server's form before either has arrived stays.
for (const { path, what, chunk, field, value } of [
  { path: "/account", what: "the form's own chunk", chunk: /\/assets\/profile-forms-[^/]*\.js$/, field: "Voornaam", value: "Tomas" },
  { path: "/account", what: "the page's route module", chunk: /\/assets\/account\._index-[^/]*\.js$/, field: "Straat", value: "Keizersgracht" },
  { path: "/account/e-mailadres", what: "the form's own chunk", chunk: /\/assets\/email-change-forms-[^/]*\.js$/, field: "Nieuw e-mailadres", value: "tom.nieuw@example.nl" },
  { path: "/account/telefoonnummer", what: "the form's own chunk", chunk: /\/assets\/phone-verification-forms-[^/]*\.js$/, field: "Mobiel nummer", value: "(+31) 6 12345678" },
  { path: "/account/wijzig-wachtwoord", what: "the form's own chunk", chunk: /\/assets\/password-form-[^/]*\.js$/, field: "Huidig wachtwoord", value: "Welkom-2026!" },
]) {
  test(`on ${path}, '${field}' typed before ${what} has loaded is kept`, async ({ page }) => {
    await openLoggedIn(page, "dagkoerier", "/account/activiteit", "geen.abonnement@example.nl");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(brandUrl("dagkoerier", path), { waitUntil: "commit" });
    // A password field has no textbox role; the others are found by role (a section heading can carry the same words).
    const input = field === "Huidig wachtwoord" ? page.getByLabel(field, { exact: true }) : page.getByRole("textbox", { name: field });
    await input.fill(value);
    const hydrated = page.waitForResponse(chunk);
    release();
    await hydrated;
    await formTookOver(page);
    await expect(input).toHaveValue(value);
  });
}

// The contact form (ADR 25) for a visitor, with the chat's availability in the shell above it: what is
// typed before the form's chunk or the route module has arrived stays (a new chat context value right
// after hydration once made React drop the server's form).
for (const { what, chunk } of [
  { what: "the form's own chunk", chunk: /\/assets\/contact-form-[^/]*\.js$/ },
  { what: "the page's route module", chunk: /\/assets\/klantenservice\.contact\.formulier-[^/]*\.js$/ },
]) {
  test(`on the contact form, the question typed before ${what} has loaded is kept`, async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(brandUrl("wereldwijzer", "/klantenservice/contact/formulier?onderwerp=digital_reading&subonderwerp=login"), { waitUntil: "commit" });
    const input = page.getByRole("textbox", { name: "Uw vraag" });
    await input.fill("Mijn wachtwoord werkt niet meer.");
    const hydrated = page.waitForResponse(chunk);
    release();
    await hydrated;
    await formTookOver(page);
    await expect(input).toHaveValue("Mijn wachtwoord werkt niet meer.");
  });
}

// The holiday form (ADR 13) shows every field without its chunk; once hydrated it shows the address
// only for "Krant op mijn vakantieadres". A visitor who chose that, a country and a street before the
// chunk arrived keeps all three: the address section must not be rebuilt (it once was, and the
// country fell back to Nederland).
for (const country of ["België", "Buitenland"] as const) {
  test(`on the holiday form, '${country}' chosen before the form's chunk has loaded is kept`, async ({ page }) => {
    await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
    const pattern = /\/assets\/holiday-form-[^/]*\.js$/;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(brandUrl("dagkoerier", "/vakantieservice/doorgeven?abonnement=700100"), { waitUntil: "commit" });
    await page.getByRole("radio", { name: /Krant op mijn vakantieadres/ }).check();
    await page.getByRole("radio", { name: country, exact: true }).check();
    const street = page.getByRole("textbox", { name: /^Straat/ });
    if (country === "België") await street.fill("Meir");
    const hydrated = page.waitForResponse(pattern);
    release();
    await hydrated;
    await formTookOver(page);
    await expect(page.getByRole("radio", { name: /Krant op mijn vakantieadres/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: country, exact: true })).toBeChecked();
    if (country === "België") await expect(page.getByRole("textbox", { name: /^Straat/ })).toHaveValue("Meir");
    else await expect(page.getByText(/Wij bezorgen alleen in Nederland en België/)).toBeVisible();
  });
}

// A choice in a select made before the page's script has run survives hydration: the native select
// is the one the visitor changed, and the page must not put its server value back.
test("a status chosen in the invoice filter before the page's script has loaded is kept and applied", async ({ page }) => {
  await openLoggedIn(page, "dagkoerier", "/account", "jan.jansen@example.nl");
  const pattern = /\/assets\/facturen-[^/]*\.js$/;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(brandUrl("dagkoerier", "/facturen"), { waitUntil: "commit" });
  // The native select, the one control that carries the name: once the browser is idle, a wide screen
  // also gets the custom list with the same label (ui/select), and a locator by label then finds two.
  const status = page.locator('select[name="status"]');
  await status.selectOption("open");
  const hydrated = page.waitForResponse(pattern);
  release();
  await hydrated;
  await formTookOver(page);
  await expect(status).toHaveValue("open");
  await page.getByRole("button", { name: "Filter toepassen" }).click();
  await expect(page).toHaveURL(brandUrl("dagkoerier", "/facturen?status=open"));
});
