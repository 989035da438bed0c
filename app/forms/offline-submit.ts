import { data } from "react-router";
import { type FormReply, OFFLINE_INTENT } from "./form-reply";

// A form sent on a flaky phone connection (ADR 48): the route's clientAction (every route with an
// action exports `clientAction = sendWhenOnline`; a unit test holds that) keeps what was typed and sends
// the same form, with the same idempotency key, once the connection is back. The origin answers a second
// arrival of the key with the first answer, so nothing is created twice.
//
// - Offline at the submit (navigator.onLine false): nothing is sent; the form says it waits and sends
//   itself when the browser's `online` event comes.
// - The connection breaks during the submit (fetch fails): the same, and while the browser thinks it is
//   online the form tries again every RETRY_SECONDS.
// Either way the action answers the OFFLINE reply at once (503, so no data is read again): the page is
// not held in a navigation (no loading overlay, the button works), and the form keeps its fields.

/** While the browser believes it is online but a submit failed on the network, it is tried again this often. */
export const RETRY_SECONDS = 10;

export interface PendingSubmit {
  intent: string;
  /** waiting: held until the browser is online; failed: sent, but the connection broke. */
  state: "waiting" | "failed";
  formData: FormData;
  action: string;
  encType: "application/x-www-form-urlencoded" | "multipart/form-data";
}

let pending: PendingSubmit | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingSubmit | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pendingSubmit = (): PendingSubmit | null => pending;

/** The pending submit is being sent again, or its form is gone (the form kit): it is no longer waiting. */
export function clearPending(): void {
  setPending(null);
}

/** fetch's own failure (no connection, reset): a TypeError, unlike any answer of the server. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The route's clientAction: the server's action when there is a connection, else the submit kept for later. */
export async function sendWhenOnline<T>({ request, serverAction }: { request: Request; serverAction: () => Promise<T> }): Promise<T | FormReply<never>> {
  const formData = await request.clone().formData();
  const url = new URL(request.url);
  const submit: Omit<PendingSubmit, "state"> = {
    intent: String(formData.get("intent") ?? ""),
    formData,
    action: `${url.pathname}${url.search}`,
    encType: (request.headers.get("content-type") ?? "").includes("multipart/form-data") ? "multipart/form-data" : "application/x-www-form-urlencoded",
  };
  if (!navigator.onLine) return kept({ ...submit, state: "waiting" });
  try {
    return await serverAction();
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    return kept({ ...submit, state: "failed" });
  }
}

function kept(submit: PendingSubmit): FormReply<never> {
  setPending(submit);
  return data<FormReply<never>>({ intent: OFFLINE_INTENT, result: { status: "error" } }, { status: 503 }) as unknown as FormReply<never>;
}
