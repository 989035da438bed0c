import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/form-reply";
import type { ComplaintView, OverviewSubscription } from "./delivery.server";
import { DeliveryOverviewPage } from "./overview-page";

// The overview of the delivery service as a subscriber sees it: the follow-up question the day after
// a missing paper posts its answer in a plain form, and the answer is confirmed on the page.

const missing: ComplaintView = {
  id: "c-1",
  type: "NOT_DELIVERED",
  edition: "Dinsdag 24 november 2026",
  outcome: "CREDIT",
  credit: "€ 1,77",
  creditInvoice: null,
  redeliveryBy: null,
  caseNumber: null,
  followUp: "DUE",
  message: null,
  reportedAt: "24 november 2026 om 07:42",
};

const dagkoerier: OverviewSubscription = {
  subscriptionId: "700100",
  brandId: "DK",
  title: "De Dagkoerier – Krant 6 dagen per week",
  logoUrl: "/brands/dagkoerier/logo.svg",
  category: "NEWSPAPER",
  hasPhysicalDelivery: true,
  schedule: "De krant op maandag t/m zaterdag, uiterlijk om 07:00 in de bus",
  reportUrl: "/bezorgservice/DK/700100",
  readOnlineUrl: null,
  contactUrl: null,
  instructions: "",
  complaints: [missing, { ...missing, id: "c-0", followUp: "NOT_DELIVERED", caseNumber: "KS-2026-000042", edition: "Maandag 23 november 2026" }],
  credits: [{ id: "k-1", amount: "€ 1,77", edition: "24 november 2026", invoice: null }],
  pendingCredit: "€ 1,77",
  followUp: missing,
};

const posted: FormData[] = [];

function Page() {
  const subscriptions = useLoaderData() as OverviewSubscription[];
  return <DeliveryOverviewPage subscriptions={subscriptions} reply={useActionData() as FormReply | undefined} />;
}

function renderOverview(subscriptions: OverviewSubscription[]) {
  const Stub = createRoutesStub([
    {
      path: "/bezorgservice",
      Component: Page,
      loader: () => subscriptions,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return { intent: "delivery-follow-up", result: { status: "success" }, done: "Fijn dat uw krant er weer is." } satisfies FormReply;
      },
    },
  ]);
  render(<Stub initialEntries={["/bezorgservice"]} />);
}

describe("DeliveryOverviewPage", () => {
  it("asks whether today's paper came and sends the answer", async () => {
    renderOverview([dagkoerier]);
    expect(await screen.findByRole("heading", { level: 3, name: "Is uw krant vandaag wel bezorgd?" })).toBeTruthy();
    expect(screen.getByText("U meldde dat uw krant van dinsdag 24 november 2026 niet bezorgd was.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Nee, nog steeds niet" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: "delivery-follow-up", complaintId: "c-1", deliveredToday: "nee" });
    expect(await screen.findByText("Fijn dat uw krant er weer is.")).toBeTruthy();
  });

  it("shows the case number of an escalated complaint and the credit still to come", async () => {
    renderOverview([{ ...dagkoerier, followUp: null }]);
    expect(await screen.findByText("Dossiernummer KS-2026-000042")).toBeTruthy();
    expect(screen.getByText("U krijgt € 1,77 terug: dat wordt verrekend met uw volgende factuur.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Nee, nog steeds niet" })).toBeNull();
    expect(screen.getByRole("link", { name: "Probleem met de bezorging melden" }).getAttribute("href")).toBe("/bezorgservice/DK/700100");
  });

  it("says that nothing is delivered for a digital subscription, without a report button", async () => {
    renderOverview([{ ...dagkoerier, hasPhysicalDelivery: false, schedule: null, followUp: null, complaints: [], credits: [], pendingCredit: null, readOnlineUrl: "https://www.dagkoerier.example/online-lezen" }]);
    expect(await screen.findByText(/U leest dit abonnement digitaal/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Online lezen" }).getAttribute("href")).toBe("https://www.dagkoerier.example/online-lezen");
    expect(screen.queryByRole("link", { name: "Probleem met de bezorging melden" })).toBeNull();
  });
});
