// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; declared here once.
declare namespace Cloudflare {
  interface Env {
    /** Signs the CSRF tokens of the login form and the logout confirmation. */
    TOKEN_SIGNING_SECRET: string;
    /** Test stacks only (TEST_SECRETS): allows POST /test/worlds (worlds.ts, ADR 37). */
    TEST_SEED_SECRET?: string;
  }
}
