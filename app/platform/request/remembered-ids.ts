/**
 * In the browser: adds `id` to a cookie of comma-separated ids that the server reads to leave things out
 * (a closed commercial banner, a closed site alert), so they do not flash back on the next page. Without
 * `maxAgeSeconds`: for the browser session.
 */
export function rememberId(cookie: string, id: string, maxAgeSeconds?: number): void {
  const current = document.cookie.match(new RegExp(`(?:^|; )${cookie}=([^;]*)`))?.[1] ?? "";
  let value = current;
  try {
    value = decodeURIComponent(current);
  } catch {
    // Not a URI component: taken as it is.
  }
  const ids = new Set(value.split(",").filter(Boolean));
  ids.add(id);
  const age = maxAgeSeconds === undefined ? "" : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${cookie}=${encodeURIComponent([...ids].join(","))}; Path=/${age}; SameSite=Lax; Secure`;
}
