import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  contactMessageBulkBodySchema,
  contactMessageBulkResponseSchema,
  contactMessageInputSchema,
  contactMessageResponseSchema,
  contactMessagesListResponseSchema,
  contactMessagesQuerySchema,
  contactSubmitResponseSchema,
  markReadBodySchema,
} from "./contact-messages.schema.ts";

export const contactMessagesEndpoints = {
  submit: defineEndpoint({
    method: "POST",
    path: "/api/contact-messages",
    summary: "Send a message to the church; stored and e-mailed to the office",
    tag: "contact",
    access: access.public,
    changesPublished: false,
    body: contactMessageInputSchema,
    response: contactSubmitResponseSchema,
    status: 201,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/contact-messages",
    summary: "Contact messages, newest first, with the unread count",
    tag: "contact",
    access: access.staff,
    query: contactMessagesQuerySchema,
    response: contactMessagesListResponseSchema,
  }),
  markRead: defineEndpoint({
    method: "PUT",
    path: "/api/contact-messages/:id/read",
    summary: "Mark a message read or unread",
    tag: "contact",
    access: access.staff,
    params: idParams,
    body: markReadBodySchema,
    response: contactMessageResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/contact-messages/:id",
    summary: "Delete a contact message",
    tag: "contact",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  bulk: defineEndpoint({
    method: "POST",
    path: "/api/contact-messages/bulk",
    summary: "Mark many messages read or unread, or delete them, at once (all or nothing)",
    tag: "contact-messages",
    access: access.staff,
    body: contactMessageBulkBodySchema,
    response: contactMessageBulkResponseSchema,
  }),
};
