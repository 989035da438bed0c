/**
 * A product area of the origin: everything of one area lives in its folder (areas/<name>/) and is
 * announced here through one object. `areas/index.ts` lists them; the GraphQL schema, the REST
 * router and the demo seed are built from that list, so adding an area never edits shared code.
 */
import type { AuthContext } from "../request/auth";
import type { Resolvers } from "../graphql/generated/resolvers";

interface RestInput<Auth> {
  request: Request;
  url: URL;
  env: OriginEnv;
  auth: Auth;
  params: string[];
}

/** The handler of a route that requires a bearer token. */
export type RestHandler = (input: RestInput<AuthContext>) => Promise<Response>;

/**
 * One REST route: method + path pattern (capture groups become `params`). A bearer token is required,
 * unless `optionalAuth`: then a request without one gets `auth: null` (a token that is sent must be valid).
 */
export type RestRoute = {
  method: "GET" | "PUT" | "POST" | "DELETE" | "PATCH";
  pattern: RegExp;
  /** The contract's path (`/api/newsletter/subscriptions/{id}`) of a route made by contractRoute. */
  path?: string;
} & (
  | { optionalAuth?: false; handler: RestHandler }
  | { optionalAuth: true; handler: (input: RestInput<AuthContext | null>) => Promise<Response> }
);

/**
 * A page a browser opens directly, without a bearer token (e.g. the dev payment page): method + path
 * pattern outside /api and /oauth (capture groups become `params`). Each checks what it needs itself.
 */
export interface PageRoute {
  method: "GET" | "POST";
  pattern: RegExp;
  handler: (input: { request: Request; url: URL; env: OriginEnv; params: string[] }) => Promise<Response>;
}

/** Demo rows of one table, inserted with INSERT OR IGNORE in the order the areas and tables are listed. */
export interface SeedTable {
  table: string;
  rows: Record<string, string | number | null>[];
}

/** A file in the data export: an invoice's PDF, a contact form's attachment. */
export interface ExportFile {
  /** Path inside the archive, below the area's folder (e.g. "factuur-2026-0001.pdf"). */
  name: string;
  bytes: Uint8Array;
}

/** One area's part of "Download mijn gegevens" (ADR 42). */
export interface ExportPart {
  /** Machine-readable: becomes <area>.json in the archive. */
  data: Record<string, unknown>;
  /** Dutch lines for the readable summary, e.g. "3 facturen (als PDF in de map invoices)". */
  summary: string[];
  files?: ExportFile[];
}

/** Why an account cannot be deleted now: a Dutch reason and the portal path where it is settled. */
export interface DeletionBlocker {
  code: string;
  message: string;
  path: string;
}

/** What erasing an account does in one area: D1 statements (run in one batch with every area's), and work outside D1 after it. */
export interface Erasure {
  statements: D1PreparedStatement[];
  /** E.g. deleting R2 objects; runs only after the batch succeeded. */
  afterwards?: () => Promise<void>;
}

/**
 * An area's account data (ADR 42): the tables it keeps of an account, its part of the export, what
 * stops deleting the account, and how it erases them. A test fails when a table with a column that
 * names an account is claimed by no area.
 */
export interface PersonalData {
  tables: readonly string[];
  export: (db: D1Database, accountId: string, env: OriginEnv) => Promise<ExportPart>;
  /** How many files its part will hold (a large archive is prepared in the background). */
  countFiles?: (db: D1Database, accountId: string) => Promise<number>;
  blocksDeletion?: (db: D1Database, accountId: string) => Promise<DeletionBlocker[]>;
  erase: (db: D1Database, accountId: string, env: OriginEnv) => Promise<Erasure>;
  /**
   * What erasure kept because the law asks for it (the invoices, and what they refer to), and how long:
   * `erasableFrom` is the first day the area's kept rows may go (null: none of its own keep it longer),
   * `eraseKept` the statements that remove them then, run with every area's in one batch.
   */
  kept?: {
    erasableFrom?: (db: D1Database, accountId: string) => Promise<string | null>;
    eraseKept: (db: D1Database, accountId: string) => D1PreparedStatement[];
  };
}

export interface Area {
  name: string;
  /** The area's SDL (`schema.graphql`): its types and `extend type Query/Mutation`. */
  typeDefs?: string;
  /** Resolvers typed from the SDL (graphql/generated/resolvers.ts). */
  resolvers?: Resolvers;
  /** REST routes under /api/pass, /api/newsletter, /api/commercial-offerings. */
  rest?: RestRoute[];
  /** Browser pages without a bearer token. */
  pages?: PageRoute[];
  /** Demo data; may be async (password hashes). */
  seed?: () => SeedTable[] | Promise<SeedTable[]>;
  /** Work of the hourly Cron Trigger (e.g. changes whose date has come); returns how many rows it changed. `env` for other bindings (R2). */
  scheduled?: (db: D1Database, env: OriginEnv, areas: readonly Area[]) => Promise<number>;
  /**
   * Work of the five-minute Cron Trigger, which cannot wait an hour (telling subscribers of a delivery
   * incident); returns what it did. `areas` is the list itself, for work over every area (ADR 42).
   */
  frequent?: (db: D1Database, env: OriginEnv, areas: readonly Area[]) => Promise<number>;
  /** The account data it keeps: export and erasure (ADR 42). */
  personalData?: PersonalData;
}
