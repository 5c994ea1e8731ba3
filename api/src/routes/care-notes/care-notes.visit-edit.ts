import { randomUUID } from "node:crypto";
import { careNotesMessages, type endpoints } from "@church/contracts";
import { eq } from "drizzle-orm";
import { pastoralNotes, pastoralVisitStaff, pastoralVisits } from "../../db/schema.ts";
import type { AppDeps, AuthUser } from "../../lib/context.ts";
import { forbidden, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { mayEditVisit, noteText, noteTextColumns, oneVisit } from "../../services/care-notes/care-notes.ts";
import { noteKeyring } from "../../services/care-notes/note-crypto.ts";

/**
 * Changing and deleting a visit: its author or a pastor (`mayEditVisit`), 403 for everyone else. The
 * note keeps its id, so a confidential text is sealed again under the current key with the note's id
 * as its authenticated data. The audit row names who did it and which visit, never the note's text.
 */
export function createVisitEditHandlers(
  { db, env }: AppDeps,
  checkStaff: (ids: readonly string[]) => Promise<void>,
) {
  const keyring = noteKeyring(env);

  const editable = async (id: string, user: AuthUser) => {
    const [row] = await db.select().from(pastoralVisits).where(eq(pastoralVisits.id, id));
    if (!row) throw notFound(careNotesMessages.visitNotFound);
    if (!mayEditVisit(user, row)) throw forbidden(careNotesMessages.mayNotChange);
    return row;
  };

  const updateVisit: Handler<typeof endpoints.careNotes.updateVisit> = async ({ params, body, user }) => {
    const row = await editable(params.id, user);
    await checkStaff(body.staffIds);
    await db.transaction(async (tx) => {
      // A new follow-up date is a new follow-up: the one done before was for the old date.
      const followUpChanged = body.followUpOn !== row.followUpOn;
      await tx
        .update(pastoralVisits)
        .set({
          kind: body.kind,
          visitedOn: body.visitedOn,
          followUpOn: body.followUpOn,
          ...(followUpChanged ? { followedUpAt: null, followedUpBy: null } : {}),
        })
        .where(eq(pastoralVisits.id, row.id));
      await tx.delete(pastoralVisitStaff).where(eq(pastoralVisitStaff.visitId, row.id));
      await tx
        .insert(pastoralVisitStaff)
        .values(body.staffIds.map((userId) => ({ visitId: row.id, userId })));

      const [note] = await tx.select().from(pastoralNotes).where(eq(pastoralNotes.visitId, row.id));
      if (body.note === null) {
        if (note) await tx.delete(pastoralNotes).where(eq(pastoralNotes.id, note.id));
      } else if (body.note !== undefined) {
        if (note) {
          await tx
            .update(pastoralNotes)
            .set(noteTextColumns(keyring, note.id, body.note, body.confidential))
            .where(eq(pastoralNotes.id, note.id));
        } else {
          const noteId = randomUUID();
          await tx.insert(pastoralNotes).values({
            id: noteId,
            visitId: row.id,
            authorId: user.id,
            authorName: user.name,
            ...noteTextColumns(keyring, noteId, body.note, body.confidential),
          });
        }
      } else if (note && note.confidential !== body.confidential) {
        // The text kept, sealed or unsealed: opened here only to be written again, never answered.
        await tx
          .update(pastoralNotes)
          .set(noteTextColumns(keyring, note.id, noteText(keyring, note), body.confidential))
          .where(eq(pastoralNotes.id, note.id));
      }
      await recordAudit(tx, {
        actor: user,
        action: "pastoral_visit.update",
        entityType: "pastoral_visit",
        entityId: row.id,
        before: { kind: row.kind, visitedOn: row.visitedOn, followUpOn: row.followUpOn },
        after: {
          kind: body.kind,
          visitedOn: body.visitedOn,
          followUpOn: body.followUpOn,
          note: body.note === undefined ? "kept" : body.note === null ? "removed" : "written",
          confidential: body.confidential,
        },
      });
    });
    const visit = await oneVisit(db, row.id, user);
    if (!visit) throw notFound(careNotesMessages.visitNotFound);
    return { visit };
  };

  const deleteVisit: Handler<typeof endpoints.careNotes.deleteVisit> = async ({ params, user }) => {
    const row = await editable(params.id, user);
    await db.transaction(async (tx) => {
      // The note and who went go with the visit (their foreign keys cascade).
      await tx.delete(pastoralVisits).where(eq(pastoralVisits.id, row.id));
      await recordAudit(tx, {
        actor: user,
        action: "pastoral_visit.delete",
        entityType: "pastoral_visit",
        entityId: row.id,
        before: {
          kind: row.kind,
          visitedOn: row.visitedOn,
          personId: row.personId,
          householdId: row.householdId,
        },
      });
    });
    return { success: true as const };
  };

  return { updateVisit, deleteVisit };
}
