import { addDays, type Language } from "@church/contracts";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { followUpDigests, followUpSteps, followUps, jobs, people, users } from "../../db/schema.ts";
import { churchDateTime, churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { enqueueJob, type JobHandler } from "../jobs/jobs.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { longDate } from "../mail/templates.ts";
import { stepTitle } from "./follow-up.ts";

export const FOLLOW_UP_DIGEST_JOB = "follow_up.digest";
/** Monday morning in Buffalo. */
const DIGEST_TIME = "07:00";

/** The Monday of a Buffalo date's week. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Makes sure the digest of the coming Monday (or of today, on a Monday whose digest was never queued:
 * the server was down at 07:00) is queued once. Called at start and by each digest for the next week;
 * a transaction lock keeps two instances starting together from queueing it twice, and the digest
 * rows would make a second run send nothing anyway.
 */
export async function scheduleFollowUpDigest(db: Db, now: Date = new Date()): Promise<string> {
  const today = churchToday(now);
  const thisMonday = mondayOf(today);
  const weekOf =
    now < churchDateTime(thisMonday, DIGEST_TIME) || today === thisMonday
      ? thisMonday
      : addDays(thisMonday, 7);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('follow_up_digest_schedule'))`);
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, FOLLOW_UP_DIGEST_JOB), sql`${jobs.payload}->>'weekOf' = ${weekOf}`));
    if (queued) return;
    await enqueueJob(tx, FOLLOW_UP_DIGEST_JOB, { weekOf }, { runAt: churchDateTime(weekOf, DIGEST_TIME) });
  });
  return weekOf;
}

interface DueStep {
  userId: string;
  email: string;
  language: Language;
  givenName: string;
  familyName: string | null;
  knownAs: string | null;
  titleEn: string;
  titleSw: string;
  dueOn: string;
}

const texts = {
  en: {
    subject: (n: number) => `Follow-up this week: ${n} ${n === 1 ? "step" : "steps"}`,
    hello: (name: string) => `Hello ${name},`,
    intro: "These newcomer follow-up steps are yours this week:",
    overdue: "Overdue",
    thisWeek: "Due this week",
    open: "Open the follow-up list:",
  },
  sw: {
    subject: (n: number) => `Ufuatiliaji wiki hii: hatua ${n}`,
    hello: (name: string) => `Habari ${name},`,
    intro: "Hatua hizi za ufuatiliaji wa wageni ni zako wiki hii:",
    overdue: "Zimechelewa",
    thisWeek: "Za wiki hii",
    open: "Fungua orodha ya ufuatiliaji:",
  },
} as const;

/** Names and step titles only: a digest never carries a note, a message or anything pastoral. */
function digestText(name: string, steps: DueStep[], weekOf: string, language: Language, baseUrl: string) {
  const t = texts[language];
  const line = (s: DueStep) =>
    `- ${longDate(s.dueOn, language)}: ${s.knownAs || s.givenName}${s.familyName ? ` ${s.familyName}` : ""}, ${stepTitle(s, language)}`;
  const overdue = steps.filter((s) => s.dueOn < weekOf);
  const thisWeek = steps.filter((s) => s.dueOn >= weekOf);
  const sections = [
    overdue.length ? [`${t.overdue}:`, ...overdue.map(line), ""] : [],
    thisWeek.length ? [`${t.thisWeek}:`, ...thisWeek.map(line), ""] : [],
  ].flat();
  return {
    subject: t.subject(steps.length),
    text: [t.hello(name), "", t.intro, "", ...sections, t.open, `${baseUrl}/admin/crm/follow-up`].join("\n"),
  };
}

/**
 * Sends the week's digest: one e-mail to each active pastor-capable account with open steps due by
 * that Sunday (overdue ones too), in their language. Each e-mail is queued with its digest row, so a
 * re-run sends nothing twice. Then queues next week's.
 */
export async function sendFollowUpDigests(deps: AppDeps, weekOf: string): Promise<number> {
  const { db, env } = deps;
  const rows: DueStep[] = await db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      givenName: people.givenName,
      familyName: people.familyName,
      knownAs: people.knownAs,
      titleEn: followUpSteps.titleEn,
      titleSw: followUpSteps.titleSw,
      dueOn: followUpSteps.dueOn,
    })
    .from(followUpSteps)
    .innerJoin(users, eq(users.id, followUpSteps.assigneeId))
    .innerJoin(followUps, eq(followUps.id, followUpSteps.followUpId))
    .innerJoin(people, eq(people.id, followUps.personId))
    .where(
      and(
        isNull(followUpSteps.doneAt),
        lte(followUpSteps.dueOn, addDays(weekOf, 6)),
        isNull(people.archivedAt),
        eq(users.status, "active"),
        inArray(users.role, ["pastor", "admin"]),
      ),
    )
    .orderBy(asc(followUpSteps.dueOn), asc(people.givenName));
  const names = new Map(
    (await db.select({ id: users.id, name: users.name }).from(users)).map((u) => [u.id, u.name]),
  );
  const byUser = new Map<string, DueStep[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const [userId, steps] of byUser) {
    const [first] = steps;
    if (!first) continue;
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(followUpDigests)
        .values({ userId, weekOf })
        .onConflictDoNothing()
        .returning({ userId: followUpDigests.userId });
      if (!fresh) return;
      const mail = digestText(names.get(userId) ?? "", steps, weekOf, first.language, env.PUBLIC_BASE_URL);
      await enqueueMail(tx, env, { kind: "follow_up_digest", to: first.email, ...mail });
      sent++;
    });
  }
  return sent;
}

export function followUpDigestJob(deps: AppDeps, clock: () => Date = () => new Date()): JobHandler {
  return async (payload) => {
    const weekOf = String(payload.weekOf);
    // A digest that comes due after its week (the server was off all week) is not worth sending.
    if (mondayOf(churchToday(clock())) === weekOf) await sendFollowUpDigests(deps, weekOf);
    await scheduleFollowUpDigest(
      deps.db,
      new Date(Math.max(clock().getTime(), churchDateTime(weekOf, DIGEST_TIME).getTime() + 86_400_000)),
    );
  };
}
