/** Clock helpers. Timestamps are ISO 8601 UTC strings, dates are YYYY-MM-DD (both sort as text). */

export function nowIso(): string {
  return new Date(Date.now()).toISOString();
}

export function isoIn(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

/** Today's date in the Netherlands/Belgium (Europe/Amsterdam and Europe/Brussels share a zone offset). */
export function todayLocal(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now()));
}
