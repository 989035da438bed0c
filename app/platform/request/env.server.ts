import { z } from "zod";

export const ENVIRONMENTS = ["production", "acceptance", "test", "development"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Spec §4: develop → acceptance, main → production, any other branch → test. */
export function environmentFromBranch(branch: string): Environment {
  if (branch === "main") return "production";
  if (branch === "develop") return "acceptance";
  return "test";
}

const envSchema = z.object({
  ENVIRONMENT: z.enum(ENVIRONMENTS),
  BUILD_NUMBER: z.string().default("local"),
  /** The deployed branch; when given, error reports take their environment from it (environmentFromBranch). */
  BRANCH: z.string().optional(),
  SANITY_PROJECT_ID: z.string().min(1),
  SANITY_DATASET: z.string().min(1),
  SANITY_API_HOST: z.string().url().optional().or(z.literal("")),
  ORIGIN_URL: z.string().url(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
  PREVIEW_SECRET: z.string().min(8),
  /** The portal's key as the origin's trusted client: with it the origin believes the visitor's address it is told (contracts/client.ts). */
  ORIGIN_CLIENT_KEY: z.string().min(32, "ORIGIN_CLIENT_KEY must be at least 32 characters"),
  SANITY_API_TOKEN: z.string().optional(),
  SENTRY_DSN: z.string().optional(),
  SSO_SCRIPT_URL: z.string().url().optional().or(z.literal("")),
  CONSENT_SCRIPT_URL: z.string().url().optional().or(z.literal("")),
  CONSENT_INTEGRATOR_ID: z.string().optional(),
  /** "true": /app-integration is available in production too (it always is elsewhere). */
  APP_INTEGRATION_ENABLED: z.string().optional(),
  /** How long a page may spend on origin reads in total (retries included) before it shows the error panel (503). */
  /** The share of page loads that report real-user vitals (0–1); unset: 0.1 in acceptance and production, 1 elsewhere. */
  WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  ORIGIN_READ_BUDGET_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
});
export type PortalEnv = z.infer<typeof envSchema>;

let validated: { source: object; env: PortalEnv } | undefined;

/** Validates the Worker's env once per isolate and fails fast on a missing secret. */
export function portalEnv(env: Env): PortalEnv {
  if (validated && validated.source === env) return validated.env;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Invalid portal configuration: ${fields}`);
  }
  validated = { source: env, env: parsed.data };
  return parsed.data;
}
