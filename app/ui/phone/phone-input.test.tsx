import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { formatPhoneValue, PhoneInput } from "./phone-input";

const phone = () => screen.getByRole("textbox", { name: "Telefoonnummer" }) as HTMLInputElement;
const country = () => screen.getByRole("combobox", { name: "Landcode" }) as unknown as HTMLSelectElement;

describe("PhoneInput", () => {
  test("starts with the default (+31) prefix and masks typed digits into groups", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Telefoonnummer" onChange={onChange} />);
    expect(phone().value).toBe("(+31) ");
    expect(country().value).toBe("31");
    await user.click(phone());
    await user.keyboard("612345678");
    expect(phone().value).toBe("(+31) 6 12345678");
    expect(onChange).toHaveBeenLastCalledWith("(+31) 6 12345678", false);
  });

  test("the first national digit must be 1–9", async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Telefoonnummer" />);
    await user.click(phone());
    await user.keyboard("0612");
    expect(phone().value).toBe("(+31) 6 12");
  });

  test("reports endsWithClosingBracket when only the prefix is left", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Telefoonnummer" onChange={onChange} />);
    await user.click(phone());
    await user.keyboard("6");
    expect(onChange).toHaveBeenLastCalledWith("(+31) 6", false);
    await user.keyboard("{Backspace}");
    expect(phone().value.trimEnd()).toBe("(+31)");
    expect(onChange).toHaveBeenLastCalledWith("(+31)", true);
  });

  test("deleting into the prefix is blocked", async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Telefoonnummer" inputProps={{ defaultValue: "0612345678" }} />);
    const input = phone();
    await user.click(input);
    input.setSelectionRange(6, 6);
    await user.keyboard("{Backspace}{Backspace}{Backspace}");
    expect(input.value).toBe("(+31) 6 12345678");
    input.setSelectionRange(0, 0);
    await user.keyboard("{Delete}");
    expect(input.value).toBe("(+31) 6 12345678");
    // A selection over prefix and digits only deletes the digits.
    input.setSelectionRange(0, input.value.length);
    await user.keyboard("{Backspace}");
    expect(input.value.startsWith("(+31)")).toBe(true);
    expect(input.value.replace(/\D/g, "")).toBe("31");
  });

  test("changing the country replaces the prefix and keeps the digits", () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Telefoonnummer" inputProps={{ defaultValue: "(+31) 6 12345678" }} onChange={onChange} />);
    fireEvent.change(country(), { target: { value: "32" } });
    expect(phone().value).toBe("(+32) 6 12345678");
    expect(onChange).toHaveBeenLastCalledWith("(+32) 6 12345678", false);
    fireEvent.change(country(), { target: { value: "352" } });
    expect(phone().value).toBe("(+352) 6 12345678");
  });

  test("infers the country from a +NN or 00NN default value", () => {
    const { unmount } = render(<PhoneInput label="Telefoonnummer" inputProps={{ defaultValue: "+32470123456" }} />);
    expect(country().value).toBe("32");
    expect(phone().value).toBe("(+32) 4 70123456");
    unmount();
    render(<PhoneInput label="Telefoonnummer" inputProps={{ defaultValue: "0049 1511234567" }} />);
    expect(country().value).toBe("49");
  });

  test("infers the country from a pasted international number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Telefoonnummer" onChange={onChange} />);
    await user.click(phone());
    await user.paste("+32 470 12 34 56");
    expect(country().value).toBe("32");
    expect(phone().value).toBe("(+32) 4 70123456");
    expect(onChange).toHaveBeenLastCalledWith("(+32) 4 70123456", false);
  });

  test.each([
    ["+32", "32", "(+32) 4 70123456"],
    ["0032", "32", "(+32) 4 70123456"],
    ["+31", "31", "(+31) 4 70123456"],
    ["0031", "31", "(+31) 4 70123456"],
  ])("infers the country from %j typed one key at a time", async (typed, code, value) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Telefoonnummer" defaultCountryCode={code === "31" ? "32" : "31"} onChange={onChange} />);
    await user.click(phone());
    await user.keyboard(typed);
    expect(country().value).toBe(code);
    expect(phone().value).toBe(`(+${code}) `);
    await user.keyboard("470123456");
    expect(phone().value).toBe(value);
    expect(onChange).toHaveBeenLastCalledWith(value, false);
  });

  test("shows a dialling code while it is typed; keys that name no known country become digits", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn");
    render(<PhoneInput label="Telefoonnummer" />);
    await user.click(phone());
    await user.keyboard("+35");
    expect(phone().value).toBe("(+31) +35");
    await user.keyboard("2");
    expect(country().value).toBe("352");
    expect(phone().value).toBe("(+352) ");
    await user.keyboard("{Backspace}+4");
    expect(phone().value).toBe("(+352) +4");
    await user.keyboard("4");
    expect(country().value).toBe("352");
    expect(phone().value).toBe("(+352) 4 4");
    expect(warn).not.toHaveBeenCalled();
  });

  test("a national 0 typed first is dropped, as before", async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Telefoonnummer" />);
    await user.click(phone());
    await user.keyboard("0");
    expect(phone().value).toBe("(+31) 0");
    await user.keyboard("6");
    expect(phone().value.trimEnd()).toBe("(+31) 6");
  });

  test("leaving the field halfway through a dialling code keeps the number as it was", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Telefoonnummer" onChange={onChange} />);
    await user.click(phone());
    await user.keyboard("+3");
    await user.tab();
    expect(country().value).toBe("31");
    expect(phone().value).toBe("(+31) ");
    expect(onChange).not.toHaveBeenCalled();
  });

  test("infers the country from an autofilled value", () => {
    render(<PhoneInput label="Telefoonnummer" />);
    fireEvent.input(phone(), { target: { value: "0031612345678" } });
    expect(country().value).toBe("31");
    expect(phone().value).toBe("(+31) 6 12345678");
  });

  test("unknown default dialling codes fall back to the given default", () => {
    render(<PhoneInput label="Telefoonnummer" defaultCountryCode="32" />);
    expect(country().value).toBe("32");
    expect(phone().value).toBe("(+32) ");
  });

  test("highlighted countries come first, in their own group", () => {
    render(<PhoneInput label="Telefoonnummer" />);
    const groups = [...country().querySelectorAll("optgroup")];
    expect(groups.map((group) => group.label)).toEqual(["Veelgebruikt", "Overige landen"]);
    expect([...(groups[0]?.querySelectorAll("option") ?? [])].map((option) => option.textContent)).toEqual([
      "Nederland (+31)",
      "België (+32)",
    ]);
  });

  test("submits the masked value under its name and links errors", () => {
    render(
      <form>
        <PhoneInput label="Telefoonnummer" inputProps={{ name: "phone", id: "phone", defaultValue: "0612345678" }} errors={["Ongeldig"]} />
      </form>,
    );
    const form = document.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).get("phone")).toBe("(+31) 6 12345678");
    expect(phone().getAttribute("aria-describedby")).toBe("phone-error");
  });

  test("formatPhoneValue", () => {
    expect(formatPhoneValue("31", "")).toBe("(+31) ");
    expect(formatPhoneValue("30", "2101234567")).toBe("(+30) 2 101234567");
  });
});

describe("PhoneInput before hydration", () => {
  test("a number typed into the server's field before the script ran is kept, with its country", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("react");
    const ui = <PhoneInput label="Telefoonnummer" inputProps={{ name: "phoneNumber" }} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const input = container.querySelector("input") as HTMLInputElement;
    expect(input.value).toBe("(+31) ");
    input.value = "+32 470 12 34 56";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(input.value).toBe("(+32) 4 70123456");
    expect((container.querySelector("select") as HTMLSelectElement).value).toBe("32");
    act(() => root?.unmount());
    container.remove();
  });
});
