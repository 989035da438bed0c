export declare const DEFAULT_PORTS: { portal: number; content: number; origin: number };
/** How many Playwright workers run journeys at a time, on one stack (each journey in its own world). */
export declare const E2E_WORKERS: number;
export declare const TEST_PORTS: {
  worker: { content: number; origin: number; sink: number };
  e2e: { portal: number; content: number; origin: number };
};
export declare const TEST_SECRETS: {
  portal: { SESSION_SECRET: string; PREVIEW_SECRET: string; SANITY_API_TOKEN: string; ORIGIN_CLIENT_KEY: string };
  origin: { TOKEN_SIGNING_SECRET: string; TEST_SEED_SECRET: string; ORIGIN_CLIENT_KEY: string };
  content: { SANITY_API_TOKEN: string };
};
/** The calendar sweep's clock shift in milliseconds (MO_TEST_TODAY, resolved once per run; 0 on a normal run). */
export declare function testClockShiftMs(): number;
/** The moment it is `hour`:00 on `day` (YYYY-MM-DD) in Europe/Amsterdam. */
export declare function amsterdamMoment(day: string, hour: number): number;
