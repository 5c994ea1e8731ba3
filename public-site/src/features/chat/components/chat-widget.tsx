import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChatIcon, CloseIcon } from "../../../components/icons.tsx";
import type { ChatState } from "./chat-panel.tsx";
import "./chat.css";

// The panel (and its code) loads on the first click only.
const ChatPanel = lazy(() => import("./chat-panel.tsx"));

/** The round chat button at the bottom right of every page, and the assistant panel it opens. */
export function ChatWidget() {
  const { t } = useTranslation("site");
  const [state, setState] = useState<ChatState>("closed");
  const [loaded, setLoaded] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);

  const close = () => {
    setState("closed");
    launcher.current?.focus();
  };

  return (
    // Hidden without JavaScript (index.html's noscript style): the assistant needs it.
    <div className="ps-chat ps-js-only" data-state={state}>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} state={state} onStateChange={setState} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        className="ps-chat__launcher"
        aria-expanded={state !== "closed"}
        aria-controls={loaded ? panelId : undefined}
        onClick={() => {
          setLoaded(true);
          setState((current) => (current === "open" ? "closed" : "open"));
        }}
      >
        {state === "open" ? <CloseIcon size={26} /> : <ChatIcon size={26} />}
        <span className="ck-visually-hidden">{state === "open" ? t("chat.close") : t("chat.open")}</span>
      </button>
    </div>
  );
}
