import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ErrorList, TextField, validatedState } from "./field";

describe("TextField", () => {
  test("is required by default and labelled", () => {
    render(<TextField label="Voornaam" inputProps={{ name: "firstName" }} />);
    const input = screen.getByRole("textbox", { name: "Voornaam" }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.queryByText("(optioneel)")).toBeNull();
  });

  test("an optional field says so after the label and is not required", () => {
    render(<TextField label="Tussenvoegsel" required={false} />);
    const input = screen.getByRole("textbox", { name: "Tussenvoegsel (optioneel)" }) as HTMLInputElement;
    expect(input.required).toBe(false);
  });

  test("errors show under the input, linked with aria-describedby and aria-invalid", () => {
    render(<TextField label="Straat" inputProps={{ id: "street" }} errors={["Dit veld is verplicht."]} />);
    const input = screen.getByRole("textbox", { name: "Straat" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ")).toContain("street-error");
    expect(document.getElementById("street-error")?.textContent).toContain("Dit veld is verplicht.");
  });

  test("without errors there is no aria-invalid and no error list", () => {
    render(<TextField label="Straat" hint="Zoals op uw post" />);
    const input = screen.getByRole("textbox", { name: "Straat" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByRole("list")).toBeNull();
    // The hint is linked instead.
    const hintId = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(hintId)?.textContent).toBe("Zoals op uw post");
  });

  test("validated state is none until touched, then valid or invalid", () => {
    const { rerender } = render(<TextField label="Plaats" />);
    const input = screen.getByRole("textbox", { name: "Plaats" });
    expect(input.dataset.validated).toBe("none");
    fireEvent.blur(input);
    expect(input.dataset.validated).toBe("valid");
    rerender(<TextField label="Plaats" errors={["Onbekende plaats"]} />);
    expect(input.dataset.validated).toBe("invalid");
  });

  test("customValidity is set when invalid and cleared on input", () => {
    render(<TextField label="E-mailadres" customValidity="Vul uw e-mailadres in." />);
    const input = screen.getByRole("textbox", { name: "E-mailadres" }) as HTMLInputElement;
    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe("Vul uw e-mailadres in.");
    fireEvent.input(input, { target: { value: "a@b.nl" } });
    expect(input.validity.customError).toBe(false);
  });
});

describe("ErrorList", () => {
  test("renders nothing without errors", () => {
    const { container } = render(<ErrorList errors={[]} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("validatedState", () => {
  test("follows spec §4", () => {
    expect(validatedState(false)).toBe("none");
    expect(validatedState(true)).toBe("valid");
    expect(validatedState(true, ["x"])).toBe("invalid");
    expect(validatedState(false, ["x"])).toBe("invalid");
  });
});
