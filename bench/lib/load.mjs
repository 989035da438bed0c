// A closed-loop load generator on Node's fetch: `concurrency` workers each send the next request as
// soon as the previous response body has been read in full (SSR streams, so the whole body counts).

/**
 * Every measured request asks for the body as it is (`Accept-Encoding: identity`) unless its headers say
 * otherwise. Locally, miniflare's entry worker stands in for Cloudflare's front line: for a client that
 * accepts gzip it marks an HTML response `Content-Encoding: gzip`, and workerd compresses the body in
 * the Worker's own runtime process, the one whose CPU the bench reads. In production the front line
 * compresses after the Worker has answered, outside its CPU time. Compressing counted ~0.7–1 ms on a
 * 40–90 KB page and ~0.1 ms on the baseline app's 3 KB (ADR 26).
 */
export const UNCOMPRESSED = Object.freeze({ "accept-encoding": "identity" });

/**
 * @param {{ url: string, headers: Record<string,string>, count: number, concurrency: number, maxMs: number }} options
 * @returns {Promise<{ ok: number, failed: number, statuses: Record<string, number>, elapsedMs: number,
 *   rps: number, latenciesMs: number[] }>}
 */
export async function runBatch({ url, headers, count, concurrency, maxMs }) {
  let issued = 0;
  let ok = 0;
  let failed = 0;
  const statuses = {};
  const latenciesMs = [];
  const start = performance.now();
  const deadline = start + maxMs;

  async function worker() {
    while (issued < count && performance.now() < deadline) {
      issued++;
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers: { ...UNCOMPRESSED, ...headers }, redirect: "manual", signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 200 && response.status < 300) {
          ok++;
          latenciesMs.push(performance.now() - sent);
        } else failed++;
      } catch (error) {
        const key = error?.name ?? "error";
        statuses[key] = (statuses[key] ?? 0) + 1;
        failed++;
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - start;
  return { ok, failed, statuses, elapsedMs, rps: ok / (elapsedMs / 1000), latenciesMs };
}

export function median(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
