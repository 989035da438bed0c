import { beforeAll, describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// /abonnementen/<id>/opzeggen through the portal Worker, against the real origin: Wereldwijzer has no
// external terminate link, so the portal's own flow cancels (ADR 17). Jan cancels and undoes it.

const WERELDWIJZER = "mijn.wereldwijzer.example";
const PATH = "/abonnementen/700101/opzeggen";
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ");
const main = (html: string) => text(html.slice(html.indexOf("<main"), html.indexOf("</main>")));

let jan: string;

beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl", { host: WERELDWIJZER })).session!;
});

const get = (path: string, cookie = jan) => portalFetch(path, { host: WERELDWIJZER, headers: { cookie } });
const post = (fields: Record<string, string>, origin = `https://${WERELDWIJZER}`) =>
  portalFetch(PATH, {
    host: WERELDWIJZER,
    method: "POST",
    headers: { cookie: jan, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("cancelling online", () => {
  it("links to the portal's flow only where the brand has no terminate link of its own", async () => {
    const { body } = await get("/abonnementen");
    expect(body).toContain(`href="${PATH}"`);
    expect(body).toContain('href="https://www.dagkoerier.example/abonnement-opzeggen"');
    const dagkoerier = await get("/abonnementen/700100/opzeggen");
    expect(dagkoerier.status).toBe(302);
    expect(dagkoerier.headers.get("location")).toBe("https://www.dagkoerier.example/abonnement-opzeggen");
  });

  it("answers someone else's subscription and a co-reader's with 404", async () => {
    expect((await get("/abonnementen/700200/opzeggen")).status).toBe(404);
    expect((await get("/abonnementen/onbekend/opzeggen")).status).toBe(404);
    const lisa = (await logIn("lisa.jansen@example.nl", { host: WERELDWIJZER })).session!;
    expect((await get("/abonnementen/700100/opzeggen", lisa)).status).toBe(404);
  });

  it("shows the end date and one offer first, keeps a refused remark, refuses a cross-origin post", async () => {
    const page = await get(PATH);
    expect(page.status).toBe(200);
    const shown = main(page.body);
    expect(shown).toContain("Er geldt een opzegtermijn van één maand.");
    expect(shown).toContain("Liever iets anders?");
    expect(page.body).toContain('href="#opzegformulier"');
    const long = await post({ intent: "cancel-subscription", comment: `${"a".repeat(501)}` });
    expect(long.status).toBe(400);
    expect(main(long.body)).toContain("Gebruik maximaal 500 tekens.");
    expect(long.body).toContain("a".repeat(501));
    const forged = await post({ intent: "cancel-subscription" }, "https://evil.example");
    expect(forged.status).toBe(403);
    expect(main((await get("/abonnementen")).body)).not.toContain("Opgezegd per");
  });

  it("cancels per the end date, shows it on /abonnementen with an undo, and undoes it", async () => {
    const done = await post({ intent: "cancel-subscription", reason: "NO_TIME_TO_READ", comment: "Even te druk" });
    expect(done.status).toBe(200);
    const confirmed = main(done.body);
    expect(confirmed).toMatch(/U heeft Wereldwijzer – Magazine, 10 nummers per jaar opgezegd per \d+ \w+ \d{4}\./);
    expect(confirmed).toContain("Uw abonnement is opgezegd");
    expect(confirmed).toContain("Opzegging ongedaan maken");
    const overview = main((await get("/abonnementen")).body);
    expect(overview).toMatch(/Opgezegd per \d+ \w+ \d{4}/);
    expect(overview).toContain("Opzegging ongedaan maken");
    // A second cancel (double submit) changes nothing and still confirms.
    expect((await post({ intent: "cancel-subscription" })).status).toBe(200);

    const undone = await post({ intent: "undo-cancellation" });
    expect(undone.status).toBe(200);
    expect(main(undone.body)).toContain("De opzegging is ongedaan gemaakt.");
    expect(main(undone.body)).toContain("Abonnement opzeggen per");
    expect(main((await get("/abonnementen")).body)).not.toContain("Opgezegd per");
  });
});
