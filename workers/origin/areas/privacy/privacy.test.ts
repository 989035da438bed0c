import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { handleFrequent, handleScheduled } from "../../index";
import { keptErasableFrom, SUMMARY_FILE } from "../../records/personal-data";
import { areas } from "../index";
import {
  activityTypes,
  call,
  callWithEnv,
  CookieJar,
  db,
  DEMO_PASSWORD,
  form,
  graphql,
  hiddenFields,
  isAlive,
  login,
  moveClock,
  originEnv,
  outboxTo,
  pkceRequest,
  resetClock,
  setTime,
  submitLogin,
  BASE,
} from "../../test/helpers";
import { DELETION_GRACE_DAYS, deletionOverview, erasedEmail } from "./deletion";
import { EXPORT_AVAILABLE_DAYS, EXPORT_INTERVAL_HOURS } from "./exports";

afterEach(() => resetClock());

const PRIVACY = `{ privacy { exportAvailableDays exports { id status requestedAt readyAt expiresAt sizeBytes fileCount } deletion { scheduledFor graceDays blockers { code message path } } } }`;
const REQUEST_EXPORT = "mutation { requestDataExport { id status fileCount expiresAt } }";
const DELETE = "mutation ($password: String!) { requestAccountDeletion(password: $password) { scheduledFor blockers { code } } }";

/** Tables with a column that names an account (account_id, or <role>_account_id), with those columns. */
async function accountTables(): Promise<Map<string, string[]>> {
  const { results: tables } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'").all<{ name: string }>();
  const found = new Map<string, string[]>();
  for (const { name } of tables) {
    const { results: columns } = await db.prepare(`SELECT name FROM pragma_table_info('${name}')`).all<{ name: string }>();
    const accountColumns = columns.map((column) => column.name).filter((column) => /(^|_)account_id$/.test(column));
    if (accountColumns.length > 0) found.set(name, accountColumns);
  }
  found.set("accounts", ["id"]);
  return found;
}

async function rowsOf(table: string, columns: string[], accountId: string): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${columns.map((column) => `${column} = ?1`).join(" OR ")}`)
    .bind(accountId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function download(token: string, exportId: string): Promise<Response> {
  return call(`/api/pass/privacy/exports/${exportId}`, { headers: { authorization: `Bearer ${token}` } });
}

describe("every area's personal data (ADR 42)", () => {
  it("claims every table that names an account, each by exactly one area", async () => {
    const claimed = areas.flatMap((area) => (area.personalData?.tables ?? []).map((table) => ({ table, area: area.name })));
    const tables = await accountTables();
    const unclaimed = [...tables.keys()].filter((table) => !claimed.some((claim) => claim.table === table));
    expect(unclaimed, "a table with account data but no area's export part").toEqual([]);
    const twice = claimed.filter((claim, index) => claimed.findIndex((other) => other.table === claim.table) !== index);
    expect(twice).toEqual([]);
    for (const { table } of claimed) expect(tables.has(table) || table === "accounts", `${table} has no account column`).toBe(true);
  });
});

describe("Download mijn gegevens", () => {
  it("gives Jan one archive with every area's part, his invoices as PDFs and his complaints, and nothing secret", async () => {
    const jan = await login("jan.jansen@example.nl");
    const { body } = await graphql(jan.access_token, REQUEST_EXPORT);
    expect(body.errors).toBeUndefined();
    const requested = body.data!.requestDataExport;
    expect(requested.status).toBe("READY");

    const response = await download(jan.access_token, requested.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);

    // One JSON per area that keeps account data, and the readable summary.
    for (const area of areas.filter((candidate) => candidate.personalData)) expect(names).toContain(`${area.name}.json`);
    const summary = strFromU8(files[SUMMARY_FILE]!);
    expect(summary).toContain("Uw gegevens bij Mijn Omgeving");
    expect(summary).toContain("Account: jan.jansen@example.nl");
    // How long it is kept (AVG art. 15(1)(d)): the last day of his invoices' retention, as the deletion e-mail says it.
    const erasableFrom = (await keptErasableFrom(db, DEMO.accounts.jan, areas))!;
    expect(summary).toContain("Hoe lang wij uw gegevens bewaren");
    expect(summary).toContain(`zolang de belastingwet dat vraagt, tot en met 31 december ${Number(erasableFrom.slice(0, 4)) - 1}.`);

    const json = (area: string) => JSON.parse(strFromU8(files[`${area}.json`]!)) as Record<string, any>;
    const invoices = json("invoices").invoices as { invoiceNumber: string; file: string }[];
    const { n: invoiceCount } = (await db.prepare("SELECT COUNT(*) AS n FROM invoices WHERE account_id = ?").bind(DEMO.accounts.jan).first<{ n: number }>())!;
    expect(invoices).toHaveLength(invoiceCount);
    for (const invoice of invoices) {
      const pdf = files[invoice.file];
      expect(pdf, invoice.file).toBeDefined();
      expect(strFromU8(pdf!.slice(0, 5))).toBe("%PDF-");
    }
    expect(requested.fileCount).toBeGreaterThanOrEqual(invoiceCount);
    const complaints = json("delivery").complaints as { id: string }[];
    const { n: complaintCount } = (await db.prepare("SELECT COUNT(*) AS n FROM delivery_complaints WHERE account_id = ?").bind(DEMO.accounts.jan).first<{ n: number }>())!;
    expect(complaints).toHaveLength(complaintCount);
    expect(json("account").profile).toMatchObject({ email: "jan.jansen@example.nl", first_name: "Jan", city: "Amersfoort" });
    expect(json("shared-access").sharedWith).toEqual([expect.objectContaining({ co_reader_email: "lisa.jansen@example.nl" })]);

    // Masked bank details, no hashes or tokens anywhere.
    const everything = names.filter((name) => name.endsWith(".json")).map((name) => strFromU8(files[name]!)).join("\n");
    expect(everything).not.toMatch(/password_hash|code_hash|token_hash|pbkdf2\$/);
    for (const subscription of json("subscriptions").subscriptions as { iban: string | null }[]) {
      if (subscription.iban) expect(subscription.iban).toMatch(/\*\*/);
    }
  });

  it("has a part with data from every area where Jan has rows (a new area without its part fails here)", async () => {
    const jan = await login("jan.jansen@example.nl");
    const requested = (await graphql(jan.access_token, REQUEST_EXPORT)).body.data!.requestDataExport;
    const files = unzipSync(new Uint8Array(await (await download(jan.access_token, requested.id)).arrayBuffer()));
    const tables = await accountTables();
    for (const area of areas) {
      for (const table of area.personalData?.tables ?? []) {
        if ((await rowsOf(table, tables.get(table) ?? ["account_id"], DEMO.accounts.jan)) === 0) continue;
        const data = JSON.parse(strFromU8(files[`${area.name}.json`]!)) as Record<string, unknown>;
        const filled = Object.values(data).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined));
        expect(filled, `${area.name}.json is empty although ${table} holds Jan's rows`).toBe(true);
      }
    }
  });

  it("speaks to a Belgian account as nl-BE does: klantendienst, and 10 years for its Belgian invoices", async () => {
    const an = await login("an.peeters@example.be");
    const requested = (await graphql(an.access_token, REQUEST_EXPORT)).body.data!.requestDataExport;
    const files = unzipSync(new Uint8Array(await (await download(an.access_token, requested.id)).arrayBuffer()));
    const summary = strFromU8(files[SUMMARY_FILE]!);
    expect(summary).toContain("Neem contact op met de klantendienst");
    expect(summary).not.toMatch(/klantenservice/i);
    const erasableFrom = (await keptErasableFrom(db, DEMO.accounts.an, areas))!;
    expect(summary).toContain(`tot en met 31 december ${Number(erasableFrom.slice(0, 4)) - 1}.`);
  });

  it("builds one archive a day: asking again, or many times in one request, offers the last one", async () => {
    const lisa = await login("lisa.jansen@example.nl");
    const first = (await graphql(lisa.access_token, REQUEST_EXPORT)).body.data!.requestDataExport;
    expect(first.status).toBe("READY");
    const aliases = Array.from({ length: 10 }, (_, index) => `a${index}: requestDataExport { id }`).join(" ");
    const many = (await graphql(lisa.access_token, `mutation { ${aliases} }`)).body.data as Record<string, { id: string }>;
    expect(new Set(Object.values(many).map((item) => item.id))).toEqual(new Set([first.id]));
    const { n } = (await db.prepare("SELECT COUNT(*) AS n FROM data_exports WHERE account_id = ?").bind(DEMO.accounts.lisa).first<{ n: number }>())!;
    expect(n).toBe(1);
    // A day later: a new one.
    moveClock(EXPORT_INTERVAL_HOURS * 60 * 60 + 60);
    const later = await login("lisa.jansen@example.nl");
    const next = (await graphql(later.access_token, REQUEST_EXPORT)).body.data!.requestDataExport;
    expect(next.id).not.toBe(first.id);
  });

  it("downloads only for its own account, only when ready and not after it expired", async () => {
    const jan = await login("jan.jansen@example.nl");
    const an = await login("an.peeters@example.be");
    const requested = (await graphql(jan.access_token, REQUEST_EXPORT)).body.data!.requestDataExport;
    expect((await download(an.access_token, requested.id)).status).toBe(404);
    expect((await download(jan.access_token, "dx_onbekend")).status).toBe(404);
    expect((await call(`/api/pass/privacy/exports/${requested.id}`)).status).toBe(401);

    moveClock(EXPORT_AVAILABLE_DAYS * 24 * 60 * 60 + 60);
    const later = await login("jan.jansen@example.nl");
    expect((await download(later.access_token, requested.id)).status).toBe(404);
    const listed = (await graphql(later.access_token, PRIVACY)).body.data!.privacy.exports as { id: string; status: string }[];
    expect(listed.find((item) => item.id === requested.id)?.status).toBe("EXPIRED");
  });

  it("prepares a large archive in the background and e-mails when it is ready", async () => {
    const jan = await login("digitaal@example.nl");
    const mutation = await callWithEnv({ DATA_EXPORT_INLINE_MAX_FILES: "0" }, "/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${jan.access_token}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: REQUEST_EXPORT }),
    });
    const waiting = ((await mutation.json()) as { data: { requestDataExport: { id: string; status: string } } }).data.requestDataExport;
    expect(waiting.status).toBe("PREPARING");
    expect((await download(jan.access_token, waiting.id)).status).toBe(404);
    // Asking again while it is prepared answers the same one.
    const again = (await graphql(jan.access_token, REQUEST_EXPORT)).body.data!.requestDataExport;
    expect(again.id).toBe(waiting.id);

    await handleFrequent(originEnv);
    expect((await download(jan.access_token, waiting.id)).status).toBe(200);
    const [mail] = await outboxTo("digitaal@example.nl");
    expect(mail?.subject).toBe("Uw gegevens staan klaar om te downloaden");
    expect(mail?.body).toContain("/account/privacy");
  });
});

describe("Account verwijderen", () => {
  it("is refused while a subscription runs or an invoice is open, with the way to settle each", async () => {
    const jan = await login("jan.jansen@example.nl");
    const overview = (await graphql(jan.access_token, PRIVACY)).body.data!.privacy;
    expect(overview.deletion.blockers.length).toBeGreaterThan(0);
    expect(overview.deletion.blockers[0]).toMatchObject({ code: "ACTIVE-SUBSCRIPTION", path: expect.stringMatching(/^\/abonnementen/) });
    const refused = await graphql(jan.access_token, DELETE, { password: DEMO_PASSWORD });
    expect(refused.body.errors?.[0]?.extensions?.status).toBe(409);
    expect(refused.body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("ACCOUNT-DELETION-BLOCKED");
    expect(await isAlive(jan.access_token)).toBe(true);
    const fatima = await login("betaalprobleem@example.nl");
    const blockers = (await graphql(fatima.access_token, PRIVACY)).body.data!.privacy.deletion.blockers as { code: string; path: string }[];
    expect(blockers.some((blocker) => blocker.code === "OPEN-INVOICE" && blocker.path === "/facturen")).toBe(true);
  });

  it("asks the password, schedules the deletion, ends every session, and logging in offers to keep the account", async () => {
    const email = "geen.abonnement@example.nl";
    const tom = await login(email);
    const other = await login(email);
    const wrong = await graphql(tom.access_token, DELETE, { password: "Niet-mijn-wachtwoord-1" });
    expect(wrong.body.errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "INVALID-PASSWORD", field: "password" });
    expect(await isAlive(tom.access_token)).toBe(true);

    const scheduled = await graphql(tom.access_token, DELETE, { password: DEMO_PASSWORD });
    expect(scheduled.body.errors).toBeUndefined();
    const dueAt = scheduled.body.data!.requestAccountDeletion.scheduledFor as string;
    expect(Date.parse(dueAt) - Date.now()).toBeGreaterThan((DELETION_GRACE_DAYS - 1) * 24 * 3600 * 1000);
    expect(await isAlive(tom.access_token)).toBe(false);
    expect(await isAlive(other.access_token)).toBe(false);
    expect((await outboxTo(email))[0]?.subject).toBe("Uw account wordt verwijderd");
    expect(await activityTypes(DEMO.accounts.geenAbonnement)).toContain("ACCOUNT_DELETION_REQUESTED");

    // Logging in: no code for the portal, the offer to keep the account instead.
    const jar = new CookieJar();
    const pkce = await pkceRequest();
    const pending = await submitLogin(email, DEMO_PASSWORD, pkce, jar);
    expect(pending.status).toBe(200);
    const page = await pending.text();
    expect(page).toContain("<h1>Uw account wordt verwijderd</h1>");
    const undoForm = page.split("<form").find((part) => part.includes('value="undo-deletion"'))!;
    const forged = form({ ...hiddenFields(undoForm), ticket: `${DEMO.accounts.jan}.${Date.now() + 60_000}.vervalst` });
    expect((await call("/oauth/authorize", { method: "POST", body: forged.body, headers: { ...forged.headers, ...jar.header(), origin: BASE } })).status).toBe(403);
    const { body, headers } = form(hiddenFields(undoForm));
    const kept = await call("/oauth/authorize", { method: "POST", body, headers: { ...headers, ...jar.header(), origin: BASE } });
    expect(kept.status).toBe(303);
    expect(await db.prepare("SELECT deletion_due_at FROM accounts WHERE id = ?").bind(DEMO.accounts.geenAbonnement).first()).toEqual({ deletion_due_at: null });
    expect((await outboxTo(email))[0]?.subject).toBe("Uw account blijft bestaan");
    expect(await activityTypes(DEMO.accounts.geenAbonnement)).toContain("ACCOUNT_DELETION_UNDONE");
  });

  it("schedules once when asked twice at the same moment", async () => {
    // Tom kept his account in the test above; two of his devices now ask together.
    const [first, second] = await Promise.all([login("geen.abonnement@example.nl"), login("geen.abonnement@example.nl")]);
    const answers = await Promise.all([first, second].map((tokens) => graphql(tokens.access_token, DELETE, { password: DEMO_PASSWORD })));
    const due = answers.map((answer) => answer.body.data?.requestAccountDeletion.scheduledFor ?? answer.status);
    const row = await db.prepare("SELECT deletion_due_at FROM accounts WHERE id = ?").bind(DEMO.accounts.geenAbonnement).first<{ deletion_due_at: string }>();
    // Each answer is the one schedule, or 401 when the other request had already ended its session.
    for (const answer of due) expect([row!.deletion_due_at, 401]).toContain(answer);
    const mails = (await outboxTo("geen.abonnement@example.nl")).filter((mail) => mail.subject === "Uw account wordt verwijderd");
    expect(mails).toHaveLength(2); // one from the test above, one now
  });

  it("erases the account in every area after the grace period, keeps what the law asks, and ends a co-reader's access", async () => {
    const lisaId = DEMO.accounts.lisa;
    const tables = await accountTables();
    const before = new Map<string, number>();
    for (const [table, columns] of tables) before.set(table, await rowsOf(table, columns, lisaId));
    expect(before.get("co_readers")).toBeGreaterThan(0);
    const lisa = await login("lisa.jansen@example.nl");
    await graphql(lisa.access_token, REQUEST_EXPORT);
    await graphql(lisa.access_token, DELETE, { password: DEMO_PASSWORD });

    moveClock(DELETION_GRACE_DAYS * 24 * 60 * 60 + 60);
    await handleFrequent(originEnv);

    const tombstone = await db.prepare("SELECT * FROM accounts WHERE id = ?").bind(lisaId).first<Record<string, unknown>>();
    expect(tombstone).toMatchObject({ email: erasedEmail(lisaId), password_hash: "!", date_of_birth: null, phone_number: null, erased_at: expect.any(String) });
    // Kept for the invoices: the name and billing address.
    expect(tombstone).toMatchObject({ first_name: "Lisa", last_name: "Jansen", city: "Utrecht" });
    const kept = new Set(["accounts", "invoices", "subscriptions", "cancellations", "delivery_complaints"]);
    for (const [table, columns] of tables) {
      if (kept.has(table)) continue;
      expect(await rowsOf(table, columns, lisaId), `${table} still holds Lisa's rows`).toBe(0);
    }
    expect(await activityTypes(DEMO.accounts.jan)).toContain("CO_READER_LEFT");
    expect((await outboxTo("lisa.jansen@example.nl"))[0]?.subject).toBe("Uw account is verwijderd");
    expect((await submitLogin("lisa.jansen@example.nl", DEMO_PASSWORD, await pkceRequest())).status).toBe(401);
    // Erasing again finds nothing to do.
    expect(await handleFrequent(originEnv)).toMatchObject({ privacy: 0 });
  });

  it("erases an owner: the co-readers of its subscriptions are told", async () => {
    // An's subscription is shared with Lotte; An ends it first (no blockers), then the owner is erased.
    await db.batch([
      db.prepare("UPDATE subscriptions SET status = 'CANCELLED' WHERE account_id = ?").bind(DEMO.accounts.an),
      db.prepare("UPDATE invoices SET status = 'PAID' WHERE account_id = ?").bind(DEMO.accounts.an),
    ]);
    const an = await login("an.peeters@example.be");
    const result = await graphql(an.access_token, DELETE, { password: DEMO_PASSWORD });
    expect(result.body.errors).toBeUndefined();
    moveClock(DELETION_GRACE_DAYS * 24 * 60 * 60 + 60);
    await handleFrequent(originEnv);
    expect((await outboxTo("lotte.peeters@example.be"))[0]?.subject).toMatch(/^U leest niet meer mee met /);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM co_readers WHERE owner_account_id = ?").bind(DEMO.accounts.an).first()).toEqual({ n: 0 });
  });

  it("keeps the invoices as long as the tax law asks: 7 years in the Netherlands, 10 in Belgium, from 1 January after their date", async () => {
    const latestYear = async (accountId: string) =>
      Number((await db.prepare("SELECT MAX(issue_date) AS latest FROM invoices WHERE account_id = ?").bind(accountId).first<{ latest: string }>())!.latest.slice(0, 4));
    // Jan reads Dutch titles only, An Belgian ones (De Ochtendpost, Zendernet); Tom has no invoices.
    expect(await keptErasableFrom(db, DEMO.accounts.jan, areas)).toBe(`${(await latestYear(DEMO.accounts.jan)) + 8}-01-01`);
    expect(await keptErasableFrom(db, DEMO.accounts.an, areas)).toBe(`${(await latestYear(DEMO.accounts.an)) + 11}-01-01`);
    expect(await keptErasableFrom(db, DEMO.accounts.geenAbonnement, areas)).toBeNull();

    // The privacy page says the same before anyone deletes: the last day they would be kept, or nothing.
    const keptUntil = async (accountId: string) => (await deletionOverview(db, accountId, areas)).invoicesKeptUntil;
    expect(await keptUntil(DEMO.accounts.jan)).toBe(`${(await latestYear(DEMO.accounts.jan)) + 7}-12-31`);
    expect(await keptUntil(DEMO.accounts.an)).toBe(`${(await latestYear(DEMO.accounts.an)) + 10}-12-31`);
    expect(await keptUntil(DEMO.accounts.geenAbonnement)).toBeNull();
  });

  it("erases the kept invoices, what they refer to and the tombstone when the law no longer asks to keep them", async () => {
    const kees = DEMO.accounts.opgezegd;
    await db.prepare("UPDATE invoices SET status = 'PAID' WHERE account_id = ?").bind(kees).run();
    const session = await login("opgezegd@example.nl");
    const result = await graphql(session.access_token, DELETE, { password: DEMO_PASSWORD });
    expect(result.body.errors).toBeUndefined();
    const until = await keptErasableFrom(db, kees, areas);
    const lastDay = `31 december ${Number(until!.slice(0, 4)) - 1}`;
    expect((await outboxTo("opgezegd@example.nl"))[0]?.body).toContain(`Uw facturen bewaren wij tot en met ${lastDay}, omdat de belastingwet dat vraagt.`);

    moveClock(DELETION_GRACE_DAYS * 24 * 60 * 60 + 60);
    await handleFrequent(originEnv);
    expect(await db.prepare("SELECT retention_ends_on FROM accounts WHERE id = ?").bind(kees).first()).toEqual({ retention_ends_on: until });
    expect((await outboxTo("opgezegd@example.nl"))[0]?.body).toContain(`Uw facturen bewaren wij tot en met ${lastDay}, omdat de belastingwet dat vraagt; daarna verwijderen wij ook die.`);
    const tables = await accountTables();
    const keptRows = async () => {
      const counts: Record<string, number> = {};
      for (const [table, columns] of tables) {
        const count = await rowsOf(table, columns, kees);
        if (count > 0) counts[table] = count;
      }
      return counts;
    };
    const kept = await keptRows();
    expect(Object.keys(kept).sort()).toEqual(expect.arrayContaining(["accounts", "invoices", "subscriptions"]));

    // The last day of the retention: everything stays.
    setTime(`${Number(until!.slice(0, 4)) - 1}-12-31T12:00:00.000Z`);
    await handleScheduled(originEnv);
    expect(await keptRows()).toEqual(kept);

    // From its end on, nothing of Kees is left in any table, and the next run finds nothing to do.
    setTime(`${until}T00:30:00.000+01:00`);
    await handleScheduled(originEnv);
    expect(await keptRows()).toEqual({});
    await handleScheduled(originEnv);
  });

  it("erases an account without invoices whole at the next hourly run, and says nothing about keeping invoices", async () => {
    // An account of its own (the demo people's state depends on the tests before): never a subscriber, due today.
    const id = "acc-zonder-facturen";
    const email = "zonder.facturen@example.nl";
    const now = new Date().toISOString();
    await db
      .prepare("INSERT INTO accounts (id, email, password_hash, first_name, last_name, created_at, updated_at, deletion_requested_at, deletion_due_at) VALUES (?, ?, '!', 'Piet', 'Zonder', ?, ?, ?, ?)")
      .bind(id, email, now, now, now, now)
      .run();
    moveClock(60);
    await handleFrequent(originEnv);
    const erased = await outboxTo(email);
    expect(erased[0]?.subject).toBe("Uw account is verwijderd");
    expect(erased[0]?.body).not.toContain("facturen");
    expect(await db.prepare("SELECT first_name, erased_at IS NOT NULL AS erased FROM accounts WHERE id = ?").bind(id).first()).toEqual({ first_name: "Piet", erased: 1 });
    await handleScheduled(originEnv);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM accounts WHERE id = ?").bind(id).first()).toEqual({ n: 0 });
  });
});
