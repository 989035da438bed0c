import { useEffect } from "react";
import type { QueuedError } from "~/platform/observability/error-reporting";

// Browser error reporting, first-load part (ADR 29): an inline script in the document queues window
// errors and unhandled rejections from the first byte on; this component wakes the envelope builder
// (app/platform/observability/client-report.ts, its own chunk) after the first error, or when the browser is idle if
// errors were queued before hydration. An error-free page never loads it. app/entry.client.tsx adds
// render errors that route error boundaries catch ("boundary").

type ReporterWindow = Window & { __moErrors?: QueuedError[]; __moErrorsWake?: () => void };

/** Kept tiny and dependency-free: it runs before any module. At most 20 queued errors per page. */
export const ERROR_QUEUE_SCRIPT =
  '(function(w){var q=w.__moErrors=w.__moErrors||[];function p(k,e,m){if(q.length<20){q.push({kind:k,error:e,message:m,url:location.href,time:Date.now()});w.__moErrorsWake&&w.__moErrorsWake()}}' +
  'w.addEventListener("error",function(e){if(e.error||e.message)p("error",e.error,String(e.message||""))});' +
  'w.addEventListener("unhandledrejection",function(e){p("unhandledrejection",e.reason)})})(window)';

export function ErrorReporter() {
  useEffect(() => {
    const w = window as ReporterWindow;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import("~/platform/observability/client-report").then((module) => module.startClientReporter());
    };
    w.__moErrorsWake = load;
    if (w.__moErrors?.length) {
      if ("requestIdleCallback" in w) w.requestIdleCallback(load, { timeout: 3000 });
      else setTimeout(load, 1);
    }
  }, []);
  return null;
}
