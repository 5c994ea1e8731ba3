import type { AudioService } from "@church/contracts";
import { Alert, Badge, Button, Card, ConfirmDialog, EmptyState, Skeleton, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAudioServices } from "../api/get-audio-services.ts";
import { useDeleteAudioService } from "../api/save-audio-service.ts";
import { mediaNamespace } from "../media.i18n.ts";
import { AudioFormDialog } from "./audio-form-dialog.tsx";
import { errorText, formatDate } from "./media-helpers.ts";
import "./media.css";

/** AudioService Management: guidelines, the add/edit form and the library. */
export function AudioTab() {
  const { t, i18n } = useTranslation(mediaNamespace);
  const audio = useAudioServices();
  const remove = useDeleteAudioService();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AudioService | undefined>();
  const [deleting, setDeleting] = useState<AudioService | undefined>();
  const open = (item?: AudioService) => {
    setEditing(item);
    setFormOpen(true);
  };
  const guidelines = t("audio.guidelines", { returnObjects: true }) as string[];

  return (
    <div className="ap-stack">
      <Card
        title={t("audio.title")}
        headingLevel={1}
        description={t("audio.intro")}
        actions={<Button onClick={() => open()}>{t("audio.add")}</Button>}
      >
        <h2 className="ap-subheading">{t("audio.guidelinesTitle")}</h2>
        <ul className="ap-guidelines">
          {guidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card title={t("audio.library")}>
        {audio.isError ? (
          <Alert
            tone="error"
            title={t("common.loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void audio.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {errorText(audio.error, "")}
          </Alert>
        ) : audio.isPending ? (
          <Skeleton height="8rem" />
        ) : audio.data.length === 0 ? (
          <EmptyState title={t("audio.empty")} headingLevel="none" />
        ) : (
          <ul className="ap-media-list">
            {audio.data.map((item) => (
              <li key={item.id} className="ap-media-item">
                <div className="ap-media-item__body">
                  <h3>{item.title}</h3>
                  <p className="ap-muted">
                    {t(`audio.categories.${item.category}`)} · {formatDate(item.date, i18n.language)} ·{" "}
                    {item.duration} · {item.speaker}
                    {item.fileSizeBytes !== null &&
                      ` · ${t("audio.size", { size: (item.fileSizeBytes / (1024 * 1024)).toFixed(1) })}`}
                  </p>
                  {item.description && <p>{item.description}</p>}
                  {!item.translations?.sw?.title && <Badge tone="warning">{t("common.notTranslated")}</Badge>}
                  {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
                  <div
                    className="ap-actions"
                    role="group"
                    aria-label={t("common.actionsFor", { title: item.title })}
                  >
                    <a href={item.audioUrl} target="_blank" rel="noopener">
                      {t("audio.listen")}
                    </a>
                    <Button size="sm" variant="secondary" onClick={() => open(item)}>
                      {t("common.edit")}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setDeleting(item)}>
                      {t("common.delete")}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <AudioFormDialog open={formOpen} onOpenChange={setFormOpen} audio={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(value) => !value && setDeleting(undefined)}
        title={t("audio.confirmTitle")}
        description={t("audio.confirmDelete")}
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t("audio.deleted"), { description: t("audio.deletedText") });
          } catch (error) {
            toast.error(t("common.error"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
    </div>
  );
}
