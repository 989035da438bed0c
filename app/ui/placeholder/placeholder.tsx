import { css, cx } from "styled-system/css";

export interface PlaceholderProps {
  width?: string;
  height?: string;
  /** "full" for avatars and icons. */
  shape?: "rounded" | "full";
  /** When set, announces loading with this text; otherwise purely decorative. */
  label?: string;
  className?: string;
}

const shimmerClass = css({
  display: "block",
  bgGradient: "to-r",
  gradientFrom: "bg.subtle",
  gradientVia: "border.default",
  gradientTo: "bg.subtle",
  backgroundSize: "200% 100%",
  // Spec §9: one shimmer sweep every 3 s (durations.shimmer).
  animation: "mo-shimmer token(durations.shimmer) linear infinite",
  _reducedMotion: { animation: "none" },
});

/** A grey shape standing in for content that is still loading. */
export function Placeholder({ width = "100%", height = "1em", shape = "rounded", label, className }: PlaceholderProps) {
  return (
    <span
      role={label ? "status" : undefined}
      aria-hidden={label ? undefined : true}
      data-part="placeholder"
      className={cx(shimmerClass, css({ rounded: shape === "full" ? "full" : "md" }), className)}
      style={{ width, height }}
    >
      {label ? <span className={css({ srOnly: true })}>{label}</span> : null}
    </span>
  );
}
