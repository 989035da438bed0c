// Ports and throw-away secrets of the local stacks. `npm start` uses the default ports; the test
// stacks use their own ports and state so tests never touch what `npm start` serves.
export const DEFAULT_PORTS = { portal: 8787, content: 8788, origin: 8789 };

export const TEST_PORTS = {
  worker: { content: 18788, origin: 18789 },
  e2e: { portal: 28787, content: 28788, origin: 28789 },
};

// Fixed, public test-only values: never used outside tests.
export const TEST_SECRETS = {
  portal: {
    SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789abcdef",
    PREVIEW_SECRET: "test-preview-secret",
    SANITY_API_TOKEN: "test-sanity-token-never-in-html",
  },
  origin: {
    TOKEN_SIGNING_SECRET: "test-token-signing-secret-0123456789abcdef",
  },
  content: {
    SANITY_API_TOKEN: "test-sanity-token-never-in-html",
  },
};
