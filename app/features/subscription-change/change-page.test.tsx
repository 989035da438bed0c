import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/form-reply";
import type { ChangePageView } from "./change.server";
import { ChangePage } from "./change-page";

// The change page as a subscriber uses it: a preview gives way when another choice is ticked (so nobody
// confirms what they no longer see), and once a change that added a paid product took effect, inside its
// 14 days it can still be withdrawn (Art. 9 CRD) — no choice of another change meanwhile.

const inEffect: ChangePageView = {
  subscriptionId: "700300",
  changeable: true,
  reason: null,
  brandChangeUrl: null,
  current: "Zaterdagkrant, € 14,50 per maand",
  editions: [{ value: "DK-DIGITAAL", label: "Digitaal", description: null }],
  periods: [{ value: "MONTH", label: "Per maand", description: null }],
  chosen: { productCode: "DK-ZATERDAG", billingPeriod: "MONTH" },
  preview: null,
  choiceError: null,
  pending: null,
  withdrawable: { id: "sc_abc123", summary: "Sinds zaterdag 19 december 2026 is uw abonnement Zaterdagkrant, € 14,50 per maand.", until: "25 december 2026" },
  idempotencyKey: "key-12345678",
  leaveUrl: "/abonnementen",
  step: "withdrawable",
};

const posted: FormData[] = [];

function Page() {
  const { view, undone } = useLoaderData() as { view: ChangePageView; undone: "undone" | "withdrawn" | null };
  return <ChangePage view={view} reply={useActionData() as FormReply | undefined} confirmed={false} undone={undone} />;
}

function renderPage(view: ChangePageView, undone: "undone" | "withdrawn" | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/abonnementen/700300/wijzigen",
      Component: Page,
      loader: () => ({ view, undone }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/abonnementen/700300/wijzigen"]} />);
}

const previewed: ChangePageView = {
  ...inEffect,
  subscriptionId: "700100",
  current: "Krant 6 dagen, € 45,99 per maand",
  editions: [
    { value: "DK-KRANT-6", label: "Krant 6 dagen", description: null },
    { value: "DK-ZATERDAG", label: "Zaterdagkrant", description: null },
    { value: "DK-DIGITAAL", label: "Digitaal", description: null },
  ],
  chosen: { productCode: "DK-ZATERDAG", billingPeriod: "MONTH" },
  preview: {
    productCode: "DK-ZATERDAG",
    billingPeriod: "MONTH",
    summary: "De bezorging heeft twee werkdagen nodig om de wijziging door te voeren.",
    facts: [["Nieuw", "Zaterdagkrant, € 14,50 per maand"]],
    keeps: [],
    ends: [],
    withdrawal: null,
    expectedPriceCents: 1450,
    expectedEffectiveDate: "2026-12-19",
  },
  withdrawable: null,
  step: "preview",
};

describe("ChangePage with a preview", () => {
  it("takes the confirm button away when another choice is ticked, until that one is previewed", async () => {
    renderPage(previewed);
    expect(await screen.findByRole("button", { name: "Wijziging bevestigen" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Digitaal" }));
    expect(await screen.findByText(/U heeft iets anders gekozen/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Wijziging bevestigen" })).toBeNull();
    // Back to what was previewed: the preview and its button return.
    fireEvent.click(screen.getByRole("radio", { name: "Zaterdagkrant" }));
    expect(await screen.findByRole("button", { name: "Wijziging bevestigen" })).toBeTruthy();
  });
});

describe("ChangePage with a change in effect that may be withdrawn", () => {
  it("says what the subscription is since when, until when it can be withdrawn, and posts the withdrawal", async () => {
    renderPage(inEffect);
    expect(await screen.findByRole("heading", { level: 2, name: "Uw wijziging is ingegaan" })).toBeTruthy();
    expect(screen.getByText("Sinds zaterdag 19 december 2026 is uw abonnement Zaterdagkrant, € 14,50 per maand.")).toBeTruthy();
    expect(screen.getByText(/Tot en met 25 december 2026 herroept u de wijziging kosteloos \(herroepingsrecht\)/)).toBeTruthy();
    // No other change is offered while this one may be withdrawn.
    expect(screen.queryByRole("button", { name: "Bekijk wat er verandert" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Wijziging herroepen" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: "undo-change", changeId: "sc_abc123" });
  });

  it("says the subscription is back as it was once withdrawn", async () => {
    renderPage({ ...inEffect, withdrawable: null, step: "choose" }, "withdrawn");
    expect(await screen.findByText("De wijziging is herroepen. Uw abonnement is weer zoals het was.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bekijk wat er verandert" })).toBeTruthy();
  });
});
