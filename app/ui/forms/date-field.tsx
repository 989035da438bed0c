import type { FocusEvent, InputEvent } from "react";
import { cx } from "styled-system/css";
import { type FieldBaseProps, FieldShell, type InputProps, inputClass, useField } from "./field";

export interface DateFieldProps extends FieldBaseProps {
  /** type defaults to "date" (value yyyy-mm-dd); pass type "text" for a typed date. */
  inputProps?: InputProps;
}

/** Opens the browser's picker; showPicker is missing in older browsers and throws without user activation. */
function openPicker(input: HTMLInputElement) {
  if (typeof input.showPicker !== "function") return;
  try {
    input.showPicker();
  } catch {
    // Not allowed here (no activation, cross-origin frame): the field still takes typed input.
  }
}

/** Spec §5: typed slashes become dashes (for browsers without a native date input, or type "text"). */
export function slashesToDashes(value: string): string {
  return value.replaceAll("/", "-");
}

export function DateField({ label, inputProps = {}, errors, required, hint, customValidity, className }: DateFieldProps) {
  const field = useField({ id: inputProps.id, errors, required, customValidity, hint });
  const { className: inputClassName, onBlur, onInvalid, onInput, onFocus, type = "date", ...rest } = inputProps;

  const handleInput = (event: InputEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.value.includes("/")) {
      const caret = input.selectionStart;
      input.value = slashesToDashes(input.value);
      if (caret !== null && type === "text") input.setSelectionRange(caret, caret);
    }
    onInput?.(event);
  };

  return (
    <FieldShell field={field} label={label} hint={hint} className={className}>
      <input
        type={type}
        placeholder={type === "text" ? "dd-mm-jjjj" : undefined}
        {...rest}
        {...field.controlProps({ onBlur, onInvalid, onInput: handleInput })}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          openPicker(event.currentTarget);
          onFocus?.(event);
        }}
        className={cx(inputClass, inputClassName)}
      />
    </FieldShell>
  );
}
