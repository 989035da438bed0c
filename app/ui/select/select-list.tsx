import { createListCollection, Select as ArkSelect } from "@ark-ui/react/select";
import { Portal } from "@ark-ui/react/portal";
import { type ReactNode, useMemo } from "react";
import { cx, sva } from "styled-system/css";
import { inputClass } from "~/ui/forms/field";
import { Icon } from "~/ui/icon/icon";
import type { SelectOption } from "./select-option";

// Ark UI's listbox for wide screens, imported by ./select only there and only after hydration
// (ADR 0013). It shares the value of the native select, which alone carries the name.

const list = sva({
  slots: ["trigger", "content", "item"],
  base: {
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
      layerStyle: "control",
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

export interface SelectListProps {
  label: ReactNode;
  labelClassName: string;
  className: string;
  options: SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  triggerId: string;
}

/** The custom list: type-ahead clears after 350 ms (Ark's default). */
export function SelectList({ label, labelClassName, className, options, value, onValueChange, placeholder, required, invalid, describedBy, triggerId }: SelectListProps) {
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
  const styles = list();
  return (
    <ArkSelect.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? "")}
      positioning={{ sameWidth: true }}
      ids={{ trigger: triggerId }}
      lazyMount
      unmountOnExit
      className={className}
    >
      <ArkSelect.Label className={labelClassName}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={cx(inputClass, styles.trigger)} aria-required={required || undefined} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
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
  );
}
