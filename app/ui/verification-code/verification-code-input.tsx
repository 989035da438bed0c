import { type ClipboardEvent, type ChangeEvent, Fragment, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { ErrorList } from "~/ui/forms/field";

export const CODE_LENGTH = 6;

/** Dutch ordinal of a box: "1ste", then "2de", "3de", … */
export function ordinal(index: number): string {
  return index === 0 ? "1ste" : `${index + 1}de`;
}

export interface VerificationCodeInputProps {
  /** Called with the 6-digit code once every box holds a digit, and with "" when that stops being so. */
  onChange?: (value: string) => void;
  /** Submits the complete code (or "") under this name through a hidden input. */
  name?: string;
  label?: ReactNode;
  /** Rendered (hidden from assistive tech) between the boxes. */
  separator?: ReactNode;
  /** The first box takes focus on load; on by default. */
  autoFocus?: boolean;
  disabled?: boolean;
  errors?: ReadonlyArray<string> | null;
  className?: string;
}

const boxClass = css({
  w: "11",
  h: "12",
  textAlign: "center",
  fontSize: "xl",
  fontVariantNumeric: "tabular-nums",
  layerStyle: "control",
  "&[aria-invalid=true]": { borderColor: "status.error", borderWidth: "2px" },
  _disabled: { opacity: 0.55 },
});

const empty = () => Array.from({ length: CODE_LENGTH }, () => "");

/** Six single-digit boxes for a one-time code, with paste and autofill of the whole code. */
export function VerificationCodeInput({
  onChange,
  name,
  label = "Verificatiecode",
  separator,
  autoFocus = true,
  disabled,
  errors,
  className,
}: VerificationCodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hasErrors = Boolean(errors?.length);
  const [digits, setDigits] = useState<string[]>(empty);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const reported = useRef("");

  useEffect(() => {
    // Only on load: later re-renders must not pull focus back.
    if (autoFocus) inputs.current[0]?.focus();
  }, []);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setDigits(next);
    const value = next.every(Boolean) ? next.join("") : "";
    if (value !== reported.current) {
      reported.current = value;
      onChange?.(value);
    }
  };

  // Pasted or autofilled text: the first 6 characters, digits only, from the first box on.
  const fillFrom = (text: string) => {
    const pasted = text.slice(0, CODE_LENGTH).replace(/\D/g, "");
    update(Array.from({ length: CODE_LENGTH }, (_, k) => pasted[k] ?? ""));
    focusBox(pasted.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, "");
    if (typed.length === 0) {
      // A non-digit leaves the box as it was; an emptied box (cut, select + type) is cleared.
      if (event.target.value === "") update(digits.map((digit, k) => (k === index ? "" : digit)));
      return;
    }
    if (typed.length >= CODE_LENGTH) {
      fillFrom(typed);
      return;
    }
    // A box holding a digit takes the newly typed one in its place.
    const old = digits[index] ?? "";
    const withoutOld = old && typed.length > 1 ? typed.replace(old, "") : typed;
    const digit = withoutOld.slice(-1) || old;
    update(digits.map((value, k) => (k === index ? digit : value)));
    if (index < CODE_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" || event.key === "Delete") {
      event.preventDefault();
      update(digits.map((value, k) => (k === index ? "" : value)));
      if (event.key === "Backspace" && index > 0) focusBox(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData("text");
    if (text.length > CODE_LENGTH - 1) fillFrom(text);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hasErrors ? errorId : undefined}
      className={cx(css({ display: "flex", flexDirection: "column", gap: "2" }), className)}
    >
      <span id={labelId} className={css({ fontWeight: "semibold" })}>
        {label}
      </span>
      <div className={css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })}>
        {digits.map((digit, index) => (
          <Fragment key={index}>
            {index > 0 && separator ? (
              <span aria-hidden="true" className={css({ color: "fg.muted" })}>
                {separator}
              </span>
            ) : null}
            <input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? "one-time-code" : "off"}
              aria-label={`${ordinal(index)} cijfer`}
              aria-invalid={hasErrors || undefined}
              disabled={disabled}
              value={digit}
              onChange={handleChange(index)}
              onKeyDown={handleKeyDown(index)}
              onPaste={handlePaste}
              onFocus={(event) => event.currentTarget.select()}
              className={boxClass}
            />
          </Fragment>
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={digits.every(Boolean) ? digits.join("") : ""} /> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
