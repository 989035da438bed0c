// Helpers of the account-area worker tests (account-*.test.ts): forms posted the way a browser
// without JavaScript sends them, reads through the portal's own gateway, codes from the origin's
// dev outbox, and small readers of the rendered HTML.
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import manifest from "~/graphql/generated/persisted-documents.json";
import { inWorld, logIn, portalFetch } from "./helpers";

export const DAGKOERIER = "mijn.dagkoerier.example";
export const OCHTENDPOST = "mijn.ochtendpost.example";
// The origin's URL as the test config gave it to the Worker: inside workerd the host's
// MO_TEST_PORT_OFFSET is not visible, so the port must not be computed here.
export const ORIGIN = (env as unknown as { ORIGIN_URL: string }).ORIGIN_URL;

export async function postForm(
  path: string,
  cookie: string,
  fields: Record<string, string>,
  options: { host?: string; origin?: string; envOverrides?: Record<string, unknown> } = {},
) {
  const host = options.host ?? DAGKOERIER;
  return portalFetch(path, {
    host,
    method: "POST",
    headers: { origin: options.origin ?? `https://${host}`, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    envOverrides: options.envOverrides,
  });
}

/** The persisted hash of one of the app's operations (a document starts with the fragments it uses). */
export const hashOf = (operation: string) =>
  Object.entries(manifest as Record<string, string>).find(([, text]) => new RegExp(`(^|} )(query|mutation) ${operation}\\b`).test(text))![0];

/** A persisted operation through /api/graphql with the session: what the origin has stored. */
export async function gql<T = Record<string, any>>(cookie: string, operation: string, variables: Record<string, unknown> = {}, host = DAGKOERIER): Promise<T> {
  const { body, status } = await portalFetch("/api/graphql", {
    host,
    method: "POST",
    headers: { "content-type": "application/json", origin: `https://${host}`, cookie },
    body: JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operation) } } }),
  });
  if (status !== 200) throw new Error(`${operation}: ${status} ${body}`);
  return (JSON.parse(body) as { data: T }).data;
}

export async function profile(cookie: string, host = DAGKOERIER) {
  return (await gql(cookie, "AccountProfile", {}, host)).account as {
    version: number;
    accountCompleteness: number;
    profile: {
      contact_information: { email: string; phone_number: string | null; phone_verified: boolean; address: Record<string, string | null> | null };
      personal_information: Record<string, string | null>;
    };
  };
}

/** The newest code sent to an address or number, from the origin's dev outbox. */
export async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld(to))}`);
  const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
  // Newest first; notices (e.g. "your address changed") carry no code.
  const code = messages.map((message) => /Uw verificatiecode voor Mijn Omgeving: (\d{6})/.exec(message.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/**
 * `run`, counting the portal's calls to the origin of one GraphQL operation: a refused code or resend
 * is answered from the numbers of the refusal itself, not from a second look at the origin.
 */
export async function originCallsOf<T>(operation: string, run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const realFetch = globalThis.fetch;
  let calls = 0;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    if (typeof init?.body === "string" && init.body.includes(`"operationName":"${operation}"`)) calls += 1;
    return realFetch(input, init);
  });
  try {
    return { result: await run(), calls };
  } finally {
    spy.mockRestore();
  }
}

/** A six-digit code that is not the right one. */
export const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

export const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };
export const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity]!);

/** The page's visible text (tags stripped, entities decoded, whitespace collapsed). */
export function text(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

/** The value attribute of the input with this name, decoded; undefined when there is none. */
export function inputValue(html: string, name: string): string | undefined {
  for (const match of html.matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    if (!tag.includes(` name="${name}"`)) continue;
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    return value === undefined ? "" : decode(value);
  }
  return undefined;
}

/** The text of the error list with this id. */
function errorListText(html: string, ids: string[]): string | undefined {
  for (const id of ids) {
    const list = new RegExp(`<ul id="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</ul>`).exec(html);
    if (list) return text(list[1]!).trim();
  }
  return undefined;
}

/**
 * The error text linked to the control with this name (aria-describedby → the list under the field);
 * for a group of radio buttons, the one linked to their fieldset.
 */
export function fieldError(html: string, name: string): string | undefined {
  for (const match of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    const tag = match[0];
    // A hidden input carries no error (a one-button form may hold the same name, e.g. an invite's address).
    if (!tag.includes(` name="${name}"`) || /type="hidden"/.test(tag)) continue;
    if (/type="radio"/.test(tag)) break;
    if (!/aria-invalid="true"/.test(tag)) return undefined;
    return errorListText(html, /aria-describedby="([^"]*)"/.exec(tag)?.[1]?.split(" ") ?? []);
  }
  for (const match of html.matchAll(/<fieldset\b([^>]*)>([\s\S]*?)<\/fieldset>/g)) {
    if (!match[2]!.includes(` name="${name}"`)) continue;
    if (!/aria-invalid="true"/.test(match[1]!)) return undefined;
    return errorListText(html, /aria-describedby="([^"]*)"/.exec(match[1]!)?.[1]?.split(" ") ?? []);
  }
  return undefined;
}

/** The text of the form-level error region of a form (Conform's `<form id>-error`). */
export function formError(html: string, formId: string): string {
  const region = new RegExp(`<div id="${formId}-error"[^>]*>([\\s\\S]*?)</div>`).exec(html);
  return region ? text(region[1]!).trim() : "";
}

/** The text of the page's <main> (what the screen says, without the shell around it). */
export const mainText = (html: string) => text(html.slice(html.indexOf("<main"), html.indexOf("</main>")));

/** The sessions of the two demo households: Jan on De Dagkoerier, An on De Ochtendpost. */
/** "Uitloggen" as the header's button sends it: a POST from the portal's own page (a GET only asks). */
export function logOut(cookie: string, host = DAGKOERIER) {
  return portalFetch("/api/logout", { method: "POST", host, headers: { cookie, origin: `https://${host}` } });
}

export async function logInJanAndAn(): Promise<{ jan: string; an: string }> {
  const [jan, an] = await Promise.all([
    logIn("jan.jansen@example.nl", { host: DAGKOERIER }),
    logIn("an.peeters@example.be", { host: OCHTENDPOST }),
  ]);
  return { jan: jan.session!, an: an.session! };
}
