import { contactMessagesListResponseSchema, contactMessages as texts } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const message = {
  name: "Rebecca Thompson",
  email: "rebecca@example.org",
  phone: "716-555-0101",
  subject: "Visiting this Sunday",
  message: "Is there a children's program during the service?",
  preferredContact: "phone",
};

describe(`contact messages [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("contact_messages", "email_outbox", "rate_limit_buckets"));

  it("stores the message and e-mails it to the church office, the visitor as Reply-To", async () => {
    const result = await call("POST", "/api/contact-messages", { body: message });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ success: true, message: texts.sent });
    const { deps } = await getTestApp();
    const [row] = await deps.db.select().from(contactMessages);
    expect(row).toMatchObject({ ...message, readAt: null, language: "en" });
    const [mail] = await deps.db.select().from(emailOutbox);
    expect(mail).toMatchObject({
      kind: "contact_message",
      toAddress: deps.env.CHURCH_OFFICE_EMAIL,
      replyTo: message.email,
      subject: "Contact form: Visiting this Sunday",
    });
    expect(mail?.textBody).toContain(message.message);
  });

  it("answers bad input with 400 naming the field, storing and sending nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...message, name: "" }, "name", texts.nameRequired],
      [{ ...message, email: "" }, "email", texts.emailRequired],
      [{ ...message, email: "rebecca(at)example.org" }, "email"],
      [{ ...message, subject: "" }, "subject", texts.subjectRequired],
      [{ ...message, message: "  " }, "message", texts.messageRequired],
      [{ ...message, message: "m".repeat(5001) }, "message"],
      [{ ...message, preferredContact: "fax" }, "preferredContact"],
      [{ ...message, phone: 7165550101 }, "phone"],
    ];
    for (const [body, field, text] of cases) {
      const result = await call("POST", "/api/contact-messages", { body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      const fields = (result.body as { error: { fields: Record<string, string> } }).error.fields;
      expect(fields).toHaveProperty(field);
      if (text) expect(fields[field]).toBe(text);
    }
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(contactMessages)).toEqual([]);
    expect(await deps.db.select().from(emailOutbox)).toEqual([]);
  });

  it("limits messages per address and e-mail with 429, not the people writing from one address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await call("POST", "/api/contact-messages", { body: message })).status).toBe(201);
    expect((await call("POST", "/api/contact-messages", { body: message })).status).toBe(429);
    // Others on the same connection (the church's Wi-Fi) still write, up to the address's ceiling.
    for (let i = 0; i < 25; i++) {
      const other = { ...message, email: `member${i}@example.org` };
      expect((await call("POST", "/api/contact-messages", { body: other })).status).toBe(201);
    }
    const flood = { ...message, email: "member-flood@example.org" };
    expect((await call("POST", "/api/contact-messages", { body: flood })).status).toBe(429);
  });

  it("lets staff list, mark read and unread, and delete", async () => {
    await call("POST", "/api/contact-messages", { body: message });
    await call("POST", "/api/contact-messages", {
      body: { ...message, subject: "Prayer Request", language: "sw" },
    });
    expect((await call("GET", "/api/contact-messages")).status).toBe(401);
    const list = async (query = "") =>
      contactMessagesListResponseSchema.parse(
        (await call("GET", `/api/contact-messages${query}`, { cookie: editor })).body,
      );
    const first = await list();
    expect(first.messages.map((m) => m.subject)).toEqual(["Prayer Request", "Visiting this Sunday"]);
    expect(first.unreadCount).toBe(2);
    const id = first.messages[1]?.id ?? "";
    const read = await call("PUT", `/api/contact-messages/${id}/read`, {
      cookie: editor,
      body: { read: true },
    });
    expect(read.body).toMatchObject({ message: { id, read: true } });
    expect((await list()).unreadCount).toBe(1);
    expect((await list("?unread=true")).messages.map((m) => m.subject)).toEqual(["Prayer Request"]);
    await call("PUT", `/api/contact-messages/${id}/read`, { cookie: editor, body: { read: false } });
    expect((await list()).unreadCount).toBe(2);
    expect(
      (await call("PUT", `/api/contact-messages/${id}/read`, { cookie: editor, body: { read: "yes" } }))
        .status,
    ).toBe(400);
    expect((await call("DELETE", `/api/contact-messages/${id}`, { cookie: editor })).status).toBe(200);
    expect((await call("DELETE", `/api/contact-messages/${id}`, { cookie: editor })).status).toBe(404);
    expect((await list()).messages).toHaveLength(1);
  });

  it("marks many read or unread and deletes many at once, all or nothing", async () => {
    for (const subject of ["One", "Two", "Three"]) {
      await call("POST", "/api/contact-messages", { body: { ...message, subject } });
    }
    const list = async () =>
      contactMessagesListResponseSchema.parse(
        (await call("GET", "/api/contact-messages", { cookie: editor })).body,
      );
    const ids = (await list()).messages.map((m) => m.id);
    const bulk = (chosen: string[], action: string) =>
      call("POST", "/api/contact-messages/bulk", { cookie: editor, body: { ids: chosen, action } });
    expect((await bulk(ids.slice(0, 2), "read")).body).toEqual({ success: true, changed: 2 });
    expect((await list()).unreadCount).toBe(1);
    expect((await bulk([ids[0] ?? "", "a7000000-0000-4000-8000-00000000dead"], "unread")).status).toBe(404);
    expect((await list()).unreadCount).toBe(1);
    await bulk(ids.slice(1), "delete");
    expect((await list()).messages.map((m) => m.subject)).toEqual(["Three"]);
    expect((await bulk([], "delete")).status).toBe(400);
  });
});
