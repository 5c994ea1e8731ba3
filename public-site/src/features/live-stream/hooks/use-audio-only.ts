import { useCallback, useEffect, useState } from "react";
import { audioOnlyChosen, audioOnlyKey as storageKey } from "../audio-only-choice.ts";

/**
 * The "Audio only" choice, remembered in this browser: a visitor on prepaid data who chose it once
 * gets it again without the video (read after hydration; the server's page has the video facade,
 * which downloads nothing before a press).
 */
export function useAudioOnly() {
  const [state, setState] = useState({ on: false, byClick: false });

  useEffect(() => {
    if (audioOnlyChosen()) setState({ on: true, byClick: false });
  }, []);

  const toggle = useCallback(() => {
    setState((current) => {
      const on = !current.on;
      try {
        if (on) localStorage.setItem(storageKey, "1");
        else localStorage.removeItem(storageKey);
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
      return { on, byClick: on };
    });
  }, []);

  return { ...state, toggle };
}
