import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DAGKOERIER, fieldError, formError, gql, inputValue, latestCode, OCHTENDPOST, ORIGIN, originCallsOf, postForm, profile, text, wrongCode } from "./account-helpers";
import { CONTENT_DOWN, inWorld, logIn, portalFetch } from "./helpers";

// /account and /account/e-mailadres against the real origin of the test stack: personal information,
// address and completeness, then the e-mail change. Tom (geen.abonnement@) edits his profile and then
// changes his e-mail address, in this order and in one file (an e-mail change bumps the profile
// version a concurrent profile form would hold); Fatima (betaalprobleem@) runs out of attempts; An is
// only read. A new code can be sent once a minute per account and kind. Helpers: account-helpers.ts.

describe("/account: personal information, address, completeness", () => {
  const PATH = "/account?index";
  const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

  let tom: string;
  let an: string;

  beforeAll(async () => {
    tom = (await logIn("geen.abonnement@example.nl")).session!;
    an = (await logIn("an.peeters@example.be", { host: OCHTENDPOST })).session!;
  });

  const personal = (version: number, overrides: Record<string, string> = {}) => ({
    intent: "personal-information",
    expectedVersion: String(version),
    first_name: "Tom",
    last_name: "Bakker",
    gender: "MALE",
    date_of_birth: "1990-05-17",
    ...overrides,
  });

  const address = (version: number, overrides: Record<string, string> = {}) => ({
    intent: "address",
    expectedVersion: String(version),
    countryCode: "NL",
    street: "Stationsweg",
    houseNumber: "3",
    houseNumberSuffix: "",
    zipCode: "3811 AA",
    city: "Amersfoort",
    ...overrides,
  });

  describe("the profile page", () => {
    it("shows the spec's defaults for an incomplete account: completeness bar, no phone (unverified), no address, country NL", async () => {
      const { status, body } = await portalFetch("/account", { host: DAGKOERIER, headers: { cookie: tom } });
      expect(status).toBe(200);
      const stored = await profile(tom);
      expect(body).toMatch(new RegExp(`role="progressbar"[^>]*aria-valuenow="${stored.accountCompleteness}"`));
      expect(body).toContain('aria-label="Voltooiing voortgang"');
      const page = text(body);
      expect(page).toContain(`Uw profiel is voor ${stored.accountCompleteness}% compleet`);
      expect(body).toMatch(/<h1[^>]*>Mijn account<\/h1>/);
      expect(page).toContain("U heeft nog geen adres opgegeven.");
      expect(page).toContain("Mobiel nummer toevoegen");
      expect(body).toMatch(/<option value="NL" selected="">Nederland<\/option>/);
      expect(inputValue(body, "expectedVersion")).toBe(String(stored.version));
    }, 60_000);

    it("shows the e-mail address as verified and the phone's verified state, with links to their pages", async () => {
      const { body } = await portalFetch("/account", { host: OCHTENDPOST, headers: { cookie: an } });
      const page = text(body);
      expect(page).toContain("an.peeters@example.be");
      expect(page).toContain("+32 470 12 34 56");
      expect(page).toContain("Bevestigd");
      expect(body).toContain('href="/account/e-mailadres"');
      expect(body).toContain('href="/account/telefoonnummer"');
      // Belgian wording on the Belgian brand.
      expect(page).toContain("Gsm-nummer wijzigen");
      expect(page).toContain("Postnummer");
      expect(page).toContain("Gemeente");
    });
  });

  describe("saving personal information", () => {
    it("stores the names, gender and date of birth, says so, and the page shows the stored values", async () => {
      const before = await profile(tom);
      const { status, body } = await postForm(PATH, tom, personal(before.version, { first_name: "  Tommy ", date_of_birth: "17-05-1990" }));
      expect(status).toBe(200);
      expect(text(body)).toContain("Uw persoonlijke gegevens zijn opgeslagen.");
      const after = await profile(tom);
      expect(after.profile.personal_information).toMatchObject({ first_name: "Tommy", last_name: "Bakker", gender: "MALE", date_of_birth: "1990-05-17" });
      expect(after.version).toBe(before.version + 1);
      expect(after.accountCompleteness).toBeGreaterThan(before.accountCompleteness);
      // Re-read after the change: the form carries the new version.
      expect(inputValue(body, "expectedVersion")).toBe(String(after.version));
      expect(inputValue(body, "first_name")).toBe("Tommy");
    });

    it.each(["<", ">", "^", "#", "=", "/", ":"])("refuses %s in a name with 400 and a Dutch message next to the field, keeps the input, stores nothing", async (character) => {
      const before = await profile(tom);
      const typed = `To${character}m`;
      const { status, body } = await postForm(PATH, tom, personal(before.version, { last_name: typed }));
      expect(status).toBe(400);
      expect(fieldError(body, "last_name")).toBe("Gebruik geen van deze tekens: < > ^ # = / :");
      expect(inputValue(body, "last_name")).toBe(typed);
      expect(inputValue(body, "first_name")).toBe("Tom");
      expect(await profile(tom)).toEqual(before);
    });

    it("refuses an empty (whitespace) first name", async () => {
      const before = await profile(tom);
      const { status, body } = await postForm(PATH, tom, personal(before.version, { first_name: "   " }));
      expect(status).toBe(400);
      expect(fieldError(body, "first_name")).toBe("Dit veld is verplicht.");
      expect(await profile(tom)).toEqual(before);
    });

    it.each([
      ["an impossible date", "2001-02-30", "Vul een geldige datum in (dd-mm-jjjj)."],
      ["a date before 1900", "1899-12-31", "Vul een geboortedatum in tussen 1 januari 1900 en vandaag."],
      // Tomorrow: the first day after the range (a year on from 29 February would be no date at all).
      ["a date after today", new Date(Date.parse(`${TODAY}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10), "Vul een geboortedatum in tussen 1 januari 1900 en vandaag."],
      ["no date at all", "morgen", "Vul een geldige datum in (dd-mm-jjjj)."],
    ])("refuses %s of birth", async (_label, date, message) => {
      const before = await profile(tom);
      const { status, body } = await postForm(PATH, tom, personal(before.version, { date_of_birth: date }));
      expect(status).toBe(400);
      expect(fieldError(body, "date_of_birth")).toBe(message);
      expect(await profile(tom)).toEqual(before);
    });

    it("refuses a stale form (data changed elsewhere) with 409 and a Dutch message, keeps the input, stores nothing", async () => {
      const shown = await profile(tom);
      // Elsewhere (another tab) the profile changes after the form was shown.
      expect((await postForm(PATH, tom, personal(shown.version, { first_name: "Elders" }))).status).toBe(200);
      const current = await profile(tom);
      const { status, body } = await postForm(PATH, tom, personal(shown.version, { first_name: "Verouderd" }));
      expect(status).toBe(409);
      expect(formError(body, "personal-information")).toBe("Uw gegevens zijn intussen gewijzigd. Er is niets opgeslagen. Bekijk uw gegevens en probeer het opnieuw.");
      expect(inputValue(body, "first_name")).toBe("Verouderd");
      // The page re-read the account: the form now carries the current version.
      expect(inputValue(body, "expectedVersion")).toBe(String(current.version));
      expect(await profile(tom)).toEqual(current);
    });

    it("refuses a form without a version (400) instead of overwriting blindly", async () => {
      const before = await profile(tom);
      const { expectedVersion: _, ...withoutVersion } = personal(before.version);
      const { status } = await postForm(PATH, tom, withoutVersion);
      expect(status).toBe(400);
      expect(await profile(tom)).toEqual(before);
    });

    it("changes only the session's own account, whatever account id the form carries", async () => {
      const jan = (await logIn("jan.jansen@example.nl")).session!;
      const janBefore = await profile(jan);
      const before = await profile(tom);
      const { status } = await postForm(PATH, tom, { ...personal(before.version, { first_name: "Eigen" }), accountId: "acc-jan-jansen", id: "acc-jan-jansen" });
      expect(status).toBe(200);
      expect((await profile(tom)).profile.personal_information.first_name).toBe("Eigen");
      expect(await profile(jan)).toEqual(janBefore);
    });
  });

  describe("saving the address", () => {
    it.each([
      ["NL", "123 AB", "Vul een geldige postcode in, bijvoorbeeld 1234 AB."],
      ["NL", "0123 AB", "Vul een geldige postcode in, bijvoorbeeld 1234 AB."],
      ["NL", "2000", "Vul een geldige postcode in, bijvoorbeeld 1234 AB."],
      ["BE", "3811 AA", "Vul een geldige Belgische postcode in: 4 cijfers van 1000 tot en met 9999."],
      ["BE", "0999", "Vul een geldige Belgische postcode in: 4 cijfers van 1000 tot en met 9999."],
    ])("refuses, for country %s, the postcode %s (400, Dutch message, nothing stored)", async (countryCode, zipCode, message) => {
      const before = await profile(tom);
      const { status, body } = await postForm(PATH, tom, address(before.version, { countryCode, zipCode }));
      expect(status).toBe(400);
      expect(fieldError(body, "zipCode")).toBe(message);
      expect(inputValue(body, "zipCode")).toBe(zipCode);
      expect(await profile(tom)).toEqual(before);
    });

    it("says postnummer on the Belgian brand", async () => {
      const before = await profile(an, OCHTENDPOST);
      const { status, body } = await postForm(PATH, an, address(before.version, { countryCode: "BE", zipCode: "12345" }), { host: OCHTENDPOST });
      expect(status).toBe(400);
      expect(fieldError(body, "zipCode")).toBe("Vul een geldig Belgisch postnummer in: 4 cijfers van 1000 tot en met 9999.");
      expect(await profile(an, OCHTENDPOST)).toEqual(before);
    });

    it.each([
      ["street", "Kerk<straat"],
      ["city", "Amers:foort"],
      ["houseNumberSuffix", "A#"],
    ])("applies the free-text rule to %s", async (field, value) => {
      const before = await profile(tom);
      const { status, body } = await postForm(PATH, tom, address(before.version, { [field]: value }));
      expect(status).toBe(400);
      expect(fieldError(body, field)).toBe("Gebruik geen van deze tekens: < > ^ # = / :");
      expect(await profile(tom)).toEqual(before);
    });

    it("refuses a house number that is not a number, and a country other than NL or BE", async () => {
      const before = await profile(tom);
      const house = await postForm(PATH, tom, address(before.version, { houseNumber: "12a" }));
      expect(house.status).toBe(400);
      expect(fieldError(house.body, "houseNumber")).toBe("Vul een geldig huisnummer in, alleen cijfers.");
      const country = await postForm(PATH, tom, address(before.version, { countryCode: "DE" }));
      expect(country.status).toBe(400);
      expect(await profile(tom)).toEqual(before);
    });

    it("stores a Dutch address in the Dutch format and a Belgian one with four digits", async () => {
      let current = await profile(tom);
      const dutch = await postForm(PATH, tom, address(current.version, { zipCode: "3811aa", houseNumberSuffix: "bis" }));
      expect(dutch.status).toBe(200);
      expect(text(dutch.body)).toContain("Uw adres is opgeslagen.");
      current = await profile(tom);
      expect(current.profile.contact_information.address).toEqual({
        street: "Stationsweg", houseNumber: "3", houseNumberSuffix: "bis", zipCode: "3811 AA", city: "Amersfoort", countryCode: "NL",
      });
      const belgian = await postForm(PATH, tom, address(current.version, { countryCode: "BE", street: "Meir", houseNumber: "10", houseNumberSuffix: "bus 2", zipCode: "2000", city: "Antwerpen" }));
      expect(belgian.status).toBe(200);
      expect((await profile(tom)).profile.contact_information.address).toMatchObject({ zipCode: "2000", countryCode: "BE", houseNumberSuffix: "bus 2" });
    });
  });

  describe("deleting the address", () => {
    it("has a confirmation page for browsers without JavaScript, deletes after confirming, and refuses a second delete (409)", async () => {
      let current = await profile(tom);
      if (!current.profile.contact_information.address) {
        expect((await postForm(PATH, tom, address(current.version))).status).toBe(200);
        current = await profile(tom);
      }
      const overview = await portalFetch("/account", { host: DAGKOERIER, headers: { cookie: tom } });
      expect(overview.body).toContain('href="/account?adres-verwijderen"');
      const confirm = await portalFetch("/account?adres-verwijderen", { host: DAGKOERIER, headers: { cookie: tom } });
      expect(text(confirm.body)).toContain("Adres verwijderen?");
      const form = /<form\b[^>]*action="\/account\?index"[^>]*>[\s\S]*?<\/form>/.exec(confirm.body)?.[0] ?? "";
      expect(form).toMatch(/^<form\b[^>]*method="post"/);
      expect(form).toContain('name="intent" value="delete-address"');
      expect(inputValue(form, "expectedVersion")).toBe(String(current.version));
      // Only looking at the confirmation deletes nothing.
      expect((await profile(tom)).profile.contact_information.address).not.toBeNull();

      const stale = await postForm(PATH, tom, { intent: "delete-address", expectedVersion: String(current.version - 1) });
      expect(stale.status).toBe(409);
      expect(text(stale.body)).toContain("Uw gegevens zijn intussen gewijzigd.");
      expect((await profile(tom)).profile.contact_information.address).not.toBeNull();

      const deleted = await postForm(PATH, tom, { intent: "delete-address", expectedVersion: String(current.version) });
      expect(deleted.status).toBe(200);
      expect(text(deleted.body)).toContain("Uw adres is verwijderd.");
      const after = await profile(tom);
      expect(after.profile.contact_information.address).toBeNull();

      const again = await postForm(PATH, tom, { intent: "delete-address", expectedVersion: String(after.version) });
      expect(again.status).toBe(409);
      expect(text(again.body)).toContain("Er is geen adres om te verwijderen.");
    });
  });

  describe("failures and refusals", () => {
    it("shows a form error (500), keeps the input and stores nothing when the origin is unreachable; the page shows the error panel", async () => {
      const before = await profile(tom);
      const down = { envOverrides: { ORIGIN_URL: CONTENT_DOWN } };
      const { status, body } = await postForm(PATH, tom, personal(before.version, { first_name: "Onbereikbaar" }), down);
      expect(status).toBe(500);
      expect(text(body)).toContain("Helaas, deze inhoud kan niet geladen worden.");
      const page = await portalFetch("/account", { host: DAGKOERIER, headers: { cookie: tom }, envOverrides: { ORIGIN_URL: CONTENT_DOWN } });
      expect(page.status).toBe(503);
      expect(text(page.body)).toContain("Probeer opnieuw");
      expect(await profile(tom)).toEqual(before);
    });

    it.each(["https://evil.example", "https://mijn.wereldwijzer.example", "null"])("refuses a POST from %s (403) and stores nothing", async (origin) => {
      const before = await profile(tom);
      const { status } = await postForm(PATH, tom, personal(before.version, { first_name: "Vreemd" }), { origin });
      expect(status).toBe(403);
      expect(await profile(tom)).toEqual(before);
    });

    it("refuses an unknown intent with 400", async () => {
      const { status } = await postForm(PATH, tom, { intent: "delete-account" });
      expect(status).toBe(400);
    });

    it("sends a logged-out POST to the login page and stores nothing", async () => {
      const before = await profile(tom);
      const { status, headers } = await postForm(PATH, "", personal(before.version, { first_name: "Anoniem" }));
      expect(status).toBe(302);
      expect(headers.get("location")).toContain("/login?callback_url=");
      expect(await profile(tom)).toEqual(before);
    });
  });
});

describe("/account/e-mailadres: changing the e-mail address", () => {
  const PATH = "/account/e-mailadres";
  const TOM_NEW = "tom.nieuw@example.nl";
  const FATIMA_NEW = "fatima.nieuw@example.nl";

  let tom: string;
  let fatima: string;
  let fatimaChallenge: string;

  type Pending = { id: string; newEmail: string; attemptsLeft: number; verified: boolean } | null;
  const pendingOf = async (cookie: string) => (await gql<{ pendingEmailChange: Pending }>(cookie, "EmailChangeState")).pendingEmailChange;

  beforeAll(async () => {
    tom = (await logIn("geen.abonnement@example.nl")).session!;
    fatima = (await logIn("betaalprobleem@example.nl")).session!;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe("starting an e-mail change", () => {
    it.each([
      ["not an address", "tom@", "Vul een geldig e-mailadres in."],
      ["the current address", "GEEN.ABONNEMENT@example.nl", "Dit is al uw e-mailadres. Vul een ander e-mailadres in."],
    ])("refuses %s with 400 next to the field, keeps the input and sends nothing", async (_label, newEmail, message) => {
      const { status, body } = await postForm(PATH, tom, { intent: "start-email-change", currentPassword: "Welkom-2026!", newEmail });
      expect(status).toBe(400);
      expect(fieldError(body, "newEmail")).toBe(message);
      expect(inputValue(body, "newEmail")).toBe(newEmail);
      expect(await pendingOf(tom)).toBeNull();
    });

    it("answers an address another account has as any other: the code step, and nothing said about that account", async () => {
      const digitaal = (await logIn("digitaal@example.nl")).session!;
      const { status, body } = await postForm(PATH, digitaal, { intent: "start-email-change", currentPassword: "Welkom-2026!", newEmail: "jan.jansen@example.nl" });
      expect(status).toBe(200);
      const page = text(body);
      expect(page).toContain("We hebben een code van 6 cijfers gestuurd naar jan.jansen@example.nl.");
      expect(page).not.toContain("al in gebruik");
      expect(await pendingOf(digitaal)).toMatchObject({ newEmail: "jan.jansen@example.nl", verified: false });
    });

    it("sends a code to the new address and shows the code step", async () => {
      const { status, body } = await postForm(PATH, fatima, { intent: "start-email-change", currentPassword: "Welkom-2026!", newEmail: FATIMA_NEW });
      expect(status).toBe(200);
      const page = text(body);
      expect(page).toContain(`We hebben een code van 6 cijfers gestuurd naar ${FATIMA_NEW}.`);
      expect(page).toMatch(/De code is 10 minuten geldig, tot \d\d:\d\d\./);
      const pending = (await pendingOf(fatima))!;
      expect(pending).toMatchObject({ newEmail: FATIMA_NEW, attemptsLeft: 5, verified: false });
      expect(inputValue(body, "challengeId")).toBe(pending.id);
      expect(await latestCode(FATIMA_NEW)).toMatch(/^\d{6}$/);
      fatimaChallenge = pending.id;
    });

    it("holds a new code back for a minute (429) and says after how many seconds", async () => {
      const { result, calls } = await originCallsOf("EmailChangeState", () => postForm(PATH, fatima, { intent: "resend-email-code", newEmail: FATIMA_NEW }));
      const { status, body } = result;
      expect(status).toBe(429);
      const seconds = Number(/U heeft net een code gekregen\. U kunt over (\d+) seconden? een nieuwe code aanvragen\./.exec(text(body))?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      // The page's countdown says the same as the refusal (both from the challenge's resendAvailableAt).
      const countdown = Number(/(?<!gekregen\. )U kunt over (\d+) seconden? een nieuwe code aanvragen\./.exec(text(body))?.[1]);
      expect(Math.abs(countdown - seconds)).toBeLessThanOrEqual(1);
      // Once, for the page; the seconds came with the refusal.
      expect(calls).toBe(1);
      expect((await pendingOf(fatima))!.id).toBe(fatimaChallenge);
    });
  });

  describe("another account's challenge", () => {
    it("is refused for checking a code and for applying, and changes nothing for either account", async () => {
      const code = await latestCode(FATIMA_NEW);
      const verify = await postForm(PATH, tom, { intent: "verify-email-code", challengeId: fatimaChallenge, code });
      expect(verify.status).toBe(404);
      expect(formError(verify.body, "verify-email-code") || text(verify.body)).toContain("We konden de gevraagde gegevens niet vinden.");
      const apply = await postForm(PATH, tom, { intent: "apply-email-change", challengeId: fatimaChallenge });
      expect(apply.status).toBe(404);
      expect((await profile(tom)).profile.contact_information.email).toBe("geen.abonnement@example.nl");
      expect(await pendingOf(fatima)).toMatchObject({ id: fatimaChallenge, attemptsLeft: 5, verified: false });
      expect((await profile(fatima)).profile.contact_information.email).toBe("betaalprobleem@example.nl");
    });
  });

  describe("checking the code", () => {
    it("refuses a malformed code without using an attempt", async () => {
      const { status, body } = await postForm(PATH, fatima, { intent: "verify-email-code", challengeId: fatimaChallenge, code: "12a45" });
      expect(status).toBe(400);
      expect(fieldError(body, "code")).toBe("Vul de 6 cijfers van de code in.");
      expect((await pendingOf(fatima))!.attemptsLeft).toBe(5);
    });

    it("counts wrong codes down, then refuses even the right code after 5 wrong ones", async () => {
      const right = await latestCode(FATIMA_NEW);
      for (const left of [4, 3, 2]) {
        const { status, body } = await postForm(PATH, fatima, { intent: "verify-email-code", challengeId: fatimaChallenge, code: wrongCode(right) });
        expect(status).toBe(400);
        expect(fieldError(body, "code")).toBe(`Deze code klopt niet. U kunt het nog ${left} keer proberen.`);
      }
      const fourth = await postForm(PATH, fatima, { intent: "verify-email-code", challengeId: fatimaChallenge, code: wrongCode(right) });
      expect(fieldError(fourth.body, "code")).toBe("Deze code klopt niet. U kunt het nog 1 keer proberen.");
      const fifth = await postForm(PATH, fatima, { intent: "verify-email-code", challengeId: fatimaChallenge, code: wrongCode(right) });
      expect(fifth.status).toBe(400);
      expect(text(fifth.body)).toContain("Deze code klopt niet en u kunt het niet nog eens proberen. Vraag een nieuwe code aan.");

      const tooMany = await postForm(PATH, fatima, { intent: "verify-email-code", challengeId: fatimaChallenge, code: right });
      expect(tooMany.status).toBe(429);
      expect(text(tooMany.body)).toContain("U heeft te vaak een onjuiste code ingevuld. Vraag een nieuwe code aan.");
      expect((await profile(fatima)).profile.contact_information.email).toBe("betaalprobleem@example.nl");
    });

    it("answers an expired code with 409 and its own Dutch message (the origin's answer, stubbed: its clock cannot be moved from here)", async () => {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        if (typeof init?.body === "string" && init.body.includes('"operationName":"CompleteEmailChange"')) {
          const violations = [{ code: "VERIFICATION-CODE-EXPIRED", message: "Deze code is verlopen. Vraag een nieuwe code aan." }];
          return Response.json({ errors: [{ message: violations[0]!.message, extensions: { code: "CONFLICT", status: 409, violations } }] });
        }
        return realFetch(input, init);
      });
      const { status, body } = await postForm(PATH, tom, { intent: "verify-email-code", challengeId: "vc_verlopen", code: "123456" });
      expect(status).toBe(409);
      expect(text(body)).toContain("Deze code is verlopen. Vraag een nieuwe code aan.");
      expect((await profile(tom)).profile.contact_information.email).toBe("geen.abonnement@example.nl");
    });
  });

  describe("changing the address", () => {
    it("changes it after one wrong and then the right code; the session, the page and the linked subscriptions follow", async () => {
      const started = await postForm(PATH, tom, { intent: "start-email-change", currentPassword: "Welkom-2026!", newEmail: TOM_NEW });
      expect(started.status).toBe(200);
      const challengeId = inputValue(started.body, "challengeId")!;
      const code = await latestCode(TOM_NEW);

      const { result: wrong, calls } = await originCallsOf("EmailChangeState", () =>
        postForm(PATH, tom, { intent: "verify-email-code", challengeId, code: wrongCode(code) }),
      );
      expect(wrong.status).toBe(400);
      expect(fieldError(wrong.body, "code")).toBe("Deze code klopt niet. U kunt het nog 4 keer proberen.");
      expect(calls).toBe(1); // for the page; the attempts left came with the refusal
      expect((await profile(tom)).profile.contact_information.email).toBe("geen.abonnement@example.nl");

      const before = await profile(tom);
      const done = await postForm(PATH, tom, { intent: "verify-email-code", challengeId, code });
      expect(done.status).toBe(200);
      const page = text(done.body);
      expect(page).toContain(`Uw e-mailadres is gewijzigd. U logt voortaan in met ${TOM_NEW}.`);
      expect(page).toContain(`Uw e-mailadres: ${TOM_NEW}`);
      // The session now carries the new username (the header shows it).
      const renewed = done.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-mo-session="))!;
      expect(renewed).toBeTruthy();
      const session = renewed.split(";")[0]!;
      expect(text((await portalFetch("/account", { host: DAGKOERIER, headers: { cookie: session } })).body)).toContain(TOM_NEW);
      // Stored, and re-read: the subscriptions on the page are the origin's current list.
      const after = await profile(session);
      expect(after.profile.contact_information.email).toBe(TOM_NEW);
      expect(after.version).toBe(before.version + 1);
      const { linkedSubscriptions } = await gql<{ linkedSubscriptions: Array<{ subscription: { title: string; subTitle: string | null } }> }>(session, "EmailChangeState");
      for (const linked of linkedSubscriptions) expect(page).toContain(`${linked.subscription.title} – ${linked.subscription.subTitle}`);
      expect(await pendingOf(session)).toBeNull();

      // A new code (for yet another address) only after the minute, counted from the last code sent.
      const again = await postForm(PATH, session, { intent: "start-email-change", currentPassword: "Welkom-2026!", newEmail: "tom.ander@example.nl" });
      expect(again.status).toBe(429);
      expect(text(again.body)).toMatch(/U kunt over \d+ seconden? een nieuwe code aanvragen\./);

      // The used code is spent; the new address logs in.
      const reused = await postForm(PATH, session, { intent: "verify-email-code", challengeId, code });
      expect(reused.status).toBe(400);
      expect(text(reused.body)).toContain("Deze code is al gebruikt en niet meer geldig.");
      expect(text(reused.body)).not.toContain("Deze code klopt niet");
      expect((await logIn(TOM_NEW)).session).toBeTruthy();
    });
  });

  describe("refusals before any action", () => {
    it("refuses a cross-origin POST (403) and sends nothing", async () => {
      const { status } = await postForm(PATH, tom, { intent: "start-email-change", currentPassword: "Welkom-2026!", newEmail: "tom.vreemd@example.nl" }, { origin: "https://evil.example" });
      expect(status).toBe(403);
      const outbox = await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld("tom.vreemd@example.nl"))}`);
      expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
    });
  });
});
