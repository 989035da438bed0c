import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, plus: render errors that a route's error boundary catches are
// reported too (they never reach window.onerror). Uncaught ones keep React's default (window error).
// The queue is the one app/shell/error-reporter.tsx documents; no import, so no extra first-load chunk.
type ReporterWindow = Window & { __moErrors?: unknown[]; __moErrorsWake?: () => void };
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onCaughtError(error, info) {
        console.error(error, info.componentStack);
        const w = window as ReporterWindow;
        (w.__moErrors ??= []).push({ kind: "boundary", error, url: location.href, time: Date.now() });
        w.__moErrorsWake?.();
      },
    },
  );
});
