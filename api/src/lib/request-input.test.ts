import { addDays, unstorableTextMessage } from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, meetingRequests } from "../db/schema.ts";
import { churchToday } from "../services/events/events.model.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../test/test-app.ts";
import { notUtf8Message, tooDeepMessage } from "./json-body.ts";

const contact = { name: "Amina", email: "amina@example.org", subject: "Hello", message: "A question" };

const fieldsOf = (body: unknown) =>
  (body as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe(`text the database cannot store [${testDriver}]`, () => {
  beforeEach(() => truncate("contact_messages", "meeting_requests", "email_outbox", "rate_limit_buckets"));

  it("refuses a NUL or a lone surrogate in a body with a 400 naming the field, and stores nothing", async () => {
    const { deps } = await getTestApp();
    for (const bad of ["a\u0000b", "a\ud800b", "\udc00"]) {
      const answer = await call("POST", "/api/contact-messages", { body: { ...contact, name: bad } });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual({ name: unstorableTextMessage });
    }
    expect(await deps.db.select().from(contactMessages)).toHaveLength(0);
    // A complete surrogate pair (an emoji) is ordinary text.
    expect(
      (await call("POST", "/api/contact-messages", { body: { ...contact, name: "Amina 🙏" } })).status,
    ).toBe(201);
    const [row] = await deps.db.select().from(contactMessages);
    expect(row?.name).toBe("Amina 🙏");
  });

  // Before: the body was decoded with replacement, and "Am\uFFFDna" stored (201).
  it("refuses bytes that are not UTF-8 with a 400 naming the field, and stores nothing", async () => {
    const { app, deps } = await getTestApp();
    const json = JSON.stringify({ ...contact, name: "Am#na" });
    const at = json.indexOf("#");
    const send = (bad: number[]) =>
      app.request("/api/contact-messages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new Uint8Array([
          ...new TextEncoder().encode(json.slice(0, at)),
          ...bad,
          ...new TextEncoder().encode(json.slice(at + 1)),
        ]),
      });
    // A lone continuation byte, a truncated sequence, an overlong NUL, an encoded surrogate, past U+10FFFF.
    for (const bad of [
      [0x80],
      [0xe2, 0x82],
      [0xc0, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xff],
    ]) {
      const answer = await send(bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(fieldsOf(await answer.json()), String(bad)).toEqual({ name: notUtf8Message });
    }
    expect(await deps.db.select().from(contactMessages)).toHaveLength(0);
    // U+FFFD sent as itself is ordinary text, and so is every well-formed sequence.
    expect((await send([0xef, 0xbf, 0xbd, 0xf0, 0x9f, 0x99, 0x8f, 0xc3, 0xa9])).status).toBe(201);
    const [row] = await deps.db.select().from(contactMessages);
    expect(row?.name).toBe("Am\ufffd🙏éna");
  });

  // Before: 500 and a stack trace in the log (the text check walked the value recursively).
  it("refuses JSON nested deeper than 32 levels with a 400 naming the field, however deep", async () => {
    const { deps } = await getTestApp();
    for (const levels of [33, 10_000, 100_000]) {
      const deep = `${"[".repeat(levels)}${"]".repeat(levels)}`;
      const body = JSON.stringify(contact).replace('"name":"Amina"', `"name":"Amina","notes":${deep}`);
      const answer = await call("POST", "/api/contact-messages", { body });
      expect(answer.status, `${levels} levels`).toBe(400);
      expect(fieldsOf(answer.body)).toEqual({ notes: tooDeepMessage });
      const whole = await call("POST", "/api/contact-messages", { body: deep });
      expect(whole.status).toBe(400);
      // An array body names its item, as the contract's own errors do (`0`, `items.0`).
      expect(fieldsOf(whole.body)).toEqual({ "0": tooDeepMessage });
    }
    // 32 levels are read (and the unknown field then dropped by the contract).
    const deep = `${"[".repeat(31)}${"]".repeat(31)}`;
    const body = JSON.stringify(contact).replace('"name":"Amina"', `"name":"Amina","notes":${deep}`);
    expect((await call("POST", "/api/contact-messages", { body })).status).toBe(201);
    expect(await deps.db.select().from(contactMessages)).toHaveLength(1);
  });

  it("refuses them in query strings, path parameters and nested fields", async () => {
    const search = await call("GET", "/api/search?q=%00");
    expect(search.status).toBe(400);
    expect(fieldsOf(search.body)).toEqual({ "query.q": unstorableTextMessage });
    const surrogate = await call("GET", "/api/search?q=%ED%A0%80x");
    expect(surrogate.status).toBeLessThan(500);
    const admin = await signIn("admin");
    const list = await call("GET", "/api/audit?entityType=%00", { cookie: admin });
    expect(list.status).toBe(400);
    expect(fieldsOf(list.body)).toEqual({ "query.entityType": unstorableTextMessage });
    const param = await call("GET", "/api/articles/a%00b");
    expect(param.status).toBe(400);
    expect(fieldsOf(param.body)).toEqual({ "params.slug": unstorableTextMessage });
    const nested = await call("POST", "/api/contact-messages", {
      body: { ...contact, extra: { deep: ["ok", "x\u0000"] } },
    });
    expect(nested.status).toBe(400);
    expect(fieldsOf(nested.body)).toEqual({ "extra.deep.1": unstorableTextMessage });
  });
});

describe(`bodies that are not JSON [${testDriver}]`, () => {
  beforeEach(() => truncate("meeting_requests", "email_outbox", "rate_limit_buckets"));

  it("answers 415 and changes nothing when the content type is not JSON", async () => {
    const { deps } = await getTestApp();
    const today = churchToday();
    const created = await call("POST", "/api/meeting-requests", {
      body: {
        name: "Jean",
        email: "jean@example.org",
        meetingType: "general",
        preferredDate: addDays(today, 2),
        preferredTime: "10:00 AM",
        meetingFormat: "in-person",
        urgency: "routine",
        purpose: "A talk",
        language: "en",
      },
    });
    expect(created.status).toBe(201);
    const [request] = await deps.db.select().from(meetingRequests);
    const pastor = await signIn("pastor");
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const answer = await call("PUT", `/api/pastor/meeting-requests/${request?.id}/respond`, {
        cookie: pastor,
        headers: { "content-type": type },
        body: JSON.stringify({ action: "decline", message: "Sorry, declined" }),
      });
      expect(answer.status, type).toBe(415);
    }
    const [after] = await deps.db
      .select()
      .from(meetingRequests)
      .where(eq(meetingRequests.id, request?.id ?? ""));
    expect(after?.status).toBe("pending");
    const declined = await call("PUT", `/api/pastor/meeting-requests/${request?.id}/respond`, {
      cookie: pastor,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: { action: "decline", message: "Sorry, declined" },
    });
    expect(declined.status).toBe(200);
    const [stored] = await deps.db
      .select()
      .from(meetingRequests)
      .where(eq(meetingRequests.id, request?.id ?? ""));
    expect(stored?.status).toBe("declined");
  });

  it("refuses an upload that is not multipart (415) and a form field with a NUL (400 naming it)", async () => {
    const { app } = await getTestApp();
    const cookie = await signIn("pastor");
    const asJson = await call("POST", "/api/audio-services", {
      cookie,
      body: { title: "T", speaker: "S", description: "D", date: "2026-11-22" },
    });
    expect(asJson.status).toBe(415);
    const form = new FormData();
    form.append("title", "Bad\u0000title");
    form.append("speaker", "S");
    form.append("description", "D");
    form.append("date", "2026-11-22");
    form.append(
      "file",
      new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0])], "a.mp3", { type: "audio/mpeg" }),
    );
    const answer = await app.request("/api/audio-services", {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(await answer.json())).toEqual({ title: unstorableTextMessage });
  });

  it("answers 400 for a JSON body that does not parse", async () => {
    const answer = await call("POST", "/api/contact-messages", { body: '{"name": "a",' });
    expect(answer.status).toBe(400);
  });
});
