import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A form that hydrates from its own chunk, so Conform and the form's code are not first-load JS
 * (ADR 13). The server renders it in full: the route's loader awaits `preload()`, and from then on
 * the component renders directly, so the HTML holds the whole form, also for visitors without
 * JavaScript. In the browser React keeps that server HTML — a plain form that posts to the route's
 * action — until the chunk has loaded (React.lazy inside a Suspense boundary), and then hydrates it.
 *
 * Modules rendered around a lazy form must not import `~/forms/form-kit` (it carries Conform); the
 * class names are in `~/forms/form-styles`.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = async (): Promise<void> => {
    loaded ??= await load();
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  // memo: a parent that re-renders with the same props (the shell does, right after hydration) must
  // not update the boundary while it still waits for the chunk. React would then give up hydrating
  // it and render it on the client: the server's form, and what was typed into it, would be gone.
  const LazyForm = memo(function LazyForm(props: P) {
    const Loaded = loaded;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  });
  return Object.assign(LazyForm, { preload });
}
