import { type endpoints, twoFactorMessages } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { getSecuritySettings, saveSecuritySettings } from "../../services/auth/security-settings.ts";
import { findUser } from "../../services/auth/session-user.ts";

/** The account security settings (whether pastoral staff must use 2FA). */
export function createSecuritySettingsHandlers(deps: AppDeps) {
  const { db } = deps;

  const securitySettings: Handler<typeof endpoints.auth.securitySettings> = async () =>
    getSecuritySettings(db);

  const updateSecuritySettings: Handler<typeof endpoints.auth.updateSecuritySettings> = async ({
    user,
    body,
  }) => {
    const before = await getSecuritySettings(db);
    if (body.requireTwoFactorForPastoral && !before.requireTwoFactorForPastoral) {
      // Otherwise the admin who turns it on would be the first one shut out of the dashboard.
      const row = await findUser(db, user.id);
      if (!row.twoFactorEnabled) throw conflict(twoFactorMessages.ownTwoFactorFirst);
    }
    await saveSecuritySettings(db, body);
    await recordAudit(db, {
      actor: user,
      action: "security_settings.update",
      entityType: "security_settings",
      before,
      after: body,
    });
    return body;
  };

  return { securitySettings, updateSecuritySettings };
}
