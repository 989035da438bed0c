import { useEffect } from "react";
import { css, cx, sva } from "styled-system/css";
import { Icon } from "~/ui/icon/icon";

export type StepStatus = "completed" | "loading" | "error" | "inactive" | "active";

/** Spec §3 Step. */
export interface Step {
  id: string;
  label: string;
  status: StepStatus;
  hidden?: boolean;
}

export interface StepsProps {
  steps: Step[];
  orientation?: "vertical" | "horizontal";
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

const STATUS_TEXT: Record<StepStatus, string> = {
  completed: "voltooid",
  loading: "bezig",
  error: "fout",
  inactive: "nog niet gestart",
  active: "huidige stap",
};

/** Misuse a developer should fix: missing or duplicate ids, or more than one active step. */
export function stepsProblems(steps: Step[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  steps.forEach((step, index) => {
    if (!step.id) problems.push(`step ${index + 1} ("${step.label}") has no id`);
    else if (ids.has(step.id)) problems.push(`duplicate step id "${step.id}"`);
    ids.add(step.id);
  });
  const active = steps.filter((step) => !step.hidden && step.status === "active").length;
  if (active > 1) problems.push(`${active} steps are active; at most one may be`);
  return problems;
}

const steps = sva({
  slots: ["list", "item", "marker", "label"],
  base: {
    list: { listStyle: "none", m: "0", p: "0", display: "flex", gap: "3" },
    item: { display: "flex", alignItems: "center", gap: "2", color: "fg.default", minW: "0" },
    marker: {
      flexShrink: 0,
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "8",
      h: "8",
      rounded: "full",
      borderWidth: "2px",
      borderStyle: "solid",
      fontSize: "sm",
      fontWeight: "bold",
    },
    label: { fontSize: "sm" },
  },
  variants: {
    orientation: {
      vertical: { list: { flexDirection: "column" } },
      horizontal: {
        list: { flexDirection: { base: "column", md: "row" }, alignItems: { md: "center" } },
        item: { flex: { md: "1" } },
      },
    },
    status: {
      completed: { marker: { bg: "status.success", borderColor: "status.success", color: "bg.canvas" } },
      // The accent is the brand colour made AA-safe against the canvas in both light and dark mode.
      active: { marker: { borderColor: "brand.accent", color: "brand.accent" }, label: { fontWeight: "bold" } },
      loading: { marker: { borderColor: "brand.accent", color: "brand.accent" } },
      error: { marker: { bg: "status.error", borderColor: "status.error", color: "bg.canvas" } },
      inactive: { marker: { borderColor: "border.default", color: "fg.muted" }, label: { color: "fg.muted" } },
    },
  },
});

/**
 * A step indicator: an ordered list, the active step marked with aria-current="step" and every
 * status spelled out for screen readers. Hidden steps are skipped; fewer than two visible renders nothing.
 */
export function Steps({ steps: allSteps, orientation = "vertical", label = "Stappen", className }: StepsProps) {
  const problems = stepsProblems(allSteps).join("; ");
  useEffect(() => {
    if (problems) console.error(`Steps: ${problems}.`);
  }, [problems]);

  const visible = allSteps.filter((step) => !step.hidden);
  if (visible.length < 2) return null;

  return (
    <ol aria-label={label} data-orientation={orientation} className={cx(steps({ orientation }).list, className)}>
      {visible.map((step, index) => {
        const styles = steps({ orientation, status: step.status });
        return (
          <li
            key={step.id || index}
            className={styles.item}
            data-status={step.status}
            aria-current={step.status === "active" ? "step" : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {step.status === "completed" ? (
                <Icon name="check" />
              ) : step.status === "error" ? (
                <Icon name="cross" />
              ) : step.status === "loading" ? (
                <Icon name="spinner" />
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.label}>
              {step.label}
              <span className={css({ srOnly: true })}>, {STATUS_TEXT[step.status]}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
