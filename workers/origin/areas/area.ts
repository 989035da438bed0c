/**
 * A product area of the origin: everything of one area lives in its folder (areas/<name>/) and is
 * announced here through one object. `areas/index.ts` lists them; the GraphQL schema, the REST
 * router and the demo seed are built from that list, so adding an area never edits shared code.
 */
import type { AuthContext } from "../auth";
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
  scheduled?: (db: D1Database, env: OriginEnv) => Promise<number>;
  /** Work of the five-minute Cron Trigger, which cannot wait an hour (telling subscribers of a delivery incident); returns what it did. */
  frequent?: (db: D1Database, env: OriginEnv) => Promise<number>;
}
