import type { CSSProperties, ReactNode } from "react";
import { css, cx } from "styled-system/css";

export const TAG_COLORS = ["red", "blue", "green", "orange", "yellow", "gray", "white"] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/**
 * Background and text per colour and colour scheme, every pair AA (4.5:1) — see tag.test.tsx.
 * Passed as CSS variables so the values live in one place the contrast test can read.
 */
export const TAG_PALETTE: Record<TagColor, { light: { bg: string; fg: string }; dark: { bg: string; fg: string } }> = {
  red: { light: { bg: "#fde8e8", fg: "#9b1c1c" }, dark: { bg: "#4c1d1d", fg: "#fecaca" } },
  blue: { light: { bg: "#e3eefc", fg: "#0b4a8f" }, dark: { bg: "#14304f", fg: "#cfe3ff" } },
  green: { light: { bg: "#e3f4e6", fg: "#17612b" }, dark: { bg: "#163a20", fg: "#c9f0d2" } },
  orange: { light: { bg: "#fdebdc", fg: "#8a3c00" }, dark: { bg: "#4a2a12", fg: "#ffd9b8" } },
  yellow: { light: { bg: "#fdf3c9", fg: "#6b5000" }, dark: { bg: "#453a0d", fg: "#fbe7a1" } },
  gray: { light: { bg: "#ececec", fg: "#3d3d3d" }, dark: { bg: "#2e2e2e", fg: "#e0e0e0" } },
  white: { light: { bg: "#ffffff", fg: "#1a1a1a" }, dark: { bg: "#ffffff", fg: "#1a1a1a" } },
};

/** Unknown colours (content is not trusted to spell them right) fall back to gray. */
export function tagColor(value: unknown): TagColor {
  return TAG_COLORS.includes(value as TagColor) ? (value as TagColor) : "gray";
}

const tagClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  px: "2",
  py: "0.5",
  rounded: "full",
  fontSize: "xs",
  fontWeight: "semibold",
  lineHeight: "1.4",
  whiteSpace: "nowrap",
  borderWidth: "1px",
  borderStyle: "solid",
  bg: { base: "var(--tag-bg)", _dark: "var(--tag-bg-dark)" },
  color: { base: "var(--tag-fg)", _dark: "var(--tag-fg-dark)" },
  borderColor: { base: "var(--tag-border)", _dark: "var(--tag-border-dark)" },
});

export interface TagProps {
  children: ReactNode;
  /** Spec §3: red, blue, green, orange, yellow, gray or white; anything else shows gray. */
  color?: TagColor | (string & {});
  className?: string;
}

export function Tag({ children, color, className }: TagProps) {
  const resolved = tagColor(color);
  const { light, dark } = TAG_PALETTE[resolved];
  // White needs an outline to stand apart from a white page.
  const border = resolved === "white" ? "#d4d4d4" : light.bg;
  const style = {
    "--tag-bg": light.bg,
    "--tag-fg": light.fg,
    "--tag-border": border,
    "--tag-bg-dark": dark.bg,
    "--tag-fg-dark": dark.fg,
    "--tag-border-dark": resolved === "white" ? "#ffffff" : dark.bg,
  } as CSSProperties;
  return (
    <span className={cx(tagClass, className)} data-color={resolved} style={style}>
      {children}
    </span>
  );
}
