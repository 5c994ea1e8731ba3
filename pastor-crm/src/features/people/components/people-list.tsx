import {
  type Language,
  languageSchema,
  type MembershipStage,
  membershipStages,
  PEOPLE_PAGE_SIZE,
  type PeopleFilter,
  type Person,
} from "@church/contracts";
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
import { useHouseholds } from "../api/get-households.ts";
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
const languageOf = (value: string | null): Language | undefined =>
  languageSchema.options.find((l) => l === value);

/** The weeks the "not seen" filter offers: a month, two, a quarter, half a year. */
const notSeenChoices = [4, 8, 13, 26] as const;

type ListFilter = Partial<Omit<PeopleFilter, "archived">> & { archived?: "true" };

/** The list's filter as the address holds it; anything unknown there is simply no filter. */
function filterFrom(params: URLSearchParams): ListFilter {
  const q = params.get("q")?.trim();
  const weeks = Number(params.get("notSeen"));
  const householdId = params.get("household");
  return {
    ...(q ? { q } : {}),
    ...(stageOf(params.get("stage")) ? { stage: stageOf(params.get("stage")) } : {}),
    ...(languageOf(params.get("language")) ? { language: languageOf(params.get("language")) } : {}),
    ...(householdId && /^[0-9a-f-]{36}$/i.test(householdId) ? { householdId } : {}),
    ...(notSeenChoices.some((n) => n === weeks) ? { notSeenWeeks: weeks } : {}),
    ...(params.get("archived") === "true" ? { archived: "true" as const } : {}),
  };
}

function paramsFrom(filter: ListFilter, page: number): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.q) search.set("q", filter.q);
  if (filter.stage) search.set("stage", filter.stage);
  if (filter.language) search.set("language", filter.language);
  if (filter.householdId) search.set("household", filter.householdId);
  if (filter.notSeenWeeks) search.set("notSeen", String(filter.notSeenWeeks));
  if (filter.archived) search.set("archived", "true");
  if (page > 1) search.set("page", String(page));
  return search;
}

/**
 * /admin/crm/people: search, filters and pages live in the address, so back returns to them and a
 * filtered list can be bookmarked ("Swahili speakers not seen for 8 weeks").
 */
export function PeopleList({ aside }: { aside?: ReactNode } = {}) {
  const { t, i18n } = useTranslation(peopleNamespace);
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const people = usePeople({ ...filter, limit: PEOPLE_PAGE_SIZE, offset: (page - 1) * PEOPLE_PAGE_SIZE });
  const households = useHouseholds({ enabled: true });
  const [typed, setTyped] = useState(filter.q ?? "");
  const [adding, setAdding] = useState(false);
  const [duplicates, setDuplicates] = useState(false);
  const [importing, setImporting] = useState(false);
  const exportCsv = useExportPeopleCsv();

  /** A changed filter starts again on page one; a `""` value clears that filter. */
  const show = (next: { [K in keyof ListFilter]?: ListFilter[K] | "" }, nextPage = 1) => {
    const merged: Record<string, unknown> = { ...filter, ...next };
    for (const key of Object.keys(merged)) if (merged[key] === "") delete merged[key];
    setParams(paramsFrom(merged as ListFilter, nextPage));
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ q: typed.trim() });
  };
  const filtered = Object.keys(filter).length > 0;

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
              onClick={() => exportCsv.mutate(filter, { onError: () => toast.error(t("csv.exportFailed")) })}
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
          <Button type="submit" variant="secondary">
            {t("search.submit")}
          </Button>
        </form>
        <div className="crm-people-filters">
          <SelectField
            label={t("search.stage")}
            value={filter.stage ?? ""}
            onChange={(e) => show({ stage: stageOf(e.target.value) ?? "" })}
            options={[
              { value: "", label: t("search.anyStage") },
              ...membershipStages.map((s) => ({ value: s, label: t(`stages.${s}`) })),
            ]}
          />
          <SelectField
            label={t("search.language")}
            value={filter.language ?? ""}
            onChange={(e) => show({ language: languageOf(e.target.value) ?? "" })}
            options={[
              { value: "", label: t("search.anyLanguage") },
              ...languageSchema.options.map((l) => ({ value: l, label: t(`languages.${l}`) })),
            ]}
          />
          <SelectField
            label={t("search.household")}
            value={filter.householdId ?? ""}
            onChange={(e) => show({ householdId: e.target.value })}
            options={[
              { value: "", label: t("search.anyHousehold") },
              ...(households.data ?? []).map((h) => ({ value: h.id, label: h.name })),
              // A bookmarked household that no longer exists still shows what is filtered.
              ...(filter.householdId && !households.data?.some((h) => h.id === filter.householdId)
                ? [{ value: filter.householdId, label: t("search.household") }]
                : []),
            ]}
          />
          <SelectField
            label={t("search.notSeen")}
            value={filter.notSeenWeeks ? String(filter.notSeenWeeks) : ""}
            onChange={(e) => show({ notSeenWeeks: Number(e.target.value) || "" })}
            options={[
              { value: "", label: t("search.anyTime") },
              ...notSeenChoices.map((weeks) => ({
                value: String(weeks),
                label: t("search.notSeenWeeks", { count: weeks }),
              })),
            ]}
          />
          <SelectField
            label={t("search.show")}
            value={filter.archived ? "true" : ""}
            onChange={(e) => show({ archived: e.target.value === "true" ? "true" : "" })}
            options={[
              { value: "", label: t("search.current") },
              { value: "true", label: t("search.archived") },
            ]}
          />
        </div>
      </search>
      {people.isPending ? (
        <div className="ck-staff-center">
          <Spinner size="lg" label={t("loading")} />
        </div>
      ) : people.isError ? (
        <LoadError error={people.error} onRetry={() => void people.refetch()} />
      ) : people.data.people.length === 0 ? (
        <EmptyState title={filtered ? t("list.empty") : t("list.emptyAll")} headingLevel="none" />
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
              <Button variant="secondary" disabled={page <= 1} onClick={() => show({}, page - 1)}>
                {t("list.previous")}
              </Button>
              <span>{t("list.page", { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => show({}, page + 1)}>
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
