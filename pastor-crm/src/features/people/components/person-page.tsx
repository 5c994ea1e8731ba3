import {
  type CareTimeline,
  formatPhone,
  type MembershipStage,
  membershipStages,
  type Person,
  type PersonDetail,
} from "@church/contracts";
import { Badge, Button, Card, PageHeader, SelectField, Spinner, toast } from "@church/ui-kit";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useArchivePerson } from "../api/archive-person.ts";
import { usePerson } from "../api/get-person.ts";
import { useRemoveRelationship } from "../api/remove-relationship.ts";
import { useSetStage } from "../api/set-stage.ts";
import { peopleNamespace } from "../people.texts.ts";
import { HouseholdDialog } from "./household-dialog.tsx";
import { LoadError } from "./load-error.tsx";
import { stageTones } from "./people-list.tsx";
import { PersonFormDialog } from "./person-form-dialog.tsx";
import { formatDay, personName } from "./person-name.ts";
import { PersonPhoto } from "./person-photo.tsx";
import { PersonPrivacyCard } from "./person-privacy.tsx";
import { RelationshipDialog } from "./relationship-dialog.tsx";
import "./people.css";

export interface PersonPageProps {
  id: string;
  /** What the app adds from other features above the timeline (the newcomer follow-up). */
  care?: ReactNode;
  /** More sections the app composes in after the timeline (visits and notes: the care-notes feature). */
  sections?: (person: Person) => ReactNode;
}

/** /admin/crm/people/:id: who they are, their household, relationships and what they did. */
export function PersonPage({ id, care, sections }: PersonPageProps) {
  const { t } = useTranslation(peopleNamespace);
  const detail = usePerson(id);
  const back = <Link to="/admin/crm/people">{t("back")}</Link>;
  if (detail.isPending) {
    return (
      <main className="crm-people">
        {back}
        <div className="ck-staff-center">
          <Spinner size="lg" label={t("loading")} />
        </div>
      </main>
    );
  }
  if (detail.isError) {
    return (
      <main className="crm-people">
        {back}
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </main>
    );
  }
  return <PersonView detail={detail.data} back={back} care={care} sections={sections} />;
}

function PersonView({
  detail,
  back,
  care,
  sections,
}: {
  detail: PersonDetail;
  back: ReactNode;
  care?: ReactNode;
  sections?: (person: Person) => ReactNode;
}) {
  const { t, i18n } = useTranslation(peopleNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { person, household, relationships, timeline } = detail;
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<"household" | "relationship" | null>(null);
  const setStage = useSetStage();
  const archive = useArchivePerson();
  const removeRelationship = useRemoveRelationship();
  const archived = person.archivedAt !== null;
  const day = (date: string) => formatDay(date, language);
  const address = person.address
    ? [
        person.address.line1,
        person.address.line2,
        person.address.city,
        person.address.region,
        person.address.postalCode,
        person.address.country,
      ]
        .filter(Boolean)
        .join(", ")
    : null;
  const yearlyDay = (d: Person["birthday"]) =>
    d
      ? new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
          month: "long",
          day: "numeric",
          ...(d.year ? { year: "numeric" } : {}),
          timeZone: "UTC",
        }).format(new Date(Date.UTC(d.year ?? 2000, d.month - 1, d.day)))
      : null;
  const birthday = yearlyDay(person.birthday);
  const anniversary = yearlyDay(person.anniversary);
  const none = t("person.none");

  return (
    <main className="crm-people">
      <PageHeader
        eyebrow={back}
        title={personName(person)}
        description={
          <>
            <Badge tone={stageTones[person.stage]}>{t(`stages.${person.stage}`)}</Badge>{" "}
            {archived && <Badge tone="neutral">{t("person.archived")}</Badge>}
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t("edit")}
            </Button>
            <Button
              variant="secondary"
              disabled={archive.isPending}
              onClick={() =>
                archive.mutate(
                  { id: person.id, archived: !archived },
                  {
                    onSuccess: () => toast.success(t(archived ? "person.restored" : "person.archivedNow")),
                    onError: () => toast.error(t("person.archiveFailed")),
                  },
                )
              }
            >
              {archived ? t("person.restore") : t("person.archive")}
            </Button>
          </>
        }
      />
      <PersonPhoto person={person} />
      <SelectField
        label={t("person.markStage")}
        value={person.stage}
        disabled={setStage.isPending}
        options={membershipStages.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
        onChange={(e) =>
          setStage.mutate(
            { id: person.id, stage: e.target.value as MembershipStage },
            {
              onSuccess: () => toast.success(t("person.stageSaved")),
              onError: () => toast.error(t("person.stageFailed")),
            },
          )
        }
      />
      <div className="crm-people-cards">
        <Card title={t("person.contact")}>
          <dl className="crm-people-facts">
            <dt>{t("person.phones")}</dt>
            <dd>{person.phones.length ? person.phones.map(formatPhone).join(", ") : none}</dd>
            <dt>{t("person.email")}</dt>
            <dd>{person.email ?? none}</dd>
            <dt>{t("person.address")}</dt>
            <dd>{address ?? none}</dd>
            <dt>{t("person.language")}</dt>
            <dd>{t(`languages.${person.language}`)}</dd>
            <dt>{t("person.birthday")}</dt>
            <dd>{birthday ?? none}</dd>
            <dt>{t("person.anniversary")}</dt>
            <dd>{anniversary ?? none}</dd>
            <dt>{t("person.gender")}</dt>
            <dd>{person.gender ? t(`genders.${person.gender}`) : none}</dd>
            <dt>{t("person.firstSeen")}</dt>
            <dd>{person.firstSeenOn ? day(person.firstSeenOn) : none}</dd>
            <dt>{t("person.lastSeen")}</dt>
            <dd>{person.lastSeenOn ? day(person.lastSeenOn) : none}</dd>
          </dl>
        </Card>
        <Card
          title={
            household ? (
              <>
                {t("household.title")}:{" "}
                <Link to={`/admin/crm/households/${household.id}`}>{household.name}</Link>
              </>
            ) : (
              t("household.title")
            )
          }
          actions={
            <Button variant="secondary" size="sm" onClick={() => setDialog("household")}>
              {household ? t("household.change") : t("household.add")}
            </Button>
          }
        >
          {household ? (
            <ul className="crm-people-plain">
              {household.members.map((member) => (
                <li key={member.person.id}>
                  {member.person.id === person.id ? (
                    personName(member.person)
                  ) : (
                    <Link to={`/admin/crm/people/${member.person.id}`}>{personName(member.person)}</Link>
                  )}{" "}
                  <Badge tone="neutral">{t(`household.${member.role}`)}</Badge>{" "}
                  {member.isContact && <Badge tone="info">{t("household.contact")}</Badge>}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("household.none")}</p>
          )}
        </Card>
        <Card
          title={t("relationships.title")}
          actions={
            <Button variant="secondary" size="sm" onClick={() => setDialog("relationship")}>
              {t("relationships.add")}
            </Button>
          }
        >
          {relationships.length ? (
            <ul className="crm-people-plain">
              {relationships.map((relation) => (
                <li key={relation.id} className="crm-people-removable">
                  <span>
                    {t(`relationships.${relation.kind}`)}:{" "}
                    <Link to={`/admin/crm/people/${relation.person.id}`}>{personName(relation.person)}</Link>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={removeRelationship.isPending}
                    aria-label={t("relationships.remove", {
                      kind: t(`relationships.${relation.kind}`),
                      name: personName(relation.person),
                    })}
                    onClick={() =>
                      removeRelationship.mutate(
                        { id: person.id, relationshipId: relation.id },
                        { onError: () => toast.error(t("relationships.removeFailed")) },
                      )
                    }
                  >
                    {t("relationships.removeShort")}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("relationships.none")}</p>
          )}
        </Card>
        {care}
        <Card title={t("timeline.title")}>
          {timeline.length ? (
            <ol className="crm-people-plain" aria-label={t("timeline.title")}>
              {timeline.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.occurredAt} className="crm-people-meta">
                    {day(entry.occurredAt.slice(0, 10))}
                  </time>{" "}
                  {/* The screen that shows this row, opening it: the admin portal's tab or a section
                      of this page (decision 033). A plain link: the admin portal is another app. */}
                  <a href={entry.href}>
                    {entry.care ? (
                      <CareEntry care={entry.care} />
                    ) : (
                      <>
                        {t(`timeline.${entry.kind}`)}
                        {entry.summary ? `: ${entry.summary}` : ""}
                      </>
                    )}
                  </a>
                </li>
              ))}
            </ol>
          ) : (
            <p>{t("timeline.none")}</p>
          )}
        </Card>
        {sections?.(person)}
        <PersonPrivacyCard person={person} />
      </div>
      <PersonFormDialog open={editing} onOpenChange={setEditing} person={person} />
      {/* Mounted when opened, so each opening starts from the person as they are now. */}
      {dialog === "household" && (
        <HouseholdDialog open onOpenChange={(open) => setDialog(open ? "household" : null)} person={person} />
      )}
      {dialog === "relationship" && (
        <RelationshipDialog
          open
          onOpenChange={(open) => setDialog(open ? "relationship" : null)}
          person={person}
        />
      )}
    </main>
  );
}

/** "Visit (hospital) by Samuel Mwangi": what a visit or note was and who went or wrote, never its text. */
function CareEntry({ care }: { care: CareTimeline }) {
  const { t } = useTranslation(peopleNamespace);
  const names = care.by.join(", ");
  return (
    <>
      {care.visitKind
        ? t("timeline.visitBy", { kind: t(`timeline.visitKinds.${care.visitKind}`), names })
        : t("timeline.noteBy", { names })}
      {care.household && (
        <>
          {" "}
          <Badge tone="neutral">{t("timeline.household")}</Badge>
        </>
      )}
      {care.confidential && (
        <>
          {" "}
          <Badge tone="warning">{t("timeline.confidential")}</Badge>
        </>
      )}
    </>
  );
}
