import { describe, expect, it } from "vitest";
import { DAGKOERIER, OCHTENDPOST, ORIGIN } from "./account-helpers";
import { logIn, portalFetch } from "./helpers";

// The embedded chat through the portal Worker (ADR 30): /api/chat proxied to the origin's chat desk,
// open only within the brand's opening hours (public holidays closed), per brand; a conversation from
// the first message to the agent's answer and the end; the free-text rule; one account never reads
// another's conversation. The development clock cookie puts each request inside or outside the hours.

const WEDNESDAY_MORNING = "2026-11-25T10:00:00Z"; // 11:00 in Amsterdam and Brussels
const SUNDAY = "2026-11-29T10:00:00Z";
const CHRISTMAS = "2026-12-25T10:00:00Z"; // a Friday
const KINGS_DAY = "2026-04-27T10:00:00Z"; // a Monday: a holiday in the Netherlands, not in Belgium
const WERELDWIJZER = "mijn.wereldwijzer.example"; // no chat

interface Conversation {
  id: string;
  status: string;
  name: string | null;
  messages: Array<{ seq: number; author: string; text: string }>;
}

const clock = (at: string, session = "") => [`mo-test-clock=${encodeURIComponent(at)}`, session].filter(Boolean).join("; ");

async function api(host: string, at: string, payload: Record<string, unknown>, session = "") {
  const { status, body } = await portalFetch("/api/chat", {
    host,
    method: "POST",
    headers: { origin: `https://${host}`, "content-type": "application/json", cookie: clock(at, session) },
    body: JSON.stringify(payload),
  });
  return { status, json: JSON.parse(body) as Record<string, any> };
}

async function read(host: string, id: string, token: string, after = 0, session = "") {
  const { status, body } = await portalFetch(`/api/chat?id=${id}&after=${after}&wait=0`, { host, headers: { "x-chat-token": token, cookie: clock(WEDNESDAY_MORNING, session) } });
  return { status, json: JSON.parse(body) as { conversation: Conversation; message?: string } };
}

async function agentReply(brand: string, conversationId: string, text: string) {
  const response = await fetch(`${ORIGIN.replace(/\/$/, "")}/dev/chat-agent`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ brand, conversationId, intent: "reply", text }),
  });
  expect(response.status).toBe(303);
}

describe("/api/chat", () => {
  it("carries a conversation within opening hours: the first message, the agent's answer, the end", async () => {
    const started = await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "start" });
    expect(started.status).toBe(201);
    const { token, conversation } = started.json as { token: string; conversation: Conversation };
    expect(conversation).toMatchObject({ status: "open", name: null, messages: [] });

    const sent = await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "send", id: conversation.id, token, text: "Mijn krant is nat bezorgd." });
    expect(sent.status).toBe(201);
    expect(sent.json.message).toMatchObject({ author: "subscriber", text: "Mijn krant is nat bezorgd." });

    await agentReply("dagkoerier", conversation.id, "Vervelend! Wij sturen een nieuwe.");
    const answered = await read(DAGKOERIER, conversation.id, token, sent.json.message.seq);
    // (the window's reads wait for this answer; `wait=0` reads at once)
    expect(answered.status).toBe(200);
    expect(answered.json.conversation.messages.map((message) => [message.author, message.text])).toEqual([["agent", "Vervelend! Wij sturen een nieuwe."]]);

    const ended = await api(DAGKOERIER, SUNDAY, { intent: "end", id: conversation.id, token }); // ending is possible after hours too
    expect(ended.status).toBe(200);
    expect(ended.json.conversation.status).toBe("ended");
    const late = await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "send", id: conversation.id, token, text: "Nog iets" });
    expect(late.status).toBe(409);
    expect(late.json.message).toContain("beëindigd");
  });

  it("refuses to start or send outside opening hours and on public holidays, in Dutch", async () => {
    for (const at of [SUNDAY, CHRISTMAS, KINGS_DAY]) {
      const refused = await api(DAGKOERIER, at, { intent: "start" });
      expect(refused.status, at).toBe(409);
      expect(refused.json).toMatchObject({ code: "CHAT-CLOSED", message: expect.stringContaining("De chat is nu gesloten") });
    }
    // King's Day is not a Belgian holiday: De Ochtendpost's chat is open.
    expect((await api(OCHTENDPOST, KINGS_DAY, { intent: "start" })).status).toBe(201);
    // A conversation that started in the morning cannot go on after closing time.
    const { json } = await api(OCHTENDPOST, WEDNESDAY_MORNING, { intent: "start" });
    const evening = await api(OCHTENDPOST, "2026-11-25T19:00:00Z", { intent: "send", id: json.conversation.id, token: json.token, text: "Hallo?" });
    expect(evening.status).toBe(409);
    expect(evening.json.code).toBe("CHAT-CLOSED");
  });

  it("is closed on a brand without chat, even within its opening hours", async () => {
    const refused = await api(WERELDWIJZER, WEDNESDAY_MORNING, { intent: "start" });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("CHAT-CLOSED");
  });

  it("refuses forbidden characters and a too long message next to the field, and stores neither", async () => {
    const { json } = await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "start" });
    const { id } = json.conversation as Conversation;
    for (const text of ["<b>hallo</b>", "x".repeat(1001), "   "]) {
      const refused = await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "send", id, token: json.token, text });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ field: "text", message: expect.any(String) });
    }
    expect((await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "send", id, token: json.token, text: "<b>" })).json.message).toContain("Gebruik geen");
    expect((await read(DAGKOERIER, id, json.token)).json.conversation.messages).toEqual([]);
  });

  it("names the account when logged in, and never shows its conversation to another account", async () => {
    const jan = (await logIn("jan.jansen@example.nl", { host: DAGKOERIER })).session!;
    const an = (await logIn("an.peeters@example.be", { host: DAGKOERIER })).session!;
    const { status, json } = await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "start" }, jan);
    expect(status).toBe(201);
    expect(json.conversation.name).toBe("Jan Jansen");
    const { id } = json.conversation as Conversation;
    expect((await read(DAGKOERIER, id, json.token, 0, jan)).status).toBe(200);
    for (const session of [an, ""]) {
      const other = await read(DAGKOERIER, id, json.token, 0, session);
      expect(other.status).toBe(404);
      expect(other.json.message).toContain("Dit gesprek bestaat niet meer");
      expect((await api(DAGKOERIER, WEDNESDAY_MORNING, { intent: "send", id, token: json.token, text: "Hallo" }, session)).status).toBe(404);
    }
  });

  it("refuses a post from another site and a body that is not JSON", async () => {
    const crossSite = await portalFetch("/api/chat", {
      host: DAGKOERIER,
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json", cookie: clock(WEDNESDAY_MORNING) },
      body: JSON.stringify({ intent: "start" }),
    });
    expect(crossSite.status).toBe(403);
    const form = await portalFetch("/api/chat", { host: DAGKOERIER, method: "POST", headers: { origin: `https://${DAGKOERIER}`, "content-type": "application/x-www-form-urlencoded" }, body: "intent=start" });
    expect(form.status).toBe(415);
  });
});
