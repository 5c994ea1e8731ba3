import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockValue, nowIso } from "../common/mock-store.ts";
import { mockPasswords, usersStore } from "../users/users.mocks.ts";
import type { StaffUser } from "../users/users.schema.ts";
import { authEndpoints } from "./auth.endpoints.ts";
import { authMessages, passwordMessages, type SessionUser, twoFactorMessages } from "./auth.schema.ts";

/** Seconds an access token lives in the mocks (the API uses its own setting). */
const expiresIn = 900;

/** Who is signed in to the mocks; null when signed out (the starting state). */
const session = createMockValue<{ userId: string | null }>(() => ({ userId: null }));

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

export const authHandlers = [
  mockEndpoint(authEndpoints.login, ({ body }) => {
    const user = usersStore.all().find((u) => u.email.toLowerCase() === body.email.toLowerCase());
    if (!user || mockPasswords.get()[user.id] !== body.password) {
      return mockError(401, "unauthorized", authMessages.invalidCredentials);
    }
    if (user.status !== "active") return mockError(403, "forbidden", authMessages.accessDenied);
    const updated = usersStore.update(user.id, { lastLogin: nowIso() }) ?? user;
    session.set({ userId: user.id });
    return { user: toSessionUser(updated), expiresIn };
  }),
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
  mockEndpoint(authEndpoints.loginTwoFactor, () =>
    mockError(401, "unauthorized", twoFactorMessages.challengeExpired),
  ),
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
        }
      : { method: body.method, secret: null, otpauthUrl: null };
  }),
  mockEndpoint(authEndpoints.enableTwoFactor, ({ body }) => {
    const result = signedIn();
    if (result instanceof Response) return result;
    if (body.code !== mockTwoFactorCode) {
      return mockError(400, "validation_error", twoFactorMessages.invalidCode, {
        code: twoFactorMessages.invalidCode,
      });
    }
    const user =
      usersStore.update(result.user.id, { twoFactorEnabled: true, twoFactorMethod: "totp" }) ?? result.user;
    return { user: toSessionUser(user) };
  }),
  mockEndpoint(authEndpoints.disableTwoFactor, ({ body }) => {
    const result = signedIn();
    if (result instanceof Response) return result;
    if (mockPasswords.get()[result.user.id] !== body.password) {
      return mockError(400, "validation_error", authMessages.wrongCurrentPassword, {
        password: authMessages.wrongCurrentPassword,
      });
    }
    const user =
      usersStore.update(result.user.id, { twoFactorEnabled: false, twoFactorMethod: null }) ?? result.user;
    return { user: toSessionUser(user) };
  }),
];
