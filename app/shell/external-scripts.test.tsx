import { render, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExternalScripts } from "./external-scripts";
import type { RootData } from "./root-data";
import type { SsoConfig } from "./sso-config";

// Spec §2: the SSO session script's configuration carries the logged-in username and the login
// redirect link ({site base}/login?callback_url={site base + current path}) as authorize URL.

const SSO_SCRIPT = "https://sso.example/session.js";

function root(account: RootData["account"]): RootData {
  return {
    account,
    brand: { key: "dagkoerier", name: "De Dagkoerier", country: "nl", category: "newspaper", logo: { url: "/brands/dagkoerier/logo.svg" } },
    siteBase: "https://mijn.dagkoerier.example",
    scripts: { ssoScriptUrl: SSO_SCRIPT, consentScriptUrl: null, consentIntegratorId: null },
    clientSettings: { hasWebviewLimitation: false },
    nonce: "n0nce",
  } as unknown as RootData;
}

async function renderShell(data: RootData, path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <ExternalScripts root={data} /> }]);
  render(<Stub initialEntries={[path]} />);
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SSO_SCRIPT}"]`);
    if (!found) throw new Error("the SSO script was not injected");
    return found;
  });
  return { script, config: JSON.parse(script.dataset.config ?? "null") as SsoConfig };
}

beforeEach(() => {
  // happy-dom announces itself as an automated browser, in which the shell loads no third-party script.
  vi.spyOn(navigator, "webdriver", "get").mockReturnValue(false);
});

afterEach(() => {
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

describe("the shell's SSO session script", () => {
  it("is configured with the logged-in username and the login link back to the current page", async () => {
    const { script, config } = await renderShell(root({ id: "acc-jan", username: "jan.jansen@example.nl" }), "/facturen?jaar=2026");
    expect(script?.nonce).toBe("n0nce");
    expect(config).toMatchObject({
      username: "jan.jansen@example.nl",
      authorizeUrl: `https://mijn.dagkoerier.example/login?callback_url=${encodeURIComponent("https://mijn.dagkoerier.example/facturen?jaar=2026")}`,
      logoutUrl: "https://mijn.dagkoerier.example/api/logout",
      brandName: "De Dagkoerier",
      tld: "nl",
      bannerType: "NL-Newspaper",
    });
  });

  it("has no username when logged out, and no current path on the login page itself", async () => {
    const { config } = await renderShell(root(null), "/login");
    expect(config?.username).toBeUndefined();
    expect(config?.authorizeUrl).toBe(`https://mijn.dagkoerier.example/login?callback_url=${encodeURIComponent("https://mijn.dagkoerier.example")}`);
  });

  it("is not loaded in an automated browser", async () => {
    vi.spyOn(navigator, "webdriver", "get").mockReturnValue(true);
    const Stub = createRoutesStub([{ path: "*", Component: () => <ExternalScripts root={root(null)} /> }]);
    const { findByText } = render(<><Stub initialEntries={["/"]} /><p>geladen</p></>);
    await findByText("geladen");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelector(`script[src="${SSO_SCRIPT}"]`)).toBeNull();
  });
});
