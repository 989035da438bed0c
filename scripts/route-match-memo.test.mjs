import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeMatchMemoSource } from "./route-match-memo.mjs";

const require = createRequire(import.meta.url);
// React Router's production CommonJS chunk: the same matchRoutesImpl as the ES module the server
// bundles, loadable here without a bundler.
const distDir = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");
const chunkFile = readdirSync(distDir)
  .map((name) => path.join(distDir, name))
  .find((file) => file.endsWith(".js") && readFileSync(file, "utf8").includes("function matchRoutesImpl("));

function load(source) {
  const module = { exports: {} };
  new Function("module", "exports", "require", source)(module, module.exports, require);
  return module.exports;
}

const source = readFileSync(chunkFile, "utf8");
const original = load(source);
const patched = load(routeMatchMemoSource(source));

// The portal's shapes: a root layout, a pathless shell, index routes, nested areas, params, an
// optional segment, a case-sensitive route and a catch-all.
const ROUTES = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "shell",
        children: [
          { id: "home", index: true },
          { id: "account", path: "account", children: [{ id: "account-index", index: true }, { id: "email", path: "e-mailadres" }, { id: "phone", path: "telefoonnummer" }] },
          { id: "subscriptions", path: "abonnementen" },
          { id: "cancel", path: "abonnementen/:subscriptionId/opzeggen" },
          { id: "invite", path: "abonnementen/uitnodiging/:inviteKey" },
          { id: "payment", path: "betaalservice/wijzigen/:brandId/:subscriptionId" },
          { id: "faq", path: ":lang?/klantenservice/veelgestelde-vragen" },
          { id: "Case", path: "Hoofdletters", caseSensitive: true },
          { id: "files", path: "bestanden/*" },
          { id: "catch-all", path: "*" },
        ],
      },
      { id: "api", path: "api/logout" },
    ],
  },
];

const PATHS = [
  "/", "", "/account", "/account/", "/ACCOUNT", "/account/e-mailadres", "/account/telefoonnummer", "/account/bestaat-niet",
  "/abonnementen", "/abonnementen/700101/opzeggen", "/abonnementen/700102/opzeggen", "/abonnementen/uitnodiging/k7Qm2x",
  "/betaalservice/wijzigen/DK/700100", "/klantenservice/veelgestelde-vragen", "/be/klantenservice/veelgestelde-vragen",
  "/Hoofdletters", "/hoofdletters", "/bestanden/a/b/c.pdf", "/bestanden", "/api/logout", "/onbekend", "//dubbel",
  "/caf%C3%A9", "/%E0%A4%A", "/abonnementen/700%2F101/opzeggen", `/${"lang/".repeat(80)}einde`,
];

const view = (matches) => matches && matches.map((match) => ({ id: match.route.id, params: { ...match.params }, pathname: match.pathname, pathnameBase: match.pathnameBase }));

function matcher(router) {
  const handler = router.createStaticHandler(ROUTES);
  const branches = handler._internalRouteBranches;
  expect(branches.length).toBeGreaterThan(10);
  return (pathname, allowPartial = false) => router.matchRoutesImpl(handler.dataRoutes, pathname, "/", allowPartial, branches);
}

describe("route-match-memo", () => {
  // React Router warns about the malformed path on purpose in the list.
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("matches every path like React Router, the first time and from the memo", () => {
    const before = matcher(original);
    const after = matcher(patched);
    for (const allowPartial of [false, true]) {
      for (const pathname of PATHS) {
        const expected = view(before(pathname, allowPartial));
        expect(view(after(pathname, allowPartial)), `${pathname} (cold)`).toEqual(expected);
        expect(view(after(pathname, allowPartial)), `${pathname} (memo)`).toEqual(expected);
      }
    }
  });

  it("builds fresh match objects on every call", () => {
    const after = matcher(patched);
    const first = after("/abonnementen/700101/opzeggen");
    const second = after("/abonnementen/700101/opzeggen");
    expect(second).not.toBe(first);
    expect(second[0]).not.toBe(first[0]);
    expect(second.at(-1).params).not.toBe(first.at(-1).params);
    second.at(-1).params.subscriptionId = "changed";
    expect(after("/abonnementen/700101/opzeggen").at(-1).params.subscriptionId).toBe("700101");
  });

  it("keeps a memo per branch list and stays right past its bound", () => {
    const one = matcher(patched);
    const other = matcher(patched);
    expect(view(one("/account"))).toEqual(view(other("/account")));
    for (let i = 0; i < 1500; i++) one(`/abonnementen/${i}/opzeggen`);
    const before = matcher(original);
    for (const pathname of PATHS) expect(view(one(pathname))).toEqual(view(before(pathname)));
  });

  it("fails the build when React Router's piece changes", () => {
    expect(() => routeMatchMemoSource(source.replace("let decoded = decodePath(pathname);", "let decoded = decodePath(pathname) ;"))).toThrow(/matchRoutesImpl changed/);
  });
});
