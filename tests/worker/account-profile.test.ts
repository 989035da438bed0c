import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import manifest from "~/graphql/generated/persisted-documents.json";
import { TEST_PORTS } from "../../scripts/stack-config.mjs";
import { CONTENT_DOWN, PASSWORD, logIn, portalFetch } from "./helpers";

// The account area's profile screens (issue 5) against the real origin of the test stack: /account,
// /account/e-mailadres, /account/telefoonnummer and /account/wijzig-wachtwoord. Forms are posted the
// way a browser without JavaScript sends them; what is stored is read back through the portal's own
// gateway; codes come from the origin's dev outbox.
//
// Accounts, chosen so no other test relies on what changes here: Tom (geen.abonnement@) edits his
// profile and then changes his e-mail address, Sanne (digitaal@) verifies a phone number, Fatima
// (betaalprobleem@) starts both and runs out of attempts, Lotte (lotte.peeters@) changes her
// password and back. Jan and An are only read. A new code can be sent once a minute per
// account and kind, so each account starts each kind of change once.

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────

const DAGKOERIER = "mijn.dagkoerier.example";
const OCHTENDPOST = "mijn.ochtendpost.example";
const ORIGIN = `http://127.0.0.1:${TEST_PORTS.worker.origin}`;

async function postForm(
  path: string,
  cookie: string,
  fields: Record<string, string>,
  options: { host?: string; origin?: string; envOverrides?: Record<string, unknown> } = {},
) {
  const host = options.host ?? DAGKOERIER;
  return portalFetch(path, {
    host,
    method: "POST",
    headers: { origin: options.origin ?? `https://${host}`, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    envOverrides: options.envOverrides,
  });
}

const hashOf = (operation: string) =>
  Object.entries(manifest as Record<string, string>).find(([, text]) => new RegExp(`^(query|mutation) ${operation}\\b`).test(text))![0];

/** A persisted operation through /api/graphql with the session: what the origin has stored. */
async function gql<T = Record<string, any>>(cookie: string, operation: string, variables: Record<string, unknown> = {}, host = DAGKOERIER): Promise<T> {
  const { body, status } = await portalFetch("/api/graphql", {
    host,
    method: "POST",
    headers: { "content-type": "application/json", origin: `https://${host}`, cookie },
    body: JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operation) } } }),
  });
  if (status !== 200) throw new Error(`${operation}: ${status} ${body}`);
  return (JSON.parse(body) as { data: T }).data;
}

async function profile(cookie: string, host = DAGKOERIER) {
  return (await gql(cookie, "AccountProfile", {}, host)).account as {
    version: number;
    accountCompleteness: number;
    profile: {
      contact_information: { email: string; phone_number: string | null; phone_verified: boolean; address: Record<string, string | null> | null };
      personal_information: Record<string, string | null>;
    };
  };
}

/** The newest code sent to an address or number, from the origin's dev outbox. */
async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
  // Newest first; notices (e.g. "your address changed") carry no code.
  const code = messages.map((message) => /Uw verificatiecode voor Mijn Omgeving: (\d{6})/.exec(message.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/**
 * `run`, counting the portal's calls to the origin of one GraphQL operation: a refused code or resend
 * is answered from the numbers of the refusal itself, not from a second look at the origin.
 */
async function originCallsOf<T>(operation: string, run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const realFetch = globalThis.fetch;
  let calls = 0;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    if (typeof init?.body === "string" && init.body.includes(`"operationName":"${operation}"`)) calls += 1;
    return realFetch(input, init);
  });
  try {
    return { result: await run(), calls };
  } finally {
    spy.mockRestore();
  }
}

/** A six-digit code that is not the right one. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity]!);

/** The page's visible text (tags stripped, entities decoded, whitespace collapsed). */
function text(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

/** The value attribute of the input with this name, decoded; undefined when there is none. */
function inputValue(html: string, name: string): string | undefined {
  for (const match of html.matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    if (!tag.includes(` name="${name}"`)) continue;
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    return value === undefined ? "" : decode(value);
  }
  return undefined;
}

/** The error text linked to the input with this name (aria-describedby → the list under the field). */
function fieldError(html: string, name: string): string | undefined {
  for (const match of html.matchAll(/<(input|select)\b[^>]*>/g)) {
    const tag = match[0];
    if (!tag.includes(` name="${name}"`)) continue;
    if (!/aria-invalid="true"/.test(tag)) return undefined;
    const ids = /aria-describedby="([^"]*)"/.exec(tag)?.[1]?.split(" ") ?? [];
    for (const id of ids) {
      const list = new RegExp(`<ul id="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</ul>`).exec(html);
      if (list) return text(list[1]!).trim();
    }
    return undefined;
  }
  return undefined;
}

/** The text of the form-level error region of a form (Conform's `<form id>-error`). */
function formError(html: string, formId: string): string {
  const region = new RegExp(`<div id="${formId}-error"[^>]*>([\\s\\S]*?)</div>`).exec(html);
  return region ? text(region[1]!).trim() : "";
}

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
      ["a date after today", `${Number(TODAY.slice(0, 4)) + 1}${TODAY.slice(4)}`, "Vul een geboortedatum in tussen 1 januari 1900 en vandaag."],
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
    it("shows a form error (502), keeps the input and stores nothing when the origin is unreachable; the page shows the error panel", async () => {
      const before = await profile(tom);
      const down = { envOverrides: { ORIGIN_URL: CONTENT_DOWN } };
      const { status, body } = await postForm(PATH, tom, personal(before.version, { first_name: "Onbereikbaar" }), down);
      expect(status).toBe(502);
      expect(text(body)).toContain("Helaas, deze inhoud kan niet geladen worden.");
      const page = await portalFetch("/account", { host: DAGKOERIER, headers: { cookie: tom }, envOverrides: { ORIGIN_URL: CONTENT_DOWN } });
      expect(page.status).toBe(200);
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
      const { status, body } = await postForm(PATH, tom, { intent: "start-email-change", newEmail });
      expect(status).toBe(400);
      expect(fieldError(body, "newEmail")).toBe(message);
      expect(inputValue(body, "newEmail")).toBe(newEmail);
      expect(await pendingOf(tom)).toBeNull();
    });

    it("refuses an address another account has (409) next to the field", async () => {
      const { status, body } = await postForm(PATH, tom, { intent: "start-email-change", newEmail: "jan.jansen@example.nl" });
      expect(status).toBe(409);
      expect(fieldError(body, "newEmail")).toContain("al in gebruik");
      expect(await pendingOf(tom)).toBeNull();
    });

    it("sends a code to the new address and shows the code step", async () => {
      const { status, body } = await postForm(PATH, fatima, { intent: "start-email-change", newEmail: FATIMA_NEW });
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
        if (typeof init?.body === "string" && init.body.includes('"operationName":"CompleteEmailVerification"')) {
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
      const started = await postForm(PATH, tom, { intent: "start-email-change", newEmail: TOM_NEW });
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
      const { linkedSubscriptions } = await gql<{ linkedSubscriptions: Array<{ subscription: { title: string; subTitle: string | null } }> }>(session, "LinkedSubscriptions");
      for (const linked of linkedSubscriptions) expect(page).toContain(`${linked.subscription.title} – ${linked.subscription.subTitle}`);
      expect(await pendingOf(session)).toBeNull();

      // A new code (for yet another address) only after the minute, counted from the last code sent.
      const again = await postForm(PATH, session, { intent: "start-email-change", newEmail: "tom.ander@example.nl" });
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
      const { status } = await postForm(PATH, tom, { intent: "start-email-change", newEmail: "tom.vreemd@example.nl" }, { origin: "https://evil.example" });
      expect(status).toBe(403);
      const outbox = await fetch(`${ORIGIN}/dev/outbox?format=json&to=tom.vreemd%40example.nl`);
      expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
    });
  });
});

describe("/account/telefoonnummer: verifying a mobile number", () => {
  const PATH = "/account/telefoonnummer";
  const SANNE_NEW = "+31611112222";
  const FATIMA_NEW = "+31633334444";

  let sanne: string;
  let fatima: string;
  let fatimaChallenge: string;

  type Pending = { id: string; phoneNumber: string; attemptsLeft: number; resendAvailableAt: string } | null;
  const pendingOf = async (cookie: string, host = DAGKOERIER) =>
    (await gql<{ pendingPhoneVerification: Pending }>(cookie, "PhoneVerificationState", {}, host)).pendingPhoneVerification;

  beforeAll(async () => {
    sanne = (await logIn("digitaal@example.nl")).session!;
    fatima = (await logIn("betaalprobleem@example.nl")).session!;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe("the phone page", () => {
    it("shows the number as not verified and offers it for verification", async () => {
      const { status, body } = await portalFetch(PATH, { host: DAGKOERIER, headers: { cookie: sanne } });
      expect(status).toBe(200);
      expect(body).toMatch(/<h1[^>]*>Mobiel nummer<\/h1>/);
      const page = text(body);
      expect(page).toContain("Uw mobiele nummer: +31 6 23456789");
      expect(page).toContain("Niet bevestigd");
      expect(inputValue(body, "phoneNumber")).toBe("(+31) 6 23456789");
    });
  });

  describe("starting a verification", () => {
    it.each([
      ["too short", "12345", "Vul een geldig mobiel nummer in."],
      ["a German number", "+49 151 12345678", "Vul een geldig mobiel nummer in."],
      ["the prefix only", "(+31) ", "Vul een geldig mobiel nummer in."],
      ["a Dutch landline (codes go by SMS)", "+31 20 123 4567", "Vul een geldig mobiel nummer in."],
      ["a Belgian landline", "+32 3 123 45 67", "Vul een geldig mobiel nummer in."],
    ])("refuses %s with 400 next to the field and sends nothing", async (_label, phoneNumber, message) => {
      const { status, body } = await postForm(PATH, sanne, { intent: "start-phone-verification", phoneNumber });
      expect(status).toBe(400);
      expect(fieldError(body, "phoneNumber")).toBe(message);
      expect(await pendingOf(sanne)).toBeNull();
    });


    it("says gsm-nummer on the Belgian brand", async () => {
      const an = (await logIn("an.peeters@example.be", { host: OCHTENDPOST })).session!;
      const { status, body } = await postForm(PATH, an, { intent: "start-phone-verification", phoneNumber: "0470" }, { host: OCHTENDPOST });
      expect(status).toBe(400);
      expect(fieldError(body, "phoneNumber")).toBe("Vul een geldig gsm-nummer in.");
      expect(await pendingOf(an, OCHTENDPOST)).toBeNull();
    });

    it("texts a code, shows the code step, and holds a new code back for a minute (429, seconds shown)", async () => {
      const started = await postForm(PATH, fatima, { intent: "start-phone-verification", phoneNumber: "(+31) 6 33334444" });
      expect(started.status).toBe(200);
      const page = text(started.body);
      expect(page).toContain("We hebben een sms met een code van 6 cijfers gestuurd naar +31 6 33334444.");
      expect(page).toMatch(/U kunt over \d+ seconden? een nieuwe code aanvragen\./);
      const pending = (await pendingOf(fatima))!;
      expect(pending).toMatchObject({ phoneNumber: FATIMA_NEW, attemptsLeft: 5 });
      expect(inputValue(started.body, "challengeId")).toBe(pending.id);
      expect(await latestCode(FATIMA_NEW)).toMatch(/^\d{6}$/);
      fatimaChallenge = pending.id;

      const resend = await postForm(PATH, fatima, { intent: "resend-phone-code", phoneNumber: FATIMA_NEW });
      expect(resend.status).toBe(429);
      const seconds = Number(/U heeft net een code gekregen\. U kunt over (\d+) seconden? een nieuwe code aanvragen\./.exec(text(resend.body))?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect((await pendingOf(fatima))!.id).toBe(fatimaChallenge);
    });
  });

  describe("another account's challenge", () => {
    it("is refused (404) and changes nothing for either account", async () => {
      const code = await latestCode(FATIMA_NEW);
      const before = await profile(sanne);
      const { status, body } = await postForm(PATH, sanne, { intent: "verify-phone-code", challengeId: fatimaChallenge, code });
      expect(status).toBe(404);
      expect(text(body)).toContain("We konden de gevraagde gegevens niet vinden.");
      expect(await profile(sanne)).toEqual(before);
      expect((await pendingOf(fatima))!.attemptsLeft).toBe(5);
      expect((await profile(fatima)).profile.contact_information).toMatchObject({ phone_number: "+31687654321", phone_verified: true });
    });
  });

  describe("checking the code", () => {
    it("counts wrong codes down to none, then refuses even the right code (429) and keeps the old number", async () => {
      const right = await latestCode(FATIMA_NEW);
      for (const message of [
        "Deze code klopt niet. U kunt het nog 4 keer proberen.",
        "Deze code klopt niet. U kunt het nog 3 keer proberen.",
        "Deze code klopt niet. U kunt het nog 2 keer proberen.",
        "Deze code klopt niet. U kunt het nog 1 keer proberen.",
      ]) {
        const { status, body } = await postForm(PATH, fatima, { intent: "verify-phone-code", challengeId: fatimaChallenge, code: wrongCode(right) });
        expect(status).toBe(400);
        expect(fieldError(body, "code")).toBe(message);
      }
      const last = await postForm(PATH, fatima, { intent: "verify-phone-code", challengeId: fatimaChallenge, code: wrongCode(right) });
      expect(text(last.body)).toContain("Deze code klopt niet en u kunt het niet nog eens proberen. Vraag een nieuwe code aan.");
      // No code field any more: only a new code helps.
      expect(inputValue(last.body, "code")).toBeUndefined();

      const tooMany = await postForm(PATH, fatima, { intent: "verify-phone-code", challengeId: fatimaChallenge, code: right });
      expect(tooMany.status).toBe(429);
      expect(text(tooMany.body)).toContain("U heeft te vaak een onjuiste code ingevuld. Vraag een nieuwe code aan.");
      expect((await profile(fatima)).profile.contact_information).toMatchObject({ phone_number: "+31687654321", phone_verified: true });
    });

    it("answers an expired code with 409 and its own Dutch message (the origin's answer, stubbed: its clock cannot be moved from here)", async () => {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        if (typeof init?.body === "string" && init.body.includes('"operationName":"CompletePhoneVerification"')) {
          const violations = [{ code: "VERIFICATION-CODE-EXPIRED", message: "Deze code is verlopen. Vraag een nieuwe code aan." }];
          return Response.json({ errors: [{ message: violations[0]!.message, extensions: { code: "CONFLICT", status: 409, violations } }] });
        }
        return realFetch(input, init);
      });
      const before = await profile(sanne);
      const { status, body } = await postForm(PATH, sanne, { intent: "verify-phone-code", challengeId: "vc_verlopen", code: "123456" });
      expect(status).toBe(409);
      expect(text(body)).toContain("Deze code is verlopen. Vraag een nieuwe code aan.");
      vi.restoreAllMocks();
      expect(await profile(sanne)).toEqual(before);
    });

    it("stores the number as verified after a wrong and then the right code, and the page says so", async () => {
      const started = await postForm(PATH, sanne, { intent: "start-phone-verification", phoneNumber: "06 1111 2222" });
      expect(started.status).toBe(200);
      const challengeId = inputValue(started.body, "challengeId")!;
      const code = await latestCode(SANNE_NEW);
      const before = await profile(sanne);

      const { result: wrong, calls } = await originCallsOf("PhoneVerificationState", () =>
        postForm(PATH, sanne, { intent: "verify-phone-code", challengeId, code: wrongCode(code) }),
      );
      expect(wrong.status).toBe(400);
      expect(fieldError(wrong.body, "code")).toBe("Deze code klopt niet. U kunt het nog 4 keer proberen.");
      expect(calls).toBe(1); // for the page; the attempts left came with the refusal
      expect(await profile(sanne)).toEqual(before);

      const done = await postForm(PATH, sanne, { intent: "verify-phone-code", challengeId, code });
      expect(done.status).toBe(200);
      const page = text(done.body);
      expect(page).toContain("Uw mobiele nummer +31 6 11112222 is bevestigd.");
      expect(page).toContain("Uw mobiele nummer: +31 6 11112222 Bevestigd");
      const after = await profile(sanne);
      expect(after.profile.contact_information).toMatchObject({ phone_number: SANNE_NEW, phone_verified: true });
      expect(after.version).toBe(before.version + 1);
      expect(after.accountCompleteness).toBeGreaterThan(before.accountCompleteness);
      expect(await pendingOf(sanne)).toBeNull();
    });
  });

  describe("refusals before any action", () => {
    it("refuses a cross-origin POST (403) and texts nothing", async () => {
      const { status } = await postForm(PATH, sanne, { intent: "start-phone-verification", phoneNumber: "+31 6 99998888" }, { origin: "https://evil.example" });
      expect(status).toBe(403);
      const outbox = await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent("+31699998888")}`);
      expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
    });
  });
});

describe("/account/wijzig-wachtwoord: changing the password", () => {
  const PATH = "/account/wijzig-wachtwoord";
  const NEW_PASSWORD = "Nieuw-Wachtwoord-7";
  const EMAIL = "lotte.peeters@example.be";

  let lotte: string;

  beforeAll(async () => {
    lotte = (await logIn(EMAIL, { host: OCHTENDPOST })).session!;
  });

  const change = (fields: Record<string, string>, cookie = lotte, options: Parameters<typeof postForm>[3] = {}) =>
    postForm(PATH, cookie, { intent: "update-password", ...fields }, { host: OCHTENDPOST, ...options });

  describe("the password page", () => {
    it("has the two password fields, the five rules in the contract's order, the log-out option and the reset warning instead of a link", async () => {
      const jan = (await logIn("jan.jansen@example.nl")).session!;
      const { status, body } = await portalFetch(PATH, { host: DAGKOERIER, headers: { cookie: jan } });
      expect(status).toBe(200);
      expect(body).toMatch(/<h1[^>]*>Wachtwoord wijzigen<\/h1>/);
      expect(inputValue(body, "currentPassword")).toBe("");
      expect(inputValue(body, "newPassword")).toBe("");
      const page = text(body);
      const rules = ["minimaal 10 tekens", "een hoofdletter en een kleine letter", "minimaal één cijfer", "minimaal één teken dat geen letter of cijfer is", "niet uw e-mailadres"];
      const positions = rules.map((rule) => page.indexOf(rule));
      expect(positions.every((position) => position > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(body).toMatch(/<input[^>]*type="checkbox"[^>]*name="endOtherSessions"|<input[^>]*name="endOtherSessions"[^>]*type="checkbox"/);
      expect(page).toContain("Log mijn andere apparaten uit");
      expect(page).toContain("Vanwege technische problemen is het op dit moment niet mogelijk om uw wachtwoord te resetten via de Mijn Omgeving.");
      expect(page).not.toContain("Wachtwoord vergeten?");
    });
  });

  describe("refused changes", () => {
    it("lists every rule a weak password fails (400) and never sends a password back into the page", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: "kort" });
      expect(status).toBe(400);
      const error = fieldError(body, "newPassword")!;
      expect(error).toContain("Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal 10 tekens.");
      expect(error).toContain("een hoofdletter en een kleine letter");
      expect(error).toContain("minimaal één cijfer");
      expect(error).not.toContain("niet uw e-mailadres");
      expect(body).not.toContain(PASSWORD);
      expect(inputValue(body, "currentPassword")).toBe("");
      expect(inputValue(body, "newPassword")).toBe("");
    });

    it("refuses the e-mail address as password", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: "LOTTE.PEETERS@example.be" });
      expect(status).toBe(400);
      expect(fieldError(body, "newPassword")).toContain("niet uw e-mailadres");
    });

    it("refuses a wrong current password next to that field (the origin's check)", async () => {
      const { status, body } = await change({ currentPassword: "Niet-Het-Wachtwoord-1", newPassword: NEW_PASSWORD });
      expect(status).toBe(400);
      expect(fieldError(body, "currentPassword")).toBe("Uw huidige wachtwoord is onjuist.");
      expect(body).not.toContain(NEW_PASSWORD);
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });

    it("refuses the current password as the new one", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: PASSWORD });
      expect(status).toBe(400);
      expect(fieldError(body, "newPassword")).toBe("Uw nieuwe wachtwoord moet anders zijn dan uw huidige wachtwoord.");
    });

    it("shows a form error (502) and changes nothing when the origin is unreachable", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, lotte, { envOverrides: { ORIGIN_URL: CONTENT_DOWN } });
      expect(status).toBe(502);
      expect(formError(body, "update-password")).toBe("Er is iets misgegaan. Probeer het later opnieuw.");
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });

    it("refuses a cross-origin POST (403) and changes nothing", async () => {
      const { status } = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, endOtherSessions: "on" }, lotte, { origin: "https://evil.example" });
      expect(status).toBe(403);
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });
  });

  describe("changing the password", () => {
    it("keeps this session, ends the others when asked, and the new password logs in (then changes back)", async () => {
      const other = (await logIn(EMAIL, { host: OCHTENDPOST })).session!;
      const current = (await logIn(EMAIL, { host: OCHTENDPOST })).session!;

      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, endOtherSessions: "on" }, current);
      expect(status).toBe(200);
      // The Belgian brand's wording.
      expect(text(body)).toContain("Uw wachtwoord is gewijzigd. U bent op uw andere toestellen afgemeld.");
      expect(body).not.toContain(NEW_PASSWORD);

      expect((await portalFetch(PATH, { host: OCHTENDPOST, headers: { cookie: current } })).status).toBe(200);
      const ended = await portalFetch(PATH, { host: OCHTENDPOST, headers: { cookie: other } });
      expect(ended.status).toBe(302);
      expect(ended.headers.get("location")).toContain("/login");

      const old = await logIn(EMAIL, { host: OCHTENDPOST });
      expect(old.session).toBeNull();
      expect(old.idpStatus).toBe(401);
      expect((await logIn(EMAIL, { host: OCHTENDPOST, password: NEW_PASSWORD })).session).toBeTruthy();

      const back = await change({ currentPassword: NEW_PASSWORD, newPassword: PASSWORD }, current);
      expect(back.status).toBe(200);
      expect(text(back.body)).toContain("Uw wachtwoord is gewijzigd.");
      expect(text(back.body)).not.toContain("afgemeld");
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });
  });
});
