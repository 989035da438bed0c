import type { TextareaHTMLAttributes } from "react";
import { cx, css } from "styled-system/css";
import { type FieldBaseProps, FieldShell, inputClass, useField } from "./field";

export interface TextAreaFieldProps extends FieldBaseProps {
  textAreaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required">;
}

/** Several lines of free text in the field pattern (label, hint, errors, "(optioneel)"). */
export function TextAreaField({ label, textAreaProps = {}, errors, required, hint, customValidity, className }: TextAreaFieldProps) {
  const field = useField({ id: textAreaProps.id, errors, required, customValidity, hint });
  const { className: ownClassName, ...rest } = textAreaProps;
  // The field's handlers only read `currentTarget.setCustomValidity`, which a textarea has too.
  const control = field.controlProps() as unknown as TextareaHTMLAttributes<HTMLTextAreaElement>;
  return (
    <FieldShell field={field} label={label} hint={hint} className={className}>
      <textarea rows={5} {...rest} {...control} className={cx(inputClass, css({ minH: "32", resize: "vertical", py: "2" }), ownClassName)} />
    </FieldShell>
  );
}
