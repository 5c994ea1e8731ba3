import { contentPreviewChars, missingSwahili, type PublishStatus } from "@church/contracts";
import { Badge, SelectField, TextField } from "@church/ui-kit";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { contentNamespace } from "../content.texts.ts";

/** Table previews cut text at 60 characters (staff-area.md); markup is dropped first. */
export function preview(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > contentPreviewChars ? `${plain.slice(0, contentPreviewChars)}...` : plain;
}

export type StatusFilter = "all" | PublishStatus;

/** Search text and status filter of a content list; the search reaches the API once typing settles. */
export function useContentFilters() {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const deferredQ = useDeferredValue(q.trim());
  return {
    q,
    setQ,
    status,
    setStatus,
    query: {
      ...(deferredQ ? { q: deferredQ } : {}),
      ...(status === "all" ? {} : { status }),
    },
  };
}

export function ContentFilters({ filters }: { filters: ReturnType<typeof useContentFilters> }) {
  const { t } = useTranslation(contentNamespace);
  return (
    <div className="ap-filters">
      <TextField
        label={t("common.search")}
        type="search"
        placeholder={t("common.searchPlaceholder")}
        value={filters.q}
        onChange={(event) => filters.setQ(event.target.value)}
      />
      <SelectField
        label={t("common.status")}
        value={filters.status}
        onChange={(event) => {
          const value = event.target.value;
          filters.setStatus(value === "published" || value === "draft" ? value : "all");
        }}
        options={[
          { value: "all", label: t("common.allStatus") },
          { value: "published", label: t("common.published") },
          { value: "draft", label: t("common.draft") },
        ]}
      />
    </div>
  );
}

export function StatusBadge({ status }: { status: PublishStatus }) {
  const { t } = useTranslation(contentNamespace);
  return (
    <Badge tone={status === "published" ? "success" : "neutral"}>
      {status === "published" ? t("common.published") : t("common.draft")}
    </Badge>
  );
}

/**
 * "Swahili ready" only when every field a visitor sees has its Swahili text (issue #17); otherwise the
 * badge names the fields still missing.
 */
export function TranslationBadge<K extends string>({
  item,
  fields,
}: {
  item: Partial<Record<K, unknown>> & { translations?: { sw?: Partial<Record<K, unknown>> } | null };
  fields: readonly K[];
}) {
  const { t } = useTranslation(contentNamespace);
  const missing = missingSwahili(item, fields);
  return missing.length === 0 ? (
    <Badge tone="info">{t("common.translated")}</Badge>
  ) : (
    <Badge tone="warning">
      {t("common.notTranslated")}: {missing.join(", ")}
    </Badge>
  );
}

/** "2026-11-22T15:00" from an ISO moment, for datetime-local inputs (local time). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO moment; empty means none. */
export const fromLocalInput = (value: unknown): string | null =>
  typeof value === "string" && value ? new Date(value).toISOString() : null;
