import {
  type CareSettings,
  type CareStaff,
  careSettingsSchema,
  defaultCareSettings,
} from "@church/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSettings, users } from "../../db/schema.ts";

const SETTINGS_KEY = "care";

/** The church's follow-up plan, welcome template and not-seen weeks; the defaults until it edits them. */
export async function readCareSettings(db: Db): Promise<CareSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY));
  const parsed = careSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultCareSettings;
}

export async function writeCareSettings(db: Db, settings: CareSettings): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: SETTINGS_KEY, value: settings })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings } });
}

/**
 * The staff who can be given a step: active pastor-capable accounts, pastors first, then by who has
 * served longest (the first is who gets a step the plan gives to nobody).
 */
export async function careStaff(db: Db): Promise<CareStaff[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.role, ["pastor", "admin"]), eq(users.status, "active")))
    .orderBy(sql`case when ${users.role} = 'pastor' then 0 else 1 end`, asc(users.createdAt), asc(users.id));
}
