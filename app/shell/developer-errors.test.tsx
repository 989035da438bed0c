import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { logOnce } from "~/platform/observability/developer-log";
import { resolveFlags } from "~/platform/content/flags";
import { emptyTranslations, mergeTranslations, showsTranslationKeys, translate } from "~/platform/content/translations";
import { ACCOUNT_REQUIRED_WARNING, useAccount } from "./root-data";

// Spec §8 developer errors as the console shows them: an account required but undefined, missing or
// invalid feature flags (counting as false, warned once per isolate), missing translations, and
// `?debug=locale` showing keys outside production. Step indicator misuse and a notification without
// its provider are tested beside their components (app/ui/steps, app/ui/notification).

function AccountName({ required }: { required: boolean }) {
  const account = useAccount({ required });
  return <p>{account ? account.username : "geen account"}</p>;
}

function renderWithAccount(account: { id: string; username: string } | null, required: boolean) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ account, shared: JSON.stringify({ brand: null, translations: emptyTranslations }) }), HydrateFallback: () => null, Component: Outlet, children: [{ index: true, Component: () => <AccountName required={required} /> }] },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the account context", () => {
  it("warns when an account is required but undefined", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithAccount(null, true);
    await screen.findByText("geen account");
    expect(warn).toHaveBeenCalledWith(ACCOUNT_REQUIRED_WARNING);
  });

  it("is quiet with an account, or when none is required", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithAccount({ id: "a1", username: "jan.jansen@example.nl" }, true);
    await screen.findByText("jan.jansen@example.nl");
    renderWithAccount(null, false);
    await screen.findByText("geen account");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("feature flags", () => {
  it("warns on a missing key as on an invalid one; both count as false", () => {
    const warnings: string[] = [];
    const flags = resolveFlags({ general: { isSiteAlertsEnabled: "ja" }, brand: {} }, "DK", (message) => void warnings.push(message));
    expect([flags.general.isSiteAlertsEnabled, flags.general.isHolidayCancellationEnabled]).toEqual([false, false]);
    expect(warnings).toContain("Feature flag isSiteAlertsEnabled is invalid; treated as false");
    expect(warnings).toContain("Feature flag isHolidayCancellationEnabled is missing; treated as false");
  });

  it("the portal logs each warning once per isolate, not on every request", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let request = 0; request < 3; request++) resolveFlags({ general: {} }, null, (message) => logOnce("warn", message));
    expect(warn.mock.calls.filter(([message]) => message === "Feature flag isSiteAlertsEnabled is missing; treated as false")).toHaveLength(1);
  });
});

describe("translations", () => {
  it("logs a missing translation as an error and shows the Dutch default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(translate(mergeTranslations([], "nl", false), "developerErrors.ontbreekt", "Standaardtekst")).toBe("Standaardtekst");
    expect(error).toHaveBeenCalledWith("Missing translation: developerErrors.ontbreekt");
  });

  it.each([
    ["development", true],
    ["test", true],
    ["acceptance", true],
    ["production", false],
  ])("?debug=locale in %s shows keys: %s", (environment, shown) => {
    expect(showsTranslationKeys(environment, new URL("https://mijn.dagkoerier.example/account?debug=locale"))).toBe(shown);
    expect(showsTranslationKeys(environment, new URL("https://mijn.dagkoerier.example/account?debug=LOCALE"))).toBe(false);
    expect(showsTranslationKeys(environment, new URL("https://mijn.dagkoerier.example/account"))).toBe(false);
    const translations = mergeTranslations([{ language: "nl", entries: [{ key: "postcode", value: "Postcode" }] }], "nl", shown);
    expect(translate(translations, "postcode", "Postcode")).toBe(shown ? "postcode" : "Postcode");
  });
});
