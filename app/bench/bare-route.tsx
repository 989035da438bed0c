import type { Route } from "./+types/bare-route";
import { appContext } from "~/platform/request/context";
import { originFetchOnce } from "~/platform/origin/http.server";

// The baselines for `npm run bench`: a React Router route with no loader data and no shell, and with
// `?origin` the same route after one request to the origin (its health check, a few bytes): what one
// subrequest costs the Worker's process on the local stack, where workerd's HTTP client runs in it.
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  if (app.environment === "production") throw new Response("Not Found", { status: 404 });
  if (new URL(request.url).searchParams.has("origin")) {
    const answer = await originFetchOnce(app, "/health", { method: "GET" });
    if (!answer.ok) throw new Response("The origin did not answer", { status: 502 });
    await answer.arrayBuffer();
  }
  return null;
}

export default function BareRoute() {
  return (
    <main id="inhoud">
      <h1>Bare route</h1>
    </main>
  );
}
