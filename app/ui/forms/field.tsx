import { type FocusEvent, type FormEvent, type InputEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { Icon } from "~/ui/icon/icon";

// The one field pattern (after the Epic Stack's forms.tsx): a label, a control wired with
// aria-invalid/aria-describedby, an optional hint and the ErrorList under it. Conform supplies
// `inputProps` (getInputProps) and `errors` (field.errors).

export type ValidatedState = "none" | "valid" | "invalid";

/** Spec §4: valid or invalid only once touched; invalid whenever an error exists (errors imply a validation ran). */
export function validatedState(touched: boolean, errors?: ReadonlyArray<string> | null): ValidatedState {
  if (errors?.length) return "invalid";
  return touched ? "valid" : "none";
}

export function ErrorList({ id, errors }: { id?: string; errors?: ReadonlyArray<string> | null }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className={css({ listStyle: "none", m: "0", p: "0", display: "flex", flexDirection: "column", gap: "1" })}>
      {list.map((error) => (
        <li key={error} className={css({ display: "flex", gap: "1.5", alignItems: "baseline", color: "status.error", fontSize: "sm" })}>
          <Icon name="error" />
          <span>{error}</span>
        </li>
      ))}
    </ul>
  );
}

export const inputClass = css({
  w: "full",
  minH: "11",
  px: "3",
  py: "2",
  layerStyle: "control",
  fontSize: "md",
  '&[data-validated="valid"]': { borderColor: "status.success" },
  "&[aria-invalid=true]": { borderColor: "status.error", borderWidth: "2px" },
  _disabled: { opacity: 0.55, cursor: "not-allowed" },
  _placeholder: { color: "fg.muted" },
});

export interface FieldBaseProps {
  label: ReactNode;
  /** Field errors (Conform's `field.errors`); shown under the control and linked to it. */
  errors?: ReadonlyArray<string> | null;
  /** Required unless set to false; optional fields say "(optioneel)" after the label. */
  required?: boolean;
  hint?: ReactNode;
  /** The browser's own validation message for this field (set on `invalid`, cleared on input). */
  customValidity?: string;
  className?: string;
}

type ControlHandlers = {
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onInvalid?: (event: FormEvent<HTMLInputElement>) => void;
  onInput?: (event: InputEvent<HTMLInputElement>) => void;
};

/** Ids, aria wiring, touched tracking and custom validity shared by every field. */
export function useField({
  id,
  errors,
  required = true,
  customValidity,
  hint,
  describedBy,
}: {
  id?: string;
  errors?: ReadonlyArray<string> | null;
  required?: boolean;
  customValidity?: string;
  hint?: ReactNode;
  describedBy?: string;
}) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [touched, setTouched] = useState(false);
  const hasErrors = Boolean(errors?.length);
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const state = validatedState(touched, errors);
  const ariaDescribedBy = [hint ? hintId : null, hasErrors ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined;

  /** Props for the control; the caller's own handlers still run. */
  const controlProps = (own: ControlHandlers = {}) => ({
    id: inputId,
    required,
    "aria-invalid": hasErrors || undefined,
    "aria-describedby": ariaDescribedBy,
    "data-validated": state,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setTouched(true);
      own.onBlur?.(event);
    },
    onInvalid: (event: FormEvent<HTMLInputElement>) => {
      if (customValidity) event.currentTarget.setCustomValidity(customValidity);
      own.onInvalid?.(event);
    },
    onInput: (event: InputEvent<HTMLInputElement>) => {
      event.currentTarget.setCustomValidity("");
      own.onInput?.(event);
    },
  });

  return { inputId, errorId, hintId, touched, state, required, errors, controlProps };
}

export type FieldState = ReturnType<typeof useField>;

/** Label, control slot, hint and errors, laid out the same for every field. */
export function FieldShell({
  field,
  label,
  hint,
  children,
  className,
}: {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx(css({ display: "flex", flexDirection: "column", gap: "1.5" }), className)} data-validated={field.state}>
      <label htmlFor={field.inputId} className={css({ fontWeight: "semibold" })}>
        {label}
        {field.required ? null : <span className={css({ fontWeight: "normal", color: "fg.muted" })}> (optioneel)</span>}
      </label>
      {children}
      {hint ? (
        <p id={field.hintId} className={css({ fontSize: "sm", color: "fg.muted", m: "0" })}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "required"> & { ref?: Ref<HTMLInputElement> };

export interface TextFieldProps extends FieldBaseProps {
  inputProps?: InputProps;
}

/** A text input in the field pattern. For a masked one (imask) use MaskedTextField from ./masked-text-field. */
export function TextField({ label, inputProps = {}, errors, required, hint, customValidity, className }: TextFieldProps) {
  const field = useField({ id: inputProps.id, errors, required, customValidity, hint });
  const { ref, className: inputClassName, onBlur, onInvalid, onInput, ...rest } = inputProps;
  return (
    <FieldShell field={field} label={label} hint={hint} className={className}>
      <input
        type="text"
        {...rest}
        {...field.controlProps({ onBlur, onInvalid, onInput })}
        ref={ref}
        className={cx(inputClass, inputClassName)}
      />
    </FieldShell>
  );
}

export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): (value: T | null) => void {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(value);
      else if (ref) ref.current = value;
    }
  };
}
