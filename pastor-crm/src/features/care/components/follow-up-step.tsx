import type { FollowUp, FollowUpStep, FollowUpStepState } from "@church/contracts";
import { Badge, type BadgeTone, Button, TextArea, toast } from "@church/ui-kit";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, personName } from "../../../lib/names.ts";
import { useSetStepDone } from "../api/update-step.ts";
import { careNamespace } from "../care.texts.ts";
import { WelcomeDialog } from "./welcome-dialog.tsx";

export const stateTones: Record<FollowUpStepState, BadgeTone> = {
  overdue: "danger",
  due_today: "warning",
  upcoming: "neutral",
  done: "success",
};

/** The step's title in the reader's language. */
export const titleIn = (step: Pick<FollowUpStep, "titleEn" | "titleSw">, language: string) =>
  language === "sw" ? step.titleSw : step.titleEn;

/**
 * One step: done with one tap (a note first, if wanted), or, for a message step, the welcome sent
 * from here. A done step says when and by whom, and can be undone unless a message went out.
 */
export function FollowUpStepRow({ followUp, step }: { followUp: FollowUp; step: FollowUpStep }) {
  const { t, i18n } = useTranslation(careNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState("");
  const [welcoming, setWelcoming] = useState(false);
  const save = useSetStepDone();
  const noteId = useId();
  const title = titleIn(step, language);
  const name = personName(followUp.person);
  const day = (date: string) => formatDay(date, language);

  const setDone = (done: boolean) =>
    save.mutate(
      { followUpId: followUp.id, stepId: step.id, body: { done, note: done ? note : null } },
      {
        onSuccess: () => {
          toast.success(done ? t("followUp.saved") : t("followUp.undone"));
          setNoting(false);
          setNote("");
        },
        onError: () => toast.error(t("followUp.failed")),
      },
    );

  return (
    // The id is where a person's timeline entry of this step leads (decision 033).
    <li id={`follow-up-step-${step.id}`} className="crm-care-step" aria-label={`${title}: ${name}`}>
      <div className="crm-care-step-head">
        <strong>{title}</strong>
        <Badge tone={stateTones[step.state]}>{t(`followUp.sections.${step.state}`)}</Badge>
      </div>
      <p className="crm-care-meta">
        {step.doneAt
          ? t("followUp.doneOn", { date: day(step.doneAt.slice(0, 10)), name: step.doneBy ?? "" })
          : t("followUp.due", { date: day(step.dueOn) })}
        {" · "}
        {t("followUp.by", { name: step.assignee?.name ?? t("followUp.unassigned") })}
      </p>
      {step.sentVia && (
        <p className="crm-care-meta">{t("followUp.sentVia", { via: t(`welcome.${step.sentVia}`) })}</p>
      )}
      {step.note && <p className="crm-care-note">{step.note}</p>}
      {step.doneAt ? (
        !step.sentVia && (
          <div className="crm-care-actions">
            <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => setDone(false)}>
              {t("followUp.undo")}
            </Button>
          </div>
        )
      ) : (
        <>
          {noting && (
            <TextArea
              id={noteId}
              label={t("followUp.note")}
              hint={t("followUp.noteHint")}
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
          <div className="crm-care-actions">
            {step.channel === "message" && (
              <Button size="sm" onClick={() => setWelcoming(true)}>
                {t("followUp.sendWelcome")}
              </Button>
            )}
            <Button
              size="sm"
              variant={step.channel === "message" ? "secondary" : "primary"}
              disabled={save.isPending}
              onClick={() => setDone(true)}
            >
              {t("followUp.done")}
            </Button>
            {!noting && (
              <Button size="sm" variant="ghost" onClick={() => setNoting(true)}>
                {t("followUp.addNote")}
              </Button>
            )}
          </div>
        </>
      )}
      {welcoming && <WelcomeDialog followUp={followUp} step={step} onOpenChange={setWelcoming} />}
    </li>
  );
}
