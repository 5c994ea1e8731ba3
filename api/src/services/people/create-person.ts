import type { PersonInput } from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";
import { insertPerson } from "./insert-person.ts";
import { type PersonRow, toPersonColumns } from "./people.model.ts";

/**
 * Adds a person entered by staff: the people list's Add, and a newcomer added at the door while
 * attendance is taken (through `insertPerson`, so a visitor's follow-up opens with them). With an `id`
 * (a newcomer's, made by the app so a retried request adds no one twice) it writes nothing and answers
 * undefined when that id is already taken. Call it inside a transaction.
 */
export async function createPerson(tx: Db, input: PersonInput, id?: string): Promise<PersonRow | undefined> {
  if (id) {
    // A retry of the same newcomer waits here for the first one's row, then finds it.
    const [taken] = await tx.select({ id: people.id }).from(people).where(eq(people.id, id)).for("update");
    if (taken) return undefined;
  }
  return insertPerson(tx, { ...toPersonColumns(input), ...(id ? { id } : {}) });
}
