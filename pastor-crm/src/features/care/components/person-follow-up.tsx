import { Card } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatDay } from "../../../lib/names.ts";
import { usePersonFollowUp } from "../api/get-person-follow-up.ts";
import { careNamespace } from "../care.texts.ts";
import { FollowUpStepRow } from "./follow-up-step.tsx";
import "./care.css";

/** On a person's page: their newcomer follow-up, every step, each doable from here. */
export function PersonFollowUp({ personId }: { personId: string }) {
  const { t, i18n } = useTranslation(careNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = usePersonFollowUp(personId);
  const followUp = query.data?.followUp;
  if (!query.data) return null;
  return (
    <Card
      title={t("personCard.title")}
      description={
        followUp
          ? `${t("personCard.openedOn", { date: formatDay(followUp.openedOn, language) })} · ${t(
              "personCard.progress",
              {
                done: followUp.steps.filter((s) => s.doneAt).length,
                total: followUp.steps.length,
              },
            )}`
          : undefined
      }
      actions={followUp ? <Link to="/admin/crm/follow-up">{t("personCard.open")}</Link> : undefined}
    >
      {followUp ? (
        <ul className="crm-care-steps">
          {followUp.steps.map((step) => (
            <FollowUpStepRow key={step.id} followUp={followUp} step={step} />
          ))}
        </ul>
      ) : (
        <p>{t("personCard.none")}</p>
      )}
    </Card>
  );
}
