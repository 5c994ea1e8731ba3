import { isPastorCapable, type Role, type SecuritySettings, securitySettingsSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema.ts";

const KEY = "security";
const defaults: SecuritySettings = { requireTwoFactorForPastoral: false };

export async function getSecuritySettings(db: Db): Promise<SecuritySettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  const parsed = securitySettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaults;
}

export async function saveSecuritySettings(db: Db, value: SecuritySettings): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/**
 * Whether this account must set up 2FA before it may do anything but its own settings: the rule is on
 * and the role is pastor-capable (admin, pastor), whose data (donations, records, requests) it protects.
 */
export async function needsTwoFactorSetup(
  db: Db,
  user: { role: Role; twoFactorEnabled: boolean },
): Promise<boolean> {
  if (user.twoFactorEnabled || !isPastorCapable(user.role)) return false;
  return (await getSecuritySettings(db)).requireTwoFactorForPastoral;
}
