import { useCallback, useEffect, useState } from "react";

const storageKey = "church-live-audio-only";

/**
 * The "Audio only" choice, remembered in this browser: a visitor on prepaid data who chose it once
 * gets it again without the video (read after hydration; the server's page has the video facade,
 * which downloads nothing before a press).
 */
export function useAudioOnly() {
  const [state, setState] = useState({ on: false, byClick: false });

  useEffect(() => {
    try {
      if (localStorage.getItem(storageKey) === "1") setState({ on: true, byClick: false });
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  }, []);

  const toggle = useCallback(() => {
    setState((current) => {
      const on = !current.on;
      try {
        if (on) localStorage.setItem(storageKey, "1");
        else localStorage.removeItem(storageKey);
      } catch {
        // As above.
      }
      return { on, byClick: on };
    });
  }, []);

  return { ...state, toggle };
}
