import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { css, sva } from "styled-system/css";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import type { DialogProps } from "./dialog-props";

// Ark UI's dialog, imported by ./dialog only when a dialog first opens (ADR 0013).

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

/** The open dialog: focus is trapped inside, Escape and the close button close it, the page behind is inert. */
export default function DialogContent({
  title,
  description,
  children,
  open,
  onOpenChange,
  footer,
  closeLabel = "Sluiten",
  role = "dialog",
  finalFocusEl,
}: Omit<DialogProps, "trigger" | "defaultOpen" | "open" | "onOpenChange"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the trigger, which lives outside this lazily loaded part. */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const styles = dialog();
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role={role} finalFocusEl={finalFocusEl} lazyMount unmountOnExit>
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
