import {
  careMessages,
  type endpoints,
  type Language,
  peopleMessages,
  textMessageNotes,
  type WelcomeVia,
} from "@church/contracts";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  followUpSteps,
  followUps,
  people,
  personTimeline,
  textConsents,
  textMessages,
  textOptOuts,
} from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps, AuthUser } from "../../lib/context.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { careStaff, readCareSettings } from "../../services/care/care-settings.ts";
import { followUpsByIds, stepTitle, welcomeFor } from "../../services/care/follow-up.ts";
import { enqueueJob } from "../../services/jobs/jobs.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { TEXT_MAX_ATTEMPTS, TEXT_MESSAGE_JOB } from "../../services/text-messages/text-schedule.ts";

/** Done steps stay on the list this long, so the pastor sees what was done lately. */
const DONE_SHOWN_DAYS = 30;
const LIST_LIMIT = 200;

/** The wording kept with a welcome text's number: staff sent it, the visitor asked for no reminders. */
const welcomeTextWording: Record<Language, string> = {
  en: "Welcome message sent by church staff from the newcomer follow-up, to the number the person gave.",
  sw: "Ujumbe wa kukaribisha uliotumwa na wahudumu wa kanisa katika ufuatiliaji wa wageni, kwa namba aliyotoa.",
};

const viaLabel: Record<WelcomeVia, Record<Language, string>> = {
  email: { en: "e-mail", sw: "barua pepe" },
  sms: { en: "SMS", sw: "SMS" },
  whatsapp: { en: "WhatsApp", sw: "WhatsApp" },
};

async function stepOf(db: Db, followUpId: string, stepId: string) {
  const [row] = await db
    .select({ step: followUpSteps, person: people })
    .from(followUpSteps)
    .innerJoin(followUps, eq(followUps.id, followUpSteps.followUpId))
    .innerJoin(people, eq(people.id, followUps.personId))
    .where(and(eq(followUpSteps.id, stepId), eq(followUpSteps.followUpId, followUpId)));
  if (!row) throw notFound(careMessages.stepNotFound);
  return row;
}

/** Marks a step done in the caller's transaction and puts it on the person's timeline. */
async function markDone(
  tx: Db,
  step: typeof followUpSteps.$inferSelect,
  person: typeof people.$inferSelect,
  user: AuthUser,
  values: { note: string | null; sentVia?: WelcomeVia },
) {
  const [done] = await tx
    .update(followUpSteps)
    .set({ doneAt: new Date(), doneById: user.id, note: values.note, sentVia: values.sentVia ?? null })
    .where(and(eq(followUpSteps.id, step.id), isNull(followUpSteps.doneAt)))
    .returning({ id: followUpSteps.id });
  // Two taps at once: the second finds it done.
  if (!done) throw conflict(careMessages.alreadyDone);
  const title = stepTitle(step, person.language);
  await tx
    .insert(personTimeline)
    .values({
      personId: person.id,
      kind: "follow_up",
      refId: step.id,
      // The title in the person's language; never the note (it may be pastoral).
      summary: values.sentVia ? `${title} · ${viaLabel[values.sentVia][person.language]}` : title,
    })
    .onConflictDoNothing();
}

export function createFollowUpHandlers({ db, env }: AppDeps) {
  const answer = async (followUpId: string) => {
    const [followUp] = await followUpsByIds(db, [followUpId], churchToday());
    if (!followUp) throw notFound(careMessages.stepNotFound);
    return { followUp };
  };

  const list: Handler<typeof endpoints.care.followUps> = async ({ query, user }) => {
    const today = churchToday();
    const assigneeId = query.assignee === "mine" ? user.id : query.assignee === "all" ? null : query.assignee;
    const since = new Date(Date.now() - DONE_SHOWN_DAYS * 86_400_000);
    const mine = assigneeId ? eq(followUpSteps.assigneeId, assigneeId) : undefined;
    const base = () =>
      db
        .select({ id: followUps.id })
        .from(followUps)
        .innerJoin(followUpSteps, eq(followUpSteps.followUpId, followUps.id))
        .innerJoin(people, eq(people.id, followUps.personId));
    // The most pressing open steps first: the earliest due, then the newest follow-ups.
    const open = await base()
      .where(and(mine, isNull(followUpSteps.doneAt), isNull(people.archivedAt)))
      .groupBy(followUps.id, followUps.openedOn, followUps.createdAt)
      .orderBy(
        sql`min(${followUpSteps.dueOn})`,
        sql`${followUps.openedOn} desc`,
        sql`${followUps.createdAt} desc`,
        asc(followUps.id),
      )
      .limit(LIST_LIMIT);
    // The lately done, the latest first, on their own: a busy list of open steps never hides them.
    const done = await base()
      .where(and(mine, gt(followUpSteps.doneAt, since), isNull(people.archivedAt)))
      .groupBy(followUps.id)
      .orderBy(sql`max(${followUpSteps.doneAt}) desc`, asc(followUps.id))
      .limit(LIST_LIMIT);
    const rows = [...open, ...done.filter((d) => !open.some((o) => o.id === d.id))];
    const all = await followUpsByIds(
      db,
      rows.map((r) => r.id),
      today,
    );
    // Only the assignee's steps, as the list is theirs; the person page shows every step.
    const followUpsOfAssignee = all.map((f) => ({
      ...f,
      steps: f.steps.filter(
        (s) =>
          (!assigneeId || s.assignee?.id === assigneeId) &&
          (s.doneAt === null || Date.parse(s.doneAt) > since.getTime()),
      ),
    }));
    return { today, followUps: followUpsOfAssignee, staff: await careStaff(db) };
  };

  const personFollowUp: Handler<typeof endpoints.care.personFollowUp> = async ({ params }) => {
    const [person] = await db.select({ id: people.id }).from(people).where(eq(people.id, params.id));
    if (!person) throw notFound(peopleMessages.notFound);
    const [row] = await db
      .select({ id: followUps.id })
      .from(followUps)
      .where(eq(followUps.personId, params.id));
    if (!row) return { followUp: null };
    const [followUp] = await followUpsByIds(db, [row.id], churchToday());
    return { followUp: followUp ?? null };
  };

  const setStepDone: Handler<typeof endpoints.care.setStepDone> = async ({ params, body, user }) => {
    const { step, person } = await stepOf(db, params.id, params.stepId);
    await db.transaction(async (tx) => {
      if (body.done) return markDone(tx, step, person, user, { note: body.note });
      // A message that went out cannot be taken back.
      if (step.sentVia) throw conflict(careMessages.alreadyDone);
      await tx
        .update(followUpSteps)
        .set({ doneAt: null, doneById: null, note: null })
        .where(eq(followUpSteps.id, step.id));
      await tx
        .delete(personTimeline)
        .where(and(eq(personTimeline.kind, "follow_up"), eq(personTimeline.refId, step.id)));
    });
    return answer(params.id);
  };

  const sendWelcome: Handler<typeof endpoints.care.sendWelcome> = async ({ params, body, user }) => {
    const { step, person } = await stepOf(db, params.id, params.stepId);
    if (step.channel !== "message")
      throw badRequest(careMessages.notAMessage, { via: careMessages.notAMessage });
    if (step.doneAt) throw conflict(careMessages.alreadyDone);
    const welcome = welcomeFor((await readCareSettings(db)).welcome, person);
    const phone = person.phones[0] ?? null;
    if (body.via === "email" && !person.email)
      throw badRequest(careMessages.noEmail, { via: careMessages.noEmail });
    if (body.via !== "email" && !phone) throw badRequest(careMessages.noPhone, { via: careMessages.noPhone });

    await db.transaction(async (tx) => {
      await markDone(tx, step, person, user, { note: null, sentVia: body.via });
      if (body.via === "email" && person.email) {
        await enqueueMail(tx, env, {
          kind: "follow_up_welcome",
          to: person.email,
          subject: welcome.subject,
          text: welcome.body,
        });
        return;
      }
      if (!phone) return;
      const [stopped] = await tx.select().from(textOptOuts).where(eq(textOptOuts.phone, phone));
      if (stopped) throw conflict(textMessageNotes.optedOut, { via: textMessageNotes.optedOut });
      const channel = body.via === "whatsapp" ? "whatsapp" : "sms";
      const [consent] = await tx
        .insert(textConsents)
        .values({ phone, channel, language: person.language, wording: welcomeTextWording[person.language] })
        .returning({ id: textConsents.id });
      if (!consent) throw new Error("text consent insert returned nothing");
      const [message] = await tx
        .insert(textMessages)
        .values({
          consentId: consent.id,
          kind: "follow_up_welcome",
          channel,
          toPhone: phone,
          language: person.language,
          body: welcome.body,
        })
        .returning({ id: textMessages.id });
      if (!message) throw new Error("text message insert returned nothing");
      await tx.update(followUpSteps).set({ textConsentId: consent.id }).where(eq(followUpSteps.id, step.id));
      await enqueueJob(tx, TEXT_MESSAGE_JOB, { messageId: message.id }, { maxAttempts: TEXT_MAX_ATTEMPTS });
    });
    return answer(params.id);
  };

  return { list, personFollowUp, setStepDone, sendWelcome };
}
