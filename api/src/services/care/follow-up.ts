import {
  addDays,
  churchInfo,
  type FollowUp,
  type FollowUpStep,
  type FollowUpStepState,
  fillWelcome,
  type Language,
  type WelcomeTemplate,
} from "@church/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { followUpSteps, followUps, people, users } from "../../db/schema.ts";
import { careStaff, readCareSettings } from "./care-settings.ts";

type StepRow = typeof followUpSteps.$inferSelect;
type PersonRow = typeof people.$inferSelect;

/**
 * Opens the person's follow-up with the church's plan as it is today: each step due `daysOffset`
 * Buffalo calendar days after `today` (dates, not instants, so a clock change moves nothing), given
 * to the plan's staff member or, when it names none or they left, the first of the care staff.
 * A second call for the same person adds nothing (the person is the follow-up's key).
 */
export async function openFollowUp(tx: Db, personId: string, today: string): Promise<void> {
  const [opened] = await tx
    .insert(followUps)
    .values({ personId, openedOn: today })
    .onConflictDoNothing()
    .returning({ id: followUps.id });
  if (!opened) return;
  const [settings, staff] = await Promise.all([readCareSettings(tx), careStaff(tx)]);
  if (settings.steps.length === 0) return;
  const staffIds = new Set(staff.map((s) => s.id));
  await tx.insert(followUpSteps).values(
    settings.steps.map((step, position) => ({
      followUpId: opened.id,
      position,
      titleEn: step.titleEn,
      titleSw: step.titleSw,
      channel: step.channel,
      dueOn: addDays(today, step.daysOffset),
      assigneeId: step.assigneeId && staffIds.has(step.assigneeId) ? step.assigneeId : (staff[0]?.id ?? null),
    })),
  );
}

export const stepState = (step: { doneAt: Date | null; dueOn: string }, today: string): FollowUpStepState =>
  step.doneAt ? "done" : step.dueOn < today ? "overdue" : step.dueOn === today ? "due_today" : "upcoming";

const firstName = (p: PersonRow) => p.knownAs || p.givenName;

/** The welcome in the person's language, its placeholders filled. */
export function welcomeFor(template: WelcomeTemplate, person: PersonRow): { subject: string; body: string } {
  const sw = person.language === "sw";
  const values = {
    firstName: firstName(person),
    // "every Sunday, 3:00 PM to 6:00 PM" reads inside a sentence.
    serviceTime: lowerFirst(sw ? churchInfo.service.textSw : churchInfo.service.text),
    churchName: sw ? churchInfo.nameSw : churchInfo.name,
  };
  return {
    subject: fillWelcome(sw ? template.subjectSw : template.subjectEn, values),
    body: fillWelcome(sw ? template.bodySw : template.bodyEn, values),
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The step's title in a language. */
export const stepTitle = (step: { titleEn: string; titleSw: string }, language: Language) =>
  language === "sw" ? step.titleSw : step.titleEn;

/** Follow-ups as the pastor's screens read them, in the order of `ids`. */
export async function followUpsByIds(db: Db, ids: readonly string[], today: string): Promise<FollowUp[]> {
  if (ids.length === 0) return [];
  const assignee = alias(users, "assignee");
  const doneBy = alias(users, "done_by");
  const [heads, steps, settings] = await Promise.all([
    db
      .select({ followUp: followUps, person: people })
      .from(followUps)
      .innerJoin(people, eq(people.id, followUps.personId))
      .where(inArray(followUps.id, [...ids])),
    db
      .select({
        step: followUpSteps,
        assigneeName: assignee.name,
        doneByName: doneBy.name,
      })
      .from(followUpSteps)
      .leftJoin(assignee, eq(assignee.id, followUpSteps.assigneeId))
      .leftJoin(doneBy, eq(doneBy.id, followUpSteps.doneById))
      .where(inArray(followUpSteps.followUpId, [...ids]))
      .orderBy(asc(followUpSteps.position)),
    readCareSettings(db),
  ]);
  const stepsOf = new Map<string, FollowUpStep[]>();
  for (const { step, assigneeName, doneByName } of steps) {
    const list = stepsOf.get(step.followUpId) ?? [];
    list.push(toStep(step, assigneeName, doneByName, today));
    stepsOf.set(step.followUpId, list);
  }
  const byId = new Map(heads.map((h) => [h.followUp.id, h]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const { followUp, person } = head;
    return [
      {
        id: followUp.id,
        person: {
          id: person.id,
          givenName: person.givenName,
          familyName: person.familyName,
          knownAs: person.knownAs,
          stage: person.stage,
          language: person.language,
          email: person.email,
          phone: person.phones[0] ?? null,
        },
        openedOn: followUp.openedOn,
        steps: stepsOf.get(followUp.id) ?? [],
        welcome: welcomeFor(settings.welcome, person),
      },
    ];
  });
}

function toStep(
  step: StepRow,
  assigneeName: string | null,
  doneByName: string | null,
  today: string,
): FollowUpStep {
  return {
    id: step.id,
    titleEn: step.titleEn,
    titleSw: step.titleSw,
    channel: step.channel,
    dueOn: step.dueOn,
    state: stepState(step, today),
    assignee: step.assigneeId && assigneeName ? { id: step.assigneeId, name: assigneeName } : null,
    doneAt: step.doneAt?.toISOString() ?? null,
    doneBy: doneByName,
    note: step.note,
    sentVia: step.sentVia,
  };
}
