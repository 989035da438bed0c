import { type ComponentType, lazy, memo, Suspense, useState } from "react";

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
    // Chosen once per instance: switching from the lazy wrapper to the loaded component once the
    // chunk is there would be a new element type, and React would mount the form anew (what was
    // typed, the focus and the form's state gone) on the first update after hydration.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Chosen {...props} />
      </Suspense>
    );
  });
  return Object.assign(LazyForm, { preload });
}
