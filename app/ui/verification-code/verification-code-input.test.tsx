import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { ordinal, VerificationCodeInput } from "./verification-code-input";

const LABELS = ["1ste cijfer", "2de cijfer", "3de cijfer", "4de cijfer", "5de cijfer", "6de cijfer"];
const boxes = () => LABELS.map((name) => screen.getByRole("textbox", { name }) as HTMLInputElement);
const values = () => boxes().map((box) => box.value);

describe("VerificationCodeInput", () => {
  test("six labelled numeric boxes in a named group, the first with one-time-code autocomplete", () => {
    render(<VerificationCodeInput />);
    expect(screen.getByRole("group", { name: "Verificatiecode" })).toBeTruthy();
    const all = boxes();
    expect(all).toHaveLength(6);
    expect(all.every((box) => box.inputMode === "numeric")).toBe(true);
    expect(all[0]?.getAttribute("autocomplete")).toBe("one-time-code");
    expect(all[1]?.getAttribute("autocomplete")).toBe("off");
    expect(ordinal(0)).toBe("1ste");
    expect(ordinal(7)).toBe("8de");
  });

  test("focuses the first box on load, unless told not to", () => {
    const { unmount } = render(<VerificationCodeInput />);
    expect(document.activeElement).toBe(boxes()[0]);
    unmount();
    render(<VerificationCodeInput autoFocus={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  test("typing moves focus forward and reports the code only when all six are filled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<VerificationCodeInput onChange={onChange} name="code" />);
    await user.keyboard("12345");
    expect(values()).toEqual(["1", "2", "3", "4", "5", ""]);
    expect(document.activeElement).toBe(boxes()[5]);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("6");
    expect(onChange).toHaveBeenLastCalledWith("123456");
    expect((document.querySelector('input[type="hidden"][name="code"]') as HTMLInputElement).value).toBe("123456");
  });

  test("non-digits are ignored", async () => {
    const user = userEvent.setup();
    render(<VerificationCodeInput />);
    await user.keyboard("a-1");
    expect(values()).toEqual(["1", "", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  test("a box holding a digit takes a newly typed digit in its place", async () => {
    const user = userEvent.setup();
    render(<VerificationCodeInput />);
    await user.keyboard("12");
    await user.click(boxes()[0] as HTMLInputElement);
    // Put the caret after the digit, as a user tapping the box would.
    (boxes()[0] as HTMLInputElement).setSelectionRange(1, 1);
    await user.keyboard("7");
    expect(values().slice(0, 2)).toEqual(["7", "2"]);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  test("Backspace clears the box and moves back; Delete clears without moving; the code is withdrawn", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<VerificationCodeInput onChange={onChange} />);
    await user.keyboard("123456");
    expect(onChange).toHaveBeenLastCalledWith("123456");
    await user.keyboard("{Backspace}");
    expect(values()).toEqual(["1", "2", "3", "4", "5", ""]);
    expect(document.activeElement).toBe(boxes()[4]);
    expect(onChange).toHaveBeenLastCalledWith("");
    await user.keyboard("{Delete}");
    expect(values()).toEqual(["1", "2", "3", "4", "", ""]);
    expect(document.activeElement).toBe(boxes()[4]);
  });

  test("paste takes the first six characters, keeps the digits and fills from the first box", () => {
    const onChange = vi.fn();
    render(<VerificationCodeInput onChange={onChange} />);
    fireEvent.paste(boxes()[2] as HTMLInputElement, { clipboardData: { getData: () => "987654321" } });
    expect(values()).toEqual(["9", "8", "7", "6", "5", "4"]);
    expect(onChange).toHaveBeenLastCalledWith("987654");
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => "12-34-56" } });
    expect(values()).toEqual(["1", "2", "3", "4", "", ""]);
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  test("paste of five characters or fewer is ignored", () => {
    render(<VerificationCodeInput />);
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => "12345" } });
    expect(values()).toEqual(["", "", "", "", "", ""]);
  });

  test("an autofilled code in the first box spreads over all boxes", () => {
    const onChange = vi.fn();
    render(<VerificationCodeInput onChange={onChange} />);
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: "424242" } });
    expect(values()).toEqual(["4", "2", "4", "2", "4", "2"]);
    expect(onChange).toHaveBeenLastCalledWith("424242");
  });

  test("an optional separator sits between the boxes, hidden from assistive tech", () => {
    const { container, rerender } = render(<VerificationCodeInput separator="–" />);
    const separators = container.querySelectorAll('[aria-hidden="true"]');
    expect([...separators].filter((node) => node.textContent === "–")).toHaveLength(5);
    rerender(<VerificationCodeInput />);
    expect(container.textContent).not.toContain("–");
  });

  test("errors mark the boxes invalid and describe the group", () => {
    render(<VerificationCodeInput errors={["Deze code klopt niet."]} />);
    const group = screen.getByRole("group", { name: "Verificatiecode" });
    const errorId = group.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).toContain("Deze code klopt niet.");
    expect(boxes().every((box) => box.getAttribute("aria-invalid") === "true")).toBe(true);
  });
});
