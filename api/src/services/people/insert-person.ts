import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { openFollowUp } from "../care/follow-up.ts";
import type { PersonRow } from "./people.model.ts";

/**
 * The one place a person row is written (a test fails on any other `insert(people)`), so every way a
 * person arrives gets the same care: a new visitor is a first contact and opens their follow-up, in
 * the same transaction. An import passes `firstContact: false`: its rows are records the church
 * already kept, not people who just came.
 */
export async function insertPerson(
  tx: Db,
  values: typeof people.$inferInsert,
  options: { firstContact?: boolean; now?: Date } = {},
): Promise<PersonRow> {
  const [row] = await tx.insert(people).values(values).returning();
  if (!row) throw new Error("insertPerson: the person row was not written");
  if (row.stage === "visitor" && options.firstContact !== false) {
    await openFollowUp(tx, row.id, churchToday(options.now));
  }
  return row;
}
