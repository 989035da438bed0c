import type { ButtonHTMLAttributes, Ref } from "react";
import { cva, cx, type RecipeVariantProps } from "styled-system/css";

/** The one button look; links styled as buttons (rich text `buttonStyle`) use the same recipe. */
export const buttonRecipe = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    fontWeight: "semibold",
    lineHeight: "1.25",
    rounded: "md",
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "transparent",
    cursor: "pointer",
    textDecoration: "none",
    transitionProperty: "background-color, border-color, filter",
    transitionDuration: "150ms",
    _reducedMotion: { transition: "none" },
    _disabled: { opacity: 0.55, cursor: "not-allowed" },
    "&[aria-disabled=true]": { opacity: 0.55, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      // Brand fill with the brand's own on-primary text: the theme guarantees AA for that pair.
      primary: {
        bg: "brand.primary",
        color: "brand.onPrimary",
        _hover: { filter: "brightness(0.93)" },
        _disabled: { filter: "none" },
      },
      secondary: {
        bg: "bg.canvas",
        color: "fg.default",
        borderColor: "fg.muted",
        _hover: { bg: "bg.subtle" },
      },
      ghost: {
        bg: "transparent",
        color: "fg.default",
        _hover: { bg: "bg.subtle" },
      },
    },
    size: {
      sm: { minH: "8", px: "3", fontSize: "sm" },
      md: { minH: "11", px: "5", fontSize: "md" },
      // Square, for a lone icon with a visually hidden or aria label; at least 32px (WCAG 2.5.8 asks 24).
      icon: { minH: "8", minW: "8", p: "1", fontSize: "lg" },
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariantProps = NonNullable<RecipeVariantProps<typeof buttonRecipe>>;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonRecipe({ variant, size }), className)} {...props} />;
}
