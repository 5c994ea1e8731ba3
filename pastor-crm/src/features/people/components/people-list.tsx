import { type MembershipStage, membershipStages, PEOPLE_PAGE_SIZE, type Person } from "@church/contracts";
import {
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  PageHeader,
  SelectField,
  Spinner,
  TextField,
  toast,
} from "@church/ui-kit";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { usePeople } from "../api/get-people.ts";
import { useExportPeopleCsv } from "../api/people-csv.ts";
import { peopleNamespace } from "../people.texts.ts";
import { DuplicatesDialog } from "./duplicates-dialog.tsx";
import { LoadError } from "./load-error.tsx";
import { PeopleImportDialog } from "./people-import-dialog.tsx";
import { PersonFormDialog } from "./person-form-dialog.tsx";
import { formatDay, personName } from "./person-name.ts";
import "./people.css";

export const stageTones: Record<MembershipStage, BadgeTone> = {
  visitor: "info",
  attender: "primary",
  member: "success",
  former: "neutral",
};

const stageOf = (value: string | null): MembershipStage | undefined =>
  membershipStages.find((stage) => stage === value);

/** /admin/crm/people: search, stage filter and pages live in the address, so back returns to them. */
export function PeopleList({ aside }: { aside?: ReactNode } = {}) {
  const { t, i18n } = useTranslation(peopleNamespace);
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const stage = stageOf(params.get("stage"));
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const people = usePeople({
    q: q || undefined,
    stage,
    limit: PEOPLE_PAGE_SIZE,
    offset: (page - 1) * PEOPLE_PAGE_SIZE,
  });
  const [typed, setTyped] = useState(q);
  const [adding, setAdding] = useState(false);
  const [duplicates, setDuplicates] = useState(false);
  const [importing, setImporting] = useState(false);
  const exportCsv = useExportPeopleCsv();

  const show = (next: { q?: string; stage?: string; page?: number }) => {
    const merged = { q, stage: stage ?? "", page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set("q", merged.q);
    if (merged.stage) search.set("stage", merged.stage);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ q: typed.trim() });
  };

  const pages = people.data ? Math.max(1, Math.ceil(people.data.total / PEOPLE_PAGE_SIZE)) : 1;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <main className="crm-people">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={exportCsv.isPending}
              // The list's filter as it stands: what the pastor sees is what the file holds.
              onClick={() =>
                exportCsv.mutate(
                  { ...(q ? { q } : {}), ...(stage ? { stage } : {}) },
                  { onError: () => toast.error(t("csv.exportFailed")) },
                )
              }
            >
              {t("csv.export")}
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {t("import.open")}
            </Button>
            <Button variant="secondary" onClick={() => setDuplicates(true)}>
              {t("duplicates.open")}
            </Button>
            <Button onClick={() => setAdding(true)}>{t("add")}</Button>
          </>
        }
      />
      <search>
        <form className="crm-people-search" onSubmit={onSearch}>
          <TextField
            type="search"
            label={t("search.label")}
            placeholder={t("search.placeholder")}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <SelectField
            label={t("search.stage")}
            value={stage ?? ""}
            onChange={(e) => show({ stage: e.target.value })}
            options={[
              { value: "", label: t("search.anyStage") },
              ...membershipStages.map((s) => ({ value: s, label: t(`stages.${s}`) })),
            ]}
          />
          <Button type="submit" variant="secondary">
            {t("search.submit")}
          </Button>
        </form>
      </search>
      {people.isPending ? (
        <div className="crm-center">
          <Spinner size="lg" label={t("loading")} />
        </div>
      ) : people.isError ? (
        <LoadError error={people.error} onRetry={() => void people.refetch()} />
      ) : people.data.people.length === 0 ? (
        <EmptyState title={q || stage ? t("list.empty") : t("list.emptyAll")} headingLevel="none" />
      ) : (
        <>
          <p aria-live="polite">{t("list.count", { count: people.data.total })}</p>
          <ul className="crm-people-list" aria-label={t("list.label")}>
            {people.data.people.map((person) => (
              <PersonRow key={person.id} person={person} language={language} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="crm-people-paging" aria-label={t("list.label")}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
                {t("list.previous")}
              </Button>
              <span>{t("list.page", { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => show({ page: page + 1 })}>
                {t("list.next")}
              </Button>
            </nav>
          )}
        </>
      )}
      <PersonFormDialog open={adding} onOpenChange={setAdding} />
      <DuplicatesDialog open={duplicates} onOpenChange={setDuplicates} />
      <PeopleImportDialog open={importing} onOpenChange={setImporting} />
      {/* What the app composes under the list (the visits to follow up). */}
      {aside}
    </main>
  );
}

function PersonRow({ person, language }: { person: Person; language: string }) {
  const { t } = useTranslation(peopleNamespace);
  const contact = [person.email, ...person.phones].filter(Boolean).join(" · ");
  return (
    <li className="crm-people-row">
      <Link to={`/admin/crm/people/${person.id}`}>
        {personName(person)}
        <Badge tone={stageTones[person.stage]}>{t(`stages.${person.stage}`)}</Badge>
      </Link>
      {contact && <span className="crm-people-meta">{contact}</span>}
      <span className="crm-people-meta">
        {person.household ? `${person.household.name} · ` : ""}
        {person.lastSeenOn
          ? t("list.lastSeen", { date: formatDay(person.lastSeenOn, language) })
          : t("list.neverSeen")}
      </span>
    </li>
  );
}
