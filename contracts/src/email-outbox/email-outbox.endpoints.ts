import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { outboxListResponseSchema, outboxQuerySchema } from "./email-outbox.schema.ts";

export const emailOutboxEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/email-outbox",
    summary: "E-mails queued, sent or held (no SMTP configured), newest first; verification codes hidden",
    tag: "email",
    access: access.admin,
    query: outboxQuerySchema,
    response: outboxListResponseSchema,
  }),
};
