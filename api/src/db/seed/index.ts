import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Env } from "../../env.ts";
import type { ObjectStorage } from "../../services/storage/object-storage.ts";
import type { Db } from "../client.ts";
import { appSettings } from "../schema.ts";
import { seedDemoContent } from "./demo/demo-content.ts";
import { storeDemoRecordings } from "./demo/demo-media.ts";
import { seedContent } from "./seed-content.ts";
import { type DemoCredential, seedUsers } from "./seed-users.ts";

const DEMO_MARKER = "demo_content_seeded";

/**
 * Accounts on every start (idempotent); the spec's sample content and the demo content (with the
 * sermons' recordings in `storage`) only once, on the first start of an empty database in demo mode,
 * so staff edits and deletions are never undone by a restart.
 */
export async function seed(
  db: Db,
  env: Env,
  logger: Logger,
  storage: ObjectStorage,
): Promise<DemoCredential[]> {
  const credentials = await seedUsers(db, env, logger);
  if (env.DEMO_MODE) {
    const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER));
    if (!marker) {
      // Files first: a failed transaction then leaves unused files behind, never rows without their file.
      const recordings = await storeDemoRecordings(storage);
      await db.transaction(async (tx) => {
        const now = new Date();
        await seedContent(tx as unknown as Db, now, recordings);
        await seedDemoContent(tx as unknown as Db, now);
        await tx.insert(appSettings).values({ key: DEMO_MARKER, value: { at: new Date().toISOString() } });
      });
      logger.info("loaded the demo content");
    }
  }
  return credentials;
}
