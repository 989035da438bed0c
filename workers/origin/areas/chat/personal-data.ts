/**
 * The chat area's personal data (ADR 42): the conversations an account had while logged in, kept in
 * each brand's chat desk (a Durable Object, not D1) until a day after they ended (ADR 30). The export
 * asks every brand's desk; erasure deletes them there after the D1 batch.
 */
import { BRANDS } from "../../demo/brands";
import { countText } from "../../records/personal-data";
import type { PersonalData } from "../area";
import { deskFor } from "./rest";
import { ENDED_RETENTION_SECONDS } from "./rules";

const desks = (env: OriginEnv) => Object.keys(BRANDS).map((brand) => ({ brand, desk: deskFor(env, brand) }));

export const personalData: PersonalData = {
  tables: [],
  export: async (_db, accountId, env) => {
    const conversations = [];
    for (const { brand, desk } of desks(env)) {
      for (const conversation of await desk.conversationsOf(accountId)) conversations.push({ brand, ...conversation });
    }
    const days = Math.round(ENDED_RETENTION_SECONDS / 86_400);
    return {
      data: { conversations },
      summary: [`${countText(conversations.length, "chatgesprek", "chatgesprekken")} (een beëindigd gesprek bewaren wij ${days === 1 ? "één dag" : `${days} dagen`})`],
    };
  },
  erase: async (_db, accountId, env) => ({
    statements: [],
    afterwards: async () => {
      for (const { desk } of desks(env)) await desk.forgetAccount(accountId);
    },
  }),
};
