import type { PublishStatus } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  RowMenu,
  Skeleton,
  toast,
} from "@church/ui-kit";
import type { QueryKey, UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { PublishStateBadge } from "../../../components/content-form/publish-state-badge.tsx";
import { usePublishToggle } from "../../../components/content-form/use-publish-toggle.ts";
import { mediaNamespace } from "../media.texts.ts";
import "./media.css";

interface MediaItem {
  id: string;
  title: string;
  status: PublishStatus;
  description: string;
  translations?: { sw?: { title?: string } };
}

export interface MediaFormProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item?: T;
}

export interface MediaLibraryTabProps<T extends MediaItem> {
  /** The tab's texts in media.texts.ts. */
  section: "audio" | "videos";
  /** The kind and its list's query key, for its Publish / Unpublish action. */
  kind: "video" | "audio-service";
  listKey: QueryKey;
  library: UseQueryResult<T[]>;
  remove: { mutateAsync: (id: string) => Promise<unknown> };
  /** What the list shows of an item besides its title, description and actions. */
  renderItem: (item: T) => { picture?: ReactNode; facts: ReactNode; link: ReactNode };
  renderForm: (props: MediaFormProps<T>) => ReactNode;
  /** The second line of the deleted toast, when the tab has one. */
  deletedText?: string;
}

/** Videos and Audio: guidelines and Add, the library with its states, the form and the delete confirmation. */
export function MediaLibraryTab<T extends MediaItem>({
  section,
  kind,
  listKey,
  library,
  remove,
  renderItem,
  renderForm,
  deletedText,
}: MediaLibraryTabProps<T>) {
  const { t } = useTranslation(mediaNamespace);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | undefined>();
  const [deleting, setDeleting] = useState<T | undefined>();
  const open = (item?: T) => {
    setEditing(item);
    setFormOpen(true);
  };
  const publishToggle = usePublishToggle(kind, listKey);
  const guidelines = t(`${section}.guidelines`, { returnObjects: true }) as string[];

  return (
    <div className="ap-stack">
      <Card
        title={t(`${section}.title`)}
        headingLevel={1}
        description={t(`${section}.intro`)}
        actions={<Button onClick={() => open()}>{t(`${section}.add`)}</Button>}
      >
        <h2 className="ap-subheading">{t(`${section}.guidelinesTitle`)}</h2>
        <ul className="ap-guidelines">
          {guidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card title={t(`${section}.library`)}>
        {library.isError ? (
          <Alert
            tone="error"
            title={t("common.loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void library.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {errorText(library.error, "")}
          </Alert>
        ) : library.isPending ? (
          <Skeleton height="8rem" />
        ) : library.data.length === 0 ? (
          <EmptyState title={t(`${section}.empty`)} headingLevel="none" />
        ) : (
          <ul className="ap-media-list">
            {library.data.map((item) => {
              const { picture, facts, link } = renderItem(item);
              return (
                <li key={item.id} className="ap-media-item">
                  {picture}
                  <div className="ap-media-item__body">
                    <h3>{item.title}</h3>
                    <PublishStateBadge status={item.status} />
                    <p className="ap-muted">{facts}</p>
                    {item.description && <p>{item.description}</p>}
                    {!item.translations?.sw?.title && (
                      <Badge tone="warning">{t("common.notTranslated")}</Badge>
                    )}
                    <div className="ap-actions">
                      {link}
                      <RowMenu
                        label={t("common.actionsFor", { title: item.title })}
                        items={[
                          { label: t("common.edit"), onSelect: () => open(item) },
                          publishToggle(item),
                          { type: "separator" },
                          {
                            label: t("common.deleteMenu"),
                            tone: "danger",
                            onSelect: () => setDeleting(item),
                          },
                        ]}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {renderForm({ open: formOpen, onOpenChange: setFormOpen, item: editing })}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(value) => !value && setDeleting(undefined)}
        title={
          deleting ? t("common.confirmTitleFor", { title: deleting.title }) : t(`${section}.confirmTitle`)
        }
        description={t(`${section}.confirmDelete`)}
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t(`${section}.deleted`), deletedText ? { description: deletedText } : undefined);
          } catch (error) {
            toast.error(t("common.error"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
    </div>
  );
}
