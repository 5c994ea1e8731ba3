import { count, eq, ne } from "drizzle-orm";
import { openDatabase } from "../../db/client.ts";
import { pastoralNotes } from "../../db/schema.ts";
import { parseEnv } from "../../env.ts";
import { recordAudit } from "../audit/audit.ts";
import { rotateNoteKeys } from "./care-notes.ts";
import { NoteKeyError, noteKeyring } from "./note-crypto.ts";

/**
 * `pnpm --filter ./api run care-notes:rotate-key` (in a production image:
 * `node dist/care-notes-rotate-key.js`): re-seals every confidential pastoral note under the current
 * key, the first of CARE_NOTES_KEYS. Run it after putting a new key first; keep the old keys configured
 * until it has finished (notes read with their own key meanwhile), then remove them. Decision 028.
 */
const env = parseEnv();
const keyring = noteKeyring(env);
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : `${env.DATA_DIR}/pglite`,
});
try {
  const rotated = await rotateNoteKeys(database.db, keyring);
  const [left] = await database.db
    .select({ n: count() })
    .from(pastoralNotes)
    .where(ne(pastoralNotes.keyId, keyring.current.id));
  const [sealed] = await database.db
    .select({ n: count() })
    .from(pastoralNotes)
    .where(eq(pastoralNotes.confidential, true));
  await recordAudit(database.db, {
    actor: null,
    action: "care_notes.rotate_key",
    entityType: "pastoral_note",
    after: { keyId: keyring.current.id, rotated, confidentialNotes: sealed?.n ?? 0 },
  });
  console.log(
    `care notes: ${rotated} re-sealed under key "${keyring.current.id}"; ${sealed?.n ?? 0} confidential notes, ${left?.n ?? 0} under another key`,
  );
} catch (error) {
  if (!(error instanceof NoteKeyError)) throw error;
  console.error(
    `care notes: ${error.message}. Add that key back to CARE_NOTES_KEYS (after the current one) and run again.`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
