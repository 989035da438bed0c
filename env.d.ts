// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; declared here once.
declare namespace Cloudflare {
  interface Env {
    SESSION_SECRET: string;
    PREVIEW_SECRET: string;
    ORIGIN_CLIENT_KEY: string;
    SANITY_API_TOKEN?: string;
  }
}
