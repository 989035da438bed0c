import type { CSSProperties } from "react";
import { css, cx } from "styled-system/css";

export type ProgressTone = "pink" | "yellow" | "green";

/** Fill colours, each at least 3:1 against the track in both colour schemes (WCAG 1.4.11) — see the test. */
export const PROGRESS_TRACK = "#575757";
export const PROGRESS_FILL: Record<ProgressTone, string> = {
  pink: "#ff8fc0",
  yellow: "#fabb22",
  green: "#5fd68a",
};

export function clampPercentage(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Spec §9: pink up to 44, yellow up to 59, green up to 100. */
export function progressTone(percentage: number): ProgressTone {
  const value = clampPercentage(percentage);
  if (value <= 44) return "pink";
  if (value <= 59) return "yellow";
  return "green";
}

export interface ProgressBarProps {
  /** Percentage; clamped to 0–100. */
  value: number;
  label?: string;
  /** Show the percentage as text beside the bar (on by default). */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ value, label = "Voltooiing voortgang", showValue = true, className }: ProgressBarProps) {
  const percentage = clampPercentage(value);
  const tone = progressTone(percentage);
  return (
    <div className={cx(css({ display: "flex", alignItems: "center", gap: "3" }), className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={`${percentage}%`}
        data-tone={tone}
        className={css({ flex: "1", h: "3", p: "0.5", rounded: "full", bg: "var(--progress-track)" })}
        style={{ "--progress-track": PROGRESS_TRACK } as CSSProperties}
      >
        <div
          className={css({
            h: "full",
            rounded: "full",
            bg: "var(--progress-fill)",
            transition: "width 300ms ease-out",
            _reducedMotion: { transition: "none" },
          })}
          style={{ width: `${percentage}%`, "--progress-fill": PROGRESS_FILL[tone] } as CSSProperties}
        />
      </div>
      {showValue ? (
        <span
          aria-hidden="true"
          className={css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums", minW: "10", textAlign: "right" })}
        >
          {percentage}%
        </span>
      ) : null}
    </div>
  );
}
