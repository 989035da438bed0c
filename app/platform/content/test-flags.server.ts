import { readCookie } from "../session/cookies.server";
import type { Environment } from "../request/env.server";
import { type Flags, GENERAL_FLAGS, type GeneralFlag } from "./flags";

/**
 * Feature flags per browser for journeys and worker tests. The flags are one content document for
 * every visitor, so a test cannot switch one without switching it for all tests running beside it.
 * In development and test a `mo-test-flags` cookie (`isSalesforceThroughCISEnabled:on,
 * isContactFormHiddenForNewspapers:off`) overrides general flags for that browser only; unknown names
 * and other values are ignored. Acceptance and production never read it (like `mo-test-clock`).
 */
export const TEST_FLAGS_COOKIE = "mo-test-flags";

export function withTestFlags(flags: Flags, environment: Environment, request: Request): Flags {
  if (environment !== "development" && environment !== "test") return flags;
  const value = readCookie(request, TEST_FLAGS_COOKIE);
  if (!value) return flags;
  const general = { ...flags.general };
  let changed = false;
  for (const entry of value.split(",")) {
    const [name, state] = entry.trim().split(":");
    if (!name || !(GENERAL_FLAGS as readonly string[]).includes(name) || (state !== "on" && state !== "off")) continue;
    general[name as GeneralFlag] = state === "on";
    changed = true;
  }
  return changed ? { ...flags, general } : flags;
}
