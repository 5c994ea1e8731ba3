import { type CareNote, calendarDate, churchInfo, type Visit } from "@church/contracts";
import { Badge, Button, ConfirmDialog, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/names.ts";
import { useReadNote } from "../api/read-note.ts";
import { useCompleteFollowUp, useDeleteVisit } from "../api/save-care.ts";
import { careNotesNamespace } from "../care-notes.texts.ts";
import { VisitEditDialog } from "./visit-edit-dialog.tsx";

const useDay = () => {
  const { i18n } = useTranslation(careNotesNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (date: string) => formatDay(date.slice(0, 10), language);
};

/**
 * A note's text, or for a confidential one who wrote it and when, with "Read note" for its author and
 * pastors: the text is fetched (and recorded by the API) only then, and forgotten on "Hide".
 */
export function NoteBody({ note }: { note: CareNote }) {
  const { t } = useTranslation(careNotesNamespace);
  const day = useDay();
  const read = useReadNote();
  const [text, setText] = useState<string | null>(null);
  const byLine = t(note.confidential ? "note.confidentialBy" : "note.noteBy", {
    name: note.author.name,
    date: day(note.createdAt),
  });
  if (!note.confidential) {
    return (
      <div className="crm-notes-note">
        <p className="crm-notes-text">{note.text}</p>
        <p className="crm-notes-meta">{byLine}</p>
      </div>
    );
  }
  return (
    <div className="crm-notes-note crm-notes-note--confidential">
      <p className="crm-notes-meta">
        <Badge tone="warning">{t("note.confidential")}</Badge> {byLine}
      </p>
      {text !== null ? (
        <>
          <p className="crm-notes-text">{text}</p>
          <Button variant="secondary" size="sm" onClick={() => setText(null)}>
            {t("note.hide")}
          </Button>
        </>
      ) : note.canRead ? (
        <div className="crm-notes-read">
          <Button
            variant="secondary"
            size="sm"
            loading={read.isPending}
            onClick={() =>
              read.mutate(note.id, {
                onSuccess: ({ note: opened }) => setText(opened.text ?? ""),
                onError: () => toast.error(t("note.readFailed")),
              })
            }
          >
            {t("note.read")}
          </Button>
          <span className="crm-notes-meta">{t("note.readIsRecorded")}</span>
        </div>
      ) : (
        <p className="crm-notes-meta">{t("note.mayNotRead")}</p>
      )}
    </div>
  );
}

/** "Change" and "Delete" for its author and pastors (`canEdit`); a deletion is confirmed first. */
function VisitActions({ visit, onSaved }: { visit: Visit; onSaved?: () => void }) {
  const { t } = useTranslation(careNotesNamespace);
  const remove = useDeleteVisit(onSaved);
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  if (!visit.canEdit) return null;
  const label = `${t(`kinds.${visit.kind}`)}, ${visit.visitedOn}`;
  return (
    <div className="crm-notes-actions">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${t("edit.open")}: ${label}`}
        onClick={() => setOpen("edit")}
      >
        {t("edit.open")}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${t("edit.delete")}: ${label}`}
        onClick={() => setOpen("delete")}
      >
        {t("edit.delete")}
      </Button>
      {open === "edit" && (
        <VisitEditDialog
          visit={visit}
          onOpenChange={(next) => setOpen(next ? "edit" : null)}
          today={calendarDate(new Date(), churchInfo.timeZone)}
          onSaved={onSaved}
        />
      )}
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={(next) => setOpen(next ? "delete" : null)}
        title={t("edit.deleteTitle")}
        description={t("edit.deleteText")}
        confirmLabel={t("edit.delete")}
        cancelLabel={t("edit.cancel")}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(visit.id);
            toast.success(t("edit.deleted"));
          } catch (error) {
            toast.error(t("edit.deleteFailed"));
            throw error;
          }
        }}
      />
    </div>
  );
}

/** One visit: its kind and day, who went, whose household, its note and its follow-up. */
export function VisitItem({ visit, onSaved }: { visit: Visit; onSaved?: () => void }) {
  const { t } = useTranslation(careNotesNamespace);
  const day = useDay();
  const complete = useCompleteFollowUp();
  return (
    // The ids are where a person's timeline entries lead (decision 033).
    <li id={`visit-${visit.id}`} className="crm-notes-item">
      <p className="crm-notes-head">
        <strong>{t(`kinds.${visit.kind}`)}</strong>{" "}
        <time dateTime={visit.visitedOn} className="crm-notes-meta">
          {day(visit.visitedOn)}
        </time>
      </p>
      <p className="crm-notes-meta">
        {t("visit.by", { names: visit.staff.map((s) => s.name).join(", ") })}
        {visit.household && (
          <>
            {" · "}
            {t("visit.household", { name: visit.household.name })}
          </>
        )}
      </p>
      {visit.note && <NoteBody note={visit.note} />}
      {visit.followUpOn && (
        <div className="crm-notes-follow-up">
          {visit.followedUpAt ? (
            <Badge tone="success">{t("visit.followedUp", { date: day(visit.followedUpAt) })}</Badge>
          ) : (
            <>
              <Badge tone="info">{t("visit.followUp", { date: day(visit.followUpOn) })}</Badge>
              <Button
                variant="secondary"
                size="sm"
                loading={complete.isPending}
                onClick={() =>
                  complete.mutate(visit.id, {
                    onSuccess: () => toast.success(t("visit.done")),
                    onError: () => toast.error(t("visit.doneFailed")),
                  })
                }
              >
                {t("visit.markDone")}
              </Button>
            </>
          )}
        </div>
      )}
      <VisitActions visit={visit} onSaved={onSaved} />
    </li>
  );
}

/** Visits, then standalone notes, newest first. */
export function CareList({
  visits,
  notes = [],
  onSaved,
}: {
  visits: Visit[];
  notes?: CareNote[];
  /** After a visit is changed or deleted: what else shows it (a person's timeline) reloads. */
  onSaved?: () => void;
}) {
  const { t } = useTranslation(careNotesNamespace);
  if (visits.length === 0 && notes.length === 0) return <p>{t("none")}</p>;
  return (
    <ul className="crm-notes-list" aria-label={t("title")}>
      {visits.map((visit) => (
        <VisitItem key={visit.id} visit={visit} onSaved={onSaved} />
      ))}
      {notes.map((note) => (
        <li key={note.id} id={`note-${note.id}`} className="crm-notes-item">
          <NoteBody note={note} />
        </li>
      ))}
    </ul>
  );
}
