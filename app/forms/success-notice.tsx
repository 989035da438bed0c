import { useEffect } from "react";
import { css } from "styled-system/css";
import { Notification } from "~/ui/notification/notification";
import { useNotifications } from "~/ui/notification/notification-provider";
import { useHydrated } from "~/ui/hydrated";
import type { FormReply } from "./form-reply";

// Apart from form-kit.tsx (which carries Conform) so that pages around a lazy form (lazy-form.tsx,
// ADR 13) can announce a successful submit without loading it.

export { useHydrated };

/**
 * Announces a successful submit through the shell's notification system. Without JavaScript the
 * same text is rendered in place, so the confirmation never depends on the script.
 */
export function SuccessNotice({ reply, intents }: { reply: FormReply | undefined; intents: readonly string[] }) {
  const { notify } = useNotifications();
  const hydrated = useHydrated();
  const done = reply && intents.includes(reply.intent) ? reply.done : undefined;
  useEffect(() => {
    // Popover, like the other account pages: seen wherever the page is scrolled to.
    if (done) notify({ variant: "success", children: done, shouldAnnounce: true, placement: "popover" });
  }, [reply, done, notify]);
  if (hydrated || !done) return null;
  return (
    <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
      {done}
    </Notification>
  );
}
