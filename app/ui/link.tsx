import { forwardRef, useContext, type ReactNode } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

// The portal's links: React Router's <Link> and <NavLink> in the browser; on the server, for the
// plain internal paths that nearly every link has, the same <a> without React Router's per-link work.
//
// Why: on the server a link only becomes `<a href data-discover>`, yet React Router resolves its path
// against the route matches three or four times per link (`useResolvedPath`, each with a
// `JSON.stringify` of the matches), and <NavLink> builds a `URL` to encode it. A page with 39 links
// (/account: header, two account menus, footer) spent ~0.75 ms of its ~10 ms on that (ADR 26,
// addendum 2026-11-27). For an absolute path of plain characters every step is the identity, so the
// server writes the anchor directly. Anything else — relative paths, search-only links, external
// URLs, `prefetch="render"`, masks, a basename — goes to React Router's own component.
// `link.test.tsx` holds the HTML equal to React Router's, attribute order included. In the browser
// these are React Router's components themselves (the server versions are pure and dropped from the
// client bundle), so hydration and navigation are React Router's.

/** An absolute path (no `//`, no dot segments, nothing to percent-encode) with an optional plain query. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9_~\-/]*(?:\?[A-Za-z0-9_~\-.=&+]+)?$/;

function plainPath(to: LinkProps["to"], basename: string): string | null {
  return typeof to === "string" && basename === "/" && PLAIN_PATH.test(to) ? to : null;
}

/** Props of React Router's <Link> that never reach the <a> (LinkWithRef's destructuring). */
const LINK_ONLY = new Set(["onClick", "discover", "prefetch", "relative", "reloadDocument", "replace", "mask", "state", "target", "to", "preventScrollReset", "viewTransition", "defaultShouldRevalidate"]);
/** …and those <NavLink> takes for itself before it renders a <Link> (NavLinkWithRef's destructuring). */
const NAV_LINK_ONLY = new Set([...LINK_ONLY, "aria-current", "caseSensitive", "className", "end", "style", "children"]);

type Props = Record<string, unknown>;

/** The props other than those in `skip`, in their order (a loop rather than an object rest over a dozen names). */
function copyExcept(props: Props, skip: ReadonlySet<string>, into: Props = {}): Props {
  for (const key in props) if (!skip.has(key)) into[key] = props[key];
  return into;
}

/** What <Link> adds after the other props, in its order. */
function finishAnchor(into: Props, props: Props, href: string): Props {
  into.href = href;
  into.target = props.target;
  into["data-discover"] = (props.discover ?? "render") === "render" ? "true" : undefined;
  return into;
}

const serverSide = (props: Pick<LinkProps, "prefetch">) => props.prefetch !== "render" && !(props as { mask?: unknown }).mask;

/** <Link> as the server renders it; exported for its test. */
export const StaticLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function StaticLink(props, ref) {
  const { basename } = useContext(NavigationContext);
  const href = serverSide(props) ? plainPath(props.to, basename) : null;
  if (href === null) return <RouterLink {...props} ref={ref} />;
  return <a {...finishAnchor(copyExcept(props as unknown as Props, LINK_ONLY), props as unknown as Props, href)} ref={ref} />;
});

/** <NavLink> as the server renders it (no navigation is pending on the server); exported for its test. */
export const StaticNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(function StaticNavLink(props, ref) {
  const { basename } = useContext(NavigationContext);
  const location = useLocation();
  const { "aria-current": ariaCurrentProp = "page", caseSensitive = false, className: classNameProp = "", end = false, style: styleProp, to, children } = props;
  const href = serverSide(props) ? plainPath(to, basename) : null;
  if (href === null) return <RouterNavLink {...props} ref={ref} />;

  const question = href.indexOf("?");
  let toPathname = question === -1 ? href : href.slice(0, question);
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlashPosition = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === "/");
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  // NavLink renders <Link {...rest} aria-current className style …>, and Link puts its own props last.
  const anchor = copyExcept(props as unknown as Props, NAV_LINK_ONLY);
  anchor["aria-current"] = isActive ? ariaCurrentProp : undefined;
  anchor.className = typeof classNameProp === "function" ? classNameProp(renderProps) : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  anchor.style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
  finishAnchor(anchor, props as unknown as Props, href);
  return <a {...anchor} ref={ref}>{typeof children === "function" ? children(renderProps) : (children as ReactNode)}</a>;
});

export const Link: typeof RouterLink = import.meta.env.SSR ? StaticLink : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR ? StaticNavLink : RouterNavLink;
export type { LinkProps, NavLinkProps };
