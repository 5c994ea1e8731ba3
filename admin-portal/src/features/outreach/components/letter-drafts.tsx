import type { NewsletterDraft } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Badge, Button, Card, ConfirmDialog, Skeleton, toast } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "../../../lib/date-time-format.ts";
import { useNewsletterDrafts } from "../api/get-newsletter-drafts.ts";
import { useDeleteNewsletterDraft } from "../api/save-newsletter-draft.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";
import { buffaloDateTime } from "./buffalo-time.ts";

const stateTone = { draft: "neutral", scheduled: "info", sending: "warning", sent: "success" } as const;

function DraftLine({ draft }: { draft: NewsletterDraft }) {
  const { t, i18n } = useTranslation(newsletterNamespace);
  if (draft.state === "scheduled" && draft.scheduledAt) {
    return <>{t("drafts.scheduledFor", { when: buffaloDateTime(draft.scheduledAt, i18n.language) })}</>;
  }
  if (draft.state === "draft" && draft.scheduledAt && Date.parse(draft.scheduledAt) < Date.now()) {
    return <>{t("drafts.missed", { when: buffaloDateTime(draft.scheduledAt, i18n.language) })}</>;
  }
  const when = dateTimeFormat(i18n.language).format(new Date(draft.updatedAt));
  return (
    <>
      {draft.updatedBy
        ? t("drafts.edited", { when, name: draft.updatedBy.name })
        : t("drafts.editedNoName", { when })}
    </>
  );
}

/** The letters not sent yet, last saved first: each opens its composer page, or is deleted after asking. */
export function LetterDrafts({ onOpen }: { onOpen: (draftId: string) => void }) {
  const { t } = useTranslation(newsletterNamespace);
  const drafts = useNewsletterDrafts();
  const remove = useDeleteNewsletterDraft();
  return (
    <Card title={t("drafts.title")}>
      {drafts.isError ? (
        <Alert
          tone="error"
          title={t("loadFailed")}
          action={
            <Button size="sm" variant="secondary" onClick={() => void drafts.refetch()}>
              {t("retry")}
            </Button>
          }
        >
          {errorText(drafts.error, "")}
        </Alert>
      ) : drafts.isPending ? (
        <Skeleton lines={2} />
      ) : drafts.data.length === 0 ? (
        <p className="ap-muted">{t("drafts.none")}</p>
      ) : (
        <ul className="ap-rows" aria-label={t("drafts.title")}>
          {drafts.data.map((draft) => {
            const subject = draft.subject.trim() || t("drafts.untitled");
            return (
              <li key={draft.id} aria-label={subject}>
                <span>
                  <strong>{subject}</strong>{" "}
                  <Badge tone={stateTone[draft.state]}>{t(`drafts.states.${draft.state}`)}</Badge>
                  <br />
                  <span className="ap-muted">
                    <DraftLine draft={draft} />
                  </span>
                </span>
                {draft.state !== "sending" && (
                  <span className="ap-actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t("drafts.openLabel", { subject })}
                      onClick={() => onOpen(draft.id)}
                    >
                      {t("drafts.open")}
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="ghost" aria-label={t("drafts.deleteLabel", { subject })}>
                          {t("drafts.delete")}
                        </Button>
                      }
                      title={t("drafts.deleteTitle", { subject })}
                      description={t("drafts.deleteText")}
                      confirmLabel={t("drafts.delete")}
                      onConfirm={() =>
                        remove.mutateAsync(draft.id).then(
                          () => void toast.success(t("drafts.deleted")),
                          (error: unknown) => {
                            toast.error(t("error"), { description: errorText(error, "") });
                            throw error;
                          },
                        )
                      }
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
