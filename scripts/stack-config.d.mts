export declare const DEFAULT_PORTS: { portal: number; content: number; origin: number };
/** How many Playwright workers run journeys at a time, on one stack (each journey in its own world). */
export declare const E2E_WORKERS: number;
export declare const TEST_PORTS: {
  worker: { content: number; origin: number; sink: number };
  e2e: { portal: number; content: number; origin: number };
};
export declare const TEST_SECRETS: {
  portal: { SESSION_SECRET: string; PREVIEW_SECRET: string; SANITY_API_TOKEN: string };
  origin: { TOKEN_SIGNING_SECRET: string; TEST_SEED_SECRET: string };
  content: { SANITY_API_TOKEN: string };
};
