import { redirect, type MiddlewareFunction } from "react-router";
import { appContext } from "../request/context";

// When the maintenancePage document is active, every page but /onderhoud itself redirects there.
// Preview mode still reaches every page, so editors can check content before switching back.
const OPEN_DURING_MAINTENANCE = [/^\/onderhoud$/, /^\/api\//, /^\/dev\//, /^\/__bench\//];

export const maintenanceMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = context.get(appContext);
  const path = new URL(request.url).pathname;
  if (app.maintenance.active && !app.preview && !OPEN_DURING_MAINTENANCE.some((pattern) => pattern.test(path))) {
    throw redirect("/onderhoud");
  }
  return next();
};
