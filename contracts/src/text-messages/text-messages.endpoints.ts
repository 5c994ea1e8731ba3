import { defineEndpoint } from "../common/endpoint.ts";
import { okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  textMessagesQuerySchema,
  textMessagesResponseSchema,
  twilioInboundSchema,
  twilioStatusCallbackSchema,
} from "./text-messages.schema.ts";

/**
 * Twilio's form posts are a few kilobytes (a message is at most 1,600 characters, plus its media
 * links): a larger one is refused before it is read, and before its signature is checked.
 */
const TWILIO_MAX_BODY_BYTES = 64 * 1024;

export const textMessagesEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/text-messages",
    summary:
      "Text messages (SMS and WhatsApp confirmations and reminders) with their status, newest first; pastoral staff only, as they name meetings",
    tag: "text-messages",
    access: access.pastoral,
    query: textMessagesQuerySchema,
    response: textMessagesResponseSchema,
  }),
  twilioStatus: defineEndpoint({
    method: "POST",
    path: "/api/text-messages/twilio/status",
    summary:
      "Twilio's status callback (form fields, X-Twilio-Signature checked): queued, sent, delivered, failed",
    tag: "text-messages",
    access: access.public,
    maxBodyBytes: TWILIO_MAX_BODY_BYTES,
    changesPublished: false,
    body: twilioStatusCallbackSchema,
    multipart: true,
    response: okSchema,
  }),
  twilioInbound: defineEndpoint({
    method: "POST",
    path: "/api/text-messages/twilio/inbound",
    summary:
      "Twilio's incoming-message webhook (form fields, X-Twilio-Signature checked): STOP ends every message to that number, START allows them again; answers empty TwiML",
    tag: "text-messages",
    access: access.public,
    maxBodyBytes: TWILIO_MAX_BODY_BYTES,
    changesPublished: false,
    body: twilioInboundSchema,
    multipart: true,
    response: null,
    produces: ["text/xml"],
  }),
};
