/** What every resolver gets: the Worker's env, its D1 binding and the caller (from the bearer token only). */
import type { AuthContext } from "../request/auth";
import type { Area } from "../areas/area";

export interface GraphqlContext {
  env: OriginEnv;
  db: D1Database;
  auth: AuthContext;
  /**
   * The areas list, for work over every area's part (the privacy area's export and erasure, ADR 42):
   * passed in, so no area imports the list that imports it.
   */
  areas: readonly Area[];
}
