/**
 * The same-origin path a redirect may go to, judged after the URL parser has normalised it (dot
 * segments, `%2e`), or null. Judging the raw value is not enough: `/.//evil.example/phish`,
 * `/%2e//evil.example` and `/a/..//evil.example` are same-origin paths as written but normalise to
 * `//evil.example/…`, which a browser following `Location` reads as another host. Every redirect the
 * portal builds from a caller's value (login's callback_url, preview's redirect) goes through here.
 */
export function sameOriginPath(raw: string, origin: string, { withHash = true }: { withHash?: boolean } = {}): string | null {
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${withHash ? url.hash : ""}`;
  return /^\/[/\\]/.test(path) ? null : path;
}
