import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InputHistory from "imask/esm/controls/input-history";
import { describe, expect, test } from "vitest";
import { MaskedTextField } from "./masked-text-field";
import { numberMask, patternMask } from "./masks";

describe("MaskedTextField", () => {
  test("a mask formats typed input", async () => {
    const user = userEvent.setup();
    render(<MaskedTextField label="Bedrag" mask={numberMask()} />);
    const input = screen.getByRole("textbox", { name: "Bedrag" }) as HTMLInputElement;
    await user.type(input, "12.345");
    expect(input.value).toBe("12,34");
  });

  test("a masked field undoes with Ctrl+Z, keeping up to 100 states", async () => {
    const user = userEvent.setup();
    render(<MaskedTextField label="Bedrag" mask={numberMask()} />);
    const input = screen.getByRole("textbox", { name: "Bedrag" }) as HTMLInputElement;
    await user.type(input, "123");
    fireEvent.keyDown(input, { key: "z", keyCode: 90, ctrlKey: true });
    expect(input.value).toBe("12");
    expect(InputHistory.MAX_LENGTH).toBe(100);
  });

  test("keeps the field pattern: label, required, linked errors", () => {
    render(<MaskedTextField label="Postcode" mask={patternMask("0000 aa")} inputProps={{ id: "pc" }} errors={["Onbekende postcode"]} />);
    const input = screen.getByRole("textbox", { name: "Postcode" }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute("aria-describedby")).toBe("pc-error");
    fireEvent.input(input, { target: { value: "1234ab" } });
    expect(input.value).toBe("1234 ab");
  });
});
