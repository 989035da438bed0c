import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";
import { clearIsolateCache } from "~/platform/cache.server";

export const BRANDS = [
  { key: "dagkoerier", host: "mijn.dagkoerier.example", seoTitle: "De Dagkoerier" },
  { key: "wereldwijzer", host: "mijn.wereldwijzer.example", seoTitle: "Wereldwijzer" },
  { key: "ochtendpost", host: "mijn.ochtendpost.example", seoTitle: "De Ochtendpost" },
  { key: "zendernet", host: "mijn.zendernet.example", seoTitle: "Zendernet" },
] as const;

export const PORTAL = "https://portal.test";

/** Calls the portal Worker's fetch the way the edge does, with the brand host in x-ak-inc-host. */
export async function portalFetch(
  path: string,
  init: RequestInit & { host?: string; envOverrides?: Partial<Env> & Record<string, unknown> } = {},
) {
  const { host, envOverrides, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  if (host) headers.set("x-ak-inc-host", host);
  const request = new Request(`${PORTAL}${path}`, { ...requestInit, headers, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...envOverrides } as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, status: response.status, headers: response.headers };
}

/** A fresh isolate view: no in-memory content, empty KV. */
export async function resetContentCache() {
  clearIsolateCache();
  const keys = await env.CONTENT_CACHE.list();
  await Promise.all(keys.keys.map((key) => env.CONTENT_CACHE.delete(key.name)));
}

export const throwingKv = {
  get: () => Promise.reject(new Error("KV unavailable")),
  getWithMetadata: () => Promise.reject(new Error("KV unavailable")),
  put: () => Promise.reject(new Error("KV unavailable")),
  list: () => Promise.reject(new Error("KV unavailable")),
  delete: () => Promise.reject(new Error("KV unavailable")),
} as unknown as KVNamespace;

export const CONTENT_DOWN = "http://127.0.0.1:9"; // discard port: nothing listens

export function title(body: string) {
  return /<title>([^<]*)<\/title>/.exec(body)?.[1];
}
