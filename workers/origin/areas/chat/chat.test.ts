import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { call, callWithEnv, db, form, login, moveClock, originEnv, resetClock } from "../../test/helpers";
import { personalData } from "./personal-data";
import { DEFAULT_IDLE_MINUTES, ENDED_RETENTION_SECONDS, idleMinutes, RATE_LIMIT_MESSAGES } from "./rules";

// The embedded chat (ADR 30): a conversation from start to end through REST, the agent page answering
// it, waiting reads, the free-text rule and the length limit, the rate limit per conversation and who
// may read a conversation (its token, and its account when started with a login).

const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

interface Started {
  token: string;
  conversation: { id: string; status: string; name: string | null; messages: unknown[] };
}

const auth = (bearer?: string): Record<string, string> => (bearer ? { authorization: `Bearer ${bearer}` } : {});
const base = (brand: string) => `/api/pass/chat/${brand}/conversations`;

async function start(brand = "dagkoerier", bearer?: string): Promise<Started> {
  const response = await call(base(brand), { method: "POST", headers: auth(bearer) });
  expect(response.status).toBe(201);
  return response.json();
}

function read(brand: string, id: string, token: string, query = "", bearer?: string) {
  return call(`${base(brand)}/${id}${query}`, { headers: { "x-chat-token": token, ...auth(bearer) } });
}

function send(brand: string, id: string, token: string, text: unknown, bearer?: string) {
  return call(`${base(brand)}/${id}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-chat-token": token, ...auth(bearer) },
    body: JSON.stringify({ text }),
  });
}

function agent(values: Record<string, string>) {
  const { body, headers } = form(values);
  return call("/dev/chat-agent", { method: "POST", body, headers: { ...headers, origin: "http://127.0.0.1:8789" } });
}

afterEach(() => resetClock());

const conversationOf = async (response: Response) => ((await response.json()) as { conversation: Record<string, unknown> }).conversation;

describe("chat conversations", () => {
  it(`ends a conversation in which nothing was said for ${DEFAULT_IDLE_MINUTES} minutes: both sides see it ended, the desk no longer lists it`, async () => {
    const { token, conversation } = await start("wereldwijzer");
    expect((await send("wereldwijzer", conversation.id, token, "Hallo, is daar iemand?")).status).toBe(201);
    moveClock((DEFAULT_IDLE_MINUTES - 1) * 60);
    expect(await conversationOf(await read("wereldwijzer", conversation.id, token))).toMatchObject({ status: "open", endedBy: null });
    // A message counts as activity: the quiet time starts again.
    expect((await send("wereldwijzer", conversation.id, token, "Nog steeds hier.")).status).toBe(201);
    moveClock((DEFAULT_IDLE_MINUTES - 1) * 60);
    expect((await conversationOf(await read("wereldwijzer", conversation.id, token))).status).toBe("open");
    moveClock(2 * 60);
    const ended = await conversationOf(await read("wereldwijzer", conversation.id, token));
    expect(ended).toMatchObject({ status: "ended", endedBy: "idle", endedAt: expect.any(String) });
    const late = await send("wereldwijzer", conversation.id, token, "Hallo?");
    expect(late.status).toBe(409);
    const desk = await call("/dev/chat-agent");
    expect(await desk.text()).not.toContain("Nog steeds hier.");
    // The quiet time is configurable, within 1 … 240 minutes.
    expect([idleMinutes("5"), idleMinutes("0"), idleMinutes("500"), idleMinutes(undefined), idleMinutes("abc")]).toEqual([5, DEFAULT_IDLE_MINUTES, DEFAULT_IDLE_MINUTES, DEFAULT_IDLE_MINUTES, DEFAULT_IDLE_MINUTES]);
  });

  it("runs from start to end: the subscriber writes, the agent page lists and answers, the subscriber reads it, either side ends", async () => {
    const { token, conversation } = await start("dagkoerier");
    expect(conversation).toMatchObject({ status: "open", name: null, messages: [] });
    const sent = await send("dagkoerier", conversation.id, token, "  Mijn krant is niet bezorgd.  ");
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ message: { seq: expect.any(Number), author: "subscriber", text: "Mijn krant is niet bezorgd." } });

    const page = await (await call("/dev/chat-agent")).text();
    expect(page).toContain("Mijn krant is niet bezorgd.");
    expect(page).toContain(conversation.id);
    expect((await agent({ brand: "dagkoerier", conversationId: conversation.id, intent: "reply", text: "Wij sturen u vandaag een nieuwe krant." })).status).toBe(303);

    const { conversation: after } = await (await read("dagkoerier", conversation.id, token)).json<{ conversation: { messages: Array<{ seq: number; author: string; text: string }> } }>();
    expect(after.messages.map((message) => [message.author, message.text])).toEqual([
      ["subscriber", "Mijn krant is niet bezorgd."],
      ["agent", "Wij sturen u vandaag een nieuwe krant."],
    ]);
    // Only what is new after a sequence number.
    const newer = await (await read("dagkoerier", conversation.id, token, `?after=${after.messages[0]!.seq}`)).json<{ conversation: { messages: unknown[] } }>();
    expect(newer.conversation.messages).toHaveLength(1);

    const ended = await call(`${base("dagkoerier")}/${conversation.id}/end`, { method: "POST", headers: { "x-chat-token": token } });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toMatchObject({ conversation: { status: "ended", endedAt: expect.any(String) } });
    const late = await send("dagkoerier", conversation.id, token, "Nog een vraag");
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ violations: [{ code: "CHAT-ENDED" }] });
    expect(await (await call("/dev/chat-agent")).text()).not.toContain(conversation.id);
  });

  it("lets a read wait for the agent's answer (long poll) and returns at once when the agent ends", async () => {
    const { token, conversation } = await start("ochtendpost");
    const waiting = read("ochtendpost", conversation.id, token, "?after=0&wait=10");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await agent({ brand: "ochtendpost", conversationId: conversation.id, intent: "reply", text: "Goeiemorgen, waarmee kan ik u helpen?" });
    const answered = await (await waiting).json<{ conversation: { messages: Array<{ text: string }> } }>();
    expect(answered.conversation.messages.map((message) => message.text)).toEqual(["Goeiemorgen, waarmee kan ik u helpen?"]);

    const seq = 1_000_000; // nothing after this yet: the read waits, the end wakes it
    const second = read("ochtendpost", conversation.id, token, `?after=${seq}&wait=10`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const startedWaiting = Date.now();
    await agent({ brand: "ochtendpost", conversationId: conversation.id, intent: "end" });
    expect(await (await second).json()).toMatchObject({ conversation: { status: "ended", messages: [] } });
    expect(Date.now() - startedWaiting).toBeLessThan(5000);
  });

  it("refuses forbidden characters, an empty and a too long message, in Dutch, and stores none of them", async () => {
    const { token, conversation } = await start("wereldwijzer");
    for (const [text, code] of [
      ["<script>", "FORBIDDEN-CHARACTERS"],
      ["   ", "REQUIRED"],
      ["a".repeat(1001), "TOO-LONG"],
      [42, "REQUIRED"],
    ] as const) {
      const response = await send("wereldwijzer", conversation.id, token, text);
      expect(response.status).toBe(400);
      const body = await response.json<{ violations: Array<{ code: string; field: string; message: string }> }>();
      expect(body.violations[0]).toMatchObject({ code, field: "text", message: expect.stringContaining("Uw bericht") });
    }
    expect((await send("wereldwijzer", conversation.id, token, "a".repeat(1000))).status).toBe(201);
    const { conversation: stored } = await (await read("wereldwijzer", conversation.id, token)).json<{ conversation: { messages: unknown[] } }>();
    expect(stored.messages).toHaveLength(1);
    // The agent page keeps the rule too: the typed answer stays, with the reason.
    const refused = await agent({ brand: "wereldwijzer", conversationId: conversation.id, intent: "reply", text: "zie https://example.nl" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Het antwoord mag geen van deze tekens bevatten");
    expect(page).toContain(">zie https://example.nl</textarea>");
  });

  it(`limits a conversation to ${RATE_LIMIT_MESSAGES} messages a minute, with a Dutch reason and Retry-After seconds`, async () => {
    const { token, conversation } = await start("zendernet");
    for (let i = 1; i <= RATE_LIMIT_MESSAGES; i++) expect((await send("zendernet", conversation.id, token, `Bericht ${i}`)).status).toBe(201);
    const limited = await send("zendernet", conversation.id, token, "Nog een");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ violations: [{ code: "CHAT-RATE-LIMITED", message: expect.stringContaining("Wacht even") }] });
    // Another conversation is not limited by this one.
    const other = await start("zendernet");
    expect((await send("zendernet", other.conversation.id, other.token, "Hallo")).status).toBe(201);
  });

  it("shows a conversation only with its token, and one started with a login only to that account", async () => {
    const jan = await login(JAN);
    const an = await login(AN);
    const { token, conversation } = await start("dagkoerier", jan.access_token);
    expect(conversation.name).toBe("Jan Jansen");
    expect((await read("dagkoerier", conversation.id, token, "", jan.access_token)).status).toBe(200);
    // Another account, even with the token; no login; a wrong token; the right token on another brand's desk.
    expect((await read("dagkoerier", conversation.id, token, "", an.access_token)).status).toBe(404);
    expect((await read("dagkoerier", conversation.id, token)).status).toBe(404);
    expect((await read("dagkoerier", conversation.id, `${token}x`, "", jan.access_token)).status).toBe(404);
    expect((await read("wereldwijzer", conversation.id, token, "", jan.access_token)).status).toBe(404);
    expect((await send("dagkoerier", conversation.id, token, "Hallo", an.access_token)).status).toBe(404);
    expect((await call(`${base("dagkoerier")}/${conversation.id}/end`, { method: "POST", headers: { "x-chat-token": token, ...auth(an.access_token) } })).status).toBe(404);
    expect((await call(base("onbekend"), { method: "POST" })).status).toBe(404);
  });

  it("puts an account's conversations in its data export, and erases them with the account (ADR 42)", async () => {
    const jan = await login(JAN);
    const mine = await start("ochtendpost", jan.access_token);
    expect((await send("ochtendpost", mine.conversation.id, mine.token, "Mijn krant kwam niet.", jan.access_token)).status).toBe(201);
    const anonymous = await start("ochtendpost");
    expect((await send("ochtendpost", anonymous.conversation.id, anonymous.token, "Zonder login.")).status).toBe(201);

    const exported = await personalData.export(db, DEMO.accounts.jan, originEnv);
    const conversations = exported.data.conversations as Array<{ brand: string; id: string; name: string; messages: Array<{ author: string; text: string }> }>;
    expect(conversations).toContainEqual(
      expect.objectContaining({ brand: "ochtendpost", id: mine.conversation.id, name: "Jan Jansen", messages: [expect.objectContaining({ author: "subscriber", text: "Mijn krant kwam niet." })] }),
    );
    expect(conversations.map((conversation) => conversation.id)).not.toContain(anonymous.conversation.id);
    expect(exported.summary[0]).toMatch(/^\d+ chatgesprek(ken)? \(een beëindigd gesprek bewaren wij één dag\)$/);

    // An ended conversation is gone from the export a day later, as from the desk.
    expect((await call(`${base("ochtendpost")}/${mine.conversation.id}/end`, { method: "POST", headers: { "x-chat-token": mine.token, ...auth(jan.access_token) } })).status).toBe(200);
    moveClock(ENDED_RETENTION_SECONDS + 60);
    const later = (await personalData.export(db, DEMO.accounts.jan, originEnv)).data.conversations as Array<{ id: string }>;
    expect(later.map((conversation) => conversation.id)).not.toContain(mine.conversation.id);
    resetClock();

    const open = await start("ochtendpost", jan.access_token);
    const someoneElse = await start("ochtendpost");
    const erasure = await personalData.erase(db, DEMO.accounts.jan, originEnv);
    expect(erasure.statements).toEqual([]);
    await erasure.afterwards!();
    expect((await read("ochtendpost", open.conversation.id, open.token, "", jan.access_token)).status).toBe(404);
    expect((await personalData.export(db, DEMO.accounts.jan, originEnv)).data.conversations).toEqual([]);
    // Nobody else's conversation goes with it.
    expect((await read("ochtendpost", someoneElse.conversation.id, someoneElse.token)).status).toBe(200);
  });

  it("refuses the agent page in production and posts from another site", async () => {
    expect((await callWithEnv({ ENVIRONMENT: "production" }, "/dev/chat-agent")).status).toBe(404);
    const { body, headers } = form({ brand: "dagkoerier", conversationId: crypto.randomUUID(), intent: "end" });
    expect((await call("/dev/chat-agent", { method: "POST", body, headers: { ...headers, origin: "https://evil.example" } })).status).toBe(403);
  });
});
