import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentErrorPanel } from "./content-error-panel";

// "Probeer opnieuw" reloads the data and, while it still fails, retries with the spec's policy:
// 3 retries after 1 s, 2 s and 4 s, then it stops until the next click.

let loads = 0;
let failUntil = 0;

function Page() {
  const data = useLoaderData() as { ok: boolean };
  return data.ok ? <p>Gegevens geladen</p> : <ContentErrorPanel />;
}

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Page,
      loader: () => {
        loads++;
        return { ok: loads > failUntil };
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

/** Lets the revalidation's promises settle, then moves the fake clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  loads = 0;
});
afterEach(() => vi.useRealTimers());

describe("ContentErrorPanel", () => {
  it("retries after 1 s, 2 s and 4 s while the data still fails, then waits for the next click", async () => {
    failUntil = 100;
    renderPage();
    await advance(0);
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(loads).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Probeer opnieuw" }));
    await advance(0);
    expect(loads).toBe(2);
    expect(screen.getByRole("button", { name: "Bezig met opnieuw proberen…" })).toBeTruthy();
    await advance(999);
    expect(loads).toBe(2);
    await advance(1);
    expect(loads).toBe(3);
    await advance(2000);
    expect(loads).toBe(4);
    await advance(4000);
    expect(loads).toBe(5);
    await advance(60_000);
    expect(loads).toBe(5);
    expect(screen.getByRole("button", { name: "Probeer opnieuw" })).toBeTruthy();
  });

  it("stops as soon as the data is there", async () => {
    failUntil = 2; // the first load and the click fail, the retry after 1 s succeeds
    renderPage();
    await advance(0);
    fireEvent.click(screen.getByRole("button", { name: "Probeer opnieuw" }));
    await advance(0);
    await advance(1000);
    expect(screen.getByText("Gegevens geladen")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await advance(60_000);
    expect(loads).toBe(3);
  });
});
