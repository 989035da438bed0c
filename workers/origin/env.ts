/** Bindings and variables of the origin Worker (see wrangler.toml). */
export interface OriginEnv {
  DB: D1Database;
  /** "production" switches off the dev outbox and GraphQL introspection. */
  ENVIRONMENT: string;
  /** "true": seed the demo accounts on the first request when the accounts table is empty. */
  SEED_DEMO_DATA?: string;
  /** Public base URL of this origin, e.g. http://127.0.0.1:8789. */
  ISSUER: string;
  /** Comma-separated hosts that may receive authorization codes and logout redirects. */
  ALLOWED_REDIRECT_HOSTS: string;
  /** Secret: signs the login form's CSRF token. */
  TOKEN_SIGNING_SECRET: string;
}

export function isProduction(env: Pick<OriginEnv, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "production";
}
