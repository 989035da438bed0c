import type { Area } from "../area";
import { pages } from "./page";
import { personalData } from "./personal-data";
import { rest } from "./rest";

/** The embedded chat (ADR 30): conversations in the ChatDesk Durable Object, the dev agent page. */
export const chat: Area = { name: "chat", rest, pages, personalData };

export { ChatDesk } from "./desk";
