import type { LiveChatBlockKind, LiveChatMessage } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Badge, Button, Card, RowMenu, Skeleton, TextField, toast } from "@church/ui-kit";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLiveChatBlocks, useLiveChatFeed, useModeration } from "../api/live-chat.ts";
import { mediaNamespace } from "../media.texts.ts";

/**
 * The live chat beside the stream settings: the messages as viewers see them, each with a menu to hide
 * it for everyone or block its sender (by name or address) for the rest of the stream, the church's
 * own voice, and who is blocked.
 */
export function LiveChatModeration() {
  const { t, i18n } = useTranslation(mediaNamespace);
  const { messages, connected } = useLiveChatFeed();
  const blocks = useLiveChatBlocks();
  const moderation = useModeration();
  const [draft, setDraft] = useState("");
  const log = useRef<HTMLOListElement>(null);
  const list = messages.data ?? [];
  const clock = new Intl.DateTimeFormat(i18n.language === "sw" ? "sw-KE" : "en-US", { timeStyle: "short" });

  useEffect(() => {
    if (list.length > 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [list.length]);

  const failed = (error: unknown) => toast.error(t("chat.error"), { description: errorText(error, "") });
  const hide = (m: LiveChatMessage) =>
    moderation.hide.mutate(m.id, { onSuccess: () => toast.success(t("chat.hiddenDone")), onError: failed });
  const block = (m: LiveChatMessage, kind: LiveChatBlockKind) =>
    moderation.block.mutate(
      { messageId: m.id, kind },
      { onSuccess: () => toast.success(t("chat.blockedDone", { name: m.user })), onError: failed },
    );
  const post = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    moderation.post.mutate(text, { onSuccess: () => setDraft(""), onError: failed });
  };

  return (
    <Card title={t("chat.title")} description={t("chat.intro")}>
      <div className="ap-stack">
        {!connected && <Alert tone="warning">{t("chat.connectionLost")}</Alert>}
        {messages.isPending ? (
          <Skeleton lines={6} />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard
          <ol ref={log} className="ap-chat-log" aria-label={t("chat.log")} aria-live="polite" tabIndex={0}>
            {list.length === 0 ? (
              <li className="ap-muted">{t("chat.empty")}</li>
            ) : (
              list.map((m) => (
                <li key={m.id} className="ap-chat-message" data-admin={m.isAdmin || undefined}>
                  <div className="ap-chat-message__meta">
                    <strong>{m.user}</strong>
                    {m.isAdmin && <Badge tone="primary">{t("chat.church")}</Badge>}
                    <time dateTime={m.time}>{clock.format(new Date(m.time))}</time>
                  </div>
                  <p>{m.message}</p>
                  {!m.isAdmin && (
                    <div className="ap-chat-message__menu">
                      <RowMenu
                        label={t("chat.actionsFor", { name: m.user })}
                        items={[
                          { label: t("chat.hide"), onSelect: () => hide(m) },
                          { type: "separator" },
                          {
                            label: t("chat.blockName", { name: m.user }),
                            tone: "danger",
                            onSelect: () => block(m, "name"),
                          },
                          {
                            label: t("chat.blockAddress"),
                            tone: "danger",
                            onSelect: () => block(m, "address"),
                          },
                        ]}
                      />
                    </div>
                  )}
                </li>
              ))
            )}
          </ol>
        )}
        <form className="ap-chat-post" onSubmit={post}>
          <TextField
            label={t("chat.postLabel")}
            value={draft}
            maxLength={500}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" loading={moderation.post.isPending} disabled={!draft.trim()}>
            {t("chat.post")}
          </Button>
        </form>
        <section aria-labelledby="chat-blocks" className="ap-stack">
          <h3 id="chat-blocks" className="ap-chat-blocks__title">
            {t("chat.blocksTitle")}
          </h3>
          {(blocks.data ?? []).length === 0 ? (
            <p className="ap-muted">{t("chat.blocksEmpty")}</p>
          ) : (
            <ul className="ap-chat-blocks">
              {(blocks.data ?? []).map((b) => (
                <li key={b.id}>
                  <span>
                    <Badge tone="neutral">{t(`chat.blockKinds.${b.kind}`)}</Badge> {b.name}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("chat.unblockLabel", { name: b.name })}
                    onClick={() => moderation.unblock.mutate(b.id, { onError: failed })}
                  >
                    {t("chat.unblock")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p className="ap-muted">{t("chat.blocksNote")}</p>
        </section>
      </div>
    </Card>
  );
}
