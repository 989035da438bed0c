import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { PasswordField } from "./password-field";
import { type PasswordRule, PasswordRequirements, passwordRuleState } from "./password-requirements";

const RULES: PasswordRule[] = [
  { id: "length", label: "Minimaal 8 tekens", test: (value) => value.length >= 8 },
  { id: "digit", label: "Minimaal 1 cijfer", test: (value) => /\d/.test(value) },
];

const passwordInput = () => document.querySelector("input") as HTMLInputElement;

describe("PasswordField", () => {
  test("has no pattern unless one is given", () => {
    const { rerender } = render(<PasswordField label="Wachtwoord" inputProps={{ pattern: ".{12,}" }} />);
    expect(passwordInput().hasAttribute("pattern")).toBe(false);
    rerender(<PasswordField label="Wachtwoord" pattern=".{8,}" />);
    expect(passwordInput().getAttribute("pattern")).toBe(".{8,}");
  });

  test("the toggle shows and hides the password", () => {
    render(<PasswordField label="Wachtwoord" />);
    expect(passwordInput().type).toBe("password");
    expect(screen.getByLabelText("Wachtwoord", { selector: "input" })).toBe(passwordInput());
    fireEvent.click(screen.getByRole("button", { name: "Wachtwoord tonen" }));
    expect(passwordInput().type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Wachtwoord verbergen" }));
    expect(passwordInput().type).toBe("password");
  });

  test("requirements follow the typed value and are linked to the input", () => {
    render(<PasswordField label="Nieuw wachtwoord" requirements={RULES} />);
    const items = () => screen.getAllByRole("listitem").map((item) => item.dataset.state);
    expect(items()).toEqual(["untouched", "untouched"]);
    fireEvent.change(passwordInput(), { target: { value: "abc1" } });
    expect(items()).toEqual(["failed", "passed"]);
    fireEvent.change(passwordInput(), { target: { value: "abcdefg1" } });
    expect(items()).toEqual(["passed", "passed"]);
    const list = screen.getByRole("list");
    expect(passwordInput().getAttribute("aria-describedby")).toContain(list.id);
    expect(list.getAttribute("aria-live")).toBe("polite");
    expect(list.textContent).toContain("Minimaal 8 tekens: voldaan");
  });

  test("an optional password field is not required", () => {
    render(<PasswordField label="Wachtwoord" required={false} />);
    expect(passwordInput().required).toBe(false);
  });
});

describe("passwordRuleState", () => {
  const rule = RULES[0] as PasswordRule;
  test("untouched, failed, passed", () => {
    expect(passwordRuleState(rule, "", false)).toBe("untouched");
    expect(passwordRuleState(rule, "", true)).toBe("failed");
    expect(passwordRuleState(rule, "kort", false)).toBe("failed");
    expect(passwordRuleState(rule, "lang genoeg", false)).toBe("passed");
  });

  test("failed rules say so to screen readers", () => {
    render(<PasswordRequirements rules={RULES} value="" touched />);
    expect(screen.getAllByText(": niet voldaan")).toHaveLength(2);
  });
});
