import type { ReactNode, ReactElement, Ref, MouseEvent } from "react";

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** A button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement<TriggerProps>;
  /** Controlled open state; leave out to let the trigger control it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Buttons under the content, e.g. confirm and cancel. */
  footer?: ReactNode;
  closeLabel?: string;
  role?: "dialog" | "alertdialog";
}

export interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
}
