import { Portal } from "@ark-ui/react/portal";
import { Tooltip as ArkTooltip } from "@ark-ui/react/tooltip";
import type { ReactElement, ReactNode } from "react";
import { css } from "styled-system/css";

/** Design-kit timing (spec §9): open after 700 ms, close (and skip the delay for the next tooltip) within 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it becomes the trigger. */
  children: ReactElement;
  openDelay?: number;
  closeDelay?: number;
  placement?: "top" | "bottom" | "left" | "right";
}

const contentClass = css({
  maxW: "20rem",
  px: "3",
  py: "2",
  rounded: "md",
  fontSize: "sm",
  bg: "fg.default",
  color: "bg.canvas",
  boxShadow: "md",
  zIndex: "overlay",
  _open: { animation: "mo-fade-in 150ms ease-out" },
  _closed: { animation: "mo-fade-out 150ms ease-in" },
  _reducedMotion: { animation: "none!" },
});

/**
 * A short description of its trigger, on hover and on keyboard focus. It stays while hovered
 * (interactive) and Escape dismisses it (WCAG 1.4.13). Never put essential information only here.
 */
export function Tooltip({
  content,
  children,
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  closeDelay = TOOLTIP_CLOSE_DELAY_MS,
  placement = "top",
}: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={closeDelay} interactive positioning={{ placement }} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={contentClass}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
