import { readCookie } from "../session/cookies.server";
import type { Environment } from "./env.server";

/**
 * "Now" for rules that depend on the time of day (opening hours: the chat, the contact form's
 * isContactFormHiddenDuringOpeningHours). In development and test a `mo-test-clock` cookie with an
 * ISO moment replaces the clock, so journeys and worker tests can be inside or outside opening hours
 * whatever the real time is; acceptance and production always use the real clock.
 */
export const TEST_CLOCK_COOKIE = "mo-test-clock";

export function requestNow(environment: Environment, request: Request): Date {
  if (environment !== "development" && environment !== "test") return new Date();
  const value = readCookie(request, TEST_CLOCK_COOKIE);
  const moment = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(moment) ? new Date() : new Date(moment);
}
