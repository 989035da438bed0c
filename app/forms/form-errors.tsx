import { css, cx } from "styled-system/css";
import { ErrorList } from "~/ui/forms/field";

// Without Conform: pages whose forms load lazily (ADR 13) render their own errors with this too.

/** The form's own errors (not tied to a field): announced, and focusable for useAccountForm. */
export function FormErrors({ id, errors }: { id: string; errors?: ReadonlyArray<string> | null }) {
  const hasErrors = Boolean(errors?.length);
  return (
    <div
      id={id}
      tabIndex={-1}
      role="alert"
      className={cx(
        css({ outline: "none", _focusVisible: { outline: "3px solid", outlineColor: "fg.link", outlineOffset: "2px" } }),
        hasErrors ? css({ p: "3", rounded: "md", bg: "bg.subtle", borderLeftWidth: "4px", borderLeftStyle: "solid", borderLeftColor: "status.error" }) : undefined,
      )}
    >
      <ErrorList errors={errors} />
    </div>
  );
}
