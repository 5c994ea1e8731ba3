import { calendarDate, churchInfo } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, Card, PageHeader, Spinner } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useHouseholdCare } from "../api/get-care.ts";
import { careNotesNamespace } from "../care-notes.texts.ts";
import { CareList } from "./care-list.tsx";
import { VisitDialog } from "./visit-dialog.tsx";
import "./care-notes.css";

/** /admin/crm/households/:id: who lives there and the household's visits. */
export function HouseholdCarePage({ id }: { id: string }) {
  const { t } = useTranslation(careNotesNamespace);
  const care = useHouseholdCare(id);
  const [adding, setAdding] = useState(false);
  const back = <Link to="/admin/crm/people">{t("back")}</Link>;
  if (care.isPending) {
    return (
      <main className="crm-notes-page">
        {back}
        <div className="ck-staff-center">
          <Spinner size="lg" label={t("loading")} />
        </div>
      </main>
    );
  }
  if (care.isError) {
    const status = care.error instanceof ApiError ? care.error.status : 0;
    return (
      <main className="crm-notes-page">
        {back}
        <Alert
          tone="error"
          action={status ? undefined : <Button onClick={() => void care.refetch()}>{t("retry")}</Button>}
        >
          {t("loadFailed")}
        </Alert>
      </main>
    );
  }
  const { household, members, visits } = care.data;
  return (
    <main className="crm-notes-page">
      <PageHeader eyebrow={back} title={t("householdTitle", { name: household.name })} />
      <div className="crm-notes-cards">
        <Card title={t("householdMembers")}>
          <ul className="crm-notes-plain">
            {members.map((member) => (
              <li key={member.id}>
                <Link to={`/admin/crm/people/${member.id}`}>{member.name}</Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card
          className="crm-notes-card"
          title={t("title")}
          actions={
            <Button size="sm" onClick={() => setAdding(true)}>
              {t("addVisit")}
            </Button>
          }
        >
          <CareList visits={visits} />
        </Card>
      </div>
      {adding && (
        <VisitDialog
          open
          onOpenChange={setAdding}
          subject={{ household }}
          today={calendarDate(new Date(), churchInfo.timeZone)}
        />
      )}
    </main>
  );
}
