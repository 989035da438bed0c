import type { Flags } from "~/platform/content/flags";

/** The session overview exists only while the general flag isSessionOverviewEnabled is on; otherwise it is a 404. */
export function assertSessionOverviewEnabled(flags: Pick<Flags, "general">): void {
  if (!flags.general.isSessionOverviewEnabled) throw new Response("Not Found", { status: 404 });
}
