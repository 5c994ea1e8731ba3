import { mockEndpoint } from "../common/mock-endpoint.ts";
import { createMockStore } from "../common/mock-store.ts";
import { usersFixtures } from "../users/users.mocks.ts";
import { auditEndpoints } from "./audit.endpoints.ts";
import type { AuditEntry } from "./audit.schema.ts";

const admin = usersFixtures[0];

export const auditFixtures: readonly AuditEntry[] = [
  {
    id: "a7000000-0000-4000-8000-000000000001",
    createdAt: "2026-11-20T14:20:00.000Z",
    action: "user.pause",
    entityType: "user",
    entityId: "a5000000-0000-4000-8000-000000000004",
    actor: admin ? { id: admin.id, name: admin.name, email: admin.email } : null,
    before: { status: "active" },
    after: { status: "paused" },
  },
];

export const auditStore = createMockStore(() => auditFixtures);

export const auditHandlers = [
  mockEndpoint(auditEndpoints.list, ({ query }) => {
    const matching = auditStore
      .all()
      .filter((entry) => !query.entityType || entry.entityType === query.entityType)
      .filter((entry) => !query.entityId || entry.entityId === query.entityId);
    return { entries: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }),
];
