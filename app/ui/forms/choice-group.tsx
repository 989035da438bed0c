import { css } from "styled-system/css";
import { ErrorList } from "./field";

// Radio buttons and checkboxes in a bordered group with a legend: the one look for every choice list.

export const choiceFieldsetClass = css({ borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "md", p: "4", m: "0", minW: "0" });
export const choiceLegendClass = css({ fontWeight: "semibold", px: "1" });
export const choiceClass = css({ display: "flex", alignItems: "center", gap: "3", minH: "11", cursor: "pointer", "&[data-disabled]": { cursor: "not-allowed" } });
// The brand accent keeps a checked control at 3:1 against the page in every brand (the primary may be light).
export const choiceDescriptionClass = css({ color: "fg.muted" });
export const choiceControlClass = css({ w: "5", h: "5", flexShrink: "0", accentColor: "brand.accent", cursor: "pointer" });

export interface RadioGroupFieldProps {
  legend: string;
  name: string;
  /** A disabled option stays visible with its `description` saying why it cannot be chosen. */
  options: ReadonlyArray<{ value: string; label: string; description?: string | null; disabled?: boolean }>;
  defaultValue?: string | null;
  /** Optional groups say "(optioneel)" after the legend and may be left empty. */
  required?: boolean;
  errors?: ReadonlyArray<string> | null;
  errorId: string;
}

/** One choice out of a few, as native radio buttons (keyboard and screen readers for free, no JavaScript needed). */
export function RadioGroupField({ legend, name, options, defaultValue, required = true, errors, errorId }: RadioGroupFieldProps) {
  return (
    <fieldset className={choiceFieldsetClass} aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? errorId : undefined}>
      <legend className={choiceLegendClass}>
        {legend}
        {required ? null : <span className={css({ fontWeight: "normal", color: "fg.muted" })}> (optioneel)</span>}
      </legend>
      {options.map((option) => (
        <label key={option.value} className={choiceClass} data-disabled={option.disabled || undefined}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue && !option.disabled}
            disabled={option.disabled}
            className={choiceControlClass}
          />
          <span>
            {option.label}
            {option.description ? <span className={choiceDescriptionClass}> · {option.description}</span> : null}
          </span>
        </label>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
