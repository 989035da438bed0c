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

/**
 * A read done once per GraphQL request and shared by every field resolver that needs it (all invoices'
 * delivery credits, all subscription cards' pending changes): one query per page, not one per item.
 */
export function perRequest<T>(load: (context: GraphqlContext) => Promise<T>): (context: GraphqlContext) => Promise<T> {
  const loaded = new WeakMap<GraphqlContext, Promise<T>>();
  return (context) => {
    let value = loaded.get(context);
    if (!value) {
      value = load(context);
      loaded.set(context, value);
    }
    return value;
  };
}
