import { type ComponentType, createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { useT } from "./i18n";

// Spec §3 chat availability context: defaults, updated one field at a time.
export interface ChatAvailability {
  isChatAvailable: boolean | undefined;
  liveChatVisibility: "hidden" | "visible" | "minimized";
  liveChatEnabled: boolean;
  salesforceChatEnabled: boolean;
}

export const defaultChatAvailability: ChatAvailability = {
  isChatAvailable: undefined,
  liveChatVisibility: "hidden",
  liveChatEnabled: false,
  salesforceChatEnabled: false,
};

type SetField = <K extends keyof ChatAvailability>(field: K, value: ChatAvailability[K]) => void;
interface ChatContextValue {
  chat: ChatAvailability;
  setField: SetField;
  /** Shows the chat window; focus goes back to the element that opened it when it closes. */
  openChat: () => void;
  closeChat: () => void;
}
const ChatContext = createContext<ChatContextValue | null>(null);

/** The launcher and the window of the embedded chat: `isChatAvailable` comes from the brand's opening hours (root data). */
export function ChatProvider({ initial, children }: { initial?: Partial<ChatAvailability>; children: React.ReactNode }) {
  const [chat, setChat] = useState<ChatAvailability>({ ...defaultChatAvailability, ...initial });
  // An unchanged field keeps the same state: a new context value right after hydration would make React
  // give up hydrating a lazy form that still waits for its chunk, and what was typed into it (ADR 13).
  const setField = useCallback<SetField>((field, value) => setChat((current) => (current[field] === value ? current : { ...current, [field]: value })), []);
  const opener = useRef<HTMLElement | null>(null);
  const openChat = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setField("liveChatVisibility", "visible");
  }, [setField]);
  const closeChat = useCallback(() => {
    setField("liveChatVisibility", "hidden");
    const target = opener.current;
    opener.current = null;
    // After the window is gone: back to the launcher or the contact page's chat button.
    requestAnimationFrame(() => (target?.isConnected ? target : document.getElementById(CHAT_LAUNCHER_ID))?.focus());
  }, [setField]);
  // Another page's root data may say otherwise (opening hours pass while the visitor navigates).
  const available = initial?.isChatAvailable;
  useEffect(() => {
    if (available !== undefined) setField("isChatAvailable", available);
  }, [available, setField]);
  const value = useMemo(() => ({ chat, setField, openChat, closeChat }), [chat, setField, openChat, closeChat]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChatAvailability() {
  const context = useContext(ChatContext);
  if (!context) throw new Error("useChatAvailability must be used inside <ChatProvider>");
  return context;
}

export const CHAT_LAUNCHER_ID = "chat-starten";
export const CHAT_WINDOW_ID = "chat-venster";

/** The window the launcher opens (the chat feature's, passed in by the shell route). */
export type ChatWindowComponent = ComponentType<{ onClose: () => void }>;

const MINIMISED_KEY = "mo-chat-minimised";

/** The visitor's choice to make the launcher small, for this browser session (sessionStorage). */
function useMinimised(): [boolean, (value: boolean) => void] {
  const [minimised, setMinimised] = useState(false);
  useEffect(() => {
    try {
      setMinimised(sessionStorage.getItem(MINIMISED_KEY) === "1");
    } catch {
      // storage refused (private mode): the launcher starts full size
    }
  }, []);
  const set = useCallback((value: boolean) => {
    setMinimised(value);
    try {
      if (value) sessionStorage.setItem(MINIMISED_KEY, "1");
      else sessionStorage.removeItem(MINIMISED_KEY);
    } catch {
      // as above
    }
  }, []);
  return [minimised, set];
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The launcher steps aside while it would cover a form's submit button (never over a form's
 * button on a phone): checked on scroll, resize and layout changes, once per frame.
 */
function useStepAside(launcher: React.RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!active) return setAside(false);
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = launcher.current?.getBoundingClientRect();
      if (!own) return;
      const buttons = document.querySelectorAll<HTMLElement>('main button[type="submit"], main input[type="submit"]');
      setAside([...buttons].some((button) => button.getClientRects().length > 0 && overlaps(own, button.getBoundingClientRect())));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const observer = new MutationObserver(schedule);
    const main = document.querySelector("main");
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, [active, launcher]);
  return aside;
}

const launcherBase = css({
  position: "fixed", right: "4", bottom: { base: "20", tabletLandscape: "4" }, zIndex: "sticky",
  display: "flex", alignItems: "center", bg: "brand.primary", color: "brand.onPrimary", rounded: "full", boxShadow: "md",
  transition: "opacity 150ms", "&[data-aside=true]": { opacity: 0, visibility: "hidden" }, _reducedMotion: { transition: "none" },
});
const launcherButton = css({ bg: "transparent", color: "inherit", border: "none", font: "inherit", fontWeight: "semibold", cursor: "pointer", px: "4", py: "2", minH: "11", rounded: "full" });
const minimiseButton = css({ bg: "transparent", color: "inherit", border: "none", cursor: "pointer", w: "11", h: "11", rounded: "full", display: "inline-flex", alignItems: "center", justifyContent: "center", fontSize: "xl", lineHeight: "1" });

/**
 * The slot where the brand's chat mounts (spec §2 shared layout), on every page: a launcher once chat
 * is enabled for the brand, within its opening hours, and the page is hydrated (without JavaScript the
 * contact page's phone and form remain), and the window while it is open. The launcher can be made small
 * ("minimised", kept for the session), and steps aside while it would cover a form's submit button.
 */
export function ChatWidget({ Window }: { Window: ChatWindowComponent }) {
  const { chat, openChat, closeChat, setField } = useChatAvailability();
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [minimised, setMinimised] = useMinimised();
  const launcher = useRef<HTMLDivElement>(null);
  const enabled = chat.liveChatEnabled || chat.salesforceChatEnabled;
  const open = chat.liveChatVisibility === "visible";
  const showLauncher = enabled && hydrated && Boolean(chat.isChatAvailable) && !open;
  const aside = useStepAside(launcher, showLauncher);
  useEffect(() => {
    if (!open && enabled) setField("liveChatVisibility", minimised ? "minimized" : "hidden");
  }, [open, enabled, minimised, setField]);
  if (!enabled) return null;
  return (
    <aside aria-label={t("chatRegionLabel", "Chat met de klantenservice")} data-chat-visibility={chat.liveChatVisibility}>
      {showLauncher ? (
        <div ref={launcher} className={launcherBase} data-aside={aside} data-minimised={minimised}>
          <button
            id={CHAT_LAUNCHER_ID}
            type="button"
            aria-haspopup="dialog"
            aria-label={minimised ? t("chatOpen", "Chat met ons") : undefined}
            onClick={openChat}
            className={cx(launcherButton, minimised ? css({ w: "11", px: "0", display: "inline-flex", alignItems: "center", justifyContent: "center" }) : undefined)}
          >
            {minimised ? <ChatIcon /> : t("chatOpen", "Chat met ons")}
          </button>
          {minimised ? null : (
            <button type="button" className={minimiseButton} aria-label={t("chatMinimise", "Chatknop verkleinen")} onClick={() => setMinimised(true)}>
              <span aria-hidden="true">–</span>
            </button>
          )}
        </div>
      ) : null}
      {hydrated && open ? (
        <Suspense fallback={null}>
          <Window onClose={closeChat} />
        </Suspense>
      ) : null}
    </aside>
  );
}

function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="currentColor" />
    </svg>
  );
}
