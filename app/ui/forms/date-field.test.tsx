import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { DateField, slashesToDashes } from "./date-field";

describe("DateField", () => {
  test("is a native date input that opens its picker on focus", () => {
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, "showPicker", { value: showPicker, configurable: true });
    try {
      render(<DateField label="Ingangsdatum" />);
      const input = screen.getByLabelText("Ingangsdatum") as HTMLInputElement;
      expect(input.type).toBe("date");
      fireEvent.focus(input);
      expect(showPicker).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
    }
  });

  test("focus works when showPicker is missing or refused", () => {
    Object.defineProperty(HTMLInputElement.prototype, "showPicker", {
      value: () => {
        throw new DOMException("no activation", "NotAllowedError");
      },
      configurable: true,
    });
    try {
      render(<DateField label="Ingangsdatum" />);
      expect(() => fireEvent.focus(screen.getByLabelText("Ingangsdatum"))).not.toThrow();
    } finally {
      delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
    }
  });

  test("typed slashes become dashes", () => {
    render(<DateField label="Geboortedatum" inputProps={{ type: "text" }} />);
    const input = screen.getByLabelText("Geboortedatum") as HTMLInputElement;
    fireEvent.input(input, { target: { value: "01/02/1990" } });
    expect(input.value).toBe("01-02-1990");
    expect(slashesToDashes("1/2/3")).toBe("1-2-3");
  });

  test("errors are linked like every field", () => {
    render(<DateField label="Ingangsdatum" inputProps={{ id: "start" }} errors={["Kies een datum in de toekomst."]} />);
    const input = screen.getByLabelText("Ingangsdatum");
    expect(input.getAttribute("aria-describedby")).toBe("start-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });
});
