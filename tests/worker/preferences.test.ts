import { beforeAll, describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// Communication and language preferences (/account/voorkeuren) against the real origin, as Fatima
// (De Dagkoerier only). The tests run in order.
const host = "mijn.dagkoerier.example";
let cookie = "";

function post(fields: Array<[string, string]>) {
  return portalFetch("/account/voorkeuren", {
    host,
    method: "POST",
    headers: { cookie, origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The <input> tag with this name (and value), whatever the attribute order. */
function inputTag(html: string, name: string, value?: string): string {
  const tags = [...html.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]);
  const tag = tags.find((candidate) => candidate.includes(`name="${name}"`) && (value === undefined || candidate.includes(`value="${value}"`)));
  expect(tag, `${name} ${value ?? ""}`).toBeDefined();
  return tag!;
}

/** The checked channels of the brand at `index` as the page shows them. */
function checkedChannels(html: string, index: number): string[] {
  return ["email", "sms", "post", "phone"].filter((channel) => inputTag(html, `preferences[${index}].${channel}`).includes('checked=""'));
}

async function page() {
  const response = await portalFetch("/account/voorkeuren", { host, headers: { cookie } });
  expect(response.status).toBe(200);
  return response.body;
}

beforeAll(async () => {
  const { session } = await logIn("betaalprobleem@example.nl", { host });
  cookie = session!;
});

describe("communication preferences", () => {
  it("shows a fieldset per brand the account has, with e-mail, sms, post and telefoon", async () => {
    const html = await page();
    expect(html).toMatch(/<h1[^>]*>Voorkeuren<\/h1>/);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>De Dagkoerier<\/legend>/);
    expect(inputTag(html, "preferences[0].brand")).toContain('value="dagkoerier"');
    for (const label of ["E-mail", "Sms", "Post", "Telefoon"]) expect(html).toContain(`/>${label}</label>`);
    expect(html).not.toContain('value="ochtendpost"');
  });

  it("refuses a brand the account does not have and stores nothing, not even the account's own brand", async () => {
    const before = checkedChannels(await page(), 0);
    const changed = ["email", "sms", "post", "phone"].filter((channel) => !before.includes(channel));
    const refused = await post([
      ["intent", "communication"],
      ["preferences[0].brand", "dagkoerier"],
      ...changed.map((channel): [string, string] => [`preferences[0].${channel}`, "on"]),
      ["preferences[1].brand", "ochtendpost"],
      ["preferences[1].email", "on"],
    ]);
    expect(refused.status).toBe(404);
    expect(refused.body).toContain("We konden de gevraagde gegevens niet vinden.");
    expect(checkedChannels(await page(), 0)).toEqual(before);
  });

  it("stores the checked channels and shows them after a reload; unchecked boxes are off", async () => {
    const saved = await post([
      ["intent", "communication"],
      ["preferences[0].brand", "dagkoerier"],
      ["preferences[0].sms", "on"],
      ["preferences[0].phone", "on"],
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Uw communicatievoorkeuren zijn opgeslagen.");
    expect(checkedChannels(await page(), 0)).toEqual(["sms", "phone"]);

    await post([["intent", "communication"], ["preferences[0].brand", "dagkoerier"], ["preferences[0].email", "on"]]);
    expect(checkedChannels(await page(), 0)).toEqual(["email"]);
  });

  // Issue 58, ADR 50: the page said "aanbiedingen en nieuws" while the incident e-mail named that setting.
  it("keeps service notices apart from offers: each stored on its own, and the page says which messages always come", async () => {
    const html = await page();
    expect(html).toContain("Berichten over uw abonnement");
    expect(html).toContain("Aanbiedingen en nieuws");
    expect(html).toContain("Bevestigingen van wat u regelt, ontvangstbewijzen, facturen en beveiligingscodes sturen wij altijd");
    // Offers all off, notices on.
    await post([["intent", "communication"], ["preferences[0].brand", "dagkoerier"], ["preferences[0].serviceNotices", "on"]]);
    let after = await page();
    expect(checkedChannels(after, 0)).toEqual([]);
    expect(inputTag(after, "preferences[0].serviceNotices")).toContain('checked=""');
    // Offers by e-mail on, notices off.
    await post([["intent", "communication"], ["preferences[0].brand", "dagkoerier"], ["preferences[0].email", "on"]]);
    after = await page();
    expect(checkedChannels(after, 0)).toEqual(["email"]);
    expect(inputTag(after, "preferences[0].serviceNotices")).not.toContain('checked=""');
    await post([["intent", "communication"], ["preferences[0].brand", "dagkoerier"], ["preferences[0].email", "on"], ["preferences[0].serviceNotices", "on"]]);
  });

  it("answers a malformed form with 400 and a Dutch message", async () => {
    const response = await post([["intent", "communication"], ["preferences[0].brand", "<b>"]]);
    expect(response.status).toBe(400);
    expect(response.body).toContain("Dit merk is niet bekend.");
  });
});

describe("language preference", () => {
  it("stores the choice; the next page is in that language (userinfo locale → clientSettings)", async () => {
    const saved = await post([["intent", "language"], ["language", "nl-BE"]]);
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Uw taalvoorkeur is opgeslagen.");
    let html = await page();
    expect(inputTag(html, "language", "nl-BE")).toContain('checked=""');
    expect(inputTag(html, "language", "website")).not.toContain('checked=""');
    expect(html).toMatch(/<html lang="nl-BE"/);

    await post([["intent", "language"], ["language", "website"]]);
    html = await page();
    expect(inputTag(html, "language", "website")).toContain('checked=""');
    expect(html).toMatch(/<html lang="nl-NL"/);
  });

  it("refuses anything but the three choices", async () => {
    const response = await post([["intent", "language"], ["language", "en-GB"]]);
    expect(response.status).toBe(400);
    expect(response.body).toContain("Kies een taal.");
  });
});
