import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactElement, ReactNode } from "react";
import { css, sva } from "styled-system/css";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import "~/ui/motion/motion.css";

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** A button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Controlled open state; leave out to let the trigger control it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Buttons under the content, e.g. confirm and cancel. */
  footer?: ReactNode;
  closeLabel?: string;
  role?: "dialog" | "alertdialog";
}

// Spec §9: overlay 150 ms, content 300 ms (the config's durations.dialogOverlay / dialogContent).
const dialog = sva({
  slots: ["backdrop", "positioner", "content", "title", "description", "close", "footer"],
  base: {
    backdrop: {
      position: "fixed",
      inset: "0",
      bg: "rgba(0, 0, 0, 0.5)",
      zIndex: "overlay",
      _open: { animation: "mo-fade-in token(durations.dialogOverlay) ease-out" },
      _closed: { animation: "mo-fade-out token(durations.dialogOverlay) ease-in" },
      _reducedMotion: { animation: "none!" },
    },
    positioner: {
      position: "fixed",
      inset: "0",
      zIndex: "overlay",
      display: "flex",
      alignItems: { base: "flex-end", sm: "center" },
      justifyContent: "center",
      p: { base: "0", sm: "4" },
    },
    content: {
      position: "relative",
      w: "full",
      maxW: { sm: "32rem" },
      maxH: "calc(100dvh - 2rem)",
      overflowY: "auto",
      bg: "bg.canvas",
      color: "fg.default",
      p: "6",
      roundedTop: "lg",
      roundedBottom: { base: "0", sm: "lg" },
      boxShadow: "xl",
      outline: "none",
      _open: { animation: "mo-pop-in token(durations.dialogContent) ease-out" },
      _closed: { animation: "mo-pop-out token(durations.dialogContent) ease-in" },
      _reducedMotion: { animation: "none!" },
    },
    title: { fontSize: "xl", fontWeight: "bold", pr: "10", m: "0" },
    description: { color: "fg.muted", mt: "2" },
    close: { position: "absolute", top: "3", right: "3" },
    footer: { display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "flex-end", mt: "6" },
  },
});

/** A modal dialog: focus is trapped inside, Escape and the close button close it, the page behind is inert. */
export function Dialog({
  title,
  description,
  children,
  trigger,
  open,
  onOpenChange,
  defaultOpen,
  footer,
  closeLabel = "Sluiten",
  role = "dialog",
}: DialogProps) {
  const styles = dialog();
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description ? <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description> : null}
            {children ? <div className={css({ mt: "4" })}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            <ArkDialog.CloseTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel} className={styles.close}>
                <Icon name="close" />
              </Button>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Closes the surrounding dialog; wrap a footer button in it ("Annuleren"). */
export const DialogClose = ArkDialog.CloseTrigger;
