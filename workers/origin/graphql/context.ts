/** What every resolver gets: the Worker's env, its D1 binding and the caller (from the bearer token only). */
import type { AuthContext } from "../auth";

export interface GraphqlContext {
  env: OriginEnv;
  db: D1Database;
  auth: AuthContext;
}
