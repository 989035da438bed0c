import { readCookie } from "../session/cookies.server";
import type { Environment } from "./env.server";

/**
 * "Now" for rules that depend on the time of day (opening hours: the chat, the contact form's
 * isContactFormHiddenDuringOpeningHours). In development and test a `mo-test-clock` cookie with an
 * ISO moment replaces the clock, so journeys and worker tests can be inside or outside opening hours
 * whatever the real time is; acceptance and production always use the real clock.
 */
export const TEST_CLOCK_COOKIE = "mo-test-clock";

/**
 * The origin's clock for one browser (development and test, ADR 36): a `mo-test-origin-clock` cookie
 * with an ISO moment goes to the origin as the `mo-test-clock` header on every call of that request,
 * and the origin's time rules (a code's resend wait, expiries, lead times) take it as "now". Separate
 * from the opening-hours cookie above, so a journey can move one without the other.
 */
export const TEST_ORIGIN_CLOCK_COOKIE = "mo-test-origin-clock";
export const TEST_CLOCK_HEADER = "mo-test-clock";

function cookieMoment(environment: Environment, request: Request, name: string): string | null {
  if (environment !== "development" && environment !== "test") return null;
  const value = readCookie(request, name);
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

/** The moment the origin is asked to take as "now" for this request, or null. */
export function testOriginClock(environment: Environment, request: Request): string | null {
  return cookieMoment(environment, request, TEST_ORIGIN_CLOCK_COOKIE);
}

export function requestNow(environment: Environment, request: Request): Date {
  const moment = cookieMoment(environment, request, TEST_CLOCK_COOKIE);
  return moment ? new Date(moment) : new Date();
}

/**
 * An unreliable origin for one browser (development and test, ADR 47/48): a `mo-test-origin-faults`
 * cookie with a share between 0 and 1 goes to the origin as the `mo-test-origin-faults` header on every
 * call of that request, and the origin fails that share of them (ORIGIN_FAULT_RATE's faults) — so one
 * journey can run under faults while the others on the same stack do not.
 */
export const TEST_ORIGIN_FAULTS_COOKIE = "mo-test-origin-faults";
export const TEST_ORIGIN_FAULTS_HEADER = "mo-test-origin-faults";

/** The share of this request's origin calls the origin is asked to fail, or null. */
export function testOriginFaults(environment: Environment, request: Request): number | null {
  if (environment !== "development" && environment !== "test") return null;
  const rate = Number(readCookie(request, TEST_ORIGIN_FAULTS_COOKIE) ?? "");
  return rate > 0 && rate <= 1 ? rate : null;
}

