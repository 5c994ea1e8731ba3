import type { AppDeps } from "../../lib/context.ts";
import { createTwoFactorCodes } from "../../services/auth/two-factor-codes.ts";
import { createAccountLinkHandlers } from "./auth.account-links.ts";
import { createPasswordHandlers } from "./auth.password.ts";
import { createSecuritySettingsHandlers } from "./auth.security-settings.ts";
import { createSessionHandlers } from "./auth.session.ts";
import { createSignInHandlers } from "./auth.sign-in.ts";
import { createTwoFactorHandlers } from "./auth.two-factor.ts";

/** Every handler of /api/auth, grouped by concern in the files beside this one. */
export function createAuthHandlers(deps: AppDeps) {
  const codes = createTwoFactorCodes(deps.db, deps.env);
  return {
    ...createSignInHandlers(deps, codes),
    ...createSessionHandlers(deps),
    ...createPasswordHandlers(deps),
    ...createAccountLinkHandlers(deps),
    ...createTwoFactorHandlers(deps, codes),
    ...createSecuritySettingsHandlers(deps),
  };
}
