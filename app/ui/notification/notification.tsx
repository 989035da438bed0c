import { type ReactNode, useEffect, useRef, useState } from "react";
import { css, cx, sva } from "styled-system/css";
import { Button } from "~/ui/button/button";
import { Icon, type IconName } from "~/ui/icon/icon";

export type NotificationVariant = "error" | "info" | "success" | "warning";
export type NotificationPlacement = "inline" | "popover";

/** Spec §4: a success notification hides itself after this long unless told otherwise. */
export const SUCCESS_HIDE_AFTER_MS = 6000;

export interface NotificationProps {
  variant: NotificationVariant;
  children: ReactNode;
  /** Hide after this many ms. Success defaults to 6000; other variants stay until closed unless given. */
  hideAfterMs?: number;
  /** Announce the message through a live region (role "alert" for error/warning, "status" otherwise). */
  shouldAnnounce?: boolean;
  showIcon?: boolean;
  onClose?: () => void;
  /** Inline in the flow of the page, or floating at the top of the viewport. */
  placement?: NotificationPlacement;
  className?: string;
}

/** The delay after which a notification hides itself, or undefined when it stays until closed. */
export function autoHideDelay(variant: NotificationVariant, hideAfterMs?: number): number | undefined {
  return hideAfterMs ?? (variant === "success" ? SUCCESS_HIDE_AFTER_MS : undefined);
}

const VARIANT: Record<NotificationVariant, { icon: IconName; label: string }> = {
  error: { icon: "error", label: "Fout:" },
  warning: { icon: "warning", label: "Let op:" },
  success: { icon: "success", label: "Gelukt:" },
  info: { icon: "info", label: "Informatie:" },
};

const notification = sva({
  slots: ["root", "icon", "message", "close", "timeout"],
  base: {
    root: {
      position: "relative",
      display: "flex",
      alignItems: "flex-start",
      gap: "3",
      p: "4",
      pr: "3",
      bg: "bg.subtle",
      color: "fg.default",
      borderLeftWidth: "4px",
      borderLeftStyle: "solid",
      rounded: "md",
      overflow: "hidden",
    },
    icon: { mt: "0.5", fontSize: "xl" },
    message: { flex: "1", minW: "0", alignSelf: "center" },
    close: { mt: "-1", color: "fg.default" },
    timeout: {
      position: "absolute",
      left: "0",
      right: "0",
      bottom: "0",
      h: "1",
      transformOrigin: "left",
      animationName: "mo-shrink",
      animationTimingFunction: "linear",
      animationFillMode: "forwards",
      _reducedMotion: { animation: "none" },
    },
  },
  variants: {
    variant: {
      error: { root: { borderLeftColor: "status.error" }, icon: { color: "status.error" }, timeout: { bg: "status.error" } },
      warning: { root: { borderLeftColor: "status.warning" }, icon: { color: "status.warning" }, timeout: { bg: "status.warning" } },
      success: { root: { borderLeftColor: "status.success" }, icon: { color: "status.success" }, timeout: { bg: "status.success" } },
      info: { root: { borderLeftColor: "status.info" }, icon: { color: "status.info" }, timeout: { bg: "status.info" } },
    },
    placement: {
      inline: {},
      popover: {
        root: {
          position: "fixed",
          top: "4",
          left: "50%",
          transform: "translateX(-50%)",
          w: "min(calc(100% - 2rem), 40rem)",
          zIndex: "overlay",
          bg: "bg.canvas",
          boxShadow: "lg",
          borderWidth: "1px",
          borderStyle: "solid",
          borderColor: "border.default",
          borderLeftWidth: "4px",
          animation: "mo-fade-in 150ms ease-out",
          _reducedMotion: { animation: "none" },
        },
      },
    },
  },
});

/**
 * One notification. Success hides itself after 6000 ms (or `hideAfterMs`) with a shrinking timeout bar;
 * the timer pauses while the pointer or focus is inside. Other variants show a close button.
 */
export function Notification({
  variant,
  children,
  hideAfterMs,
  shouldAnnounce = false,
  showIcon = true,
  onClose,
  placement = "inline",
  className,
}: NotificationProps) {
  const [open, setOpen] = useState(true);
  const [paused, setPaused] = useState(false);
  const delay = autoHideDelay(variant, hideAfterMs);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Time left on the auto-hide timer, kept across pauses.
  const remaining = useRef(delay);

  useEffect(() => {
    if (!open || paused || remaining.current === undefined) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      setOpen(false);
      onCloseRef.current?.();
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== undefined) remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [open, paused]);

  if (!open) return null;

  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const styles = notification({ variant, placement });
  const { icon, label } = VARIANT[variant];
  const canClose = variant !== "success";
  const pause = () => setPaused(true);
  const resume = (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setPaused(false);
  };

  return (
    <div
      className={cx(styles.root, className)}
      data-variant={variant}
      data-placement={placement}
      onMouseEnter={delay === undefined ? undefined : pause}
      onMouseLeave={delay === undefined ? undefined : resume}
      onFocus={delay === undefined ? undefined : pause}
      onBlur={delay === undefined ? undefined : resume}
    >
      {showIcon ? <Icon name={icon} className={styles.icon} /> : null}
      <div
        className={styles.message}
        role={shouldAnnounce ? (variant === "error" || variant === "warning" ? "alert" : "status") : undefined}
      >
        <span className={css({ srOnly: true })}>{label} </span>
        {children}
      </div>
      {canClose ? (
        <Button variant="ghost" size="icon" aria-label="Sluiten" className={styles.close} onClick={close}>
          <Icon name="close" />
        </Button>
      ) : null}
      {delay !== undefined ? (
        <div
          aria-hidden="true"
          data-part="timeout"
          className={styles.timeout}
          style={{ animationDuration: `${delay}ms`, animationPlayState: paused ? "paused" : "running" }}
        />
      ) : null}
    </div>
  );
}
