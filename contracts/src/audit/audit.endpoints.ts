import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { auditListQuerySchema, auditListResponseSchema } from "./audit.schema.ts";

export const auditEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/audit",
    summary: "The audit log of staff actions, newest first (who, what, when, before and after)",
    tag: "audit",
    access: access.admin,
    query: auditListQuerySchema,
    response: auditListResponseSchema,
  }),
};
