import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useSyncExternalStore } from "react";
import { css } from "styled-system/css";
import { ErrorList } from "~/ui/forms/field";
import { Notification } from "~/ui/notification/notification";
import { useNotifications } from "~/ui/notification/notification-provider";

// Feedback for the account-settings forms, with and without JavaScript.

/** What every intent-dispatched account-settings action answers. */
export interface IntentReply {
  intent: string | null;
  /** Conform's result: errors next to the field or form-level. */
  result: SubmissionResult<string[]>;
  /** Success text for the notification. */
  message: string | null;
  /** Which item the answer is about (a session, a newsletter, a brand). */
  subject?: string | null;
  /** The action wants a confirmation first (the no-JavaScript step of a confirm dialog). */
  confirm?: boolean;
}

const subscribe = () => () => {};

/** False during server rendering and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The success notification of a submission. In the browser it goes through the page's one
 * notification system; a page rendered after a plain form post (no JavaScript yet) shows it inline.
 * `reply` is the action's answer object: a new answer notifies again, even with the same text.
 */
export function SuccessFeedback({ message, reply }: { message: string | null | undefined; reply: unknown }) {
  const hydrated = useHydrated();
  const { notify } = useNotifications();
  useEffect(() => {
    if (message) notify({ variant: "success", children: message, shouldAnnounce: true, placement: "popover" });
    // Only a new answer notifies; the message is derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
  if (hydrated || !message) return null;
  return (
    <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
      {message}
    </Notification>
  );
}

/** Form-level errors in a live region that is always present, so a new error is announced. */
export function FormErrors({ id, errors }: { id: string; errors?: ReadonlyArray<string> | null }) {
  return (
    <div aria-live="assertive" className={css({ "&:not(:empty)": { mt: "2" } })}>
      <ErrorList id={id} errors={errors} />
    </div>
  );
}
