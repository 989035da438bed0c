import { beforeAll, describe, expect, it } from "vitest";
import { DAGKOERIER, ORIGIN, fieldError, postForm, mainText } from "./account-helpers";
import { inWorld, logIn, portalFetch } from "./helpers";

// Shared access through the portal Worker against the real origin (ADR 21): Jan's page with its seats,
// invites and co-readers; inviting with every refusal next to the field; the invitee's page in each login
// state (a new account made at the identity provider accepts); removing ends the access at once.

const SHARING = "/abonnementen/delen";
const main = mainText;
const hiddenValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1]!;
const stamp = Date.now().toString(36);

let jan: string;

beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl", { host: DAGKOERIER })).session!;
});

const get = (path: string, cookie?: string) => portalFetch(path, { host: DAGKOERIER, headers: cookie ? { cookie } : {} });

async function keyMailedTo(to: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld(to))}`);
  const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
  const key = messages.map((message) => /\/abonnementen\/uitnodiging\/([A-Za-z0-9_-]+)/.exec(message.body)?.[1]).find(Boolean);
  if (!key) throw new Error(`no invitation in the outbox for ${to}`);
  return key;
}

describe("/abonnementen/delen", () => {
  it("shows each shareable subscription with its seats, co-readers and invites, and what is shared with you", async () => {
    const { status, body } = await get(SHARING, jan);
    expect(status).toBe(200);
    const shown = main(body);
    expect(shown).toContain("Abonnement delen");
    expect(shown).toContain("De Dagkoerier – Krant 6 dagen per week");
    expect(shown).toMatch(/\d van 3 plaatsen voor meelezers in gebruik/);
    expect(shown).toContain("Uw eigen plaats telt niet mee: u leest altijd zelf.");
    expect(shown).toContain("Lisa Jansen");
    expect(shown).toContain("pieter.bakker@example.nl");
    expect(shown).toContain("oud.adres@example.nl Verlopen");
    expect(shown).not.toContain("Wereldwijzer"); // a magazine cannot be shared
    expect(shown).toContain("Meelezen met iemand anders");

    const lisa = (await logIn("lisa.jansen@example.nl", { host: DAGKOERIER })).session!;
    const hers = main((await get(SHARING, lisa)).body);
    expect(hers).toContain("Met u gedeeld");
    expect(hers).toMatch(/Gedeeld door Jan Jansen sinds \d+ \w+ 2025/);
    expect(hers).toContain("U heeft geen abonnement dat u kunt delen.");
  });

  it("lets a reader withdraw an open request for access: the owner no longer sees it", async () => {
    const tom = (await logIn("geen.abonnement@example.nl", { host: DAGKOERIER })).session!;
    const page = await get(SHARING, tom);
    const asked = await postForm(SHARING, tom, { intent: "request-access", idempotencyKey: hiddenValue(page.body, "idempotencyKey"), ownerEmail: "jan.jansen@example.nl", message: "Mag ik meelezen?" });
    expect(asked.status).toBe(200);
    const pending = main((await get(SHARING, tom)).body);
    expect(pending).toContain("Aan jan.jansen@example.nl (De Dagkoerier)");
    expect(pending).toContain("Wacht op antwoord Verzoek intrekken");
    expect(main((await get(SHARING, jan)).body)).toContain("Mag ik meelezen?");

    const requestId = /name="intent" value="withdraw-request"\/><input type="hidden" name="requestId" value="([^"]+)"/.exec((await get(SHARING, tom)).body)![1]!;
    const withdrawn = await postForm(SHARING, tom, { intent: "withdraw-request", requestId });
    expect(withdrawn.status).toBe(200);
    expect(main(withdrawn.body)).toContain("Uw verzoek is ingetrokken. De eigenaar ziet het niet meer.");
    const after = main((await get(SHARING, tom)).body);
    expect(after).toContain("Ingetrokken");
    expect(after).not.toContain("Verzoek intrekken");
    expect(main((await get(SHARING, jan)).body)).not.toContain("Mag ik meelezen?");
    // Sent again (a second tab): the same notice, nothing else changes.
    expect(main((await postForm(SHARING, tom, { intent: "withdraw-request", requestId })).body)).toContain("Uw verzoek is ingetrokken.");
    // Someone else's request id is not found for them.
    expect((await postForm(SHARING, jan, { intent: "withdraw-request", requestId })).status).toBe(404);
  });

  it("sends logged-out visitors to the login and back", async () => {
    const response = await get(SHARING);
    expect(response.status).toBe(302);
    expect(decodeURIComponent(response.headers.get("location")!)).toContain("callback_url=https://mijn.dagkoerier.example/abonnementen/delen");
  });

  it("refuses bad input next to the field with what was typed kept, and nothing is sent", async () => {
    const page = (await get(SHARING, jan)).body;
    const base = { intent: "send-invite", subscriptionId: "700100", idempotencyKey: hiddenValue(page, "idempotencyKey") };
    const cases: [string, string, number][] = [
      ["geen-adres", "Vul een geldig e-mailadres in.", 400],
      ["jan.jansen@example.nl", "Dit is uw eigen e-mailadres. U leest zelf al mee; nodig iemand anders uit.", 400],
      ["lisa.jansen@example.nl", "Deze persoon leest al mee met dit abonnement.", 400],
      ["pieter.bakker@example.nl", "Dit e-mailadres heeft al een openstaande uitnodiging. Trek die in om opnieuw uit te nodigen.", 400],
    ];
    for (const [email, message, status] of cases) {
      const response = await postForm(SHARING, jan, { ...base, email });
      expect(response.status, email).toBe(status);
      expect(fieldError(response.body, "email"), email).toBe(message);
      expect(response.body).toContain(`value="${email}"`);
    }
    // The magazine is not Jan's to share here; An's subscription is not his at all.
    const magazine = await postForm(SHARING, jan, { ...base, subscriptionId: "700101", email: "iemand@example.nl" });
    expect(magazine.status).toBe(409);
    const foreign = await postForm(SHARING, jan, { ...base, subscriptionId: "700200", email: "iemand@example.nl" });
    expect(foreign.status).toBe(404);
    // A post from another site changes nothing.
    expect((await postForm(SHARING, jan, { ...base, email: "iemand@example.nl" }, { origin: "https://evil.example" })).status).toBe(403);
    const outbox = await (await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld("iemand@example.nl"))}`)).json();
    expect((outbox as { messages: unknown[] }).messages).toEqual([]);
  });
});

describe("an invite from sending to removing", () => {
  it("is accepted by a new account made from the invite, shows as shared, and ends at once when removed", async () => {
    const email = `nieuw.${stamp}@example.nl`;
    // Jan frees a seat (Pieter's invite) and invites the new address; a double submit sends one invite.
    const before = (await get(SHARING, jan)).body;
    const pieterKey = /name="inviteKey" value="([^"]+)"/.exec(before.slice(before.indexOf("pieter.bakker@example.nl")))![1]!;
    expect((await postForm(SHARING, jan, { intent: "revoke-invite", inviteKey: pieterKey })).status).toBe(200);
    const idempotencyKey = hiddenValue((await get(SHARING, jan)).body, "idempotencyKey");
    const form = { intent: "send-invite", subscriptionId: "700100", idempotencyKey, email };
    const [sent, twice] = await Promise.all([postForm(SHARING, jan, form), postForm(SHARING, jan, form)]);
    expect(sent.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(main(sent.body)).toContain(`De uitnodiging is verstuurd naar ${email}.`);
    const key = await keyMailedTo(email);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Not logged in: what it is, and "inloggen of account maken" that comes back here.
    const anonymous = await get(`/abonnementen/uitnodiging/${key}`);
    expect(anonymous.status).toBe(200);
    const shown = main(anonymous.body);
    expect(shown).toContain("Jan Jansen nodigt u uit om mee te lezen");
    expect(shown).toContain("n•••@example.nl");
    expect(shown).not.toContain(email);
    expect(anonymous.body).toContain(`callback_url=${encodeURIComponent(`https://${DAGKOERIER}/abonnementen/uitnodiging/${key}`)}`);
    expect(anonymous.body).toMatch(/href="[^"]*prompt=create"/);

    // Another account: explained, with a way to switch; accepting is refused.
    const an = (await logIn("an.peeters@example.be", { host: DAGKOERIER })).session!;
    const other = main((await get(`/abonnementen/uitnodiging/${key}`, an)).body);
    expect(other).toContain("Deze uitnodiging is voor een ander e-mailadres");
    expect(other).toContain("U bent ingelogd als an.peeters@example.be");
    const refused = await postForm(`/abonnementen/uitnodiging/${key}`, an, { intent: "accept-invite" });
    expect(refused.status).toBe(403);

    // The invitee makes an account at the identity provider and comes back to the invite.
    const made = await logIn(email, { host: DAGKOERIER, prompt: "create", name: { given: "Noor", family: "Nieuw" }, callbackUrl: `/abonnementen/uitnodiging/${key}` });
    expect(made.done.headers.get("location")).toBe(`/abonnementen/uitnodiging/${key}`);
    const noor = made.session!;
    const invited = await get(`/abonnementen/uitnodiging/${key}`, noor);
    expect(main(invited.body)).toContain(`U bent ingelogd als ${email}.`);
    const accepted = await postForm(`/abonnementen/uitnodiging/${key}`, noor, { intent: "accept-invite" });
    expect(accepted.status).toBe(302);
    const reading = await get(accepted.headers.get("location")!, noor);
    expect(main(reading.body)).toContain("U leest mee met De Dagkoerier");
    const subscriptions = main((await get("/abonnementen", noor)).body);
    expect(subscriptions).toContain("Gedeeld door Jan Jansen");
    expect(subscriptions).toContain("Online lezen");

    // Used: another visitor sees that, with 410.
    const used = await get(`/abonnementen/uitnodiging/${key}`, an);
    expect(used.status).toBe(410);
    expect(main(used.body)).toContain("Deze uitnodiging is al gebruikt");

    // Jan removes Noor: her very next page no longer has the subscription.
    const page = (await get(SHARING, jan)).body;
    expect(main(page)).toContain("Noor Nieuw");
    const accountId = /verwijderen=(acc_[^&"]+)&amp;abonnement=700100/.exec(page)![1]!;
    const confirm = main((await get(`${SHARING}?verwijderen=${accountId}&abonnement=700100`, jan)).body);
    expect(confirm).toContain("Noor Nieuw verwijderen als meelezer?");
    const removed = await postForm(SHARING, jan, { intent: "revoke-co-reader", accountId: decodeURIComponent(accountId), subscriptionId: "700100" });
    expect(removed.status).toBe(200);
    expect(main((await get("/abonnementen", noor)).body)).not.toContain("Gedeeld door Jan Jansen");
    // Removing again (a double submit) is answered calmly.
    const again = await postForm(SHARING, jan, { intent: "revoke-co-reader", accountId: decodeURIComponent(accountId), subscriptionId: "700100" });
    expect(again.status).toBe(404);
  });

  it("answers unknown, malformed and expired keys with a calm page each", async () => {
    const unknown = await get("/abonnementen/uitnodiging/Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz");
    expect(unknown.status).toBe(404);
    expect(main(unknown.body)).toContain("Deze uitnodiging bestaat niet");
    expect((await get("/abonnementen/uitnodiging/kort")).status).toBe(404);
    const expired = await get("/abonnementen/uitnodiging/Xp4Lr7Tm2Qw9Zs6Vb1Nc8Kd3Fg5Hj0Ya");
    expect(expired.status).toBe(410);
    expect(main(expired.body)).toContain("Deze uitnodiging is verlopen");
    expect(main(expired.body)).toContain("Vraag Jan Jansen om u een nieuwe uitnodiging te sturen.");
    // The owner opening his own invite.
    const own = await get("/abonnementen/uitnodiging/Hc3Wd8Ny5TqE1gKak7Qm2xVb9PzL4sRtB", (await logIn("an.peeters@example.be", { host: DAGKOERIER })).session!);
    expect(main(own.body)).toContain("Dit is uw eigen uitnodiging");
  });
});

// Issue 58: an expired invite could only be removed; "Opnieuw versturen" sends a new link to the same address.
// Last in this file: it takes the seat the expired invite no longer holds, and closes the expired key.
describe("an expired invite sent again", () => {
  it("sends a new link to the same address once, in the row's own form, and the old link stops", async () => {
    const page = (await get(SHARING, jan)).body;
    const row = page.slice(page.indexOf("oud.adres@example.nl"));
    const form = /<form[^>]*>\s*<input type="hidden" name="intent" value="resend-invite"\/>([\s\S]*?)<\/form>/.exec(row)![0];
    expect(form).toContain(">Opnieuw versturen<");
    const fields = Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    expect(fields).toMatchObject({ intent: "resend-invite", subscriptionId: "700100", email: "oud.adres@example.nl" });
    expect(fields.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // Only expired rows offer it: an open invite is revoked or left alone, not sent twice.
    expect((page.match(/value="resend-invite"/g) ?? []).length).toBe(1);

    // Someone else's subscription is not found; nothing is sent.
    expect((await postForm(SHARING, jan, { ...fields, subscriptionId: "700200", idempotencyKey: `${fields.idempotencyKey}x` })).status).toBe(404);

    // Sent twice at once (a double tap): one new invite, one e-mail, the same notice for both.
    const [sent, twice] = await Promise.all([postForm(SHARING, jan, fields), postForm(SHARING, jan, fields)]);
    expect(sent.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(main(sent.body)).toContain("De uitnodiging is opnieuw verstuurd naar oud.adres@example.nl. De nieuwe link is 14 dagen geldig.");
    const outbox = (await (await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld("oud.adres@example.nl"))}`)).json()) as { messages: Array<{ body: string }> };
    expect(outbox.messages).toHaveLength(1);
    const key = await keyMailedTo("oud.adres@example.nl");
    expect(main((await get(`/abonnementen/uitnodiging/${key}`)).body)).toContain("Jan Jansen nodigt u uit om mee te lezen");
    const after = main((await get(SHARING, jan)).body);
    expect(after).toContain("oud.adres@example.nl Uitgenodigd");
    expect(after).not.toContain("Verlopen");
    // The expired link no longer works.
    expect((await get("/abonnementen/uitnodiging/Xp4Lr7Tm2Qw9Zs6Vb1Nc8Kd3Fg5Hj0Ya")).status).toBe(410);
  });
});
