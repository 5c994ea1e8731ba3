import { calendarDate, churchInfo } from "@church/contracts";
import { Badge, Card, Spinner } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatDay } from "../../../lib/names.ts";
import { useOpenFollowUps } from "../api/get-follow-ups.ts";
import { careNotesNamespace } from "../care-notes.texts.ts";
import "./care-notes.css";

/** The visits still to follow up, the earliest first, each linking to the person or household. */
export function OpenFollowUps() {
  const { t, i18n } = useTranslation(careNotesNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const followUps = useOpenFollowUps();
  // Nothing to say when it cannot load: the people list below is what the page is for.
  if (followUps.isError) return null;
  const today = calendarDate(new Date(), churchInfo.timeZone);
  return (
    <Card title={t("followUps.title")} className="crm-notes-card">
      {followUps.isPending ? (
        <Spinner size="sm" />
      ) : followUps.data.visits.length === 0 ? (
        <p>{t("followUps.none")}</p>
      ) : (
        <ul className="crm-notes-plain">
          {followUps.data.visits.map((visit) => {
            const due = visit.followUpOn ?? today;
            const date = formatDay(due, language);
            return (
              <li key={visit.id}>
                {visit.person ? (
                  <Link to={`/admin/crm/people/${visit.person.id}`}>{visit.person.name}</Link>
                ) : visit.household ? (
                  <Link to={`/admin/crm/households/${visit.household.id}`}>{visit.household.name}</Link>
                ) : null}{" "}
                <span className="crm-notes-meta">{t(`kinds.${visit.kind}`)}</span>{" "}
                <Badge tone={due < today ? "danger" : "info"}>
                  {t(due < today ? "followUps.overdue" : "followUps.due", { date })}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
