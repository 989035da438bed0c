import { createListCollection, Select as ArkSelect } from "@ark-ui/react/select";
import { Portal } from "@ark-ui/react/portal";
import { type ChangeEvent, type ReactNode, useId, useMemo, useState } from "react";
import { css, cx, sva } from "styled-system/css";
import { ErrorList, inputClass } from "~/ui/forms/field";
import { Icon } from "~/ui/icon/icon";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  /** Submitted through the native select, the one control that carries the name. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: ReadonlyArray<string> | null;
  className?: string;
}

// Below the md breakpoint the native select (the phone's own picker) replaces the custom list.
// Both render and CSS shows one, so server and client markup agree and nothing flashes on hydration.
const select = sva({
  slots: ["native", "custom", "trigger", "content", "item"],
  base: {
    native: { display: { base: "flex", md: "none" }, flexDirection: "column", gap: "1.5" },
    custom: { display: { base: "none", md: "flex" }, flexDirection: "column", gap: "1.5" },
    trigger: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      textAlign: "left",
      cursor: "pointer",
      "&[data-placeholder-shown]": { color: "fg.muted" },
    },
    content: {
      // Spec §9: the list is about 8rem high and scrolls.
      maxH: "8rem",
      overflowY: "auto",
      bg: "bg.canvas",
      color: "fg.default",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "fg.muted",
      rounded: "md",
      boxShadow: "md",
      py: "1",
      zIndex: "overlay",
      outline: "none",
    },
    item: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      px: "3",
      py: "1.5",
      cursor: "pointer",
      _highlighted: { bg: "bg.subtle", outline: "2px solid", outlineColor: "fg.link", outlineOffset: "-2px" },
      _selected: { fontWeight: "semibold" },
      _disabled: { color: "fg.muted", cursor: "not-allowed" },
    },
  },
});

const labelClass = css({ fontWeight: "semibold" });

/** A single choice from a list: Ark UI's listbox (type-ahead clears after 350 ms) on wide screens, native select on phones. */
export function Select({
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  placeholder = "Maak een keuze",
  required = true,
  hint,
  errors,
  className,
}: SelectProps) {
  const id = useId();
  const nativeId = `${id}-native`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ") || undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? "");
  const current = value ?? uncontrolled;
  const change = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToString: (option) => option.label,
        itemToValue: (option) => option.value,
        isItemDisabled: (option) => Boolean(option.disabled),
      }),
    [options],
  );
  const styles = select();

  return (
    <div className={cx(css({ display: "flex", flexDirection: "column", gap: "1.5" }), className)}>
      <div className={styles.native}>
        <label htmlFor={nativeId} className={labelClass}>
          {label}
          {required ? null : <span className={css({ fontWeight: "normal", color: "fg.muted" })}> (optioneel)</span>}
        </label>
        <select
          id={nativeId}
          name={name}
          value={current}
          aria-required={required || undefined}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => change(event.target.value)}
          className={inputClass}
        >
          <option value="" disabled={required}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ArkSelect.Root
        collection={collection}
        value={current ? [current] : []}
        onValueChange={(details) => change(details.value[0] ?? "")}
        positioning={{ sameWidth: true }}
        lazyMount
        unmountOnExit
        className={styles.custom}
      >
        <ArkSelect.Label className={labelClass}>
          {label}
          {required ? null : <span className={css({ fontWeight: "normal", color: "fg.muted" })}> (optioneel)</span>}
        </ArkSelect.Label>
        <ArkSelect.Control>
          <ArkSelect.Trigger
            className={cx(inputClass, styles.trigger)}
            aria-required={required || undefined}
            aria-invalid={hasErrors || undefined}
            aria-describedby={describedBy}
          >
            <ArkSelect.ValueText placeholder={placeholder} />
            <ArkSelect.Indicator>
              <Icon name="chevron" />
            </ArkSelect.Indicator>
          </ArkSelect.Trigger>
        </ArkSelect.Control>
        <Portal>
          <ArkSelect.Positioner>
            <ArkSelect.Content className={styles.content}>
              {collection.items.map((option) => (
                <ArkSelect.Item key={option.value} item={option} className={styles.item}>
                  <ArkSelect.ItemText>{option.label}</ArkSelect.ItemText>
                  <ArkSelect.ItemIndicator>
                    <Icon name="check" />
                  </ArkSelect.ItemIndicator>
                </ArkSelect.Item>
              ))}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
        </Portal>
      </ArkSelect.Root>
      {hint ? (
        <p id={hintId} className={css({ fontSize: "sm", color: "fg.muted", m: "0" })}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
