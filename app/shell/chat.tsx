import { type ComponentType, createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { css } from "styled-system/css";
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

/**
 * The slot where the brand's chat mounts: a launcher only once chat is available and the page is
 * hydrated (without JavaScript the contact page's phone and form remain), and the window while it is open.
 */
export function ChatWidget({ Window }: { Window: ChatWindowComponent }) {
  const { chat, openChat, closeChat } = useChatAvailability();
  const t = useT();
  // The floating launcher is offered where a subscriber looks for help, the customer-service pages
  // (ADR 30); elsewhere it would sit over the forms and flows. An open window stays open on other pages.
  const { pathname } = useLocation();
  const offered = pathname === "/klantenservice" || pathname.startsWith("/klantenservice/");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!chat.liveChatEnabled && !chat.salesforceChatEnabled) return null;
  const open = chat.liveChatVisibility === "visible";
  return (
    <aside aria-label={t("chatRegionLabel", "Chat met de klantenservice")} data-chat-visibility={chat.liveChatVisibility}>
      {hydrated && offered && chat.isChatAvailable && !open ? (
        <button
          id={CHAT_LAUNCHER_ID}
          type="button"
          aria-haspopup="dialog"
          onClick={openChat}
          className={css({ position: "fixed", right: "4", bottom: { base: "20", tabletLandscape: "4" }, bg: "brand.primary", color: "brand.onPrimary", px: "4", py: "2", rounded: "full", fontWeight: "semibold", zIndex: "sticky", boxShadow: "md" })}
        >
          {t("chatOpen", "Chat met ons")}
        </button>
      ) : null}
      {hydrated && open ? (
        <Suspense fallback={null}>
          <Window onClose={closeChat} />
        </Suspense>
      ) : null}
    </aside>
  );
}
