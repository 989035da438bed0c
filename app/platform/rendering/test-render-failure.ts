/**
 * A render failure on demand, for journeys (the error panel of a screen that fails to render).
 * In development and test, while the browser has this cookie, the shell's content probe throws during
 * render (on the server, and in the browser as long as the cookie is still there). Acceptance and
 * production never read it, like `mo-test-flags` and `mo-test-clock`.
 */
export const TEST_RENDER_FAILURE_COOKIE = "mo-test-render-failure";

export function testRenderFailureIn(environment: string, cookieValue: string | null): boolean {
  return (environment === "development" || environment === "test") && cookieValue === "1";
}
