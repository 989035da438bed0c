export declare const DEFAULT_PORTS: { portal: number; content: number; origin: number };
/** How many journey lanes (Playwright workers), each with its own stack. */
export declare const E2E_LANES: number;
/** The ports of one lane's stack. */
export declare function e2ePorts(lane: number): { portal: number; content: number; origin: number };
export declare const TEST_PORTS: {
  worker: { content: number; origin: number; sink: number };
  e2e: { portal: number; content: number; origin: number };
};
export declare const TEST_SECRETS: {
  portal: { SESSION_SECRET: string; PREVIEW_SECRET: string; SANITY_API_TOKEN: string };
  origin: { TOKEN_SIGNING_SECRET: string };
  content: { SANITY_API_TOKEN: string };
};
