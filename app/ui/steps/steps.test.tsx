import { render, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { type Step, Steps, stepsProblems } from "./steps";

const STEPS: Step[] = [
  { id: "adres", label: "Adres", status: "completed" },
  { id: "datum", label: "Datum", status: "active" },
  { id: "controle", label: "Controle", status: "inactive" },
];

describe("Steps", () => {
  test("renders an ordered list with the active step marked and statuses as text", () => {
    render(<Steps steps={STEPS} label="Verhuizing doorgeven" />);
    const list = screen.getByRole("list", { name: "Verhuizing doorgeven" });
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[1]?.getAttribute("aria-current")).toBe("step");
    expect(items[0]?.hasAttribute("aria-current")).toBe(false);
    expect(items[0]?.textContent).toContain("Adres, voltooid");
    expect(items[1]?.textContent).toContain("Datum, huidige stap");
    expect(items[2]?.textContent).toContain("Controle, nog niet gestart");
  });

  test("loading and error statuses show their own marker and text", () => {
    const { container } = render(
      <Steps
        steps={[
          { id: "a", label: "Een", status: "loading" },
          { id: "b", label: "Twee", status: "error" },
        ]}
      />,
    );
    expect(container.querySelector('[data-status="loading"] svg[data-icon="spinner"]')).not.toBeNull();
    expect(container.querySelector('[data-status="error"] svg[data-icon="cross"]')).not.toBeNull();
    expect(screen.getByText(/, bezig/)).toBeTruthy();
    expect(screen.getByText(/, fout/)).toBeTruthy();
  });

  test("hidden steps are not shown", () => {
    render(<Steps steps={[...STEPS, { id: "extra", label: "Extra", status: "inactive", hidden: true }]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText("Extra")).toBeNull();
  });

  test("renders nothing with fewer than two visible steps", () => {
    const { container } = render(
      <Steps
        steps={[
          { id: "a", label: "Een", status: "active" },
          { id: "b", label: "Twee", status: "inactive", hidden: true },
        ]}
      />,
    );
    expect(container.innerHTML).toBe("");
  });

  test("orientation is vertical by default and can be horizontal", () => {
    const { rerender } = render(<Steps steps={STEPS} />);
    expect(screen.getByRole("list").dataset.orientation).toBe("vertical");
    rerender(<Steps steps={STEPS} orientation="horizontal" />);
    expect(screen.getByRole("list").dataset.orientation).toBe("horizontal");
  });

  test("two active steps or a missing id are reported as developer errors", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Steps
        steps={[
          { id: "a", label: "Een", status: "active" },
          { id: "", label: "Twee", status: "active" },
        ]}
      />,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/has no id.*2 steps are active/);
  });

  test("correct use logs nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Steps steps={STEPS} />);
    expect(error).not.toHaveBeenCalled();
  });

  test("stepsProblems finds duplicate ids", () => {
    expect(
      stepsProblems([
        { id: "a", label: "Een", status: "completed" },
        { id: "a", label: "Twee", status: "active" },
      ]),
    ).toEqual(['duplicate step id "a"']);
  });
});
