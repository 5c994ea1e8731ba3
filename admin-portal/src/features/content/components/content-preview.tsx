import { Button } from "@church/ui-kit";
import { createContext, type ReactNode, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { contentNamespace } from "../content.texts.ts";

/** What the public site's ContentPreview renders (the app passes the federated module in). */
export interface ContentPreviewItem {
  kind: "announcement" | "article";
  title: string;
  summary?: string | null;
  bodyHtml: string;
  author?: string | null;
  date?: string | null;
}

export type RenderContentPreview = (item: ContentPreviewItem) => ReactNode;

export const ContentPreviewContext = createContext<RenderContentPreview | undefined>(undefined);

/** A Show preview toggle under a form; nothing when the app gave no renderer. */
export function FormPreview({ item }: { item: ContentPreviewItem }) {
  const { t } = useTranslation(contentNamespace);
  const render = useContext(ContentPreviewContext);
  const [shown, setShown] = useState(false);
  if (!render) return null;
  return (
    <div className="ap-stack ap-form-preview">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-expanded={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? t("common.hidePreview") : t("common.showPreview")}
      </Button>
      {shown && <div className="ap-form-preview__body">{render(item)}</div>}
    </div>
  );
}
