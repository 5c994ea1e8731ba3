import type { AuditEntry } from "@church/contracts";
import { Card, DataTable, type DataTableColumn } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useAuditLog } from "../api/get-audit-log.ts";
import { usersNamespace } from "../users.texts.ts";

/** The fields that differ between two snapshots, as "field: before → after". */
function describeChange(entry: AuditEntry): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const show = (value: unknown) => (value === undefined || value === null ? "–" : String(value));
  if (entry.before && !entry.after) return show(before.email ?? before.name ?? entry.entityId);
  if (!entry.before && entry.after) return show(after.email ?? after.name ?? entry.entityId);
  return changed.map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`).join(", ");
}

/** The latest staff actions from the audit log (admins only, like the tab). */
export function AuditLogCard() {
  const { t, i18n } = useTranslation(usersNamespace);
  const log = useAuditLog();
  const format = new Intl.DateTimeFormat(i18n.language === "sw" ? "sw-KE" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: "when", header: t("audit.when"), cell: (e) => format.format(new Date(e.createdAt)) },
    { key: "who", header: t("audit.who"), cell: (e) => e.actor?.name || e.actor?.email || t("audit.system") },
    { key: "what", header: t("audit.what"), cell: (e) => e.action },
    { key: "change", header: t("audit.change"), cell: describeChange },
  ];
  return (
    <Card title={t("audit.title")} description={t("audit.intro")}>
      <DataTable
        caption={t("audit.caption")}
        hideCaption
        columns={columns}
        rows={log.data?.entries ?? []}
        getRowKey={(e) => e.id}
        loading={log.isPending}
        empty={log.isError ? undefined : t("audit.empty")}
      />
    </Card>
  );
}
