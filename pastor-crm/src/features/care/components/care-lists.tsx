import type { CareLists } from "@church/contracts";
import { Badge, Card, PageHeader } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatDay, personName } from "../../../lib/names.ts";
import { useCareLists } from "../api/get-care-lists.ts";
import { careNamespace } from "../care.texts.ts";
import { titleIn } from "./follow-up-step.tsx";
import { LoadState } from "./load-state.tsx";
import "./care.css";

/**
 * /admin/crm/care: the lists the pastor opens weekly. `more`: cards the app adds from other features
 * (open visit follow-ups, when visits exist), after these.
 */
/** 5, 10, 15 … years married: the anniversaries a church marks. */
const isRound = (years: number) => years % 5 === 0;

export function CareListsPage({ more }: { more?: ReactNode }) {
  const { t } = useTranslation(careNamespace);
  const lists = useCareLists();
  return (
    <main className="crm-care">
      <PageHeader
        title={t("lists.title")}
        description={t("lists.description")}
        actions={<Link to="/admin/crm/care/settings">{t("lists.settings")}</Link>}
      />
      {lists.data ? (
        <div className="crm-care-cards">
          <CareListCards lists={lists.data} />
          {more}
        </div>
      ) : (
        <LoadState error={lists.error} onRetry={() => void lists.refetch()} />
      )}
    </main>
  );
}

function CareListCards({ lists }: { lists: CareLists }) {
  const { t, i18n } = useTranslation(careNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const day = (date: string) => formatDay(date, language);
  const link = (person: CareLists["newcomers"][number]["person"]) => (
    <Link to={`/admin/crm/people/${person.id}`}>{personName(person)}</Link>
  );
  return (
    <>
      <Card title={t("lists.newcomers")}>
        {lists.newcomers.length ? (
          <ul className="crm-care-plain" aria-label={t("lists.newcomers")}>
            {lists.newcomers.map((n) => (
              <li key={n.person.id}>
                {link(n.person)}
                <p className="crm-care-meta">
                  {t("lists.progress", { done: n.done, total: n.total })} ·{" "}
                  {n.nextStep
                    ? t("lists.next", { step: titleIn(n.nextStep, language), date: day(n.nextStep.dueOn) })
                    : t("lists.finished")}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("lists.newcomersEmpty")}</p>
        )}
      </Card>
      <Card
        title={t("lists.notSeen", { weeks: lists.notSeen.weeks })}
        description={t("lists.notSeenHint", { weeks: lists.notSeen.weeks })}
      >
        {lists.notSeen.people.length ? (
          <ul className="crm-care-plain" aria-label={t("lists.notSeen", { weeks: lists.notSeen.weeks })}>
            {lists.notSeen.people.map((n) => (
              <li key={n.person.id}>
                {link(n.person)}
                <p className="crm-care-meta">{t("lists.lastSeen", { date: day(n.lastSeenOn) })}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("lists.notSeenEmpty")}</p>
        )}
      </Card>
      <Card title={t("lists.birthdays")}>
        {lists.birthdays.length ? (
          <ul className="crm-care-plain" aria-label={t("lists.birthdays")}>
            {lists.birthdays.map((b) => (
              <li key={b.person.id}>
                {link(b.person)}
                <p className="crm-care-meta">
                  {day(b.on)}
                  {b.turns !== null ? ` · ${t("lists.turns", { age: b.turns })}` : ""}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("lists.birthdaysEmpty")}</p>
        )}
      </Card>
      <Card title={t("lists.anniversaries")}>
        {lists.anniversaries.length ? (
          <ul className="crm-care-plain" aria-label={t("lists.anniversaries")}>
            {lists.anniversaries.map((a) => (
              <li key={`${a.on}-${a.people.map((p) => p.id).join("-")}`}>
                {a.people.map((p, i) => (
                  <span key={p.id}>
                    {i > 0 ? " & " : ""}
                    {link(p)}
                  </span>
                ))}
                <p className="crm-care-meta">
                  {day(a.on)}
                  {a.years !== null && a.years > 0 ? (
                    isRound(a.years) ? (
                      <>
                        {" "}
                        <Badge tone="success">{t("lists.roundYears", { count: a.years })}</Badge>
                      </>
                    ) : (
                      ` · ${t("lists.years", { count: a.years })}`
                    )
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("lists.anniversariesEmpty")}</p>
        )}
      </Card>
    </>
  );
}
