import { accountLinkMessages } from "../auth/auth.schema.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, createMockValue, newId, nowIso } from "../common/mock-store.ts";
import { usersEndpoints } from "./users.endpoints.ts";
import { type StaffUser, userMessages } from "./users.schema.ts";

/** Every fixture account signs in with this password in the mocks. */
export const mockPassword = "password123";

const created = "2026-01-05T15:00:00.000Z";

export const usersFixtures: readonly StaffUser[] = [
  {
    id: "a5000000-0000-4000-8000-000000000001",
    username: "admin",
    email: "admin@amani-friends.example",
    name: "Daniel Okello",
    role: "admin",
    status: "active",
    twoFactorEnabled: false,
    twoFactorMethod: null,
    lastLogin: "2026-11-20T14:12:00.000Z",
    createdAt: created,
    updatedAt: created,
  },
  {
    id: "a5000000-0000-4000-8000-000000000002",
    username: "pastor.samuel",
    email: "pastor@amani-friends.example",
    name: "Samuel Mwangi",
    role: "pastor",
    status: "active",
    twoFactorEnabled: true,
    twoFactorMethod: "totp",
    lastLogin: "2026-11-16T01:30:00.000Z",
    createdAt: created,
    updatedAt: created,
  },
  {
    id: "a5000000-0000-4000-8000-000000000003",
    username: "amina.hassan",
    email: "editor@amani-friends.example",
    name: "Amina Hassan",
    role: "content_editor",
    status: "active",
    twoFactorEnabled: false,
    twoFactorMethod: null,
    lastLogin: null,
    createdAt: created,
    updatedAt: created,
  },
  {
    id: "a5000000-0000-4000-8000-000000000004",
    username: "peter.kamau",
    email: "peter@amani-friends.example",
    name: "Peter Kamau",
    role: "content_editor",
    status: "paused",
    twoFactorEnabled: false,
    twoFactorMethod: null,
    lastLogin: "2026-06-02T18:45:00.000Z",
    createdAt: created,
    updatedAt: created,
  },
];

export const usersStore = createMockStore(() => usersFixtures);

/** Passwords of the mock accounts by user id (fixtures: `mockPassword`). */
export const mockPasswords = createMockValue<Record<string, string>>(() =>
  Object.fromEntries(usersFixtures.map((user) => [user.id, mockPassword])),
);

/**
 * Single-use links of the mocks by token: the fixtures hold one reset link for the editor and one
 * invitation for the pastor; a new account gets `mock-invite-<id>`. Setting a password spends it.
 */
export const mockResetToken = "mock-reset-token-0000000000000001";
export const mockInviteToken = "mock-invite-token-000000000000001";
export const mockAccountTokens = createMockValue<
  Record<string, { userId: string; purpose: "reset" | "invite"; used: boolean }>
>(() => ({
  [mockResetToken]: { userId: "a5000000-0000-4000-8000-000000000003", purpose: "reset", used: false },
  [mockInviteToken]: { userId: "a5000000-0000-4000-8000-000000000002", purpose: "invite", used: false },
}));

const issueInvitation = (userId: string) =>
  mockAccountTokens.set({
    ...Object.fromEntries(
      Object.entries(mockAccountTokens.get()).map(([token, link]) => [
        token,
        link.userId === userId && link.purpose === "invite" ? { ...link, used: true } : link,
      ]),
    ),
    [`mock-invite-${userId}`]: { userId, purpose: "invite", used: false },
  });

const taken = (email: string, username: string, exceptId?: string) =>
  usersStore
    .all()
    .some(
      (user) =>
        user.id !== exceptId &&
        (user.email.toLowerCase() === email.toLowerCase() ||
          user.username.toLowerCase() === username.toLowerCase()),
    );

const notFound = () => mockError(404, "not_found", userMessages.notFound);

/** The API's rule: the last active administrator is never paused, demoted or deleted. */
const isLastActiveAdmin = (id: string) => {
  const admins = usersStore.all().filter((user) => user.role === "admin" && user.status === "active");
  return admins.length === 1 && admins[0]?.id === id;
};
const lastAdmin = () => mockError(409, "conflict", userMessages.lastAdmin);

const setStatus = (id: string, status: StaffUser["status"]) => {
  if (status === "paused" && isLastActiveAdmin(id)) return lastAdmin();
  const user = usersStore.update(id, { status, updatedAt: nowIso() });
  return user ? { user } : notFound();
};

export const usersHandlers = [
  mockEndpoint(usersEndpoints.list, () => ({ users: usersStore.all() })),
  mockEndpoint(usersEndpoints.create, ({ body }) => {
    if (taken(body.email, body.username)) return mockError(409, "conflict", userMessages.duplicate);
    const now = nowIso();
    const user = usersStore.insert({
      id: newId(),
      ...body,
      status: "active",
      twoFactorEnabled: false,
      twoFactorMethod: null,
      lastLogin: null,
      createdAt: now,
      updatedAt: now,
    });
    issueInvitation(user.id);
    return { user, message: userMessages.created };
  }),
  mockEndpoint(usersEndpoints.update, ({ params, body }) => {
    if (!usersStore.find(params.id)) return notFound();
    if (taken(body.email, body.username, params.id))
      return mockError(409, "conflict", userMessages.duplicate);
    if (body.role !== "admin" && isLastActiveAdmin(params.id)) return lastAdmin();
    const user = usersStore.update(params.id, { ...body, updatedAt: nowIso() });
    return user ? { user } : notFound();
  }),
  mockEndpoint(usersEndpoints.invite, ({ params }) => {
    const user = usersStore.find(params.id);
    if (!user) return notFound();
    if (user.status !== "active") return mockError(409, "conflict", accountLinkMessages.pausedAccount);
    issueInvitation(user.id);
    return { user, message: accountLinkMessages.invitationSent };
  }),
  mockEndpoint(usersEndpoints.pause, ({ params }) => setStatus(params.id, "paused")),
  mockEndpoint(usersEndpoints.activate, ({ params }) => setStatus(params.id, "active")),
  mockEndpoint(usersEndpoints.remove, ({ params }) => {
    if (isLastActiveAdmin(params.id)) return lastAdmin();
    return usersStore.remove(params.id) ? { success: true as const } : notFound();
  }),
];
