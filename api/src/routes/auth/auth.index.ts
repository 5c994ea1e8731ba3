import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createAuthHandlers } from "./auth.handlers.ts";

export function authRoutes(deps: AppDeps) {
  const h = createAuthHandlers(deps);
  return [
    route(endpoints.auth.login, h.login),
    route(endpoints.auth.unlock, h.unlock),
    route(endpoints.auth.loginTwoFactor, h.loginTwoFactor),
    route(endpoints.auth.resendTwoFactorCode, h.resendTwoFactorCode),
    route(endpoints.auth.refresh, h.refresh),
    route(endpoints.auth.logout, h.logout),
    route(endpoints.auth.session, h.session),
    route(endpoints.auth.me, h.me),
    route(endpoints.auth.changePassword, h.changePassword),
    route(endpoints.auth.setLanguage, h.setLanguage),
    route(endpoints.auth.requestPasswordReset, h.requestPasswordReset),
    route(endpoints.auth.setPassword, h.setPassword),
    route(endpoints.auth.setupTwoFactor, h.setupTwoFactor),
    route(endpoints.auth.enableTwoFactor, h.enableTwoFactor),
    route(endpoints.auth.disableTwoFactor, h.disableTwoFactor),
    route(endpoints.auth.securitySettings, h.securitySettings),
    route(endpoints.auth.updateSecuritySettings, h.updateSecuritySettings),
  ];
}
