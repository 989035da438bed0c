import type { Route } from "./+types/bench.bare";
import { appContext } from "~/platform/request/context";

// The baseline for `npm run bench`: a React Router route with no loader data and no shell.
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(appContext).environment === "production") throw new Response("Not Found", { status: 404 });
  return null;
}

export default function BareRoute() {
  return (
    <main id="inhoud">
      <h1>Bare route</h1>
    </main>
  );
}
