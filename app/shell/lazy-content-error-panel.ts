import { lazyForm } from "~/forms/lazy-form";

/**
 * The content error panel hydrating from its own chunk (ADR 13's lazyForm): it shows only when a
 * loader could not read the page's data, so it is not first-load JS of every page that might need it.
 */
export const LazyContentErrorPanel = lazyForm(() => import("./content-error-panel").then((module) => module.ContentErrorPanel));

/** For a loader: when its data is missing the panel will render, so its chunk is loaded first (the server renders it in full). */
export async function preloadErrorPanelIfNeeded<T extends { data?: unknown }>(loaded: T): Promise<T> {
  if (!loaded.data) await LazyContentErrorPanel.preload();
  return loaded;
}
