import type { NewsletterDraft, NewsletterDraftContent } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { saveNewsletterDraft } from "../api/save-newsletter-draft.ts";

export type AutosaveStatus =
  | { kind: "saved"; at: Date }
  | { kind: "saving" }
  /** The server could not be reached; a new try is on its way. */
  | { kind: "offline" }
  /** Someone (or another tab) saved since this page read the letter: nothing is saved over it. */
  | { kind: "conflict"; message: string }
  /** The letter was sent (or is being sent) or deleted meanwhile. */
  | { kind: "closed"; reason: "sent" | "gone" };

const RETRY_MS = 5000;

/**
 * Saves the composer's words about `delayMs` after typing stops, over the version it last read (a
 * 409 stops it and says who saved since), and once more as the page goes away (a closed tab, a
 * reload, another app in front on a phone) with a request that outlives the page.
 */
export function useLetterAutosave(
  draft: NewsletterDraft,
  read: () => NewsletterDraftContent,
  delayMs = 1000,
) {
  const version = useRef(draft.version);
  const lastSaved = useRef(JSON.stringify(read()));
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "saved", at: new Date(draft.updatedAt) });

  const isDirty = useCallback(() => JSON.stringify(read()) !== lastSaved.current, [read]);

  const refused = useCallback((error: unknown) => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
      stopped.current = true;
      if (error.status === 404) setStatus({ kind: "closed", reason: "gone" });
      else if (error.fields?.state !== undefined) setStatus({ kind: "closed", reason: "sent" });
      else setStatus({ kind: "conflict", message: error.message });
      return true;
    }
    return false;
  }, []);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) {
      await inFlight.current;
      return save();
    }
    if (stopped.current || !isDirty()) return;
    const content = read();
    const text = JSON.stringify(content);
    setStatus({ kind: "saving" });
    let saved = false;
    const run = (async () => {
      try {
        const answer = await saveNewsletterDraft(draft.id, content, version.current);
        version.current = answer.version;
        lastSaved.current = text;
        saved = true;
      } catch (error) {
        if (!refused(error)) setStatus({ kind: "offline" });
      }
    })();
    inFlight.current = run;
    try {
      await run;
    } finally {
      inFlight.current = null;
    }
    if (stopped.current) return;
    if (!saved) {
      timer.current = setTimeout(() => void save(), RETRY_MS);
    } else if (isDirty()) {
      // Typed on while it was saving: that is saved a moment later.
      timer.current = setTimeout(() => void save(), delayMs);
    } else {
      setStatus({ kind: "saved", at: new Date() });
    }
  }, [draft.id, read, isDirty, refused, delayMs]);

  /** The words changed: save them once typing has stopped for a moment. */
  const changed = useCallback(() => {
    if (stopped.current) return;
    clearTimeout(timer.current);
    if (!isDirty()) return;
    setStatus({ kind: "saving" });
    timer.current = setTimeout(() => void save(), delayMs);
  }, [save, isDirty, delayMs]);

  // The page goes away: the last words go with a request that outlives it.
  const saveRef = useRef({ read, isDirty });
  saveRef.current = { read, isDirty };
  useEffect(() => {
    const flush = () => {
      const current = saveRef.current;
      if (stopped.current || !current.isDirty()) return;
      clearTimeout(timer.current);
      const content = current.read();
      // A save still on its way will have moved the version on by one when this one arrives.
      const base = inFlight.current ? version.current + 1 : version.current;
      lastSaved.current = JSON.stringify(content);
      saveNewsletterDraft(draft.id, content, base, { keepalive: true }).then(
        (saved) => {
          version.current = saved.version;
        },
        () => {
          // Kept in the page: the next change or return to the page saves it again.
          lastSaved.current = "";
        },
      );
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      // Leaving the page inside the app (back to the newsletter tab) saves too.
      flush();
      clearTimeout(timer.current);
    };
  }, [draft.id]);

  /** Saves what is unsaved and answers the version the server holds (before a send or a schedule). */
  const saveNow = useCallback(async (): Promise<number> => {
    await save();
    if (inFlight.current) await inFlight.current;
    return version.current;
  }, [save]);

  /** Takes a letter the server answered (scheduled, or read again) as the one being edited. */
  const adopt = useCallback((next: NewsletterDraft, words: NewsletterDraftContent) => {
    version.current = next.version;
    lastSaved.current = JSON.stringify(words);
    stopped.current = false;
    setStatus({ kind: "saved", at: new Date(next.updatedAt) });
  }, []);

  /** After a conflict: keep these words, saving them over the version the server now holds. */
  const overwrite = useCallback(
    (serverVersion: number) => {
      version.current = serverVersion;
      stopped.current = false;
      lastSaved.current = "";
      void save();
    },
    [save],
  );

  return { status, changed, saveNow, adopt, overwrite };
}
