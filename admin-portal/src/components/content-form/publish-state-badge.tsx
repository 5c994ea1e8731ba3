import type { PublishStatus } from "@church/contracts";
import { Badge } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { contentFormNamespace } from "./content-form.texts.ts";

/** Draft or Published, for lists that have no status column of their own (videos, sermons). */
export function PublishStateBadge({ status }: { status: PublishStatus }) {
  const { t } = useTranslation(contentFormNamespace);
  return (
    <Badge tone={status === "published" ? "success" : "neutral"}>
      {status === "published" ? t("published") : t("draft")}
    </Badge>
  );
}
