// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; declared here once.
declare namespace Cloudflare {
  interface Env {
    /** Signs the CSRF tokens of the login form and the logout confirmation. */
    TOKEN_SIGNING_SECRET: string;
    /** The portal's key as this origin's trusted client: only beside it is a visitor's address believed (contracts/client.ts). */
    ORIGIN_CLIENT_KEY?: string;
    /** Test stacks only (TEST_SECRETS): allows POST /test/worlds (worlds.ts, ADR 37). */
    TEST_SEED_SECRET?: string;
    /**
     * Not a secret, but optional and without a default in wrangler.toml: the portal origin that links in
     * e-mails point to, `{brand}` for the brand key (brands.ts portalLink). Unset: the brand's own host.
     */
    PORTAL_LINK_TEMPLATE?: string;
    /** Minutes of silence after which an open chat conversation ends (areas/chat/rules.ts); 15 by default. */
    CHAT_IDLE_MINUTES?: string;
    /** Delivery incidents (areas/delivery/incidents.ts, ADR 40): the content API's query URL to read published incidents from; unset: none. */
    CONTENT_API_URL?: string;
    /** Detection of delivery incidents: different addresses (default 3) within hours (default 3). */
    INCIDENT_MIN_ADDRESSES?: string;
    INCIDENT_WINDOW_HOURS?: string;
    /** Development and test stacks only (`npm start -- --origin-faults`): the share (0–1) of API calls that fail, half before and half after they are applied (ADR 47). */
    ORIGIN_FAULT_RATE?: string;
    /** "true": only the portal's own GraphQL documents are executed (graphql/trusted-documents.ts, ADR 46); the test stacks set it. */
    TRUSTED_DOCUMENTS_ONLY?: string;
    /** Development and test stacks only: milliseconds every request is shifted by (a stack started on another day, ADR 36). */
    TEST_CLOCK_SHIFT_MS?: string;
  }
}
