import { type ChatMessage, chatLimits, chatMessages } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useMutation } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CloseIcon,
  LightningIcon,
  MinusIcon,
  PhoneIcon,
  RobotIcon,
  SendIcon,
} from "../../../components/icons.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { api } from "../../../lib/api-client.ts";
import { formatClock } from "../../../lib/format.ts";
import { routes } from "../../../lib/routes.ts";
import { chatNs } from "../chat.texts.ts";
import { botMessageFrom, fallbackMessage, userMessage } from "../lib/chat-reply.ts";
import "./chat-panel.css";

const sourceIcons = { chatgpt: RobotIcon, quick_response: LightningIcon, fallback: PhoneIcon } as const;

/** Closed (the round button only), open, or minimised to its title bar. */
export type ChatState = "closed" | "open" | "minimised";

export interface ChatPanelProps {
  id: string;
  state: ChatState;
  onStateChange: (state: ChatState) => void;
  onClose: () => void;
}

/** The assistant: greeting, messages with time and source, typing indicator; Enter sends, Shift+Enter does not. */
export default function ChatPanel({ id, state, onStateChange, onClose }: ChatPanelProps) {
  const { t } = useTranslation(chatNs);
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const ask = useMutation({
    mutationFn: (message: string) =>
      api.call(routes.chat.ask, { body: { message, language } }, { timeoutMs: chatLimits.timeoutMs }),
    onSuccess: (response) => setMessages((current) => [...current, botMessageFrom(response)]),
    onError: (error) => setMessages((current) => [...current, fallbackMessage(error)]),
  });

  useEffect(() => {
    if (state === "open") input.current?.focus();
  }, [state]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  });

  const send = () => {
    const text = draft.trim();
    if (!text || ask.isPending) return;
    setMessages((current) => [...current, userMessage(text.slice(0, chatLimits.maxLength))]);
    setDraft("");
    ask.mutate(text.slice(0, chatLimits.maxLength));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const greeting = language === "sw" ? chatMessages.greetingSw : chatMessages.greeting;
  return (
    <section
      id={id}
      className="ps-chat__panel"
      aria-labelledby={`${id}-title`}
      hidden={state === "closed"}
      data-minimised={state === "minimised" || undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <header className="ps-chat__header">
        <span className="ps-chat__avatar" aria-hidden="true">
          <RobotIcon size={20} />
        </span>
        <div className="ps-chat__heading">
          <h2 id={`${id}-title`} className="ps-chat__title">
            {t("title")}
          </h2>
          <p className="ps-chat__subtitle">{t("subtitle")}</p>
        </div>
        <button
          type="button"
          className="ps-chat__header-button"
          onClick={() => onStateChange(state === "minimised" ? "open" : "minimised")}
          aria-expanded={state === "open"}
        >
          <MinusIcon size={18} />
          <span className="ck-visually-hidden">{state === "minimised" ? t("restore") : t("minimise")}</span>
        </button>
        <button type="button" className="ps-chat__header-button" onClick={onClose}>
          <CloseIcon size={18} />
          <span className="ck-visually-hidden">{t("close")}</span>
        </button>
      </header>
      {state === "open" && (
        <>
          <ol ref={log} className="ps-chat__log" aria-live="polite" aria-label={t("panelLabel")}>
            <li className="ps-chat__message ps-chat__message--bot">
              <p>{greeting}</p>
            </li>
            {messages.map((message) => {
              const Icon = message.source ? sourceIcons[message.source] : null;
              return (
                <li key={message.id} className={`ps-chat__message ps-chat__message--${message.type}`}>
                  <span className="ck-visually-hidden">
                    {message.type === "user" ? t("you") : t("assistant")}:{" "}
                  </span>
                  <p>{message.type === "bot" ? translate(message.content) : message.content}</p>
                  <p className="ps-chat__meta">
                    {Icon && message.source && (
                      <span className="ps-chat__source" title={t(`sources.${message.source}`)}>
                        <Icon size={12} />
                        <span className="ck-visually-hidden">{t(`sources.${message.source}`)}</span>
                      </span>
                    )}
                    <time dateTime={message.timestamp}>{formatClock(message.timestamp, language)}</time>
                  </p>
                </li>
              );
            })}
            {ask.isPending && (
              <li className="ps-chat__message ps-chat__message--bot ps-chat__typing">
                <span className="ps-chat__dots" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                <span className="ck-visually-hidden">{t("typing")}</span>
              </li>
            )}
          </ol>
          <form
            className="ps-chat__form"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <label htmlFor={`${id}-input`} className="ck-visually-hidden">
              {t("input")}
            </label>
            <textarea
              id={`${id}-input`}
              ref={input}
              className="ps-chat__input"
              rows={2}
              value={draft}
              maxLength={chatLimits.maxLength}
              placeholder={t("placeholder")}
              disabled={ask.isPending}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className="ps-chat__send" disabled={ask.isPending || !draft.trim()}>
              <SendIcon size={18} />
              <span className="ck-visually-hidden">{t("send")}</span>
            </button>
            <p id={`${id}-hint`} className="ck-visually-hidden">
              {t("hint")}
            </p>
          </form>
        </>
      )}
    </section>
  );
}
