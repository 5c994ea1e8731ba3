import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockValue, type MockValue, nowIso, registerMockReset } from "../common/mock-store.ts";
import { mockAccountTokens, mockPasswords, usersStore } from "../users/users.mocks.ts";
import type { StaffUser } from "../users/users.schema.ts";
import { authEndpoints } from "./auth.endpoints.ts";
import {
  accountLinkMessages,
  authMessages,
  passwordMessages,
  type SecuritySettings,
  type SessionUser,
  twoFactorMessages,
} from "./auth.schema.ts";

/** Seconds an access token lives in the mocks (the API uses its own setting). */
const expiresIn = 900;

/**
 * In a browser (mock mode) the mock session lives in a cookie, as the API's does: it survives a reload,
 * and the three dev servers share it (cookies ignore the port). Resetting the mocks signs out.
 */
const sessionCookie = "church_mock_session";
// Typed without the DOM library, which the API (that imports contracts) lacks.
const page = (globalThis as { document?: { cookie: string } }).document;
const readSessionCookie = (): string | null =>
  page?.cookie.match(new RegExp(`(?:^|; )${sessionCookie}=([^;]*)`))?.[1] ?? null;
function writeSessionCookie(userId: string | null): void {
  if (!page) return;
  page.cookie = userId
    ? `${sessionCookie}=${userId}; path=/; SameSite=Lax`
    : `${sessionCookie}=; path=/; max-age=0; SameSite=Lax`;
}

/** Who is signed in to the mocks; null when signed out (the starting state, unless the cookie says). */
const signedInUser = createMockValue<{ userId: string | null }>(() => ({ userId: null }));
registerMockReset(() => writeSessionCookie(null));
signedInUser.set({ userId: readSessionCookie() });
const session: MockValue<{ userId: string | null }> = {
  get: signedInUser.get,
  set(value) {
    writeSessionCookie(value.userId);
    return signedInUser.set(value);
  },
};

const toSessionUser = ({ createdAt: _c, updatedAt: _u, ...user }: StaffUser): SessionUser => user;

/** The signed-in mock user, if any. */
export function currentMockUser(): StaffUser | undefined {
  const { userId } = session.get();
  return userId ? usersStore.find(userId) : undefined;
}

/** Signs a fixture account in (or out with null) without a request: for stories and tests. */
export function setMockSession(email: string | null): void {
  const user = email ? usersStore.all().find((u) => u.email === email.toLowerCase()) : undefined;
  if (email && !user) throw new Error(`No mock user with e-mail ${email}`);
  session.set({ userId: user?.id ?? null });
}

const unauthorized = () => mockError(401, "unauthorized", authMessages.sessionExpired);

function signedIn(): { user: StaffUser } | Response {
  const user = currentMockUser();
  if (!user) return unauthorized();
  if (user.status !== "active") {
    session.set({ userId: null });
    return mockError(403, "forbidden", authMessages.accessDenied);
  }
  return { user };
}

/** The mock TOTP code: any account with 2FA accepts it. */
export const mockTwoFactorCode = "123456";
/** The mock recovery codes handed out when 2FA is turned on; each works once. */
export const mockRecoveryCodes = ["abcde-12345", "fghij-67890"] as const;

/** The sign-in waiting for its second step: the challenge id and whose it is. */
const pendingChallenge = createMockValue<{ challengeId: string; userId: string } | null>(() => null);
const usedRecoveryCodes = createMockValue<string[]>(() => []);
const securitySettings = createMockValue<SecuritySettings>(() => ({ requireTwoFactorForPastoral: false }));

const acceptsCode = (code: string) => {
  if (code === mockTwoFactorCode) return true;
  const recovery = mockRecoveryCodes.find((c) => c === code.toLowerCase());
  if (!recovery || usedRecoveryCodes.get().includes(recovery)) return false;
  usedRecoveryCodes.set([...usedRecoveryCodes.get(), recovery]);
  return true;
};
const invalidCode = () =>
  mockError(400, "validation_error", twoFactorMessages.invalidCode, { code: twoFactorMessages.invalidCode });

export const authHandlers = [
  mockEndpoint(authEndpoints.login, ({ body }) => {
    const user = usersStore.all().find((u) => u.email.toLowerCase() === body.email.toLowerCase());
    if (!user || mockPasswords.get()[user.id] !== body.password) {
      return mockError(401, "unauthorized", authMessages.invalidCredentials);
    }
    if (user.status !== "active") return mockError(403, "forbidden", authMessages.accessDenied);
    if (user.twoFactorEnabled && user.twoFactorMethod) {
      const challengeId = `mock-challenge-${user.id}`;
      pendingChallenge.set({ challengeId, userId: user.id });
      return { twoFactorRequired: true as const, method: user.twoFactorMethod, challengeId };
    }
    const updated = usersStore.update(user.id, { lastLogin: nowIso() }) ?? user;
    session.set({ userId: user.id });
    return { user: toSessionUser(updated), expiresIn };
  }),
  // The mock has no locks, so every unlock link works: it goes to the sign-in page like the real one.
  mockEndpoint(
    authEndpoints.unlock,
    () => new Response(null, { status: 303, headers: { location: "/admin-login?unlocked=1" } }),
  ),
  mockEndpoint(authEndpoints.logout, () => {
    session.set({ userId: null });
    return { success: true as const };
  }),
  mockEndpoint(authEndpoints.refresh, () => {
    const result = signedIn();
    return result instanceof Response ? result : { user: toSessionUser(result.user), expiresIn };
  }),
  mockEndpoint(authEndpoints.session, () => {
    const result = signedIn();
    return { user: result instanceof Response ? null : toSessionUser(result.user) };
  }),
  mockEndpoint(authEndpoints.me, () => {
    const result = signedIn();
    return result instanceof Response ? result : { user: toSessionUser(result.user) };
  }),
  mockEndpoint(authEndpoints.setLanguage, () => {
    const result = signedIn();
    return result instanceof Response ? result : { success: true as const };
  }),
  mockEndpoint(authEndpoints.changePassword, ({ body }) => {
    const result = signedIn();
    if (result instanceof Response) return result;
    if (mockPasswords.get()[result.user.id] !== body.currentPassword) {
      return mockError(400, "validation_error", authMessages.wrongCurrentPassword, {
        currentPassword: authMessages.wrongCurrentPassword,
      });
    }
    mockPasswords.set({ ...mockPasswords.get(), [result.user.id]: body.newPassword });
    return { success: true as const, message: passwordMessages.changed };
  }),
  // The same answer for every address, as the API gives (no account enumeration).
  mockEndpoint(authEndpoints.requestPasswordReset, () => ({
    success: true as const,
    message: accountLinkMessages.resetRequested,
  })),
  mockEndpoint(authEndpoints.setPassword, ({ body }) => {
    const tokens = mockAccountTokens.get();
    const link = tokens[body.token];
    if (!link || link.used || link.purpose !== body.purpose) {
      return mockError(400, "validation_error", accountLinkMessages.linkInvalid, {
        token: accountLinkMessages.linkInvalid,
      });
    }
    mockAccountTokens.set({ ...tokens, [body.token]: { ...link, used: true } });
    mockPasswords.set({ ...mockPasswords.get(), [link.userId]: body.newPassword });
    if (session.get().userId === link.userId) session.set({ userId: null });
    return { success: true as const, message: accountLinkMessages.passwordSet };
  }),
  mockEndpoint(authEndpoints.loginTwoFactor, ({ body }) => {
    const pending = pendingChallenge.get();
    if (!pending || pending.challengeId !== body.challengeId) {
      return mockError(401, "unauthorized", twoFactorMessages.challengeExpired);
    }
    if (!acceptsCode(body.code)) return invalidCode();
    pendingChallenge.set(null);
    const user = usersStore.update(pending.userId, { lastLogin: nowIso() });
    if (!user) return mockError(401, "unauthorized", twoFactorMessages.challengeExpired);
    session.set({ userId: user.id });
    return { user: toSessionUser(user), expiresIn };
  }),
  mockEndpoint(authEndpoints.resendTwoFactorCode, () => ({
    success: true as const,
    message: twoFactorMessages.codeSent,
  })),
  mockEndpoint(authEndpoints.setupTwoFactor, ({ body }) => {
    const result = signedIn();
    if (result instanceof Response) return result;
    const secret = "JBSWY3DPEHPK3PXP";
    return body.method === "totp"
      ? {
          method: body.method,
          secret,
          otpauthUrl: `otpauth://totp/Amani%20Friends%20Church:${encodeURIComponent(result.user.email)}?secret=${secret}&issuer=Amani%20Friends%20Church`,
          // A 1x1 PNG stands in for the QR image the API draws.
          qrCodeDataUrl:
            "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
        }
      : { method: body.method, secret: null, otpauthUrl: null, qrCodeDataUrl: null };
  }),
  mockEndpoint(authEndpoints.enableTwoFactor, ({ body }) => {
    const result = signedIn();
    if (result instanceof Response) return result;
    if (body.code !== mockTwoFactorCode) return invalidCode();
    const user =
      usersStore.update(result.user.id, {
        twoFactorEnabled: true,
        twoFactorMethod: body.method ?? "totp",
      }) ?? result.user;
    usedRecoveryCodes.set([]);
    return { user: toSessionUser(user), recoveryCodes: [...mockRecoveryCodes] };
  }),
  mockEndpoint(authEndpoints.disableTwoFactor, ({ body }) => {
    const result = signedIn();
    if (result instanceof Response) return result;
    if (!result.user.twoFactorEnabled) {
      return mockError(409, "conflict", twoFactorMessages.notEnabled);
    }
    if (!acceptsCode(body.code)) return invalidCode();
    const user =
      usersStore.update(result.user.id, { twoFactorEnabled: false, twoFactorMethod: null }) ?? result.user;
    return { user: toSessionUser(user) };
  }),
  mockEndpoint(authEndpoints.securitySettings, () => securitySettings.get()),
  mockEndpoint(authEndpoints.updateSecuritySettings, ({ body }) => securitySettings.set(body)),
];
