// Spec §8 developer errors: mistakes in code or content that the page survives (a missing translation,
// an invalid feature flag) go to the console. Content stays the same for many requests, so each
// message is logged once per isolate or page, not on every render.

const logged = new Set<string>();

export function logOnce(level: "error" | "warn", message: string): void {
  if (logged.has(message)) return;
  logged.add(message);
  console[level](message);
}
