import { calendarDate, churchInfo } from "@church/contracts";
import { Alert, Button, Card, Spinner } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePersonCare } from "../api/get-care.ts";
import { careNotesNamespace } from "../care-notes.texts.ts";
import { CareList } from "./care-list.tsx";
import { NoteDialog } from "./note-dialog.tsx";
import { VisitDialog } from "./visit-dialog.tsx";
import "./care-notes.css";

export interface PersonCareSectionProps {
  person: { id: string; name: string; household: { id: string; name: string } | null };
  /** Called after a save, so what else shows visits (the person's timeline) reloads. */
  onSaved?: () => void;
}

/** "Visits & notes" on a person's page: their visits and their household's, and their notes. */
export function PersonCareSection({ person, onSaved }: PersonCareSectionProps) {
  const { t } = useTranslation(careNotesNamespace);
  const care = usePersonCare(person.id);
  const [dialog, setDialog] = useState<"visit" | "note" | null>(null);
  return (
    <Card
      className="crm-notes-card"
      title={t("title")}
      actions={
        <div className="crm-notes-actions">
          <Button size="sm" onClick={() => setDialog("visit")}>
            {t("addVisit")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog("note")}>
            {t("addNote")}
          </Button>
        </div>
      }
    >
      {care.isPending ? (
        <Spinner label={t("loading")} />
      ) : care.isError ? (
        <Alert tone="error" action={<Button onClick={() => void care.refetch()}>{t("retry")}</Button>}>
          {t("loadFailed")}
        </Alert>
      ) : (
        <CareList visits={care.data.visits} notes={care.data.notes} onSaved={onSaved} />
      )}
      {/* Mounted when opened, so each opening starts empty. */}
      {dialog === "visit" && (
        <VisitDialog
          open
          onOpenChange={(open) => setDialog(open ? "visit" : null)}
          subject={{ person: { id: person.id, name: person.name }, household: person.household }}
          today={calendarDate(new Date(), churchInfo.timeZone)}
          onSaved={onSaved}
        />
      )}
      {dialog === "note" && (
        <NoteDialog
          open
          onOpenChange={(open) => setDialog(open ? "note" : null)}
          person={{ id: person.id, name: person.name }}
          onSaved={onSaved}
        />
      )}
    </Card>
  );
}
