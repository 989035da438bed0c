import { beforeAll, describe, expect, it } from "vitest";
import { DAGKOERIER, ORIGIN, fieldError, formError, inputValue, logInJanAndAn, mainText, postForm } from "./account-helpers";
import { inWorld, portalFetch } from "./helpers";

// The contact form through the portal Worker, against the real origin (ADR 25): open without a
// login, prefilled with one; attachments through the portal's upload proxy (link, then PUT); the
// case number after the submit; every refusal with the typed message kept; a double submit that
// stores one case.

const FORM = "/klantenservice/contact/formulier";
const PROXY = "/klantenservice/contact/formulier/bijlage";
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

let jan: string;

beforeAll(async () => {
  ({ jan } = await logInJanAndAn());
});

const get = (path: string, cookie = "") => portalFetch(path, { host: DAGKOERIER, headers: cookie ? { cookie } : {} });
const key = (html: string) => inputValue(html, "idempotencyKey")!;

function fields(idempotencyKey: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "contact-form",
    idempotencyKey,
    topic: "delivery",
    subTopic: "delivery_complaint",
    message: "Mijn krant komt steeds te laat, al een week.",
    name: "Jan Jansen",
    email: "jan.jansen@example.nl",
    ...extra,
  };
}

async function uploadThroughPortal(cookie: string, name = "bon.pdf", bytes = PDF): Promise<{ id: string; status: number; body: string }> {
  const link = await portalFetch(PROXY, {
    host: DAGKOERIER,
    method: "POST",
    headers: { origin: `https://${DAGKOERIER}`, cookie, "content-type": "application/json" },
    body: JSON.stringify({ fileName: name, contentType: "application/pdf", size: bytes.byteLength }),
  });
  expect(link.status, link.body).toBe(201);
  const { uploadId, uploadUrl } = JSON.parse(link.body) as { uploadId: string; uploadUrl: string };
  expect(uploadUrl).toMatch(new RegExp(`^${PROXY}/${uploadId}\\?expires=\\d+&signature=[\\w-]+&seal=[\\w-]+$`));
  const put = await portalFetch(uploadUrl, {
    host: DAGKOERIER,
    method: "PUT",
    headers: { origin: `https://${DAGKOERIER}`, cookie, "content-type": "application/pdf" },
    body: bytes,
  });
  return { id: uploadId, status: put.status, body: put.body };
}

describe(FORM, () => {
  it("is open without a login: the visitor types the contact details; topic and sub-topic come from the link", async () => {
    const { status, body } = await get(`${FORM}?onderwerp=digital_reading&subonderwerp=login`);
    expect(status).toBe(200);
    expect(mainText(body)).toContain("Stel uw vraag");
    expect(mainText(body)).toContain("Heeft u een account? Log dan eerst in");
    expect(body).toMatch(/<option value="digital_reading" selected="">/);
    expect(body).toMatch(/<option value="login" selected="">/);
    expect(inputValue(body, "email")).toBe("");
    expect(body).not.toContain('name="subscriptionId"');
    expect(body).toContain('href="https://www.dagkoerier.example/servicevoorwaarden"');
  });

  it("fills in the account's details and offers its subscriptions when logged in; the app variant has no site chrome", async () => {
    const { body } = await get(FORM, jan);
    expect(inputValue(body, "name")).toBe("Jan Jansen");
    expect(inputValue(body, "email")).toBe("jan.jansen@example.nl");
    expect(body).toMatch(/<option value="700100">[^<]*700100/);
    const app = await get("/klantenservice/contact/app/basis-formulier", jan);
    expect(app.status).toBe(200);
    expect(app.body).not.toContain("<header");
    expect(app.body).not.toContain('aria-label="Kruimelpad"');
    expect(inputValue(app.body, "email")).toBe("jan.jansen@example.nl");
  });

  it("stores a case with an attachment uploaded through the portal: case number, answer date, e-mail", async () => {
    const page = await get(FORM, jan);
    const upload = await uploadThroughPortal(jan);
    expect(upload.status, upload.body).toBe(201);
    const reply = await postForm(FORM, jan, fields(key(page.body), { attachments: upload.id, subscriptionId: "700100" }));
    expect(reply.status).toBe(200);
    const shown = mainText(reply.body);
    const caseNumber = /Uw dossiernummer is (KS-\d{4}-\d{6})/.exec(shown)?.[1];
    expect(caseNumber).toBeTruthy();
    expect(shown).toMatch(/U krijgt binnen 2 werkdagen antwoord, uiterlijk op \d{1,2} \w+ \d{4}\. Wij mailen naar jan\.jansen@example\.nl\./);
    expect(shown).toContain("Meegestuurd: bon.pdf.");
    const outbox = await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld("jan.jansen@example.nl"))}`);
    const messages = ((await outbox.json()) as { messages: Array<{ subject: string }> }).messages;
    expect(messages[0]?.subject).toBe(`Uw vraag is ontvangen (${caseNumber})`);

    // The same form sent again (double submit, reload): the same case, not a second one.
    const again = await postForm(FORM, jan, fields(key(page.body), { attachments: upload.id, subscriptionId: "700100" }));
    expect(mainText(again.body)).toContain(`Uw dossiernummer is ${caseNumber}`);
  });

  it("with isContactFormAttachmentEnabled off: no attachment field, no upload link, and a submit with attachments is refused with the message kept", async () => {
    const upload = await uploadThroughPortal(jan, "voor-de-uitschakeling.pdf");
    const off = `${jan}; mo-test-flags=${encodeURIComponent("isContactFormAttachmentEnabled:off")}`;
    const page = await get(FORM, off);
    expect(page.status).toBe(200);
    expect(mainText(page.body)).not.toContain("Bijlagen toevoegen kan als JavaScript aan staat");
    expect(mainText((await get(FORM, jan)).body)).toContain("Bijlagen toevoegen kan als JavaScript aan staat");
    const link = await portalFetch(PROXY, {
      host: DAGKOERIER,
      method: "POST",
      headers: { origin: `https://${DAGKOERIER}`, cookie: off, "content-type": "application/json" },
      body: JSON.stringify({ fileName: "bon.pdf", contentType: "application/pdf", size: PDF.byteLength }),
    });
    expect(link.status).toBe(403);
    expect(JSON.parse(link.body).message).toBe("Bijlagen meesturen kan nu niet. Verwijder de bijlagen en verstuur uw vraag opnieuw.");
    const reply = await postForm(FORM, off, fields(key(page.body), { attachments: upload.id }));
    expect(reply.status).toBe(400);
    expect(formError(reply.body, "contact-form")).toContain("Bijlagen meesturen kan nu niet.");
    expect(reply.body).toContain("Mijn krant komt steeds te laat, al een week.");
  });

  it("takes a question without a login", async () => {
    const page = await get(FORM);
    const reply = await postForm(FORM, "", fields(key(page.body), { topic: "digital_reading", subTopic: "login", email: "kan.niet.inloggen@example.nl", name: "Els de Vries" }));
    expect(reply.status).toBe(200);
    expect(mainText(reply.body)).toMatch(/Uw dossiernummer is KS-\d{4}-\d{6}/);
  });

  it("refuses a sub-topic of another topic and forbidden characters next to the field, keeping the message", async () => {
    const page = await get(FORM, jan);
    const mismatch = await postForm(FORM, jan, fields(key(page.body), { topic: "payment", subTopic: "delivery_complaint" }));
    expect(mismatch.status).toBe(400);
    expect(fieldError(mismatch.body, "subTopic")).toBe("Dit onderwerp hoort niet bij “Betalen en facturen”. Kies een onderwerp uit de lijst.");
    expect(mismatch.body).toContain("Mijn krant komt steeds te laat, al een week.");

    const forbidden = await postForm(FORM, jan, fields(key(page.body), { message: "Zie https://example.nl <b>nu</b>" }));
    expect(forbidden.status).toBe(400);
    expect(fieldError(forbidden.body, "message")).toBe("Gebruik geen van deze tekens: < > ^ # = / :");
    expect(forbidden.body).toContain("Zie https://example.nl &lt;b&gt;nu&lt;/b&gt;");
    expect(formError(forbidden.body, "contact-form")).toBe("");
  });

  it("refuses an attachment still uploading, and an upload link that was already used, in Dutch", async () => {
    const page = await get(FORM, jan);
    const busy = await postForm(FORM, jan, fields(key(page.body), { attachmentsBusy: "1" }));
    expect(busy.status).toBe(400);
    expect(busy.body).toContain("Niet alle bijlagen zijn geüpload. Wacht tot ze klaar zijn, probeer ze opnieuw of verwijder ze.");

    const link = await portalFetch(PROXY, {
      host: DAGKOERIER,
      method: "POST",
      headers: { origin: `https://${DAGKOERIER}`, cookie: jan, "content-type": "application/json" },
      body: JSON.stringify({ fileName: "virus.exe", contentType: "application/x-msdownload", size: 10 }),
    });
    expect(link.status).toBe(400);
    expect(JSON.parse(link.body).message).toBe("Dit type bestand kunnen we niet ontvangen. Stuur een PDF, JPG, PNG of HEIC.");

    const first = await uploadThroughPortal(jan, "eenmalig.pdf");
    expect(first.status).toBe(201);
    const linkResponse = await portalFetch(PROXY, {
      host: DAGKOERIER,
      method: "POST",
      headers: { origin: `https://${DAGKOERIER}`, cookie: jan, "content-type": "application/json" },
      body: JSON.stringify({ fileName: "twee.pdf", contentType: "application/pdf", size: PDF.byteLength }),
    });
    const { uploadUrl } = JSON.parse(linkResponse.body) as { uploadUrl: string };
    const put = () => portalFetch(uploadUrl, { host: DAGKOERIER, method: "PUT", headers: { origin: `https://${DAGKOERIER}`, cookie: jan, "content-type": "application/pdf" }, body: PDF });
    expect((await put()).status).toBe(201);
    const reused = await put();
    expect(reused.status).toBe(409);
    expect(JSON.parse(reused.body).message).toBe("Deze uploadlink is al gebruikt. Voeg het bestand opnieuw toe.");
    // A put from another site is refused at the edge.
    const foreign = await portalFetch(uploadUrl, { host: DAGKOERIER, method: "PUT", headers: { origin: "https://evil.example", "content-type": "application/pdf" }, body: PDF });
    expect(foreign.status).toBe(403);
  });

  it("refuses a made-up or altered upload link before reading its body: no seal of the portal, no upload", async () => {
    const { uploadUrl } = JSON.parse(
      (
        await portalFetch(PROXY, {
          host: DAGKOERIER,
          method: "POST",
          headers: { origin: `https://${DAGKOERIER}`, cookie: jan, "content-type": "application/json" },
          body: JSON.stringify({ fileName: "echt.pdf", contentType: "application/pdf", size: PDF.byteLength }),
        })
      ).body,
    ) as { uploadUrl: string };
    const url = new URL(uploadUrl, "https://portal");
    expect(url.searchParams.get("seal")).toMatch(/^[\w-]{43}$/);
    const altered = (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return `${url.pathname}?${params}`;
    };
    // Expiries taken from the real link (still valid, and an hour later): only the seal can refuse these.
    const expires = Number(url.searchParams.get("expires"));
    const madeUp = `${PROXY}/${"A".repeat(21)}?expires=${expires}&signature=${"x".repeat(43)}`;
    // A body of 10 MB that is never read: the answer comes from the link alone.
    const big = new Uint8Array(10 * 1024 * 1024);
    for (const path of [madeUp, altered((params) => params.delete("seal")), altered((params) => params.set("expires", String(expires + 3_600_000)))]) {
      const refused = await portalFetch(path, { host: DAGKOERIER, method: "PUT", headers: { origin: `https://${DAGKOERIER}`, cookie: jan, "content-type": "application/pdf" }, body: big });
      expect(refused.status, path).toBe(403);
      expect(JSON.parse(refused.body).message).toBe("Deze uploadlink is niet (meer) geldig. Voeg het bestand opnieuw toe.");
    }
    // The link as the portal gave it still works.
    expect((await portalFetch(uploadUrl, { host: DAGKOERIER, method: "PUT", headers: { origin: `https://${DAGKOERIER}`, cookie: jan, "content-type": "application/pdf" }, body: PDF })).status).toBe(201);
  });
});
