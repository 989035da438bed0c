import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState } from "react";
import type { FormReply } from "./form-reply";

// Issue 59 (ADR 51): a write answers with its page's data (`FormReply.screen`) and the page reads nothing
// again. The page shows the newest screen it was given — by the route's action, or by a fetcher of one of
// its forms (a page of switches), which hands its answer over with `useFetcherReply` — until its loaders
// read again. A later answer without a screen (a refusal, whose loaders then read again) does not take
// the page back to the loader data from before the screen.

const TakeReply = createContext<(reply: unknown) => void>(() => undefined);

/** Around a page's fetcher forms: where `useFetcherReply` hands their answers (the `take` of `useLatestScreen`). */
export const ScreenReplies = TakeReply.Provider;

type Taken<Loaded> = { screen: Loaded; over: Loaded } | null;

/**
 * What a page shows: the newest screen a write answered with, else its loader's data. Typed by the loader,
 * so an action whose screen has another shape fails the typecheck.
 */
export function useLatestScreen<Loaded>(loaderData: Loaded, actionData: { intent: string; screen?: NoInfer<Loaded> } | undefined | null) {
  const fromAction = actionData?.screen;
  const [seenAction, setSeenAction] = useState(fromAction);
  const [taken, setTaken] = useState<Taken<Loaded>>(fromAction !== undefined ? { screen: fromAction, over: loaderData } : null);
  // A new action answer: its screen is the newest (kept over the loader data it arrived with).
  const newAction = fromAction !== seenAction;
  if (newAction) {
    setSeenAction(fromAction);
    if (fromAction !== undefined) setTaken({ screen: fromAction, over: loaderData });
  }
  const latest: Taken<Loaded> = newAction && fromAction !== undefined ? { screen: fromAction, over: loaderData } : taken;
  const loaded = useRef(loaderData);
  useLayoutEffect(() => {
    loaded.current = loaderData;
  }, [loaderData]);
  // Stable: a fetcher form hands each answer once, when its data changes.
  const take = useCallback((reply: unknown) => {
    const screen = (reply as Partial<FormReply<Loaded>> | null | undefined)?.screen;
    if (screen !== undefined) setTaken({ screen, over: loaded.current });
  }, []);
  return { screen: latest && latest.over === loaderData ? latest.screen : loaderData, take };
}

/** A fetcher's form hands its answer to the page (`useLatestScreen`), so the page shows the screen it carries. */
export function useFetcherReply(reply: unknown): void {
  const take = useContext(TakeReply);
  // Before paint: a switch must not show the old state for a frame once its fetcher is idle again.
  useLayoutEffect(() => take(reply), [reply, take]);
}
