import { Accordion as ArkAccordion } from "@ark-ui/react/accordion";
import type { ReactNode } from "react";
import { css, cx, sva } from "styled-system/css";
import { Icon } from "~/ui/icon/icon";

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  /** Shown but not openable: disabled, with a lock icon, announced as "vergrendeld". */
  locked?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Allow several panels open at once. */
  multiple?: boolean;
  defaultValue?: string[];
  /** Heading level wrapping each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const accordion = sva({
  slots: ["root", "item", "heading", "trigger", "indicator", "content"],
  base: {
    root: { borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" },
    item: { borderBottomWidth: "1px", borderBottomStyle: "solid", borderColor: "border.default" },
    heading: { m: "0", fontSize: "md", fontWeight: "semibold" },
    trigger: {
      display: "flex",
      alignItems: "center",
      gap: "3",
      w: "full",
      minH: "12",
      py: "3",
      px: "1",
      textAlign: "left",
      font: "inherit",
      fontWeight: "semibold",
      color: "fg.default",
      bg: "transparent",
      cursor: "pointer",
      _hover: { bg: "bg.subtle" },
      _disabled: { cursor: "not-allowed", color: "fg.muted", _hover: { bg: "transparent" } },
    },
    indicator: {
      ml: "auto",
      display: "inline-flex",
      transition: "transform 200ms",
      _open: { transform: "rotate(180deg)" },
      _reducedMotion: { transition: "none" },
    },
    content: { px: "1", pb: "4", color: "fg.default" },
  },
});

/** Disclosure sections (Ark UI); a locked section's trigger is disabled and says so. */
export function Accordion({ items, multiple = false, defaultValue, headingLevel = 3, className }: AccordionProps) {
  const styles = accordion();
  const Heading = `h${headingLevel}` as const;
  return (
    <ArkAccordion.Root multiple={multiple} collapsible defaultValue={defaultValue} className={cx(styles.root, className)}>
      {items.map((item) => (
        <ArkAccordion.Item key={item.value} value={item.value} disabled={item.locked} className={styles.item}>
          <Heading className={styles.heading}>
            <ArkAccordion.ItemTrigger className={styles.trigger}>
              {item.locked ? <Icon name="lock" /> : null}
              <span>
                {item.title}
                {item.locked ? <span className={css({ srOnly: true })}> (vergrendeld)</span> : null}
              </span>
              {item.locked ? null : (
                <ArkAccordion.ItemIndicator className={styles.indicator}>
                  <Icon name="chevron" />
                </ArkAccordion.ItemIndicator>
              )}
            </ArkAccordion.ItemTrigger>
          </Heading>
          <ArkAccordion.ItemContent className={styles.content}>{item.content}</ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  );
}
