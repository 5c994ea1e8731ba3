import { defineEndpoint } from "../common/endpoint.ts";
import { idParams } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  outboxEmailResponseSchema,
  outboxListResponseSchema,
  outboxQuerySchema,
} from "./email-outbox.schema.ts";

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
  resend: defineEndpoint({
    method: "POST",
    path: "/api/admin/email-outbox/:id/resend",
    summary: "Send a failed e-mail again from the start (409 unless it failed)",
    tag: "email",
    access: access.admin,
    params: idParams,
    response: outboxEmailResponseSchema,
  }),
};
