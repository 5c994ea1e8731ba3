import type { PersonInput } from "@church/contracts";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";
import { type PersonRow, toPersonColumns } from "./people.model.ts";

/**
 * Adds a person entered by staff: the people list's Add, and a newcomer added at the door while
 * attendance is taken. The one place such a person is written, so whatever should follow a person's
 * arrival is added here once. With an `id` (a newcomer's, made by the app so a retried request adds
 * no one twice) it writes nothing and answers undefined when that id is already taken.
 */
export async function createPerson(tx: Db, input: PersonInput, id?: string): Promise<PersonRow | undefined> {
  const [row] = await tx
    .insert(people)
    .values({ ...toPersonColumns(input), ...(id ? { id } : {}) })
    .onConflictDoNothing({ target: people.id })
    .returning();
  return row;
}
