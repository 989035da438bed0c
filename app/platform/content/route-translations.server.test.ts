import { createStaticHandler, matchPath, type EntryContext, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { withPageManifest } from "./route-translations.server";

// withPageManifest hands React Router's ServerRouter the routes and route branches of the page and its
// parent paths. The branches decide the partial manifest that lazy route discovery sends the browser:
// for every parent path, the first branch (in React Router's ranking) that matches must be the same
// with the picked branches as with all of them.

type BuildRoutes = ServerBuild["routes"];
const ROUTES: { id: string; parentId?: string; path?: string; index?: boolean }[] = [
  { id: "root", path: "" },
  { id: "routes/_shell", parentId: "root" },
  { id: "routes/service-home", parentId: "routes/_shell", index: true },
  { id: "routes/account", parentId: "routes/_shell", path: "account" },
  { id: "routes/account._index", parentId: "routes/account", index: true },
  { id: "routes/account.e-mailadres", parentId: "routes/account", path: "e-mailadres" },
  { id: "routes/facturen", parentId: "routes/_shell", path: "facturen" },
  { id: "routes/abonnementen", parentId: "routes/_shell", path: "abonnementen" },
  { id: "routes/abonnementen.$subscriptionId.opzeggen", parentId: "routes/_shell", path: "abonnementen/:subscriptionId/opzeggen" },
  { id: "routes/klantenservice.contact", parentId: "routes/_shell", path: "klantenservice/contact" },
  { id: "routes/catch-all", parentId: "routes/_shell", path: "*" },
];

const build = Object.fromEntries(ROUTES.map((route) => [route.id, { ...route, module: {} }])) as unknown as BuildRoutes;
const manifest = {
  routes: Object.fromEntries(ROUTES.map((route) => [route.id, { ...route, module: `/assets/${route.id}.js` }])),
  entry: { module: "/assets/entry.js", imports: [] },
  url: "/assets/manifest.js",
  version: "test",
} as unknown as EntryContext["manifest"];

function tree(parentId?: string): RouteObject[] {
  return ROUTES.filter((route) => route.parentId === parentId).map((route) =>
    route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) },
  );
}

async function entryContext(pathname: string): Promise<EntryContext> {
  const handler = createStaticHandler(tree(undefined));
  const staticHandlerContext = await handler.query(new Request(`https://portal.test${pathname}`));
  if (staticHandlerContext instanceof Response) throw new Error("unexpected response");
  const branches = (handler as unknown as { _internalRouteBranches: EntryContext["branches"] })._internalRouteBranches;
  expect(branches.length).toBeGreaterThan(5);
  return { manifest, branches, staticHandlerContext } as unknown as EntryContext;
}

/** The route ids of the first branch that matches `path`, as React Router walks its ranked branches. */
function firstMatch(branches: EntryContext["branches"], path: string): string[] | undefined {
  const branch = branches.find((candidate) => matchPath({ path: candidate.path, end: true }, path));
  return branch?.routesMeta.map((meta) => meta.route.id);
}

function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  return paths;
}

describe("withPageManifest", () => {
  it.each(["/", "/account", "/account/e-mailadres", "/abonnementen/700101/opzeggen", "/account/bestaat-niet", "/facturen"])(
    "keeps the routes and branches %s needs, and the same first match for each parent path",
    async (pathname) => {
      const context = await entryContext(pathname);
      const page = withPageManifest(context, build, pathname);
      expect(page.branches.length).toBeLessThan(context.branches.length);
      for (const branch of page.branches) for (const meta of branch.routesMeta) expect(page.manifest.routes[meta.route.id]).toBeDefined();
      for (const path of parentPaths(pathname)) {
        expect(firstMatch(page.branches, path)).toEqual(firstMatch(context.branches, path));
        expect(firstMatch(page.branches, path)).toBeDefined();
      }
    },
  );

  it("picks once per set of routes", async () => {
    const context = await entryContext("/account");
    const first = withPageManifest(context, build, "/account");
    const second = withPageManifest({ ...context }, build, "/account");
    expect(second.manifest).toBe(first.manifest);
    expect(second.branches).toBe(first.branches);
    expect(Object.keys(first.manifest.routes).sort()).toEqual(["root", "routes/_shell", "routes/account", "routes/account._index", "routes/service-home"]);
  });

  it("leaves the context alone without a route table (development server)", async () => {
    const context = await entryContext("/");
    expect(withPageManifest(context, null, "/")).toBe(context);
  });
});
