import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { liveNs } from "../live.texts.ts";

const tabs = ["stream", "chat"] as const;
type Tab = (typeof tabs)[number];

interface LiveTabsProps {
  stream: ReactNode;
  chat: ReactNode;
}

/**
 * On a phone (one column) the stream's details and the chat are two tabs right under the player, so
 * the chat is one tap away instead of far below; on a wide screen the tabs are hidden (CSS) and both
 * panels show, the chat in the sidebar beside the player.
 */
export function LiveTabs({ stream, chat }: LiveTabsProps) {
  const { t } = useTranslation(liveNs);
  const [selected, setSelected] = useState<Tab>("stream");
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ stream: null, chat: null });

  // Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern, selection follows focus).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[to % tabs.length] ?? "stream";
    setSelected(tab);
    buttons.current[tab]?.focus();
  };

  const panels: Record<Tab, ReactNode> = { stream, chat };
  return (
    <>
      <div className="ps-live-tabs" role="tablist" aria-label={t("tabs.label")}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`live-tab-${tab}`}
            className="ps-live-tabs__tab"
            aria-selected={selected === tab}
            aria-controls={`live-panel-${tab}`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          id={`live-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`live-tab-${tab}`}
          className={`ps-stack ps-live-panel ps-live-panel--${tab}`}
          data-selected={selected === tab || undefined}
        >
          {panels[tab]}
        </div>
      ))}
    </>
  );
}
