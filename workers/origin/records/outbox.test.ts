import { describe, expect, it } from "vitest";
import { sendMessage } from "./outbox";
import { call, callWithEnv, db } from "../test/helpers";

describe("dev outbox", () => {
  it("lists sent messages newest first, as HTML and JSON, filtered by recipient", async () => {
    await sendMessage(db, { to: "jan.jansen@example.nl", channel: "email", subject: "Uw verificatiecode", body: "Uw code is 111111." });
    await sendMessage(db, { to: "+31612345678", channel: "sms", subject: "Verificatiecode", body: "Code: 222222 <b>" });

    const page = await call("/dev/outbox");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("Verzonden berichten");
    expect(html).toContain("Code: 222222 &lt;b&gt;");
    expect(html.indexOf("222222")).toBeLessThan(html.indexOf("111111"));

    const json = await (await call("/dev/outbox?format=json")).json<{ messages: { to: string; channel: string }[] }>();
    expect(json.messages.map((m) => m.channel)).toEqual(["sms", "email"]);

    const filtered = await (await call(`/dev/outbox?format=json&to=${encodeURIComponent("jan.jansen@example.nl")}`)).json<{
      messages: { to: string; subject: string }[];
    }>();
    expect(filtered.messages).toEqual([expect.objectContaining({ to: "jan.jansen@example.nl", subject: "Uw verificatiecode" })]);
  });

  it("does not exist in production", async () => {
    expect((await callWithEnv({ ENVIRONMENT: "production" }, "/dev/outbox")).status).toBe(404);
    expect((await callWithEnv({ ENVIRONMENT: "production" }, "/dev/outbox?format=json")).status).toBe(404);
  });
});

describe("health", () => {
  it("answers 200", async () => {
    const response = await call("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });
});
