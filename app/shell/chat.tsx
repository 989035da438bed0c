import { createContext, useCallback, useContext, useMemo, useState } from "react";
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
const ChatContext = createContext<{ chat: ChatAvailability; setField: SetField } | null>(null);

export function ChatProvider({ initial, children }: { initial?: Partial<ChatAvailability>; children: React.ReactNode }) {
  const [chat, setChat] = useState<ChatAvailability>({ ...defaultChatAvailability, ...initial });
  const setField = useCallback<SetField>((field, value) => setChat((current) => ({ ...current, [field]: value })), []);
  const value = useMemo(() => ({ chat, setField }), [chat, setField]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChatAvailability() {
  const context = useContext(ChatContext);
  if (!context) throw new Error("useChatAvailability must be used inside <ChatProvider>");
  return context;
}

/** The slot where the brand's chat provider mounts; shows a launcher only once chat is available. */
export function ChatWidget() {
  const { chat, setField } = useChatAvailability();
  const t = useT();
  if (!chat.liveChatEnabled && !chat.salesforceChatEnabled) return null;
  return (
    <aside aria-label={t("chatRegionLabel", "Chat met de klantenservice")} data-chat-visibility={chat.liveChatVisibility}>
      {chat.isChatAvailable && chat.liveChatVisibility !== "visible" ? (
        <button
          type="button"
          onClick={() => setField("liveChatVisibility", "visible")}
          className={css({ position: "fixed", right: "4", bottom: { base: "20", tabletLandscape: "4" }, bg: "brand.primary", color: "brand.onPrimary", px: "4", py: "2", rounded: "full", fontWeight: "semibold", zIndex: "sticky" })}
        >
          {t("chatOpen", "Chat met ons")}
        </button>
      ) : null}
    </aside>
  );
}
