import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState } from "react";
import { type FormReply, freshScreen } from "./form-reply";

// Issue 59 (ADR 51): a write answers with its page's data (`FormReply.screen`) and the page reads nothing
// again. A form sent with the route's <Form> brings it as the route's action data (`freshScreen`); a page
// whose forms each have a fetcher (a page of switches) gets it in that fetcher's data, which the page cannot
// see. Those forms hand their reply to the page here, and the page shows the newest screen.

const TakeReply = createContext<(reply: unknown) => void>(() => undefined);

/** Around a page's forms: where `useFetcherReply` hands a fetcher's reply (the `take` of `useLatestScreen`). */
export const ScreenReplies = TakeReply.Provider;

/**
 * What a page shows: the newest screen a write answered with — from the route's action data, or from a
 * fetcher of one of its forms (`useFetcherReply`, inside `<ScreenReplies value={take}>`) — else its
 * loader's data. A new loader read or a new action answer starts again from that one.
 */
export function useLatestScreen<Loaded>(loaderData: Loaded, actionData: { intent: string; screen?: NoInfer<Loaded> } | undefined | null) {
  const base = freshScreen(loaderData, actionData);
  const current = useRef(base);
  useLayoutEffect(() => {
    current.current = base;
  }, [base]);
  const [taken, setTaken] = useState<{ screen: Loaded; over: Loaded } | null>(null);
  // Stable: a form hands each reply once, when its fetcher's data changes.
  const take = useCallback((reply: unknown) => {
    const screen = (reply as Partial<FormReply<Loaded>> | null | undefined)?.screen;
    if (screen !== undefined) setTaken({ screen, over: current.current });
  }, []);
  return { screen: taken && taken.over === base ? taken.screen : base, take };
}

/** A fetcher's form hands its reply to the page (`useLatestScreen`), so the page shows the screen it carries. */
export function useFetcherReply(reply: unknown): void {
  const take = useContext(TakeReply);
  // Before paint: a switch must not show the old state for a frame once its fetcher is idle again.
  useLayoutEffect(() => take(reply), [reply, take]);
}
