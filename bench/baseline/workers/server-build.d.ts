// The server build React Router's Vite plugin provides (the portal gets this from `react-router typegen`).
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
