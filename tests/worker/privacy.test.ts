import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldError, inputValue, mainText, ORIGIN } from "./account-helpers";
import { enterNewWorld, inWorld, logIn, PASSWORD, portalFetch } from "./helpers";

// /account/privacy (ADR 42) through the portal Worker against the real origin, in a world of its own:
// Jan downloads his data; Tom, who has no subscriptions, deletes his account and is logged out.

const host = "mijn.dagkoerier.example";
const PATH = "/account/privacy";

beforeAll(async () => {
  await enterNewWorld();
});

const session = async (email: string) => (await logIn(email, { host })).session!;
const get = (path: string, cookie: string) => portalFetch(path, { host, headers: { cookie } });
const post = (cookie: string, fields: Record<string, string>, origin = `https://${host}`) =>
  portalFetch(PATH, {
    host,
    method: "POST",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("download my data", () => {
  it("explains the archive, makes it on request and lets only its own account download it", async () => {
    const jan = await session("jan.jansen@example.nl");
    const page = await get(PATH, jan);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Privacy en uw gegevens<\/h1>/);
    expect(mainText(page.body)).toContain("Mijn gegevens opvragen");

    const asked = await post(jan, { intent: "request-export" });
    expect(asked.status).toBe(200);
    expect(mainText(asked.body)).toContain("Uw gegevens staan klaar. Download ze hieronder.");
    const after = await get(PATH, jan);
    const href = /href="(\/account\/privacy\/download\/[^"]+)"/.exec(after.body)?.[1];
    expect(href).toBeDefined();
    expect(mainText(after.body)).toMatch(/U kunt ze downloaden tot \d{1,2} [a-z]+ \d{4}/);

    const download = await portalFetch(href!, { host, headers: { cookie: jan }, binary: true });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(/attachment; filename="mijn-gegevens-/);
    const files = unzipSync(new Uint8Array(download.bytes!));
    expect(strFromU8(files["LEESMIJ.txt"]!)).toContain(`Account: ${inWorld("jan.jansen@example.nl")}`);
    expect(Object.keys(files).some((name) => /^invoices\/factuur-.+\.pdf$/.test(name))).toBe(true);

    // Another account, no account, an unknown id: 404 or the login, never the bytes.
    const an = await session("an.peeters@example.be");
    expect((await portalFetch(href!, { host, headers: { cookie: an } })).status).toBe(404);
    expect((await portalFetch(href!, { host })).status).toBe(302);
    expect((await portalFetch("/account/privacy/download/dx_bestaat-niet", { host, headers: { cookie: jan } })).status).toBe(404);
  });
});

describe("delete my account", () => {
  it("shows Jan what stops it, with links to settle each, and no form", async () => {
    const jan = await session("jan.jansen@example.nl");
    const page = mainText((await get(PATH, jan)).body);
    expect(page).toContain("U kunt uw account nu nog niet verwijderen:");
    expect(page).toContain("loopt nog. Zeg het eerst op");
    expect(page).not.toContain("Uw wachtwoord");
    const refused = await post(jan, { intent: "delete-account", password: PASSWORD, understood: "on" });
    // Blocked meanwhile (the form was open elsewhere): 409, and the page says what to settle first.
    expect(refused.status).toBe(409);
    expect(mainText(refused.body)).toContain("U kunt uw account nu nog niet verwijderen:");
    expect((await get("/account", jan)).status).toBe(200);
  });

  it("says until when the invoices would be kept, as the subscriber's tax law asks (7 years in the Netherlands, 10 in Belgium), or that nothing is kept", async () => {
    const keptUntilYear = (page: string) => Number(/Uw facturen bewaren wij tot en met 31 december (\d{4}), met de naam/.exec(page)?.[1]);
    // The rule: until the end of the seventh (Belgium: tenth) year after the newest invoice's year, whatever today is.
    const newestInvoiceYear = (page: string) => Number(/Factuur \w+ (\d{4})/.exec(page)?.[1]);
    const jan = await session("jan.jansen@example.nl");
    const janPage = mainText((await get(PATH, jan)).body);
    expect(keptUntilYear(janPage)).toBe(newestInvoiceYear(mainText((await get("/facturen", jan)).body)) + 7);
    expect(janPage).toContain("dat vraagt de belastingwet");

    const beHost = "mijn.ochtendpost.example";
    const an = (await logIn("an.peeters@example.be", { host: beHost })).session!;
    const anPage = mainText((await portalFetch(PATH, { host: beHost, headers: { cookie: an } })).body);
    expect(keptUntilYear(anPage)).toBe(newestInvoiceYear(mainText((await portalFetch("/facturen", { host: beHost, headers: { cookie: an } })).body)) + 10);
    expect(anPage).toContain("dat vraagt de Belgische btw-wetgeving");

    const tom = await session("geen.abonnement@example.nl");
    const tomPage = mainText((await get(PATH, tom)).body);
    expect(tomPage).toContain("U heeft geen facturen bij ons, dus van uw account bewaren wij daarna niets.");
    expect(tomPage).not.toContain("Uw facturen bewaren wij");
  });

  it("refuses a missing confirmation and a wrong password next to their fields, never echoing the password", async () => {
    const tom = await session("geen.abonnement@example.nl");
    const missing = await post(tom, { intent: "delete-account", password: "" });
    expect(missing.status).toBe(400);
    expect(fieldError(missing.body, "password")).toBe("Vul uw wachtwoord in om te bevestigen dat u het bent.");
    expect(fieldError(missing.body, "understood")).toBe("Vink aan dat u begrijpt dat uw account en gegevens worden verwijderd.");
    const wrong = await post(tom, { intent: "delete-account", password: "Niet-het-wachtwoord-1", understood: "on" });
    expect(wrong.status).toBe(400);
    expect(fieldError(wrong.body, "password")).toBe("Dit wachtwoord is onjuist.");
    expect(inputValue(wrong.body, "password") ?? "").toBe("");
    expect(wrong.body).not.toContain("Niet-het-wachtwoord-1");
    // Nothing changed: Tom is still logged in.
    expect((await get("/account", tom)).status).toBe(200);
  });

  it("refuses a post from another site", async () => {
    const tom = await session("geen.abonnement@example.nl");
    const forged = await post(tom, { intent: "delete-account", password: PASSWORD, understood: "on" }, "https://evil.example");
    expect(forged.status).toBe(403);
    expect((await get("/account", tom)).status).toBe(200);
  });

  it("schedules the deletion, logs Tom out everywhere and tells him when and how to undo it", async () => {
    const tom = await session("geen.abonnement@example.nl");
    const other = await session("geen.abonnement@example.nl");
    const done = await post(tom, { intent: "delete-account", password: PASSWORD, understood: "on" });
    expect(done.status).toBe(303);
    const location = done.headers.get("location")!;
    expect(location).toMatch(/^\/account\/verwijderd\?op=\d{4}-\d{2}-\d{2}$/);
    expect(done.headers.get("set-cookie")).toMatch(/__Host-mo-session=;/);

    const told = await portalFetch(location, { host });
    expect(told.status).toBe(200);
    expect(mainText(told.body)).toMatch(/Op \d{1,2} [a-z]+ \d{4} verwijderen wij uw account en uw gegevens/);
    expect(mainText(told.body)).toContain("kies 'Account behouden'");
    // A made-up date in the link is not shown.
    expect(mainText((await portalFetch("/account/verwijderd?op=morgen%20om%20tien", { host })).body)).not.toContain("morgen om tien");

    // The other device is logged out too.
    const next = await get("/account", other);
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toContain("/login");
    const outbox = (await (await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld("geen.abonnement@example.nl"))}`)).json()) as {
      messages: { subject: string }[];
    };
    expect(outbox.messages[0]?.subject).toBe("Uw account wordt verwijderd");
  });
});
