import { Card, SelectField, TextArea, TextField } from "@church/ui-kit";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { sanitizeRichText } from "../rich-text/sanitize-rich-text.ts";

export type PreviewKind = "announcement" | "article";

export interface PreviewDraft {
  kind: PreviewKind;
  title: string;
  summary: string;
  bodyHtml: string;
}

export interface ContentPreviewPanelProps {
  /** Renders the draft as the public site does (the app passes the federated ContentPreview). */
  renderPreview: (draft: PreviewDraft) => ReactNode;
}

/** A scratch pad: staff type an announcement or article and see it in the public site's own look. */
export function ContentPreviewPanel({ renderPreview }: ContentPreviewPanelProps) {
  const { t } = useTranslation("admin");
  const [draft, setDraft] = useState<PreviewDraft>(() => ({
    kind: "announcement",
    title: t("overview.previewDefaultTitle"),
    summary: t("overview.previewDefaultSummary"),
    bodyHtml: t("overview.previewDefaultBody"),
  }));
  // The preview shows what the public site would: the body as the API would store it, sanitised.
  const shown = useMemo(() => ({ ...draft, bodyHtml: sanitizeRichText(draft.bodyHtml) }), [draft]);
  const set = <K extends keyof PreviewDraft>(key: K, value: PreviewDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Card title={t("overview.previewTitle")} description={t("overview.previewIntro")}>
      <div className="ap-preview">
        <div className="ap-preview__form">
          <SelectField
            label={t("overview.previewKind")}
            value={draft.kind}
            onChange={(event) => set("kind", event.target.value === "article" ? "article" : "announcement")}
          >
            <option value="announcement">{t("overview.previewKinds.announcement")}</option>
            <option value="article">{t("overview.previewKinds.article")}</option>
          </SelectField>
          <TextField
            label={t("overview.previewHeading")}
            value={draft.title}
            onChange={(event) => set("title", event.target.value)}
          />
          <TextArea
            label={t("overview.previewSummary")}
            rows={2}
            value={draft.summary}
            onChange={(event) => set("summary", event.target.value)}
          />
          <TextArea
            label={t("overview.previewBody")}
            rows={4}
            value={draft.bodyHtml}
            onChange={(event) => set("bodyHtml", event.target.value)}
          />
        </div>
        <div className="ap-preview__result">{renderPreview(shown)}</div>
      </div>
    </Card>
  );
}
