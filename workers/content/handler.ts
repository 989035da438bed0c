// The content emulator's request handling: Sanity's query HTTP API over an in-memory dataset.
//
// Kept free of the dataset import so tests can build a handler over any documents; `index.ts`
// wires it to the bundled `dataset/` files.
import { evaluate, parse, type ExprNode } from "groq-js";

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export type Perspective = "published" | "raw" | "drafts";
export type FaultMode = "none" | "down" | "slow";

export const DEFAULT_DATASET = "mijn-omgeving-production";
/** How long a query waits in the `slow` fault mode. */
export const SLOW_FAULT_DELAY_MS = 15_000;

const DRAFTS_PREFIX = "drafts.";
const QUERY_PATH = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/data\/query\/([^/]+)\/?$/;
const JSON_HEADERS = { "content-type": "application/json" } as const;

/** A mode set through `POST /__fault` on one handler; null means "use env.FAULT". */
interface FaultState {
  override: FaultMode | null;
}

export function parseNdjson(text: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const doc: unknown = JSON.parse(line);
    if (!isRecord(doc) || typeof doc._id !== "string" || typeof doc._type !== "string") {
      throw new Error(`dataset line ${index + 1}: a document needs string _id and _type`);
    }
    documents.push(doc as SanityDocument);
  });
  return documents;
}

export const isDraftId = (id: string): boolean => id.startsWith(DRAFTS_PREFIX);

/** The documents each perspective sees, computed once per document set. */
export interface DatasetViews {
  published: SanityDocument[];
  drafts: SanityDocument[];
  raw: SanityDocument[];
}

export function buildViews(documents: SanityDocument[]): DatasetViews {
  const published = documents.filter((doc) => !isDraftId(doc._id));
  // Like Sanity's `drafts` (formerly `previewDrafts`) perspective: a draft replaces its published
  // document and carries the published id; `_originalId` keeps the draft id.
  const overlaid = new Map<string, SanityDocument>();
  for (const doc of published) overlaid.set(doc._id, doc);
  for (const doc of documents) {
    if (!isDraftId(doc._id)) continue;
    const publishedId = doc._id.slice(DRAFTS_PREFIX.length);
    overlaid.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id });
  }
  return { published, drafts: [...overlaid.values()], raw: documents };
}

/**
 * A Worker-style handler over a lazily loaded document set (loaded and indexed once per isolate).
 */
export function createContentHandler(loadDocuments: () => SanityDocument[]) {
  let views: DatasetViews | undefined;
  const getViews = () => (views ??= buildViews(loadDocuments()));
  // The fault mode belongs to this handler (one per test, one per emulator Worker), not to the module.
  const faults: FaultState = { override: null };
  return {
    fetch(request: Request, env: ContentEnv): Promise<Response> {
      return handleRequest(request, env, getViews, faults);
    },
    /** Drops a mode set through `POST /__fault`, so env.FAULT applies again (tests). */
    resetFaults(): void {
      faults.override = null;
    },
  };
}

async function handleRequest(
  request: Request,
  env: ContentEnv,
  getViews: () => DatasetViews,
  faults: FaultState,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/health") {
    return json(200, { ok: true, dataset: datasetName(env), documents: getViews().raw.length });
  }
  if (url.pathname === "/__fault") return handleFaultAdmin(request, env, faults);
  const match = QUERY_PATH.exec(url.pathname);
  if (!match) return sanityError(404, "Not Found", `No route for ${request.method} ${url.pathname}`);
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") {
    return sanityError(405, "Method Not Allowed", `Method ${request.method} is not allowed for queries`);
  }
  return handleQuery(request, env, getViews, decodeURIComponent(match[1] ?? ""), currentFault(env, faults));
}

/** `GET|POST /v<date>/data/query/<dataset>`. */
async function handleQuery(
  request: Request,
  env: ContentEnv,
  getViews: () => DatasetViews,
  dataset: string,
  fault: FaultMode,
): Promise<Response> {
  const started = Date.now();
  const url = new URL(request.url);

  const auth = authenticate(request, env);
  if (auth === "invalid") return sanityError(401, "Unauthorized", "Session not found");

  if (dataset !== datasetName(env)) {
    return sanityError(404, "Not Found", `Dataset "${dataset}" not found`);
  }

  if (fault === "down") return sanityError(503, "Service Unavailable", "The content API is down (fault injection)");
  if (fault === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_FAULT_DELAY_MS));

  const input = await readQueryInput(request, url);
  if ("error" in input) return input.error;
  const { query, params } = input;

  const perspective = parsePerspective(url.searchParams.get("perspective"));
  if (perspective === undefined) {
    return badRequest(`Invalid perspective "${url.searchParams.get("perspective")}"`);
  }
  if (perspective === "drafts" && auth !== "valid") {
    return sanityError(401, "Unauthorized", "The drafts perspective requires an authenticated request with a token");
  }

  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    return queryError(query, error);
  }
  const missing = referencedParams(tree).find((name) => !(name in params));
  if (missing !== undefined) {
    const start = Math.max(0, query.indexOf(`$${missing}`));
    return json(400, {
      error: {
        type: "queryParseError",
        description: `param $${missing} referenced, but not provided`,
        query,
        start,
        end: start + missing.length + 1,
      },
    });
  }

  const views = getViews();
  // Anonymous requests never see drafts, whatever the perspective (as on a public Sanity dataset).
  const documents =
    perspective === "drafts" ? views.drafts : perspective === "raw" && auth === "valid" ? views.raw : views.published;

  let result: unknown;
  try {
    const value = await evaluate(tree, { dataset: documents, params, timestamp: new Date() });
    result = await value.get();
  } catch (error) {
    return queryError(query, error);
  }

  const body: Record<string, unknown> = { query, result, ms: Date.now() - started };
  if (url.searchParams.get("returnQuery") === "false") delete body.query;
  return json(200, body);
}

type QueryInput = { query: string; params: Record<string, unknown> } | { error: Response };

async function readQueryInput(request: Request, url: URL): Promise<QueryInput> {
  const params: Record<string, unknown> = {};
  if (request.method === "POST") {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return { error: badRequest("Request body must be JSON: { query, params }") };
    }
    if (!isRecord(body) || typeof body.query !== "string") {
      return { error: badRequest("Request body must contain a string `query`") };
    }
    if (body.params !== undefined && !isRecord(body.params)) {
      return { error: badRequest("`params` must be an object") };
    }
    for (const [key, value] of Object.entries(body.params ?? {})) {
      params[key.startsWith("$") ? key.slice(1) : key] = value;
    }
    return { query: body.query, params };
  }

  const query = url.searchParams.get("query");
  if (query === null || query === "") return { error: badRequest("Missing query parameter `query`") };
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      return { error: badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`) };
    }
  }
  return { query, params };
}

/** `undefined` for an unknown value. A perspective stack (comma list) reads drafts if it includes them. */
export function parsePerspective(value: string | null): Perspective | undefined {
  if (value === null || value === "" || value === "published") return "published";
  if (value === "raw") return "raw";
  if (value === "previewDrafts" || value === "drafts") return "drafts";
  const stack = value.split(",").map((entry) => entry.trim());
  if (stack.length > 1 && stack.every((entry) => /^[A-Za-z0-9_-]+$/.test(entry) && entry !== "raw")) {
    return stack.includes("drafts") || stack.includes("previewDrafts") ? "drafts" : "published";
  }
  return undefined;
}

/** "none": no Authorization header; "valid": the configured token; "invalid": anything else. */
function authenticate(request: Request, env: ContentEnv): "none" | "valid" | "invalid" {
  const header = request.headers.get("authorization");
  if (header === null) return "none";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const expected = env.SANITY_API_TOKEN ?? "";
  if (!match?.[1] || expected === "") return "invalid";
  return timingSafeEqual(match[1], expected) ? "valid" : "invalid";
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

function currentFault(env: ContentEnv, faults: FaultState): FaultMode {
  if (faults.override !== null) return faults.override;
  return isFaultMode(env.FAULT) ? env.FAULT : "none";
}

const isFaultMode = (value: unknown): value is FaultMode => value === "none" || value === "down" || value === "slow";

/** `POST /__fault {"mode":"down"|"slow"|"none"}` and `GET /__fault`, only with ALLOW_FAULTS=true. */
async function handleFaultAdmin(request: Request, env: ContentEnv, faults: FaultState): Promise<Response> {
  if (env.ALLOW_FAULTS !== "true") return sanityError(404, "Not Found", "No route for /__fault");
  if (request.method === "GET") return json(200, { mode: currentFault(env, faults) });
  if (request.method !== "POST") return sanityError(405, "Method Not Allowed", "Use POST /__fault");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = undefined;
  }
  if (!isRecord(body) || !isFaultMode(body.mode)) {
    return badRequest('Body must be {"mode":"down"|"slow"|"none"}');
  }
  faults.override = body.mode;
  return json(200, { mode: faults.override });
}

/** Collects `$name` parameters referenced anywhere in a parsed query. */
function referencedParams(tree: ExprNode): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (isRecord(node)) {
      if (node.type === "Parameter" && typeof node.name === "string") names.add(node.name);
      Object.values(node).forEach(visit);
    }
  };
  visit(tree);
  return [...names];
}

function queryError(query: string, error: unknown): Response {
  if (error instanceof Error && error.name === "GroqSyntaxError") {
    const position = (error as Error & { position?: number }).position ?? 0;
    return json(400, {
      error: {
        type: "queryParseError",
        description: error.message.replace(/^Syntax error in GROQ query at position \d+: /, ""),
        query,
        start: position,
        end: position + 1,
      },
    });
  }
  if (error instanceof Error && error.name === "GroqQueryError") {
    return json(400, { error: { type: "queryError", description: error.message, query } });
  }
  console.error("content emulator: query failed", error);
  return json(500, { error: { type: "internalError", description: "Internal error while executing the query" } });
}

function datasetName(env: ContentEnv): string {
  return env.SANITY_DATASET || DEFAULT_DATASET;
}

function badRequest(description: string): Response {
  return json(400, { error: { type: "httpBadRequest", description } });
}

/** Sanity's shape for transport-level errors (401, 404, 503 ...). */
function sanityError(statusCode: number, error: string, message: string): Response {
  return json(statusCode, { statusCode, error, message });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
