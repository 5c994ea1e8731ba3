import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Env } from "../../env.ts";
import type { Db } from "../client.ts";
import { appSettings } from "../schema.ts";
import { seedContent } from "./seed-content.ts";
import { type DemoCredential, seedUsers } from "./seed-users.ts";

const DEMO_MARKER = "demo_content_seeded";

/**
 * Accounts on every start (idempotent); the spec's sample content only once, on the first start of an
 * empty database in demo mode, so staff edits and deletions are never undone by a restart.
 */
export async function seed(db: Db, env: Env, logger: Logger): Promise<DemoCredential[]> {
  const credentials = await seedUsers(db, env, logger);
  if (env.DEMO_MODE) {
    const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER));
    if (!marker) {
      await db.transaction(async (tx) => {
        await seedContent(tx as unknown as Db);
        await tx.insert(appSettings).values({ key: DEMO_MARKER, value: { at: new Date().toISOString() } });
      });
      logger.info("loaded the demo content");
    }
  }
  return credentials;
}
