import { type MouseEvent, type ReactElement, type ReactNode, type Ref, Suspense, cloneElement, createContext, lazy, useContext, useRef, useState } from "react";
import type { DialogProps, TriggerProps } from "./dialog-props";

export type { DialogProps };

// Ark UI's dialog costs about 21 KiB gzip: it loads when a dialog first opens (or its trigger is
// pointed at or focused), not with the page. The trigger is rendered here and works at once.
const loadContent = () => import("./dialog-content");
const DialogContent = lazy(loadContent);

const CloseContext = createContext<() => void>(() => {});

/** A modal dialog: focus is trapped inside, Escape and the close button close it, the page behind is inert. */
export function Dialog({ trigger, open, defaultOpen = false, onOpenChange, ...content }: DialogProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? uncontrolled;
  // Stays mounted once opened, so the closing animation plays and reopening is instant.
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            ref: triggerRef,
            "aria-haspopup": "dialog",
            "aria-expanded": isOpen,
            onPointerEnter: loadContent,
            onFocus: loadContent,
            onClick: (event: MouseEvent<HTMLButtonElement>) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
          })
        : null}
      {mounted ? (
        <CloseContext.Provider value={() => setOpen(false)}>
          <Suspense fallback={null}>
            <DialogContent {...content} open={isOpen} onOpenChange={setOpen} finalFocusEl={trigger ? () => triggerRef.current : undefined} />
          </Suspense>
        </CloseContext.Provider>
      ) : null}
    </>
  );
}

/** Closes the surrounding dialog: wraps a footer button ("Annuleren") and adds the closing click. */
export function DialogClose({ children }: { children: ReactElement<TriggerProps> }) {
  const close = useContext(CloseContext);
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}
