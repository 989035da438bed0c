import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Tooltip } from "./tooltip";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// Ark's state machines schedule their timers from a microtask, so advance asynchronously.
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("Tooltip", () => {
  test("opens 700 ms after the pointer rests on the trigger, closes 300 ms after it leaves", async () => {
    render(
      <Tooltip content="Uw klantnummer staat op de factuur">
        <button type="button">Klantnummer</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Klantnummer" });
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    await advance(690);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await advance(20);
    expect(screen.getByRole("tooltip").textContent).toBe("Uw klantnummer staat op de factuur");
    expect(trigger.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);

    fireEvent.pointerLeave(trigger, { pointerType: "mouse" });
    await advance(290);
    expect(trigger.dataset.state).toBe("open");
    await advance(20);
    expect(trigger.dataset.state).toBe("closed");
    // Unmounted once the exit (animation frame) has run.
    await advance(50);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  test("opens on keyboard focus and Escape dismisses it", async () => {
    render(
      <Tooltip content="Meer uitleg">
        <button type="button">Uitleg</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Uitleg" });
    // Focus-visible: the last interaction was the keyboard.
    fireEvent.keyDown(document.body, { key: "Tab" });
    act(() => trigger.focus());
    await advance(0);
    expect(screen.getByRole("tooltip").textContent).toBe("Meer uitleg");
    fireEvent.keyDown(trigger, { key: "Escape" });
    await advance(50);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  test("the delays can be changed", async () => {
    render(
      <Tooltip content="Snel" openDelay={100}>
        <button type="button">Knop</button>
      </Tooltip>,
    );
    fireEvent.pointerMove(screen.getByRole("button"), { pointerType: "mouse" });
    await advance(110);
    expect(screen.getByRole("tooltip")).toBeTruthy();
  });
});
