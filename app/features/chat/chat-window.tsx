import { useCallback, useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { CHAT_WINDOW_ID, useChatAvailability } from "~/shell/chat";
import { useT } from "~/shell/i18n";
import { useRootData } from "~/shell/root-data";
import { buttonRecipe } from "~/ui/button/button";
import { ChatApiError, chatApi, type StoredConversation, storeConversation, storedConversation } from "./chat-client";
import { type ChatMessageView, MAX_CHAT_MESSAGE_LENGTH } from "./intent";

// The subscriber's chat window (ADR 30), loaded from its own chunk when the launcher is first used.
// A non-modal dialog: the conversation as a log (new messages announced politely), a labelled message
// field with its error beside it, Escape closes and focus returns to the opener (the shell does that).
// The conversation starts with the first message and is read by long polling the portal's chat API.

const windowClass = css({
  position: "fixed",
  zIndex: "overlay",
  bg: "bg.canvas",
  color: "fg.default",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "fg.muted",
  boxShadow: "lg",
  display: "flex",
  flexDirection: "column",
  // A phone (375 px): the whole width at the bottom; larger screens: a panel at the bottom right.
  insetX: { base: "0", md: "auto" },
  right: { md: "4" },
  bottom: { base: "0", md: "4" },
  w: { md: "24rem" },
  maxH: { base: "85dvh", md: "min(36rem, 85dvh)" },
  roundedTop: "lg",
  roundedBottom: { base: "none", md: "lg" },
});
const headerClass = css({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "2", p: "3", bg: "brand.primary", color: "brand.onPrimary", roundedTop: "lg" });
const logClass = css({ p: "3", overflowY: "auto", flex: "1", minH: "8rem" });
const listClass = css({ listStyle: "none", m: "0", p: "0", display: "flex", flexDirection: "column", gap: "2" });
const bubble = css({ maxW: "85%", px: "3", py: "2", rounded: "lg", whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
const mine = css({ alignSelf: "flex-end", bg: "bg.subtle", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default" });
const theirs = css({ alignSelf: "flex-start", borderWidth: "1px", borderStyle: "solid", borderColor: "fg.muted" });
const muted = css({ color: "fg.muted", fontSize: "sm", m: "0" });

const mergeMessages = (current: ChatMessageView[], incoming: ChatMessageView[]) => {
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
};

export function ChatWindow({ onClose }: { onClose: () => void }) {
  const t = useT();
  const root = useRootData();
  const { setField } = useChatAvailability();
  const ids = { title: useId(), field: useId(), hint: useId(), error: useId() };
  const [conversation, setConversation] = useState<StoredConversation | null>(() => storedConversation());
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  /** Who ended the conversation (null: it is open). */
  const [ended, setEnded] = useState<"subscriber" | "agent" | "idle" | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const lastSeqRef = useRef(0);
  lastSeqRef.current = lastSeq;
  const unavailable = t("chatNotReachable", "De chat is even niet bereikbaar. Probeer het zo opnieuw.");

  useEffect(() => field.current?.focus(), []);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages.length]);

  const refused = useCallback(
    (caught: unknown) => {
      if (!(caught instanceof ChatApiError)) return setNotice(unavailable);
      if (caught.refusal.code === "CHAT-CLOSED") setField("isChatAvailable", false);
      if (caught.status === 404) {
        storeConversation(null);
        setConversation(null);
        setMessages([]);
      }
      if (caught.refusal.field === "text") setError(caught.refusal.message);
      else setNotice(caught.refusal.message);
    },
    [setField, unavailable],
  );

  // Long poll while the conversation is open: each read waits at the origin for the next message.
  useEffect(() => {
    if (!conversation || ended) return;
    const controller = new AbortController();
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          const { conversation: read } = await chatApi.read(conversation, lastSeqRef.current, controller.signal, unavailable);
          setMessages((current) => mergeMessages(current, read.messages));
          if (read.messages.length) lastSeqRef.current = Math.max(lastSeqRef.current, ...read.messages.map((message) => message.seq));
          if (read.status === "ended") {
            setEnded(read.endedBy ?? "agent");
            storeConversation(null);
            return;
          }
        } catch (caught) {
          if (controller.signal.aborted) return;
          if (caught instanceof ChatApiError && caught.status === 404) return refused(caught);
          await new Promise((resolve) => setTimeout(resolve, 3000));
        }
      }
    })();
    return () => controller.abort();
  }, [conversation, ended, refused, unavailable]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = text.trim();
    if (!value) return setError(t("chatMessageRequired", "Typ eerst uw bericht."));
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      let current = conversation;
      if (!current) {
        const started = await chatApi.start(unavailable);
        current = { id: started.conversation.id, token: started.token };
        storeConversation(current);
        setConversation(current);
      }
      const { message } = await chatApi.send(current, value, unavailable);
      setMessages((existing) => mergeMessages(existing, [message]));
      setText("");
    } catch (caught) {
      refused(caught);
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  }

  async function endConversation() {
    if (!conversation) return;
    try {
      await chatApi.end(conversation, unavailable);
      setEnded("subscriber");
      storeConversation(null);
    } catch (caught) {
      refused(caught);
    }
  }

  function startAgain() {
    setConversation(null);
    setMessages([]);
    setEnded(null);
    setNotice(null);
    requestAnimationFrame(() => field.current?.focus());
  }

  const account = root?.account;
  return (
    <section
      id={CHAT_WINDOW_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={ids.title}
      className={windowClass}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={headerClass}>
        <div>
          <h2 id={ids.title} className={css({ fontSize: "md", fontWeight: "bold", m: "0" })}>
            {t("chatWindowTitle", "Chat met de klantenservice")}
          </h2>
          <p className={css({ fontSize: "sm", m: "0" })}>
            {account ? t("chatSignedInAs", "U chat als {name}", { name: account.username }) : t("chatAnonymous", "U bent niet ingelogd. Noem geen wachtwoorden of betaalgegevens.")}
          </p>
        </div>
        <button type="button" onClick={onClose} className={cx(buttonRecipe({ variant: "ghost", size: "icon" }), css({ color: "inherit", _hover: { bg: "transparent", textDecoration: "underline" } }))}>
          {t("chatClose", "Sluiten")}
        </button>
      </div>
      <div ref={log} role="log" aria-live="polite" aria-label={t("chatLogLabel", "Gesprek")} className={logClass} tabIndex={0}>
        <ol className={listClass}>
        {messages.length === 0 ? (
          <li className={muted}>{t("chatIntro", "Stel uw vraag. Een medewerker van de klantenservice antwoordt hier.")}</li>
        ) : (
          messages.map((message) => (
            <li key={message.seq} className={cx(bubble, message.author === "subscriber" ? mine : theirs)}>
              <span className={css({ srOnly: true })}>{message.author === "subscriber" ? t("chatYou", "U:") : t("chatAgent", "Medewerker:")} </span>
              {message.text}
            </li>
          ))
        )}
        {ended === "idle" ? (
          <li className={muted}>{t("chatEndedIdle", "Het gesprek is gesloten omdat er een tijd niets is gezegd. Heeft u nog een vraag? Start een nieuw gesprek.")}</li>
        ) : ended ? (
          <li className={muted}>{t("chatEnded", "Het gesprek is beëindigd. Bedankt voor uw vraag.")}</li>
        ) : null}
        </ol>
      </div>
      {notice ? (
        <p role="alert" className={css({ color: "status.error", px: "3", m: "0", fontWeight: "semibold" })}>
          {notice}
        </p>
      ) : null}
      {ended ? (
        <div className={css({ p: "3" })}>
          <button type="button" className={buttonRecipe({ variant: "primary", size: "md" })} onClick={startAgain}>
            {t("chatStartAgain", "Nieuw gesprek starten")}
          </button>
        </div>
      ) : (
        <form onSubmit={send} noValidate className={css({ p: "3", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default", display: "flex", flexDirection: "column", gap: "2" })}>
          <label htmlFor={ids.field} className={css({ fontWeight: "semibold" })}>
            {t("chatMessageLabel", "Uw bericht")}
          </label>
          {error ? (
            <p id={ids.error} className={css({ color: "status.error", m: "0", fontWeight: "semibold" })}>
              {error}
            </p>
          ) : null}
          <textarea
            ref={field}
            id={ids.field}
            name="text"
            rows={2}
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            className={css({ w: "full", p: "2", font: "inherit", bg: "bg.canvas", color: "fg.default", borderWidth: "1px", borderStyle: "solid", borderColor: error ? "status.error" : "fg.muted", rounded: "md" })}
          />
          <p id={ids.hint} className={muted}>
            {t("chatMessageHint", "Maximaal {max} tekens. Gebruik geen < > ^ # = / of :.", { max: MAX_CHAT_MESSAGE_LENGTH })}
          </p>
          <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
            <button type="submit" className={buttonRecipe({ variant: "primary", size: "md" })} aria-disabled={busy || undefined}>
              {t("chatSend", "Versturen")}
            </button>
            {conversation ? (
              <button type="button" className={buttonRecipe({ variant: "secondary", size: "md" })} onClick={endConversation}>
                {t("chatEnd", "Gesprek beëindigen")}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
