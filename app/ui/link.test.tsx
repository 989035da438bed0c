// @vitest-environment node
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Link as RouterLink, NavLink as RouterNavLink, StaticRouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { StaticLink, StaticNavLink } from "./link";

// The server's links must write exactly the HTML of React Router's own components (the browser
// hydrates React Router's components onto it), attribute order included.

async function renderAt(url: string, element: ReactNode, basename?: string): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      Component: () => element,
      children: [
        { id: "account", path: "account", Component: () => null, children: [{ id: "email", path: "e-mailadres", Component: () => null }] },
        { id: "invoices", path: "facturen", Component: () => null },
      ],
    },
  ];
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`https://portal.test${url}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

type AnyProps = Record<string, unknown> & { to: unknown };

const LINKS: AnyProps[] = [
  { to: "/" },
  { to: "/facturen", className: "link" },
  { to: "/account?adres-verwijderen", className: "a b", "aria-label": "Adres" },
  { to: "/account/e-mailadres", prefetch: "intent", id: "x", target: "_blank", rel: "noopener" },
  { to: "/account/", discover: "none", replace: true, preventScrollReset: true, state: { a: 1 }, reloadDocument: true },
  { to: "/klantenservice/contact", viewTransition: true, relative: "path", "aria-current": "true", style: { color: "red" } },
  { to: "/Account", onClick: () => undefined, title: "Hoofdletters" },
  // Not plain: React Router's own component renders these.
  { to: "?methode=ideal" },
  { to: "e-mailadres" },
  { to: "/account/../facturen" },
  { to: "/pad met spatie" },
  { to: "https://www.dagkoerier.example/abonnementen" },
  { to: "//elders.example/x" },
  { to: "/facturen#openstaand" },
  { to: { pathname: "/facturen", search: "?jaar=2026" } },
  { to: "/facturen", prefetch: "render" },
];

const NAV_LINKS: AnyProps[] = [
  ...LINKS,
  { to: "/account", end: true, className: "nav" },
  { to: "/account", className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off") },
  { to: "/account", style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }) },
  { to: "/account", "aria-current": "location", children: ({ isActive }: { isActive: boolean }) => (isActive ? "hier" : "daar") },
  { to: "/ACCOUNT", caseSensitive: true },
  { to: "/ACCOUNT" },
  { to: "/account/", end: true },
  { to: "/acc" },
];

const PAGES = ["/", "/account", "/account/", "/account/e-mailadres", "/facturen", "/ACCOUNT"];

function list(component: unknown, all: AnyProps[]) {
  return createElement(
    "ul",
    null,
    all.map((props, index) => createElement("li", { key: index }, createElement(component as never, { ...props, children: (props.children as ReactNode) ?? `link ${index}` }))),
  );
}

describe("server links", () => {
  test.each(PAGES)("<Link> writes React Router's HTML on %s", async (page) => {
    const ours = await renderAt(page, list(StaticLink, LINKS));
    expect(ours).toContain('href="/account?adres-verwijderen"');
    expect(ours).toBe(await renderAt(page, list(RouterLink, LINKS)));
  });

  test.each(PAGES)("<NavLink> writes React Router's HTML, active state included, on %s", async (page) => {
    const ours = await renderAt(page, list(StaticNavLink, NAV_LINKS));
    expect(ours).toBe(await renderAt(page, list(RouterNavLink, NAV_LINKS)));
  });

  test("marks the current page and its parents like React Router", async () => {
    const html = await renderAt("/account/e-mailadres", list(StaticNavLink, [{ to: "/account" }, { to: "/account", end: true }, { to: "/facturen" }]));
    expect(html).toMatch(/<a aria-current="page" class="active" href="\/account" data-discover="true">link 0<\/a>/);
    expect(html).toMatch(/<a class="" href="\/account" data-discover="true">link 1<\/a>/);
  });

  test("leaves links under a basename to React Router", async () => {
    const element = list(StaticNavLink, [{ to: "/account" }, { to: "/facturen" }]);
    const ours = await renderAt("/mijn/account", element, "/mijn");
    expect(ours).toContain('href="/mijn/account"');
    expect(ours).toBe(await renderAt("/mijn/account", list(RouterNavLink, [{ to: "/account" }, { to: "/facturen" }]), "/mijn"));
  });
});
