import { createContext, isValidElement, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Notification, type NotificationProps } from "./notification";

export type NotificationRequest = Omit<NotificationProps, "className">;

export interface NotificationDispatch {
  /** Shows a notification; it replaces the current one only if its variant or content differs. */
  notify: (request: NotificationRequest) => void;
  dismiss: () => void;
}

interface Current {
  id: number;
  request: NotificationRequest;
}

const DispatchContext = createContext<NotificationDispatch | null>(null);
const CurrentContext = createContext<{ current: Current | null; close: () => void }>({ current: null, close: () => {} });

function reportMissingProvider() {
  console.error("Notification: no dispatch method found. Render <NotificationProvider> above the component that notifies.");
}

const withoutProvider: NotificationDispatch = { notify: reportMissingProvider, dismiss: reportMissingProvider };

/** Whether two notification contents render the same: same text, same element types and props (handlers ignored). */
export function sameContent(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === "string" || typeof a === "number" || typeof b === "string" || typeof b === "number") {
    return (typeof a === "string" || typeof a === "number") && (typeof b === "string" || typeof b === "number") && String(a) === String(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameContent(item, b[index]));
  }
  if (isValidElement(a) && isValidElement(b)) {
    if (a.type !== b.type || a.key !== b.key) return false;
    const propsA = a.props as Record<string, unknown>;
    const propsB = b.props as Record<string, unknown>;
    const keys = new Set([...Object.keys(propsA), ...Object.keys(propsB)]);
    for (const key of keys) {
      const valueA = propsA[key];
      const valueB = propsB[key];
      if (typeof valueA === "function" && typeof valueB === "function") continue;
      if (key === "children" ? !sameContent(valueA as ReactNode, valueB as ReactNode) : !Object.is(valueA, valueB)) return false;
    }
    return true;
  }
  return false;
}

/** Holds the one current notification of the page. Popover notifications render here; inline ones in <NotificationOutlet>. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Current | null>(null);

  const notify = useCallback((request: NotificationRequest) => {
    setCurrent((previous) => {
      if (previous && previous.request.variant === request.variant && sameContent(previous.request.children, request.children)) {
        return previous;
      }
      return { id: (previous?.id ?? 0) + 1, request };
    });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const dispatch = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  const currentValue = useMemo(() => ({ current, close: dismiss }), [current, dismiss]);

  return (
    <DispatchContext.Provider value={dispatch}>
      <CurrentContext.Provider value={currentValue}>
        {children}
        {current?.request.placement === "popover" ? <CurrentNotification key={current.id} current={current} close={dismiss} /> : null}
      </CurrentContext.Provider>
    </DispatchContext.Provider>
  );
}

function CurrentNotification({ current, close }: { current: Current; close: () => void }) {
  const { onClose, ...request } = current.request;
  return (
    <Notification
      {...request}
      onClose={() => {
        close();
        onClose?.();
      }}
    />
  );
}

/** Where inline notifications appear; place it once near the top of the page content. */
export function NotificationOutlet() {
  const { current, close } = useContext(CurrentContext);
  if (!current || current.request.placement === "popover") return null;
  return <CurrentNotification key={current.id} current={current} close={close} />;
}

/** The page's notification dispatch; without a provider every call logs a developer error. */
export function useNotifications(): NotificationDispatch {
  return useContext(DispatchContext) ?? withoutProvider;
}
