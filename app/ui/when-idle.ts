/** Runs `callback` once the browser is idle (at the latest after 2 s); returns a cancel function. */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}
