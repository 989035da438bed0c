import { type ChangeEvent, useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import { type FieldBaseProps, FieldShell, type InputProps, inputClass, useField } from "./field";
import { type PasswordRule, PasswordRequirements } from "./password-requirements";

export interface PasswordFieldProps extends FieldBaseProps {
  inputProps?: InputProps;
  /** A pattern is only set when given here; one arriving through inputProps (e.g. from a schema) is ignored. */
  pattern?: string;
  /** Rules shown live under the field. */
  requirements?: PasswordRule[];
}

export function PasswordField({
  label,
  inputProps = {},
  errors,
  required,
  hint,
  customValidity,
  pattern,
  requirements,
  className,
}: PasswordFieldProps) {
  const fallbackId = useId();
  const inputId = inputProps.id ?? fallbackId;
  const requirementsId = `${inputId}-requirements`;
  const field = useField({
    id: inputId,
    errors,
    required,
    customValidity,
    hint,
    describedBy: requirements?.length ? requirementsId : undefined,
  });
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState(String(inputProps.defaultValue ?? inputProps.value ?? ""));
  const { pattern: _schemaPattern, type: _type, className: inputClassName, onBlur, onInvalid, onInput, onChange, ...rest } = inputProps;

  return (
    <FieldShell field={field} label={label} hint={hint} className={className}>
      <div className={css({ position: "relative", display: "flex", alignItems: "center" })}>
        <input
          autoComplete="current-password"
          {...rest}
          {...field.controlProps({ onBlur, onInvalid, onInput })}
          type={visible ? "text" : "password"}
          pattern={pattern}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setValue(event.target.value);
            onChange?.(event);
          }}
          className={cx(inputClass, css({ pr: "12" }), inputClassName)}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-controls={field.inputId}
          aria-label={visible ? "Wachtwoord verbergen" : "Wachtwoord tonen"}
          onClick={() => setVisible((current) => !current)}
          className={css({ position: "absolute", right: "1.5" })}
        >
          <Icon name={visible ? "eye-off" : "eye"} />
        </Button>
      </div>
      {requirements?.length ? (
        <PasswordRequirements id={requirementsId} rules={requirements} value={value} touched={field.touched} />
      ) : null}
    </FieldShell>
  );
}
