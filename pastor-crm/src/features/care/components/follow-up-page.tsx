import type { FollowUp, FollowUpStepState } from "@church/contracts";
import { Badge, PageHeader, SelectField } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { personName } from "../../../lib/names.ts";
import { useFollowUps } from "../api/get-follow-ups.ts";
import { careNamespace } from "../care.texts.ts";
import { FollowUpStepRow } from "./follow-up-step.tsx";
import { LoadState } from "./load-state.tsx";
import "./care.css";

/** The most pressing first; done last. */
const sections: readonly FollowUpStepState[] = ["overdue", "due_today", "upcoming", "done"];

/**
 * /admin/crm/follow-up: the newcomers' steps of one staff member (theirs by default) or of everyone,
 * in sections by state and, in each, by person.
 */
export function FollowUpPage() {
  const { t } = useTranslation(careNamespace);
  const [assignee, setAssignee] = useState("mine");
  const list = useFollowUps({ assignee });
  const staff = list.data?.staff ?? [];
  return (
    <main className="crm-care">
      <PageHeader
        title={t("followUp.title")}
        description={t("followUp.description")}
        actions={<Link to="/admin/crm/care/settings">{t("nav.settings")}</Link>}
      />
      <SelectField
        label={t("followUp.assignee")}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        options={[
          { value: "mine", label: t("followUp.mine") },
          { value: "all", label: t("followUp.everyone") },
          ...staff.map((s) => ({ value: s.id, label: s.name })),
        ]}
      />
      {list.data ? (
        list.data.followUps.length === 0 ? (
          <p>{t("followUp.empty")}</p>
        ) : (
          sections.map((state) => (
            <FollowUpSection key={state} state={state} followUps={list.data.followUps} />
          ))
        )
      ) : (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      )}
    </main>
  );
}

function FollowUpSection({ state, followUps }: { state: FollowUpStepState; followUps: FollowUp[] }) {
  const { t } = useTranslation(careNamespace);
  const people = followUps.flatMap((followUp) => {
    const steps = followUp.steps.filter((s) => s.state === state);
    return steps.length ? [{ followUp, steps }] : [];
  });
  const headingId = `crm-care-${state}`;
  return (
    <section className="crm-care-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`followUp.sections.${state}`)} <Badge tone="neutral">{people.length}</Badge>
      </h2>
      {people.length ? (
        <ul className="crm-care-people">
          {people.map(({ followUp, steps }) => (
            <li key={followUp.id} className="crm-care-person">
              <Link
                to={`/admin/crm/people/${followUp.person.id}`}
                aria-label={t("followUp.person", { name: personName(followUp.person) })}
              >
                {personName(followUp.person)}
              </Link>
              <ul className="crm-care-steps">
                {steps.map((step) => (
                  <FollowUpStepRow key={step.id} followUp={followUp} step={step} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="crm-care-meta">{t("followUp.emptySection")}</p>
      )}
    </section>
  );
}
