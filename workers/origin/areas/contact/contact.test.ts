import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { handleScheduled } from "../../index";
import { DEMO } from "../../demo/demo";
import { activityTypes, asPortal, call, db, lastActivity, login, moveClock, originEnv, outboxTo, resetClock, type Tokens } from "../../test/helpers";
import { objectKey } from "./data";
import { CONTACT_TOPICS, MAX_ATTACHMENT_BYTES } from "./rules";

// The contact form's REST (ADR 25) as the portal calls it: upload links, uploads into R2, cases by
// both routes, and the housekeeping of uploads no case took.

const bucket = originEnv.CONTACT_UPLOADS;
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
let jan: Tokens;
let keys = 0;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
});

afterEach(() => resetClock());

const auth = (tokens?: Tokens): Record<string, string> => (tokens ? { authorization: `Bearer ${tokens.access_token}` } : {});

function postJson(path: string, body: unknown, tokens?: Tokens) {
  return call(path, { method: "POST", headers: { "content-type": "application/json", ...auth(tokens) }, body: JSON.stringify(body) });
}

interface Link {
  uploadId: string;
  uploadUrl: string;
  expiresAt: string;
  maxBytes: number;
  __typename: string;
}

async function link(fileName: string, bytes: Uint8Array<ArrayBuffer>, contentType: string, tokens?: Tokens): Promise<Link> {
  const response = await postJson("/api/pass/contact-form/upload-links", { brand: "dagkoerier", fileName, contentType, size: bytes.byteLength }, tokens);
  expect(response.status).toBe(201);
  return response.json<Link>();
}

function put(url: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  return call(url, { method: "PUT", headers: { "content-type": contentType }, body: bytes });
}

async function uploaded(fileName: string, bytes = PDF, contentType = "application/pdf", tokens: Tokens | null = jan): Promise<string> {
  const created = await link(fileName, bytes, contentType, tokens ?? undefined);
  const response = await put(created.uploadUrl, bytes, contentType);
  expect(response.status, await response.clone().text()).toBe(201);
  return created.uploadId;
}

function caseBody(overrides: Record<string, unknown> = {}) {
  return {
    brand: "dagkoerier",
    topic: "delivery",
    subTopic: "delivery_complaint",
    message: "Mijn krant is al drie dagen nat. Zie de foto's.",
    name: "Jan Jansen",
    email: "jan.jansen@example.nl",
    attachments: [],
    idempotencyKey: `contact-key-${++keys}`,
    ...overrides,
  };
}

async function violations(response: Response): Promise<Array<{ code: string; field?: string; message: string }>> {
  return (await response.json<{ violations: Array<{ code: string; field?: string; message: string }> }>()).violations;
}

describe("contact form: upload links", () => {
  it("gives a signed single-use link of 15 minutes; the upload lands in R2", async () => {
    const created = await link("bon.pdf", PDF, "application/pdf", jan);
    expect(created.__typename).toBe("ContactFormUploadLinkResult");
    expect(created.uploadId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(created.uploadUrl).toMatch(new RegExp(`^/api/pass/contact-form/uploads/${created.uploadId}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    const minutes = (Date.parse(created.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const response = await put(created.uploadUrl, PDF, "application/pdf");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: created.uploadId, fileName: "bon.pdf", size: PDF.byteLength });
    const object = await bucket.get(objectKey(created.uploadId));
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);

    const again = await put(created.uploadUrl, PDF, "application/pdf");
    expect(again.status).toBe(409);
    expect((await violations(again))[0]?.code).toBe("UPLOAD-LINK-USED");
  });

  it("works without a login: the link is the credential", async () => {
    const id = await uploaded("anoniem.png", PNG, "image/png", null);
    expect(await bucket.head(objectKey(id))).not.toBeNull();
  });

  it("refuses a forged signature and an expired link, and stores nothing", async () => {
    const created = await link("bon.pdf", PDF, "application/pdf");
    const forged = created.uploadUrl.replace(/signature=[^&]+/, `signature=${"A".repeat(43)}`);
    const refused = await put(forged, PDF, "application/pdf");
    expect(refused.status).toBe(403);
    expect((await violations(refused))[0]?.code).toBe("UPLOAD-LINK-INVALID");
    const longer = created.uploadUrl.replace(/expires=(\d+)/, (_, ms: string) => `expires=${Number(ms) + 3_600_000}`);
    expect((await put(longer, PDF, "application/pdf")).status).toBe(403);

    moveClock(15 * 60 + 1);
    const expired = await put(created.uploadUrl, PDF, "application/pdf");
    expect(expired.status).toBe(403);
    expect((await violations(expired))[0]).toMatchObject({ code: "UPLOAD-LINK-EXPIRED", message: "Deze uploadlink is verlopen. Voeg het bestand opnieuw toe." });
    expect(await bucket.head(objectKey(created.uploadId))).toBeNull();
  });

  it("refuses files that are too large, of another type, or not what they say they are", async () => {
    const tooLarge = await postJson("/api/pass/contact-form/upload-links", { brand: "dagkoerier", fileName: "groot.pdf", contentType: "application/pdf", size: MAX_ATTACHMENT_BYTES + 1 });
    expect(tooLarge.status).toBe(400);
    expect(await violations(tooLarge)).toEqual([{ code: "ATTACHMENT-TOO-LARGE", field: "size", message: "Dit bestand is groter dan 10 MB." }]);
    const exe = await postJson("/api/pass/contact-form/upload-links", { brand: "dagkoerier", fileName: "virus.exe", contentType: "application/x-msdownload", size: 100 });
    expect((await violations(exe))[0]?.code).toBe("ATTACHMENT-TYPE");

    // Announced as a PDF, sent as a PNG header: refused, the link spent, nothing stored.
    const created = await link("nep.pdf", PNG, "application/pdf");
    const mismatch = await put(created.uploadUrl, PNG, "image/png");
    expect(mismatch.status).toBe(415);
    const fake = await put(created.uploadUrl, PNG, "application/pdf");
    expect(fake.status).toBe(400);
    expect((await violations(fake))[0]?.code).toBe("ATTACHMENT-CONTENT");
    expect(await bucket.head(objectKey(created.uploadId))).toBeNull();

    const bigger = await link("klein.pdf", PDF, "application/pdf");
    const body = new Uint8Array(PDF.byteLength + 10);
    body.set(PDF);
    expect((await put(bigger.uploadUrl, body, "application/pdf")).status).toBe(413);
  });
});

describe("contact form: cases", () => {
  it("stores a case with its attachments, on the timeline and with a confirmation e-mail (CIS route)", async () => {
    const first = await uploaded("foto-1.png", PNG, "image/png");
    const second = await uploaded("bon.pdf");
    const response = await postJson("/api/pass/contact-form/cases", caseBody({ attachments: [first, second], subscriptionId: DEMO.subscriptions.janDagkoerier }), jan);
    expect(response.status).toBe(201);
    const created = await response.json<Record<string, any>>();
    expect(created).toMatchObject({ channel: "CIS", topic: "delivery", subTopic: "delivery_complaint", answerWithin: "2 werkdagen", subscriptionId: DEMO.subscriptions.janDagkoerier });
    expect(created.caseNumber).toMatch(/^KS-\d{4}-1\d{5}$/);
    expect(created.answerBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(created.attachments.map((item: { fileName: string }) => item.fileName).sort()).toEqual(["bon.pdf", "foto-1.png"]);
    const taken = await db.prepare("SELECT COUNT(*) AS n FROM contact_uploads WHERE case_id = ?").bind(created.id).first<{ n: number }>();
    expect(taken?.n).toBe(2);

    expect((await activityTypes(DEMO.accounts.jan))[0]).toBe("CONTACT_FORM_CASE_CREATED");
    expect((await lastActivity(DEMO.accounts.jan))?.details).toMatchObject({ caseNumber: created.caseNumber, topic: "delivery", attachments: "2" });
    const [mail] = await outboxTo("jan.jansen@example.nl");
    expect(mail?.subject).toBe(`Uw vraag is ontvangen (${created.caseNumber})`);
    expect(mail?.body).toContain("U krijgt binnen 2 werkdagen antwoord");
    expect(mail?.body).toContain("Wij hebben 2 bijlagen ontvangen.");

    // An attachment goes with one case only.
    const reuse = await postJson("/api/pass/contact-form/cases", caseBody({ attachments: [first] }), jan);
    expect(reuse.status).toBe(400);
    expect((await violations(reuse))[0]).toMatchObject({ code: "ATTACHMENT-USED", field: "attachments" });
  });

  it("takes the Salesforce route when the portal sends it there", async () => {
    const response = await postJson("/api/pass/contact-form/salesforce-cases", caseBody({ topic: "payment", subTopic: "payment_invoice" }), jan);
    expect(response.status).toBe(201);
    const created = await response.json<{ channel: string; caseNumber: string; id: string }>();
    expect(created.channel).toBe("SALESFORCE");
    expect(created.caseNumber).toMatch(/^SF-\d{4}-1\d{5}$/);
    const row = await db.prepare("SELECT channel FROM contact_cases WHERE id = ?").bind(created.id).first<{ channel: string }>();
    expect(row?.channel).toBe("SALESFORCE");
  });

  it("confirms in the words of the brand's country: klantenservice in the Netherlands, klantendienst in Belgium", async () => {
    const asked = await postJson("/api/pass/contact-form/cases", caseBody({ brand: "ochtendpost", topic: "digital_reading", subTopic: "login", email: "els@example.be", name: "Els" }));
    expect(asked.status).toBe(201);
    const [belgian] = await outboxTo("els@example.be");
    expect(belgian?.body).toContain("Bedankt voor uw vraag aan de klantendienst van De Ochtendpost.");
    expect(belgian?.body).toContain("Klantendienst De Ochtendpost");
    expect(belgian?.body).not.toMatch(/klantenservice/i);
    await postJson("/api/pass/contact-form/cases", caseBody({ topic: "digital_reading", subTopic: "login", email: "piet@example.nl", name: "Piet" }));
    expect((await outboxTo("piet@example.nl"))[0]?.body).toContain("Bedankt voor uw vraag aan de klantenservice van De Dagkoerier.");
  });

  it("limits questions per recipient (5) and per client (20) in 15 minutes, with a Dutch 429; a repeated submit is free", async () => {
    const fromClient = (ip: string, body: unknown) =>
      call("/api/pass/contact-form/cases", { method: "POST", headers: { "content-type": "application/json", ...asPortal(ip) }, body: JSON.stringify(body) });
    // One address, many clients: five confirmations, then no more.
    for (let question = 1; question <= 6; question++) {
      const response = await fromClient(`192.0.2.${question}`, caseBody({ topic: "digital_reading", subTopic: "login", email: "doelwit@example.nl", name: "Wie dan ook" }));
      expect(response.status, `question ${question}`).toBe(question <= 5 ? 201 : 429);
      if (question === 6) expect((await violations(response))[0]).toMatchObject({ code: "TOO-MANY-REQUESTS", message: expect.stringContaining("Probeer het over een kwartier opnieuw") });
    }
    expect(await outboxTo("doelwit@example.nl")).toHaveLength(5);
    // One client, many addresses: twenty, then no more; the same submit again is answered as before.
    let last: Record<string, unknown> = {};
    for (let question = 1; question <= 21; question++) {
      last = caseBody({ topic: "digital_reading", subTopic: "login", email: `vraag${question}@example.nl`, name: "Vrager" });
      expect((await fromClient("192.0.2.99", last)).status, `question ${question}`).toBe(question <= 20 ? 201 : 429);
    }
    const twentieth = caseBody({ ...last, email: "vraag20@example.nl", idempotencyKey: `contact-key-${keys - 1}` });
    expect((await fromClient("192.0.2.99", twentieth)).status).toBe(200);
    await db.prepare("DELETE FROM login_throttle WHERE email LIKE 'contact-case-%'").run();
  });

  it("limits upload links per client (30 in 15 minutes)", async () => {
    const linkFrom = (ip: string) =>
      call("/api/pass/contact-form/upload-links", {
        method: "POST",
        headers: { "content-type": "application/json", ...asPortal(ip) },
        body: JSON.stringify({ brand: "dagkoerier", fileName: "foto.png", contentType: "image/png", size: PNG.byteLength }),
      });
    for (let made = 1; made <= 30; made++) expect((await linkFrom("192.0.2.150")).status).toBe(201);
    const refused = await linkFrom("192.0.2.150");
    expect(refused.status).toBe(429);
    expect((await violations(refused))[0]?.code).toBe("TOO-MANY-REQUESTS");
    expect((await linkFrom("192.0.2.151")).status).toBe(201);
    await db.prepare("DELETE FROM login_throttle WHERE email LIKE 'contact-upload-%'").run();
  });

  it("lets a visitor who cannot log in ask too, without a timeline entry; a subscription needs a login", async () => {
    const before = (await activityTypes(DEMO.accounts.jan)).length;
    const file = await uploaded("scherm.png", PNG, "image/png", null);
    const response = await postJson("/api/pass/contact-form/cases", caseBody({ topic: "digital_reading", subTopic: "login", email: "iemand@example.nl", name: "Iemand", attachments: [file] }));
    expect(response.status).toBe(201);
    // Nothing the visitor typed goes to an address nobody confirmed: no name, no question.
    const [confirmation] = await outboxTo("iemand@example.nl");
    expect(confirmation?.body).toMatch(/^Beste lezer,\n/);
    expect(confirmation?.body).not.toContain("Iemand");
    expect((await activityTypes(DEMO.accounts.jan)).length).toBe(before);

    const withSubscription = await postJson("/api/pass/contact-form/cases", caseBody({ subscriptionId: DEMO.subscriptions.janDagkoerier }));
    expect((await violations(withSubscription))[0]).toMatchObject({ code: "LOGIN-REQUIRED", field: "subscriptionId" });
    // Jan's own upload cannot go with an anonymous case (nor another account's).
    const jans = await uploaded("van-jan.pdf");
    const foreign = await postJson("/api/pass/contact-form/cases", caseBody({ attachments: [jans] }));
    expect((await violations(foreign))[0]?.code).toBe("ATTACHMENT-NOT-FOUND");
  });

  it("refuses bad input with Dutch messages per field and stores nothing", async () => {
    const count = async () => (await db.prepare("SELECT COUNT(*) AS n FROM contact_cases").first<{ n: number }>())!.n;
    const before = await count();
    const mismatch = await postJson("/api/pass/contact-form/cases", caseBody({ topic: "payment", subTopic: "delivery_complaint" }), jan);
    expect(mismatch.status).toBe(400);
    expect((await violations(mismatch))[0]).toMatchObject({ code: "SUB-TOPIC-MISMATCH", field: "subTopic" });
    const forbidden = await postJson("/api/pass/contact-form/cases", caseBody({ message: "Zie <script>" }), jan);
    expect((await violations(forbidden))[0]).toEqual({
      code: "FORBIDDEN-CHARACTERS",
      field: "message",
      message: "Uw bericht mag geen van deze tekens bevatten: < > ^ # = / :",
    });
    const long = await postJson("/api/pass/contact-form/cases", caseBody({ message: "a".repeat(2001) }), jan);
    expect((await violations(long))[0]).toMatchObject({ code: "TOO-LONG", field: "message" });
    const sixFiles = await postJson("/api/pass/contact-form/cases", caseBody({ attachments: ["a", "b", "c", "d", "e", "f"] }), jan);
    expect((await violations(sixFiles))[0]?.code).toBe("TOO-MANY-ATTACHMENTS");
    const notUploaded = await link("half.pdf", PDF, "application/pdf", jan);
    const half = await postJson("/api/pass/contact-form/cases", caseBody({ attachments: [notUploaded.uploadId] }), jan);
    expect((await violations(half))[0]).toMatchObject({ code: "ATTACHMENT-NOT-UPLOADED", message: "half.pdf is nog niet helemaal geüpload. Probeer het opnieuw." });
    const stranger = await postJson("/api/pass/contact-form/cases", caseBody({ subscriptionId: "700200" }), jan);
    expect((await violations(stranger))[0]?.code).toBe("UNKNOWN-SUBSCRIPTION");
    expect(await count()).toBe(before);
    // The object of an upload whose row says stored but whose object is gone: no case either.
    const gone = await uploaded("weg.pdf");
    await bucket.delete(objectKey(gone));
    const missing = await postJson("/api/pass/contact-form/cases", caseBody({ attachments: [gone] }), jan);
    expect((await violations(missing))[0]?.code).toBe("ATTACHMENT-NOT-FOUND");
    expect(await count()).toBe(before);
  });

  it("answers a double submit with the first case", async () => {
    const body = caseBody({ topic: "account", subTopic: "email_change" });
    const [a, b] = await Promise.all([postJson("/api/pass/contact-form/cases", body, jan), postJson("/api/pass/contact-form/cases", body, jan)]);
    const first = await a.json<{ id: string; caseNumber: string }>();
    const second = await b.json<{ id: string; caseNumber: string }>();
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(second.caseNumber).toBe(first.caseNumber);
    const rows = await db.prepare("SELECT COUNT(*) AS n FROM contact_cases WHERE idempotency_key = ?").bind(body.idempotencyKey).first<{ n: number }>();
    expect(rows?.n).toBe(1);
    // The same key from someone else is no way to read Jan's case.
    const other = await postJson("/api/pass/contact-form/cases", body);
    expect(other.status).toBe(409);
  });

  it("knows all 25 sub-topics of the spec, each under one topic", () => {
    const all = Object.values(CONTACT_TOPICS).flat();
    expect(all).toHaveLength(25);
    expect(new Set(all).size).toBe(25);
  });
});

describe("contact form: housekeeping", () => {
  it("removes uploads no case took after 24 hours, objects and rows; attached ones stay", async () => {
    const orphan = await uploaded("vergeten.pdf");
    const unused = await link("nooit.pdf", PDF, "application/pdf", jan);
    const kept = await uploaded("bewaard.pdf");
    expect((await postJson("/api/pass/contact-form/cases", caseBody({ attachments: [kept] }), jan)).status).toBe(201);

    await handleScheduled(originEnv);
    expect(await bucket.head(objectKey(orphan))).not.toBeNull();

    moveClock(24 * 60 * 60 + 60);
    await handleScheduled(originEnv);
    expect(await bucket.head(objectKey(orphan))).toBeNull();
    const rows = await db
      .prepare("SELECT id FROM contact_uploads WHERE id IN (?, ?, ?)")
      .bind(orphan, unused.uploadId, kept)
      .all<{ id: string }>();
    expect(rows.results.map((row) => row.id)).toEqual([kept]);
    expect(await bucket.head(objectKey(kept))).not.toBeNull();
  });
});
