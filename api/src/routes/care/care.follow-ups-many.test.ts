import { addDays, followUpsResponseSchema } from "@church/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { followUpSteps, followUps, people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { insertPerson } from "../../services/people/insert-person.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const MANY = 230;

describe(`follow-up list with more than 200 open follow-ups [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(async () => {
    await truncate("people", "jobs");
    const { deps } = await getTestApp();
    await deps.db.execute(sql`delete from app_settings where key = 'care'`);
  });

  it("still shows the steps due today, the overdue and the one just done, whatever their place among the rest", async () => {
    const { deps } = await getTestApp();
    const db = deps.db;
    // The first three visitors are the oldest follow-ups: by the list's order (the earliest due, then
    // the newest) they would come after 200 others if their steps were not due or done.
    await db.transaction(async (tx) => {
      for (let i = 0; i < MANY; i++) {
        const givenName = i === 0 ? "Overdue" : i === 1 ? "Today" : i === 2 ? "Done" : `Visitor${i}`;
        await insertPerson(tx, { givenName, stage: "visitor", search: givenName.toLowerCase() });
      }
    });
    const firstSteps = await db
      .select({ name: people.givenName, followUpId: followUps.id, stepId: followUpSteps.id })
      .from(followUpSteps)
      .innerJoin(followUps, eq(followUps.id, followUpSteps.followUpId))
      .innerJoin(people, eq(people.id, followUps.personId))
      .where(and(eq(followUpSteps.position, 0), inArray(people.givenName, ["Overdue", "Today", "Done"])))
      .orderBy(asc(people.givenName));
    const step = (name: string) => {
      const found = firstSteps.find((s) => s.name === name);
      if (!found) throw new Error(`no step of ${name}`);
      return found;
    };
    await db
      .update(followUpSteps)
      .set({ dueOn: addDays(today, -3) })
      .where(eq(followUpSteps.id, step("Overdue").stepId));
    await db
      .update(followUpSteps)
      .set({ dueOn: today })
      .where(eq(followUpSteps.id, step("Today").stepId));
    const done = step("Done");
    const marked = await call("PUT", `/api/crm/follow-ups/${done.followUpId}/steps/${done.stepId}/done`, {
      cookie: pastor,
      body: { done: true, note: "Called; coming Sunday" },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const [open] = await db
      .select({ n: sql<number>`count(distinct ${followUpSteps.followUpId})::int` })
      .from(followUpSteps)
      .where(sql`${followUpSteps.doneAt} is null`);
    expect(Number(open?.n)).toBeGreaterThan(200);

    const list = followUpsResponseSchema.parse(
      (await call("GET", "/api/crm/follow-ups?assignee=all", { cookie: pastor })).body,
    );
    const stepsOf = (name: string) =>
      list.followUps.find((f) => f.person.givenName === name)?.steps.map((s) => [s.id, s.state, s.dueOn]);
    expect(stepsOf("Overdue")?.[0]).toEqual([step("Overdue").stepId, "overdue", addDays(today, -3)]);
    expect(stepsOf("Today")?.[0]).toEqual([step("Today").stepId, "due_today", today]);
    const doneFollowUp = list.followUps.find((f) => f.person.givenName === "Done");
    expect(doneFollowUp?.steps[0]).toMatchObject({
      id: done.stepId,
      state: "done",
      note: "Called; coming Sunday",
    });
    // The most pressing first: the overdue, then today's.
    expect(list.followUps.slice(0, 2).map((f) => f.person.givenName)).toEqual(["Overdue", "Today"]);
  });
});
