import type { Brand } from "./brand";

/** Spec §2: {host}/login?callback_url={site base + current path}; the path is omitted on /login itself. */
export function loginLink(siteBase: string, currentPath: string): string {
  const base = siteBase.replace(/\/$/, "");
  const onLogin = currentPath === "/login" || currentPath.startsWith("/login?") || currentPath.startsWith("/login/");
  const callback = onLogin ? base : `${base}${currentPath}`;
  return `${base}/login?callback_url=${encodeURIComponent(callback)}`;
}

const CONTACT_PATH = "/klantenservice/contact";

/**
 * Spec §2 contact link rule. Off: the brand's own contact page. On: the local contact page for the
 * current brand, else the brand's host with the current host's first label (an acceptance label on localhost).
 */
export function contactLink(
  target: Pick<Brand, "key" | "host" | "links">,
  current: { brandKey: string | null; host: string | null },
  isContactEnabled: boolean,
): string | undefined {
  if (!isContactEnabled) return target.links.contactPageUrl;
  if (target.key === current.brandKey) return CONTACT_PATH;
  const domain = target.host.split(".").slice(1).join(".");
  if (!domain) return undefined;
  const currentHost = current.host ?? "";
  const label = currentHost === "localhost" || currentHost.endsWith(".localhost") ? "mijn-acc" : currentHost.split(".")[0] || "mijn";
  return `https://${label}.${domain}${CONTACT_PATH}`;
}

/** The accessibility statement (routes/toegankelijkheid.tsx), linked in every footer. */
export const ACCESSIBILITY_PATH = "/toegankelijkheid";

/** The portal's own cancellation of one subscription (routes/abonnementen.$subscriptionId.opzeggen.tsx). */
export const cancellationPath = (subscriptionId: string) => `/abonnementen/${encodeURIComponent(subscriptionId)}/opzeggen`;
/**
 * The portal's change of one subscription (routes/abonnementen.$subscriptionId.wijzigen.tsx, issue 57): on
 * the web, or in the brand's app (webview). Linked from the subscription's card and the cancellation page.
 */
export const changePagePath = (subscriptionId: string, webview = false) => `/abonnementen/${webview ? "app/" : ""}${encodeURIComponent(subscriptionId)}/wijzigen`;
/**
 * The intent of "Opzegging ongedaan maken", posted to the cancellation path from that page and, in one tap,
 * from the subscription's card on /abonnementen (issue 58).
 */
export const UNDO_CANCELLATION_INTENT = "undo-cancellation";
/** Where an undone cancellation lands: the subscription's card on /abonnementen, which says it runs on. */
export const RESUMED_PARAM = "opzegging-ongedaan";
export const resumedSubscriptionPath = (subscriptionId: string) =>
  `/abonnementen?${RESUMED_PARAM}=${encodeURIComponent(subscriptionId)}#abonnement-${encodeURIComponent(subscriptionId)}`;

/** The portal's own start of cancelling (routes/opzeggen.tsx). */
export const CANCEL_START_PATH = "/opzeggen";

/**
 * Where "Abonnement opzeggen" leads (Art. 11a CRD, ADR 39): the brand's own terminate page where it has
 * one, else the portal's cancellation, which works logged in and without a login.
 */
export function cancelLink(brand: Pick<Brand, "links"> | null | undefined): string {
  return brand?.links.subscriptionTerminateLinkUrl ?? CANCEL_START_PATH;
}
