import type { AudioService } from "@church/contracts";
import { buttonClassName } from "@church/ui-kit";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadIcon } from "../../../components/icons.tsx";
import { useDataSaver } from "../../../lib/render-info.tsx";
import { audioNs } from "../audio.texts.ts";
import {
  findSaved,
  recordingToSave,
  removeSaved,
  type SavedSermon,
  saveSermon,
} from "../lib/saved-sermons.ts";

type State = { kind: "not-saved" | "saving" | "failed" } | { kind: "saved"; saved: SavedSermon };

/** 96_772 -> "97 KB", 2_400_000 -> "2.4 MB". */
export const formatSize = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * "Save for offline" on a sermon's page: keeps the recording on the phone, says how much space it
 * takes, and removes it again. In the server's page as not saved; the browser then says what it holds.
 */
export default function SaveOffline({ item }: { item: AudioService }) {
  const { t } = useTranslation(audioNs);
  const dataSaver = useDataSaver();
  // As the server draws it (it cannot know what this browser keeps), then what the browser says.
  const [state, setState] = useState<State>({ kind: "not-saved" });
  const [removed, setRemoved] = useState(false);
  // After saving or removing, focus goes to the button that undoes it (the pressed one is gone).
  const focusNext = useRef(false);
  const actionButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    findSaved(item).then(
      (saved) => current && setState(saved ? { kind: "saved", saved } : { kind: "not-saved" }),
      () => current && setState({ kind: "not-saved" }),
    );
    return () => {
      current = false;
    };
  }, [item]);

  // In the commit that swaps the buttons: focus never falls to the page in between.
  useLayoutEffect(() => {
    if (focusNext.current && (state.kind === "saved" || state.kind === "not-saved")) {
      focusNext.current = false;
      actionButton.current?.focus();
    }
  }, [state.kind]);

  const url = recordingToSave(item, dataSaver);
  const expected = url === item.lowBitrateUrl ? item.lowBitrateSizeBytes : item.fileSizeBytes;

  const save = async () => {
    setState({ kind: "saving" });
    setRemoved(false);
    try {
      const saved = await saveSermon(url);
      focusNext.current = true;
      setState({ kind: "saved", saved });
    } catch {
      setState({ kind: "failed" });
    }
  };
  const remove = async () => {
    await removeSaved(item);
    focusNext.current = true;
    setRemoved(true);
    setState({ kind: "not-saved" });
  };

  if (state.kind === "saved") {
    return (
      <div className="ps-save-offline">
        <p className="ps-save-offline__status" role="status">
          {t("offline.saved", { size: formatSize(state.saved.bytes) })}
        </p>
        <button
          ref={actionButton}
          type="button"
          className={buttonClassName("secondary", "sm")}
          onClick={remove}
        >
          {t("offline.remove")}
        </button>
      </div>
    );
  }
  return (
    <div className="ps-save-offline">
      <button
        ref={actionButton}
        type="button"
        className={buttonClassName("secondary", "sm")}
        onClick={save}
        disabled={state.kind === "saving"}
      >
        <DownloadIcon size={18} />
        {state.kind === "saving" ? t("offline.saving") : t("offline.save")}
      </button>
      {expected !== null && <p className="ps-muted">{t("offline.hint", { size: formatSize(expected) })}</p>}
      {state.kind === "failed" && (
        <p className="ps-save-offline__error" role="alert">
          {t("offline.failed")}
        </p>
      )}
      {removed && <p role="status">{t("offline.removed")}</p>}
    </div>
  );
}
