import { useEffect } from "react";
import { useLocation } from "react-router";
import { loginLink } from "~/platform/content/links";
import type { RootData } from "./root-data";
import { consentConfig, isTestRunner, ssoConfig } from "./sso-config";

function injectScript(src: string, nonce: string | undefined, dataset: Record<string, string>) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  if (nonce) script.nonce = nonce;
  for (const [key, value] of Object.entries(dataset)) script.dataset[key] = value;
  document.head.appendChild(script);
}

/**
 * Loads the SSO session script and the consent banner after hydration, never under a test runner.
 * The SSO configuration (spec §2) carries the logged-in username and, as authorize URL, the login
 * redirect link of the page it loaded on.
 */
export function ExternalScripts({ root }: { root: RootData }) {
  const { scripts, brand } = root;
  const username = root.account?.username;
  const { pathname, search } = useLocation();
  const authorizeUrl = loginLink(root.siteBase, pathname + search);
  useEffect(() => {
    if (isTestRunner(navigator)) return;
    if (scripts.ssoScriptUrl) {
      const config = ssoConfig({ brand, siteBase: root.siteBase, authorizeUrl, username, logoutUrl: `${root.siteBase}/api/logout` });
      (window as unknown as { __moSsoConfig: unknown }).__moSsoConfig = config;
      injectScript(scripts.ssoScriptUrl, root.nonce, { config: JSON.stringify(config) });
    }
    if (scripts.consentScriptUrl && scripts.consentIntegratorId) {
      const config = consentConfig(scripts.consentIntegratorId, brand?.country, root.clientSettings.hasWebviewLimitation);
      injectScript(scripts.consentScriptUrl, root.nonce, { config: JSON.stringify(config) });
    }
    // On a client-side navigation the script stays; window.__moSsoConfig follows the page.
  }, [scripts, brand, root.siteBase, root.nonce, root.clientSettings.hasWebviewLimitation, authorizeUrl, username]);
  return null;
}
