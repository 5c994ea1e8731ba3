import { liveChatLimits } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Badge, Button, TextField, useLanguage } from "@church/ui-kit";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { formatClock } from "../../../lib/format.ts";
import { useLiveChat, usePostLiveChat } from "../api/live-chat.ts";
import { liveNs } from "../live.texts.ts";

const nameKey = "church-live-chat-name";

/** Server-backed chat for viewers (rate-limited by the API; staff can post as the church). */
export function LiveChatPanel() {
  const { t } = useTranslation(liveNs);
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const chat = useLiveChat();
  const post = usePostLiveChat();
  const [user, setUser] = useState("");
  const [message, setMessage] = useState("");
  const log = useRef<HTMLOListElement>(null);
  const messages = chat.data ?? [];

  // The name given earlier in this tab, once in the browser (the server's page has none).
  useEffect(() => {
    setUser((current) => current || (sessionStorage.getItem(nameKey) ?? ""));
  }, []);

  useEffect(() => {
    if (messages.length > 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    const name = user.trim();
    if (!text || !name) return;
    sessionStorage.setItem(nameKey, name);
    post.mutate({ user: name, message: text }, { onSuccess: () => setMessage("") });
  };
  const error =
    post.error instanceof ApiError ? translate(post.error.message) : post.error ? t("chat.loadError") : null;

  return (
    <section className="ps-panel ps-live-chat" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title" className="ps-panel__title">
        {t("chat.title")}
      </h2>
      <p className="ps-muted ps-small">{t("chat.intro")}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard */}
      <ol ref={log} className="ps-live-chat__log" aria-label={t("chat.log")} aria-live="polite" tabIndex={0}>
        {chat.isError && messages.length === 0 ? (
          <li className="ps-muted">{t("chat.loadError")}</li>
        ) : messages.length === 0 ? (
          <li className="ps-muted">{t("chat.empty")}</li>
        ) : (
          messages.map((item) => (
            <li
              key={item.id}
              className={
                item.isAdmin ? "ps-live-chat__message ps-live-chat__message--admin" : "ps-live-chat__message"
              }
            >
              <p className="ps-live-chat__meta">
                <strong>{item.user}</strong>
                {item.isAdmin && <Badge tone="primary">{t("chat.admin")}</Badge>}
                <time dateTime={item.time}>{formatClock(item.time, language)}</time>
              </p>
              <p>{item.message}</p>
            </li>
          ))
        )}
      </ol>
      <NeedsJavaScript kind="form">
        <form className="ps-live-chat__form" onSubmit={submit}>
          <TextField
            label={t("chat.name")}
            value={user}
            maxLength={liveChatLimits.userMax}
            autoComplete="nickname"
            onChange={(event) => setUser(event.target.value)}
          />
          <TextField
            label={t("chat.message")}
            value={message}
            maxLength={liveChatLimits.messageMax}
            onChange={(event) => setMessage(event.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" loading={post.isPending} disabled={!message.trim() || !user.trim()}>
            {post.isPending ? t("chat.sending") : t("chat.send")}
          </Button>
        </form>
      </NeedsJavaScript>
    </section>
  );
}
