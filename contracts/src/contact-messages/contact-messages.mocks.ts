import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { contactMessages } from "./contact-messages.constants.ts";
import { contactMessagesEndpoints } from "./contact-messages.endpoints.ts";
import type { ContactMessage } from "./contact-messages.schema.ts";

export const contactMessagesFixtures: readonly ContactMessage[] = [
  {
    id: "aa000000-0000-4000-8000-000000000001",
    name: "Rebecca Thompson",
    email: "rebecca.t@example.com",
    phone: null,
    subject: "Visiting this Sunday",
    message:
      "Hello! My family and I would like to visit this Sunday. Is there a children's program during the service?",
    preferredContact: "email",
    language: "en",
    read: false,
    readAt: null,
    createdAt: "2026-11-19T18:22:00.000Z",
  },
  {
    id: "aa000000-0000-4000-8000-000000000002",
    name: "Jean-Pierre Habimana",
    email: "jp.habimana@example.com",
    phone: "716-555-0175",
    subject: "Prayer Request",
    message: "Tafadhali muombee mama yangu ambaye ni mgonjwa hospitalini. Asante sana.",
    preferredContact: "phone",
    language: "sw",
    read: true,
    readAt: "2026-11-17T09:10:00.000Z",
    createdAt: "2026-11-16T22:05:00.000Z",
  },
];

export const contactMessagesStore = createMockStore(() => contactMessagesFixtures);

const notFound = () => mockError(404, "not_found", contactMessages.notFound);

export const contactMessagesHandlers = [
  mockEndpoint(contactMessagesEndpoints.submit, ({ body }) => {
    contactMessagesStore.insert({ id: newId(), ...body, read: false, readAt: null, createdAt: nowIso() });
    return { success: true as const, message: contactMessages.sent };
  }),
  mockEndpoint(contactMessagesEndpoints.list, ({ query }) => {
    const all = [...contactMessagesStore.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const messages = query.unread ? all.filter((m) => !m.read) : all;
    return { messages, unreadCount: all.filter((m) => !m.read).length };
  }),
  mockEndpoint(contactMessagesEndpoints.markRead, ({ params, body }) => {
    const message = contactMessagesStore.update(params.id, {
      read: body.read,
      readAt: body.read ? nowIso() : null,
    });
    return message ? { message } : notFound();
  }),
  mockEndpoint(contactMessagesEndpoints.remove, ({ params }) =>
    contactMessagesStore.remove(params.id) ? { success: true as const } : notFound(),
  ),
  mockEndpoint(contactMessagesEndpoints.bulk, ({ body }) => {
    if (body.ids.some((id) => !contactMessagesStore.find(id))) return notFound();
    for (const id of body.ids) {
      if (body.action === "delete") contactMessagesStore.remove(id);
      else
        contactMessagesStore.update(id, {
          read: body.action === "read",
          readAt: body.action === "read" ? nowIso() : null,
        });
    }
    return { success: true as const, changed: body.ids.length };
  }),
];
