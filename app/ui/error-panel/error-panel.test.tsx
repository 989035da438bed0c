import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { ErrorPanel } from "./error-panel";

let shouldFail = true;
let mounts = 0;
function Flaky() {
  if (shouldFail) throw new Error("laden mislukt");
  mounts += 1;
  return <p>Inhoud geladen</p>;
}

describe("ErrorPanel", () => {
  test("a render failure shows the message and a retry button that renders the content again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    shouldFail = true;
    const onError = vi.fn();
    const onReset = vi.fn();
    render(
      <ErrorPanel onError={onError} onReset={onReset}>
        <Flaky />
      </ErrorPanel>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Helaas, deze inhoud kan niet geladen worden.");
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "laden mislukt" }), expect.anything());
    shouldFail = false;
    fireEvent.click(screen.getByRole("button", { name: "Probeer opnieuw" }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Inhoud geladen")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("message and button text can be overridden", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    shouldFail = true;
    render(
      <ErrorPanel message="Dit onderdeel werkt even niet." retryLabel="Opnieuw laden">
        <Flaky />
      </ErrorPanel>,
    );
    expect(screen.getByText("Dit onderdeel werkt even niet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Opnieuw laden" })).toBeTruthy();
  });

  test("healthy content renders untouched", () => {
    shouldFail = false;
    mounts = 0;
    render(
      <ErrorPanel>
        <Flaky />
      </ErrorPanel>,
    );
    expect(screen.getByText("Inhoud geladen")).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
