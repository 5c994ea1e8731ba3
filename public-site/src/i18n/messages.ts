import { useLanguage } from "@church/ui-kit";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { messagesNs } from "./messages.texts.ts";

// The keys are English sentences: no part of them is a namespace or a nesting level.
const literal = { keySeparator: false, nsSeparator: false } as const;

/**
 * Translates a text that came from the contracts or the API (validation messages of the shared
 * schemas, API answers, chat fallbacks) into the visitor's language. English pages show the texts as
 * they are; Swahili pages load the translations the first time one is shown (on the server they are
 * at hand, and a page that used them has them loaded before it hydrates).
 */
export function useTranslateMessage(): (message: string | undefined | null) => string {
  const { language } = useLanguage();
  const { i18n } = useTranslation("site");
  const [ready, setReady] = useState(() => i18n.hasResourceBundle("sw", messagesNs));
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    i18n.loadNamespaces(messagesNs).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [wanted, ready, i18n]);
  return useCallback(
    (message) => {
      if (!message) return "";
      if (language !== "sw") return message;
      if (!ready) {
        // Shown in English for the moment it takes to load the translations (a render can't wait).
        queueMicrotask(() => setWanted(true));
        return message;
      }
      // The server tells the browser which namespaces its page used.
      i18n.reportNamespaces?.addUsedNamespaces([messagesNs]);
      return i18n.t(message, { ...literal, ns: messagesNs, defaultValue: message });
    },
    [language, ready, i18n],
  );
}
