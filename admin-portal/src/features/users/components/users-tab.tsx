import type { SessionUser, StaffUser } from "@church/contracts";
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  RowMenu,
  toast,
} from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUsers } from "../api/get-users.ts";
import { type UserAction, useUserAction } from "../api/save-user.ts";
import { usersNamespace } from "../users.texts.ts";
import { AuditLogCard } from "./audit-log-card.tsx";
import { userErrorText } from "./user-errors.ts";
import { UserFormDialog } from "./user-form-dialog.tsx";

export interface UsersTabProps {
  /** The signed-in administrator: their own row cannot be paused or deleted. */
  currentUser: SessionUser;
}

const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));

const doneText = {
  pause: "toast.paused",
  activate: "toast.activated",
  remove: "toast.deleted",
  invite: "toast.invited",
} as const satisfies Record<UserAction, string>;

/** The Users tab of staff-area.md: the accounts table with edit, pause or activate, and delete. */
export function UsersTab({ currentUser }: UsersTabProps) {
  const { t, i18n } = useTranslation(usersNamespace);
  const { t: tAdmin } = useTranslation("admin");
  const users = useUsers();
  const action = useUserAction();
  const [editing, setEditing] = useState<StaffUser | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<StaffUser | undefined>();

  const openForm = (user?: StaffUser) => {
    setEditing(user);
    setFormOpen(true);
  };
  const run = (user: StaffUser, kind: UserAction) =>
    action.mutateAsync({ id: user.id, action: kind }).then(
      () => {
        toast.success(t(doneText[kind]));
      },
      (error: unknown) => {
        toast.error(t("toast.actionError"), { description: userErrorText(error) });
        throw error;
      },
    );

  const columns: DataTableColumn<StaffUser>[] = [
    { key: "name", header: t("columns.name"), rowHeader: true, sortValue: (u) => u.name },
    { key: "email", header: t("columns.email"), sortValue: (u) => u.email },
    {
      key: "role",
      header: t("columns.role"),
      cell: (u) => tAdmin(`roles.${u.role}`),
      sortValue: (u) => u.role,
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (u) => (
        <Badge tone={u.status === "active" ? "success" : "danger"}>{t(`status.${u.status}`)}</Badge>
      ),
    },
    {
      key: "lastLogin",
      header: t("columns.lastLogin"),
      cell: (u) => (u.lastLogin ? formatDateTime(u.lastLogin, i18n.language) : t("never")),
      sortValue: (u) => u.lastLogin ?? "",
    },
    {
      key: "twoFactor",
      header: t("columns.twoFactor"),
      cell: (u) => (
        <Badge tone={u.twoFactorEnabled ? "success" : "neutral"}>
          {u.twoFactorEnabled ? t("twoFactor.enabled") : t("twoFactor.disabled")}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (u) => {
        const self = u.id === currentUser.id;
        return (
          <RowMenu
            label={t("actionsFor", { name: u.name })}
            items={[
              { label: t("actions.edit"), onSelect: () => openForm(u) },
              // A lost or expired invitation, or a forgotten password: the owner chooses it, never the admin.
              ...(u.status === "active"
                ? [{ label: t("actions.invite"), onSelect: () => void run(u, "invite").catch(() => {}) }]
                : []),
              u.status === "active"
                ? {
                    label: t("actions.pause"),
                    disabled: self,
                    onSelect: () => void run(u, "pause").catch(() => {}),
                  }
                : { label: t("actions.activate"), onSelect: () => void run(u, "activate").catch(() => {}) },
              { type: "separator" },
              {
                label: t("actions.deleteMenu"),
                tone: "danger",
                disabled: self,
                onSelect: () => setDeleting(u),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <div className="ap-stack">
      <Card
        title={t("title")}
        headingLevel={1}
        description={t("intro")}
        actions={<Button onClick={() => openForm()}>{t("add")}</Button>}
      >
        {users.isError ? (
          <Alert
            tone="error"
            title={t("loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void users.refetch()}>
                {t("retry")}
              </Button>
            }
          />
        ) : (
          <DataTable
            stackOnNarrow
            caption={t("caption")}
            hideCaption
            columns={columns}
            rows={users.data ?? []}
            getRowKey={(u) => u.id}
            loading={users.isPending}
            empty={t("empty")}
            defaultSort={{ key: "name", direction: "ascending" }}
          />
        )}
      </Card>
      <AuditLogCard />
      <UserFormDialog open={formOpen} onOpenChange={setFormOpen} user={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t("confirmDelete")}
        description={deleting ? t("confirmDeleteText", { name: deleting.name }) : undefined}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("form.cancel")}
        onConfirm={() => (deleting ? run(deleting, "remove") : undefined)}
      />
    </div>
  );
}
