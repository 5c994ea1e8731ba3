import { type endpoints, peopleMessages } from "@church/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import { householdMembers, households } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { householdsWithMembers, namedPerson, oneHousehold } from "./people.queries.ts";

export function createHouseholdsHandlers({ db }: AppDeps) {
  const listHouseholds: Handler<typeof endpoints.people.listHouseholds> = async () => {
    const rows = await db
      .select()
      .from(households)
      .orderBy(asc(sql`lower(${households.name})`), asc(households.id))
      .limit(1000);
    return { households: await householdsWithMembers(db, rows) };
  };

  const createHousehold: Handler<typeof endpoints.people.createHousehold> = async ({ body }) => {
    const [row] = await db.insert(households).values(body).returning({ id: households.id });
    if (!row) throw new Error("household insert returned nothing");
    return { household: await oneHousehold(db, row.id) };
  };

  const updateHousehold: Handler<typeof endpoints.people.updateHousehold> = async ({ params, body }) => {
    const [row] = await db
      .update(households)
      .set(body)
      .where(eq(households.id, params.id))
      .returning({ id: households.id });
    if (!row) throw notFound(peopleMessages.householdNotFound);
    return { household: await oneHousehold(db, row.id) };
  };

  const addHouseholdMember: Handler<typeof endpoints.people.addHouseholdMember> = async ({
    params,
    body,
  }) => {
    await oneHousehold(db, params.id);
    await namedPerson(db, body.personId, "personId");
    // One household per person: adding someone who lives elsewhere moves them.
    await db
      .insert(householdMembers)
      .values({ householdId: params.id, ...body })
      .onConflictDoUpdate({
        target: householdMembers.personId,
        set: { householdId: params.id, role: body.role, isContact: body.isContact },
      });
    return { household: await oneHousehold(db, params.id) };
  };

  const removeHouseholdMember: Handler<typeof endpoints.people.removeHouseholdMember> = async ({
    params,
  }) => {
    await oneHousehold(db, params.id);
    await db
      .delete(householdMembers)
      .where(
        and(eq(householdMembers.householdId, params.id), eq(householdMembers.personId, params.personId)),
      );
    return { household: await oneHousehold(db, params.id) };
  };

  return { listHouseholds, createHousehold, updateHousehold, addHouseholdMember, removeHouseholdMember };
}
