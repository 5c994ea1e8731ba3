import { addDays, type CareLists, careMessages, type endpoints, type PersonRef } from "@church/contracts";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { followUpSteps, followUps, householdMembers, people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { careStaff, readCareSettings, writeCareSettings } from "../../services/care/care-settings.ts";
import { toPersonRef } from "../../services/people/people.model.ts";

const LIST_LIMIT = 100;
const BIRTHDAY_DAYS = 14;

/** The date of a birthday or anniversary in a year; 29 February is kept on the 28th in other years. */
function birthdayIn(year: number, month: number, day: number): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const d = month === 2 && day === 29 && !leap ? 28 : day;
  return `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The next time a month and day comes round, from today, if it is within `until`. */
function nextWithin(today: string, until: string, month: number | null, day: number | null) {
  if (month === null || day === null) return null;
  const year = Number(today.slice(0, 4));
  const on = [year, year + 1].map((y) => birthdayIn(y, month, day)).find((d) => d >= today);
  return on && on <= until ? on : null;
}

export function createCareHandlers({ db }: AppDeps) {
  const settings: Handler<typeof endpoints.care.settings> = async () => ({
    settings: await readCareSettings(db),
    staff: await careStaff(db),
  });

  const updateSettings: Handler<typeof endpoints.care.updateSettings> = async ({ body }) => {
    const staff = await careStaff(db);
    const ids = new Set(staff.map((s) => s.id));
    body.steps.forEach((step, i) => {
      if (step.assigneeId && !ids.has(step.assigneeId)) {
        throw badRequest(careMessages.assignee, { [`steps.${i}.assigneeId`]: careMessages.assignee });
      }
    });
    await writeCareSettings(db, body);
    return { settings: body, staff };
  };

  const lists: Handler<typeof endpoints.care.lists> = async () => {
    const today = churchToday();
    const { notSeenWeeks } = await readCareSettings(db);
    const monthStart = `${today.slice(0, 8)}01`;
    const until = addDays(today, BIRTHDAY_DAYS);
    const months = [...new Set([Number(today.slice(5, 7)), Number(until.slice(5, 7))])];

    const [newcomerRows, notSeenRows, birthdayRows, anniversaryRows] = await Promise.all([
      db
        .select({ followUp: followUps, person: people })
        .from(followUps)
        .innerJoin(people, eq(people.id, followUps.personId))
        .where(and(sql`${followUps.openedOn} >= ${monthStart}`, isNull(people.archivedAt)))
        .orderBy(desc(followUps.openedOn), asc(people.givenName))
        .limit(LIST_LIMIT),
      // Regular: attenders and members (the stages the pastor gives to those who keep coming) whose
      // last visit is known and older than N weeks. Never seen at all is the people list's filter.
      db
        .select()
        .from(people)
        .where(
          and(
            inArray(people.stage, ["attender", "member"]),
            isNull(people.archivedAt),
            isNotNull(people.lastSeenOn),
            lt(people.lastSeenOn, addDays(today, -7 * notSeenWeeks)),
          ),
        )
        .orderBy(asc(people.lastSeenOn), asc(people.givenName))
        .limit(LIST_LIMIT),
      db
        .select()
        .from(people)
        .where(and(isNull(people.archivedAt), inArray(people.birthMonth, months)))
        .limit(1000),
      db
        .select({ person: people, householdId: householdMembers.householdId })
        .from(people)
        .leftJoin(householdMembers, eq(householdMembers.personId, people.id))
        .where(and(isNull(people.archivedAt), inArray(people.anniversaryMonth, months)))
        .orderBy(asc(people.givenName))
        .limit(1000),
    ]);

    const stepRows = newcomerRows.length
      ? await db
          .select()
          .from(followUpSteps)
          .where(
            inArray(
              followUpSteps.followUpId,
              newcomerRows.map((r) => r.followUp.id),
            ),
          )
          .orderBy(asc(followUpSteps.position))
      : [];

    const birthdays: CareLists["birthdays"] = birthdayRows
      .flatMap((p) => {
        const on = nextWithin(today, until, p.birthMonth, p.birthDay);
        if (!on) return [];
        const person: PersonRef = toPersonRef(p);
        return [{ person, on, turns: p.birthYear ? Number(on.slice(0, 4)) - p.birthYear : null }];
      })
      .sort((a, b) => a.on.localeCompare(b.on));

    // A couple is one entry: the same household and the same wedding day (and year, when known).
    const anniversaries = new Map<string, CareLists["anniversaries"][number]>();
    for (const { person: p, householdId } of anniversaryRows) {
      const on = nextWithin(today, until, p.anniversaryMonth, p.anniversaryDay);
      if (!on) continue;
      const key = `${householdId ?? p.id}|${on}|${p.anniversaryYear ?? ""}`;
      const years = p.anniversaryYear ? Number(on.slice(0, 4)) - p.anniversaryYear : null;
      const entry = anniversaries.get(key);
      if (entry) entry.people.push(toPersonRef(p));
      else anniversaries.set(key, { people: [toPersonRef(p)], on, years });
    }

    return {
      today,
      newcomers: newcomerRows.map(({ followUp, person }) => {
        const steps = stepRows.filter((s) => s.followUpId === followUp.id);
        const next = steps.find((s) => !s.doneAt);
        return {
          person: toPersonRef(person),
          openedOn: followUp.openedOn,
          done: steps.filter((s) => s.doneAt).length,
          total: steps.length,
          nextStep: next ? { titleEn: next.titleEn, titleSw: next.titleSw, dueOn: next.dueOn } : null,
        };
      }),
      notSeen: {
        weeks: notSeenWeeks,
        people: notSeenRows.map((p) => ({ person: toPersonRef(p), lastSeenOn: p.lastSeenOn ?? today })),
      },
      birthdays,
      anniversaries: [...anniversaries.values()].sort((a, b) => a.on.localeCompare(b.on)),
    };
  };

  return { settings, updateSettings, lists };
}
