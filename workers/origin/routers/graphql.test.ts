import { beforeAll, describe, expect, it } from "vitest";
import manifest from "../../../app/graphql/generated/persisted-documents.json";
import { sha256Hex } from "../request/crypto";
import { clearPersistedQueryMemory } from "../graphql/apq";
import { addDays } from "../calendar/calendar";
import { DEMO } from "../demo/demo";
import { todayLocal } from "../calendar/time";
import { activityTypes, call, callWithEnv, db, graphql, login, originEnv, type Tokens } from "../test/helpers";

let jan: Tokens;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
});

function post(body: unknown, token = jan.access_token, extra: Record<string, string> = {}) {
  return call("/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json", ...extra },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("queries", () => {
  it("returns the linked subscriptions with product, contract and masked payment details", async () => {
    const { body } = await graphql(
      jan.access_token,
      `{ linkedSubscriptions { subscriptionId brand brandId role subscription {
           id title status logoUrl
           product { type descriptor { name } fulfilments { __typename ... on PcsPaperFulfilment { daysPerWeek deliveryDays } ... on PcsMagazinePaperFulfilment { issuesPerYear } } }
           contract { currentPhase { price billingPeriod } phases { description } }
           paymentOption { method maskedIban paymentStatus }
           deliveryAddress { zipCode }
      } } }`,
    );
    expect(body.errors).toBeUndefined();
    const linked = body.data!.linkedSubscriptions;
    expect(linked.map((l: { subscriptionId: string }) => l.subscriptionId)).toEqual([
      DEMO.subscriptions.janDagkoerier,
      DEMO.subscriptions.janWereldwijzer,
    ]);
    const [dagkoerier, wereldwijzer] = linked;
    expect(dagkoerier).toMatchObject({ brand: "dagkoerier", brandId: "DK", role: "OWNER" });
    expect(dagkoerier.subscription.product.fulfilments).toEqual([
      {
        __typename: "PcsPaperFulfilment",
        daysPerWeek: 6,
        deliveryDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"],
      },
    ]);
    expect(dagkoerier.subscription.contract.currentPhase).toEqual({ price: 45.99, billingPeriod: "MONTH" });
    expect(dagkoerier.subscription.paymentOption).toEqual({
      method: "DIRECT_DEBIT_NL",
      maskedIban: "NL** **** **** **43 00",
      paymentStatus: "OK",
    });
    expect(JSON.stringify(body)).not.toContain("NL91ABNA0417164300");
    expect(wereldwijzer.subscription.product.fulfilments).toEqual([{ __typename: "PcsMagazinePaperFulfilment", issuesPerYear: 10 }]);
  });

  it("shows a co-reader the shared subscription and who shared it, without the owner's payment details", async () => {
    const lisa = await login("lisa.jansen@example.nl");
    const { body } = await graphql(
      lisa.access_token,
      "{ linkedSubscriptions { subscriptionId role sharedBy subscription { paymentOption { maskedIban } deliveryAddress { street } } } }",
    );
    expect(body.data!.linkedSubscriptions).toEqual([
      {
        subscriptionId: DEMO.subscriptions.janDagkoerier,
        role: "CO_READER",
        sharedBy: "Jan Jansen",
        subscription: { paymentOption: null, deliveryAddress: null },
      },
    ]);
    const jan = await login("jan.jansen@example.nl");
    const own = await graphql(jan.access_token, "{ linkedSubscriptions { sharedBy } }");
    expect(own.body.data!.linkedSubscriptions.every((linked: { sharedBy: string | null }) => linked.sharedBy === null)).toBe(true);
    const invoices = await graphql(lisa.access_token, "{ invoices { totalCount } }");
    expect(invoices.body.data!.invoices.totalCount).toBe(0);
  });

  it("lists and filters invoices", async () => {
    const all = await graphql(
      jan.access_token,
      "{ invoices { totalCount openAmount items { id title price status pdfUrl subscription { title subTitle logoUrl } } } }",
    );
    expect(all.body.data!.invoices.totalCount).toBe(6);
    expect(all.body.data!.invoices.openAmount).toBe(44.22);
    expect(all.body.data!.invoices.items[0]).toEqual({
      id: "inv-dk-jan-2026-11",
      title: "Factuur november 2026",
      // € 45,99 minus a delivery credit of € 1,77 (areas/delivery).
      price: 44.22,
      status: "OPEN",
      pdfUrl: "/api/pass/invoices/inv-dk-jan-2026-11/pdf",
      subscription: { title: "De Dagkoerier", subTitle: "Krant 6 dagen per week", logoUrl: "/brands/dagkoerier/logo.svg" },
    });
    const open = await graphql(jan.access_token, "{ invoices(filter: { status: [OPEN] }) { totalCount } }");
    expect(open.body.data!.invoices.totalCount).toBe(1);
    const magazine = await graphql(jan.access_token, `{ invoices(filter: { subscriptionId: "${DEMO.subscriptions.janWereldwijzer}" }) { items { id } } }`);
    expect(magazine.body.data!.invoices.items).toEqual([{ id: "inv-ww-jan-2026" }]);
    const bad = await graphql(jan.access_token, '{ invoices(filter: { fromDate: "gisteren" }) { totalCount } }');
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", violations: [{ code: "INVALID-DATE", field: "filter.fromDate" }] });
  });

  it("returns the holiday and shared-access overviews", async () => {
    const { body } = await graphql(
      jan.access_token,
      `{ holidayServicesOverview { deliverySuspensions { changeId status cancellable startDate } temporaryAddresses { changeId status address { city } } }
         sharedAccessOverview { maxCoReaders invites { inviteKey email status } coReaders { id firstName active subscriptionIds } }
         movingHouseServicesOverview { services { id } } }`,
    );
    expect(body.data!.holidayServicesOverview.deliverySuspensions).toEqual([
      // The demo dates are relative to the day of seeding (areas/holiday/seed.ts).
      { changeId: DEMO.suspensions.jan, status: "PLANNED", cancellable: true, startDate: addDays(todayLocal(), 75) },
    ]);
    expect(body.data!.holidayServicesOverview.temporaryAddresses).toEqual([
      { changeId: DEMO.temporaryAddresses.janRunning, status: "ACTIVE", address: { city: "Vlieland" } },
      { changeId: DEMO.temporaryAddresses.jan, status: "COMPLETED", address: { city: "De Koog" } },
    ]);
    expect(body.data!.sharedAccessOverview).toEqual({
      maxCoReaders: 3,
      invites: [
        { inviteKey: DEMO.invites.jan.key, email: "pieter.bakker@example.nl", status: "PENDING" },
        { inviteKey: DEMO.invites.janExpired.key, email: "oud.adres@example.nl", status: "EXPIRED" },
      ],
      coReaders: [{ id: DEMO.accounts.lisa, firstName: "Lisa", active: true, subscriptionIds: [DEMO.subscriptions.janDagkoerier] }],
    });
    expect(body.data!.movingHouseServicesOverview).toEqual({ services: [{ id: DEMO.moves.janPast }] });
  });
});

describe("transport", () => {
  it("refuses GET with 405", async () => {
    const response = await call(`/graphql?query=${encodeURIComponent("{ account { id } }")}`, {
      headers: { authorization: `Bearer ${jan.access_token}` },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses bodies over 64 KB with 413", async () => {
    const query = `{ account { id } } # ${"x".repeat(64 * 1024)}`;
    const response = await post({ query });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: "PAYLOAD_TOO_LARGE", status: 413 } }] });
    const justUnder = await post({ query: `{ account { id } } # ${"x".repeat(60 * 1024)}` });
    expect(justUnder.status).toBe(200);
  });

  it("holds a body to 64 KB whether its length is declared or it streams without one", async () => {
    const under = JSON.stringify({ query: `{ account { id } } # ${"x".repeat(60 * 1024)}` });
    const over = JSON.stringify({ query: `{ account { id } } # ${"x".repeat(64 * 1024)}` });
    const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
    const declared = (body: string, length = bytes(body)) => post(body, jan.access_token, { "content-length": String(length) });
    const streamed = (body: string) =>
      call("/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${jan.access_token}`, "content-type": "application/json" },
        // Two chunks and no content-length: the size is only known by counting.
        body: new ReadableStream({
          start(controller) {
            const encoded = new TextEncoder().encode(body);
            controller.enqueue(encoded.slice(0, 1000));
            controller.enqueue(encoded.slice(1000));
            controller.close();
          },
        }),
      });
    expect((await declared(under)).status).toBe(200);
    expect((await declared(over)).status).toBe(413);
    expect((await declared(under, 70_000)).status).toBe(413); // refused on the declared length alone
    expect((await streamed(under)).status).toBe(200);
    expect((await streamed(over)).status).toBe(413);
  });

  it("answers 401 UNAUTHENTICATED without a valid bearer token", async () => {
    for (const headers of <Record<string, string>[]>[{}, { authorization: "Bearer onbekend-token" }, { authorization: `Basic ${btoa("a:b")}` }]) {
      const response = await call("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: "{ account { id } }" }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: "UNAUTHENTICATED", status: 401 } }] });
    }
  });

  it("says its errors as a Belgian reader does when the caller asks for nl-BE (a Belgian brand's portal)", async () => {
    const ask = (language: string) =>
      call("/graphql", { method: "POST", headers: { "content-type": "application/json", "accept-language": language }, body: JSON.stringify({ query: "{ account { id } }" }) });
    const belgian = (await (await ask("nl-BE")).json()) as { errors: { message: string; extensions: { violations: { message: string }[] } }[] };
    expect(belgian.errors[0]!.message).toBe("U bent niet (meer) aangemeld. Meld u opnieuw aan.");
    expect(belgian.errors[0]!.extensions.violations[0]!.message).toBe("U bent niet (meer) aangemeld. Meld u opnieuw aan.");
    for (const language of ["nl-NL", "nl", "nl-NL, nl-BE;q=0.5", ""]) {
      const dutch = (await (await ask(language)).json()) as { errors: { message: string }[] };
      expect(dutch.errors[0]!.message, language).toBe("U bent niet (meer) ingelogd. Log opnieuw in.");
    }
  });

  it("refuses operations with more than 300 fields (alias fan-out)", async () => {
    const many = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: account { id }`).join(" ")} }`;
    const tooMany = await graphql(jan.access_token, many(151));
    expect(tooMany.body.data).toBeUndefined();
    expect(tooMany.body.errors?.[0]?.message).toBe("Too many fields in one operation (max 300).");
    const enough = await graphql(jan.access_token, many(150));
    expect(enough.body.errors).toBeUndefined();
  });

  it("counts a fragment's fields every time it is spread, so a small document cannot fan out into a large answer", async () => {
    // 31 fields in the fragment (the field plus 30 aliases of id), spread 10 times: 320 once expanded, in a document of ~1 KB.
    const fragment = `fragment F on UmsAccount { ${Array.from({ length: 30 }, (_, i) => `i${i}: id`).join(" ")} }`;
    const spread = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: account { ...F }`).join(" ")} } ${fragment}`;
    const fanned = await graphql(jan.access_token, spread(10));
    expect(fanned.body.data).toBeUndefined();
    expect(fanned.body.errors?.[0]?.message).toBe("Too many fields in one operation (max 300).");
    // Nested spreads multiply too: G spreads F three times.
    const nested = `{ ${Array.from({ length: 4 }, (_, i) => `a${i}: account { ...G }`).join(" ")} } fragment G on UmsAccount { ...F ...F ...F } ${fragment}`;
    expect((await graphql(jan.access_token, nested)).body.errors?.[0]?.message).toBe("Too many fields in one operation (max 300).");
    expect((await graphql(jan.access_token, spread(9))).body.errors).toBeUndefined();
  });

  it("answers the session's userinfo claims in extensions.session when asked (mo-session-facts: 1), and only then", async () => {
    const asked = await post({ query: "{ account { id } }" }, jan.access_token, { "mo-session-facts": "1" });
    expect(asked.status).toBe(200);
    const body = (await asked.json()) as { data: { account: { id: string } }; extensions: { session: Record<string, unknown> } };
    expect(body.data.account.id).toBe(body.extensions.session.sub);
    const userinfo = await call("/oauth/userinfo", { headers: { authorization: `Bearer ${jan.access_token}` } });
    expect(body.extensions.session).toEqual(await userinfo.json());
    expect(body.extensions.session.email).toBe("jan.jansen@example.nl");

    const plain = (await (await post({ query: "{ account { id } }" })).json()) as { extensions?: unknown };
    expect(plain.extensions).toBeUndefined();
    // A refused token is refused as before: no claims of anybody.
    const refused = await post({ query: "{ account { id } }" }, "onbekend-token", { "mo-session-facts": "1" });
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).not.toContain("session");
  });

  it("refuses a non-JSON body", async () => {
    expect((await post("query=x", jan.access_token, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post("[1,2]")).status).toBe(400);
  });
});

describe("automatic persisted queries", () => {
  const query = "query AccountId { account { id } }";

  it("answers an unknown hash with PersistedQueryNotFound (HTTP 200)", async () => {
    const response = await post({
      operationName: "AccountId",
      extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex("query Nope { account { username } }") } },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }],
    });
  });

  it("registers hash + query, then runs on the hash alone (also after the isolate forgot it)", async () => {
    const sha256Hash = await sha256Hex(query);
    const register = await post({ query, operationName: "AccountId", extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(await register.json()).toEqual({ data: { account: { id: DEMO.accounts.jan } } });
    clearPersistedQueryMemory();
    const byHash = await post({ operationName: "AccountId", extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(await byHash.json()).toEqual({ data: { account: { id: DEMO.accounts.jan } } });
  });

  it("refuses a hash that does not match the query and stores nothing", async () => {
    const wrongHash = await sha256Hex("something else");
    const response = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: wrongHash } } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: "PERSISTED_QUERY_HASH_MISMATCH" } }] });
    const stored = await db.prepare("SELECT COUNT(*) AS n FROM persisted_queries WHERE hash = ?").bind(wrongHash).first<{ n: number }>();
    expect(stored?.n).toBe(0);
    const again = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: wrongHash } } });
    expect(await again.json()).toMatchObject({ errors: [{ message: "PersistedQueryNotFound" }] });
  });
});

describe("Accept */* and the origin without persisted queries (/dev/no-persisted-queries/)", () => {
  const query = "query AccountId { account { id } }";
  const request = (body: unknown, accept = "*/*"): RequestInit => ({
    method: "POST",
    headers: { authorization: `Bearer ${jan.access_token}`, "content-type": "application/json", accept },
    body: JSON.stringify(body),
  });

  it("answers Accept */* (what the portal sends, spec §7) with application/json", async () => {
    const response = await call("/graphql", request({ query }));
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ data: { account: { id: DEMO.accounts.jan } } });
  });

  it("answers PersistedQueryNotSupported to any hash, and runs the full document", async () => {
    const sha256Hash = await sha256Hex(query);
    for (const body of [{ extensions: { persistedQuery: { version: 1, sha256Hash } } }, { query, extensions: { persistedQuery: { version: 1, sha256Hash } } }]) {
      const refused = await call("/dev/no-persisted-queries/graphql", request(body));
      expect(await refused.json()).toEqual({ errors: [{ message: "PersistedQueryNotSupported", extensions: { code: "PERSISTED_QUERY_NOT_SUPPORTED" } }] });
    }
    const full = await call("/dev/no-persisted-queries/graphql", request({ query, operationName: "AccountId" }));
    expect(await full.json()).toEqual({ data: { account: { id: DEMO.accounts.jan } } });
  });

  it("serves every other path as the origin does (the portal's login and token calls work through it)", async () => {
    const info = await call("/dev/no-persisted-queries/oauth/userinfo", { headers: { authorization: `Bearer ${jan.access_token}` } });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ sub: DEMO.accounts.jan });
  });

  it("does not exist in production", async () => {
    const response = await callWithEnv({ ENVIRONMENT: "production" }, "/dev/no-persisted-queries/graphql", request({ query }));
    expect(response.status).toBe(404);
  });
});

describe("errors and introspection", () => {
  it("masks unexpected errors", async () => {
    // A database that fails for invoices only: the resolver error must not leak SQL or messages.
    const failing = new Proxy(originEnv.DB, {
      get(target, property) {
        if (property === "prepare") {
          return (sql: string) => {
            if (sql.includes("FROM invoices")) throw new Error("D1_ERROR: no such table: invoices (secret detail)");
            return target.prepare(sql);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const response = await callWithEnv({ DB: failing as D1Database }, "/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${jan.access_token}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: "{ account { id } invoices { totalCount } }" }),
    });
    const text = await response.text();
    expect(text).not.toContain("secret detail");
    expect(text).not.toContain("D1_ERROR");
    const body = JSON.parse(text) as { data: { account: { id: string }; invoices: null }; errors: { message: string }[] };
    expect(body.data.account.id).toBe(DEMO.accounts.jan);
    expect(body.errors[0]!.message).toBe("Unexpected error.");
  });

  it("executes only the portal's own documents with TRUSTED_DOCUMENTS_ONLY (as the test stacks run): by hash or in full", async () => {
    const [hash, document] = Object.entries(manifest).find(([, text]) => /^query ContactFormAccount\b/.test(text))!;
    const post = (body: unknown) =>
      callWithEnv({ TRUSTED_DOCUMENTS_ONLY: "true" }, "/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${jan.access_token}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
    const refusedCode = async (response: Response) => ((await response.json()) as { violations?: { code: string }[] }).violations?.[0]?.code;
    // A query of one's own, a known hash with another query, an unknown hash: refused before anything runs.
    const own = await post({ query: "{ account { id } }" });
    expect(own.status).toBe(400);
    expect(await refusedCode(own)).toBe("TRUSTED-DOCUMENTS-ONLY");
    expect(await refusedCode(await post({ query: "{ account { id } }", extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }))).toBe("TRUSTED-DOCUMENTS-ONLY");
    expect(await refusedCode(await post({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }))).toBe("TRUSTED-DOCUMENTS-ONLY");
    // The portal's document, in full and then by its hash alone.
    const full = await post({ query: document, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(full.status).toBe(200);
    expect(((await full.json()) as { data: { account: { id: string } } }).data.account.id).toBe(DEMO.accounts.jan);
    const byHash = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(((await byHash.json()) as { data?: unknown }).data).toBeDefined();
  });

  it("allows introspection in development and refuses it in production", async () => {
    const introspection = JSON.stringify({ query: "{ __schema { queryType { name } } }" });
    const init = () => ({
      method: "POST",
      headers: { authorization: `Bearer ${jan.access_token}`, "content-type": "application/json", accept: "application/json" },
      body: introspection,
    });
    const development = await call("/graphql", init());
    expect(await development.json()).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
    const production = await callWithEnv({ ENVIRONMENT: "production" }, "/graphql", init());
    const body = await production.json<{ data?: unknown; errors?: { message: string }[] }>();
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

describe("updateAccountProfile", () => {
  const MUTATION = `mutation($input: UmsUpdateAccountProfileInput!) { updateAccountProfile(input: $input) {
    accountCompleteness profile { personal_information { first_name last_name date_of_birth gender }
    contact_information { address { street houseNumber houseNumberSuffix zipCode city countryCode } } } } }`;

  async function storedAccount() {
    return db.prepare("SELECT first_name, last_name, zip_code, country_code, city FROM accounts WHERE id = ?").bind(DEMO.accounts.jan).first();
  }

  it("refuses forbidden characters with Dutch violations and stores nothing", async () => {
    const before = await storedAccount();
    const eventsBefore = await activityTypes(DEMO.accounts.jan);
    const { body } = await graphql(jan.access_token, MUTATION, {
      input: { personal_information: { first_name: "Jan<script>", last_name: "Jansen" } },
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      status: 400,
      violations: [
        {
          code: "FORBIDDEN-CHARACTERS",
          field: "personal_information.first_name",
          message: "Voornaam mag geen van deze tekens bevatten: < > ^ # = / :",
        },
      ],
    });
    expect(await storedAccount()).toEqual(before);
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);
  });

  it("refuses a postcode of the wrong country and writes none of the other valid fields", async () => {
    const before = await storedAccount();
    const { body } = await graphql(jan.access_token, MUTATION, {
      input: {
        personal_information: { first_name: "Johannes" },
        address: { street: "Meir", houseNumber: "1", zipCode: "3811 CV", city: "Antwerpen", countryCode: "BE" },
      },
    });
    expect(body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "INVALID-ZIP-CODE", field: "address.zipCode", message: "Vul een geldige Belgische postcode in van 4 cijfers, bijvoorbeeld 2000." },
    ]);
    expect(await storedAccount()).toEqual(before);

    const dutch = await graphql(jan.access_token, MUTATION, {
      input: { address: { street: "Kerkstraat", houseNumber: "12", zipCode: "2018", city: "Amersfoort", countryCode: "NL" } },
    });
    expect(dutch.body.errors?.[0]?.extensions?.violations?.[0]).toMatchObject({
      code: "INVALID-ZIP-CODE",
      message: "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.",
    });
    expect(await storedAccount()).toEqual(before);
  });

  it("refuses an implausible date of birth", async () => {
    const { body } = await graphql(jan.access_token, MUTATION, { input: { personal_information: { date_of_birth: "2099-01-01" } } });
    expect(body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("IMPLAUSIBLE-DATE-OF-BIRTH");
  });

  it("stores a valid change, normalized, and records it in the activity timeline", async () => {
    const { body } = await graphql(jan.access_token, MUTATION, {
      input: {
        personal_information: { first_name: " Johannes " },
        address: { street: "Lange Leemstraat", houseNumber: "45", houseNumberSuffix: "bus 3", zipCode: " 2018 ", city: "Antwerpen", countryCode: "be" },
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateAccountProfile.profile).toEqual({
      personal_information: { first_name: "Johannes", last_name: "Jansen", date_of_birth: "1968-04-12", gender: "MALE" },
      contact_information: {
        address: { street: "Lange Leemstraat", houseNumber: "45", houseNumberSuffix: "bus 3", zipCode: "2018", city: "Antwerpen", countryCode: "BE" },
      },
    });
    const event = await db
      .prepare("SELECT type, session_id, details FROM activity_events WHERE account_id = ? ORDER BY id DESC LIMIT 1")
      .bind(DEMO.accounts.jan)
      .first<{ type: string; session_id: string; details: string }>();
    expect(event).toEqual({ type: "PROFILE_UPDATED", session_id: jan.session_id, details: JSON.stringify({ fields: "first_name,address" }) });
  });

  it("deletes the address once and refuses a second time", async () => {
    const first = await graphql(jan.access_token, "mutation { deleteAccountProfileAddress { accountCompleteness profile { contact_information { address { city } } } } }");
    expect(first.body.data!.deleteAccountProfileAddress.profile.contact_information.address).toBeNull();
    expect((await activityTypes(DEMO.accounts.jan))[0]).toBe("ADDRESS_DELETED");
    const second = await graphql(jan.access_token, "mutation { deleteAccountProfileAddress { id } }");
    expect(second.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409, violations: [{ code: "NO-ADDRESS" }] });
  });
});

describe("own changes and the activity timeline", () => {
  it("cancels jan's own upcoming suspension once", async () => {
    const mutation = `mutation($id: ID!) { cancelDeliverySuspensionV2(input: { changeId: $id }) { changeId status cancellable } }`;
    const { body } = await graphql(jan.access_token, mutation, { id: DEMO.suspensions.jan });
    expect(body.data!.cancelDeliverySuspensionV2).toEqual({ changeId: DEMO.suspensions.jan, status: "CANCELLED", cancellable: false });
    const again = await graphql(jan.access_token, mutation, { id: DEMO.suspensions.jan });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", violations: [{ code: "SUSPENSION-NOT-CANCELLABLE" }] });
  });

  it("revokes jan's own invite and co-reader", async () => {
    const invite = await graphql(jan.access_token, `mutation { revokeInvite(inviteKey: "${DEMO.invites.jan.key}") { id status } }`);
    expect(invite.body.data!.revokeInvite).toEqual({ id: DEMO.invites.jan.id, status: "REVOKED" });
    const coReader = await graphql(jan.access_token, `mutation { revokeCoReader(accountId: "${DEMO.accounts.lisa}") { id active } }`);
    expect(coReader.body.data!.revokeCoReader).toEqual({ id: DEMO.accounts.lisa, active: false });
    const overview = await graphql(jan.access_token, "{ sharedAccessOverview { invites { id } coReaders { id } } }");
    // Only the expired invite is left (it holds no seat; it can still be revoked).
    expect(overview.body.data!.sharedAccessOverview).toEqual({ invites: [{ id: DEMO.invites.janExpired.id }], coReaders: [] });
    const lisa = await login("lisa.jansen@example.nl");
    expect((await graphql(lisa.access_token, "{ linkedSubscriptions { subscriptionId } }")).body.data!.linkedSubscriptions).toEqual([]);
  });

  it("lists events newest first with cursor pagination", async () => {
    const types = await activityTypes(DEMO.accounts.jan);
    // The changes made by the tests above, newest first.
    expect(types.slice(0, 4)).toEqual(["CO_READER_REVOKED", "INVITE_REVOKED", "DELIVERY_SUSPENSION_CANCELLED", "ADDRESS_DELETED"]);

    const page1 = await graphql(jan.access_token, "{ activityTimeline(first: 2) { events { id type at details { key value } } pageInfo { endCursor hasNextPage } } }");
    const timeline1 = page1.body.data!.activityTimeline;
    expect(timeline1.events).toHaveLength(2);
    expect(timeline1.events.map((e: { type: string }) => e.type)).toEqual(types.slice(0, 2));
    expect(timeline1.pageInfo.hasNextPage).toBe(true);
    const page2 = await graphql(jan.access_token, "query($after: String) { activityTimeline(first: 100, after: $after) { events { id type } pageInfo { hasNextPage } } }", {
      after: timeline1.pageInfo.endCursor,
    });
    const timeline2 = page2.body.data!.activityTimeline;
    expect(timeline2.events.map((e: { type: string }) => e.type)).toEqual(types.slice(2));
    expect(timeline2.pageInfo.hasNextPage).toBe(false);
    const ids = [...timeline1.events, ...timeline2.events].map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const bad = await graphql(jan.access_token, '{ activityTimeline(first: 0, after: "x") { events { id } } }');
    expect(bad.body.errors?.[0]?.extensions?.violations?.map((v) => v.code)).toEqual(["OUT-OF-RANGE", "INVALID-CURSOR"]);
  });
});
