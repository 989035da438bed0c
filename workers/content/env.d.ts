// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; declared here once.
declare namespace Cloudflare {
  interface Env {
    /** Required for the `previewDrafts`/`drafts` perspectives (and to see drafts with `raw`). */
    SANITY_API_TOKEN?: string;
  }
}
