import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportClientError } from "~/shell/error-reporter";

// React Router's default client entry, plus: render errors that a route's error boundary catches are
// reported too (they never reach window.onerror). Uncaught ones keep React's default (window error).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onCaughtError(error, info) {
        console.error(error, info.componentStack);
        reportClientError(error, "boundary");
      },
    },
  );
});
