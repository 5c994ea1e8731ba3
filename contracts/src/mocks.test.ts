import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildPath } from "./common/endpoint.ts";
import { apiErrorSchema } from "./common/errors.ts";
import { allEndpoints, endpoints } from "./endpoints.ts";
import { eventsListResponseSchema } from "./events/events.schema.ts";
import { meetingMessages } from "./meeting-requests/meeting-requests.constants.ts";
import { handlers, mockPassword, resetMocks } from "./mocks.ts";
import { rsvpMessages } from "./rsvps/rsvps.constants.ts";
import { sampleEventIds } from "./seed/events.seed.ts";
import { siteContentSeed } from "./seed/site-content.seed.ts";

// MSW resolves the handlers' relative paths against the page's location, which Node has not got.
(globalThis as unknown as { location: URL }).location = new URL("http://localhost/");

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => resetMocks());
afterAll(() => server.close());

const origin = "http://localhost";
const someId = "a3000000-0000-4000-8000-000000000002";

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    body: type.includes("json") ? ((await response.json()) as unknown) : null,
  };
}

describe("MSW handlers", () => {
  it("exist for every endpoint", () => {
    const mocked = new Set(handlers.map((h) => `${h.info.method} ${h.info.path}`));
    for (const endpoint of allEndpoints)
      expect(mocked, endpoint.path).toContain(`${endpoint.method} ${endpoint.path}`);
  });

  it.each(
    allEndpoints.filter((e) => e.body && !e.multipart).map((e) => [`${e.method} ${e.path}`, e] as const),
  )("answer a bad body of %s with the 400 error shape", async (_, endpoint) => {
    const path = buildPath(
      endpoint.path,
      Object.fromEntries(
        Object.keys(endpoint.params?.shape ?? {}).map((name) => [name, name === "id" ? someId : "x"]),
      ),
    );
    const { status, body } = await send(endpoint.method, path, 42);
    expect(status).toBe(400);
    const error = apiErrorSchema.parse(body);
    expect(error.error.code).toBe("validation_error");
  });

  it("name the bad field of an RSVP with the spec's message", async () => {
    const { status, body } = await send("POST", `/api/events/${sampleEventIds.mensMinistry}/rsvp`, {
      attendeeName: "Sarah",
      attendeeEmail: "sarah@",
    });
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error.fields).toEqual({
      attendeeEmail: "Please enter a valid email address",
    });
  });
});

describe("mock behaviour", () => {
  it("signs in a fixture user with the mock password and keeps the session", async () => {
    expect((await send("GET", "/api/auth/me")).status).toBe(401);
    const wrong = await send("POST", "/api/auth/login", {
      email: "admin@amani-friends.example",
      password: "nope",
    });
    expect(wrong.status).toBe(401);
    const login = await send("POST", "/api/auth/login", {
      email: "Admin@Amani-Friends.example",
      password: mockPassword,
    });
    expect(login.status).toBe(200);
    const me = await send("GET", "/api/auth/me");
    expect(me.body).toMatchObject({ user: { email: "admin@amani-friends.example", role: "admin" } });
    await send("POST", "/api/auth/logout");
    expect((await send("GET", "/api/auth/me")).status).toBe(401);
  });

  it("refuses a paused account", async () => {
    const login = await send("POST", "/api/auth/login", {
      email: "peter@amani-friends.example",
      password: mockPassword,
    });
    expect(login.status).toBe(403);
  });

  it("shows a created event in the public list and forgets it after resetMocks", async () => {
    const created = await send("POST", "/api/events", {
      title: "Thanksgiving Potluck",
      description: "Bring a dish to share.",
      date: "2099-11-26",
      time: "5:00 PM - 7:00 PM",
      location: "Fellowship Hall",
      category: "fellowship",
    });
    expect(created.status).toBe(201);
    const list = eventsListResponseSchema.parse((await send("GET", "/api/events?upcoming=true")).body);
    expect(list.events.map((e) => e.title)).toContain("Thanksgiving Potluck");
    expect(list.events.find((e) => e.title === "Thanksgiving Potluck")?.slug).toBe("thanksgiving-potluck");
    resetMocks();
    const after = eventsListResponseSchema.parse((await send("GET", "/api/events")).body);
    expect(after.events.map((e) => e.title)).not.toContain("Thanksgiving Potluck");
  });

  it("keeps drafts out of the public list", async () => {
    const publicList = eventsListResponseSchema.parse((await send("GET", "/api/events")).body);
    const adminList = eventsListResponseSchema.parse((await send("GET", "/api/admin/events")).body);
    expect(publicList.events.every((e) => e.status === "published")).toBe(true);
    expect(adminList.events.some((e) => e.status === "draft")).toBe(true);
  });

  it("confirms RSVPs until the event is full, then waitlists", async () => {
    const path = `/api/events/${sampleEventIds.mensMinistry}/rsvp`;
    const before = (await send("GET", `/api/events/${sampleEventIds.mensMinistry}/rsvps`)).body as {
      confirmedCount: number;
    };
    const open = 25 - before.confirmedCount;
    for (let i = 0; i < open; i += 1) {
      const answer = await send("POST", path, {
        attendeeName: `Guest ${i}`,
        attendeeEmail: `guest${i}@example.com`,
      });
      expect(answer.body).toMatchObject({ status: "confirmed", message: rsvpMessages.confirmed });
    }
    const late = await send("POST", path, { attendeeName: "Late Guest", attendeeEmail: "late@example.com" });
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ status: "waitlisted", message: rsvpMessages.waitlisted });
    const list = eventsListResponseSchema.parse((await send("GET", "/api/events")).body);
    expect(list.events.find((e) => e.id === sampleEventIds.mensMinistry)?.currentAttendees).toBe(25);
  });

  it("refuses a meeting on today's date with the date message", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const { status, body } = await send("POST", "/api/meeting-requests", {
      name: "Agnes",
      email: "agnes@example.com",
      preferredDate: today,
      preferredTime: "10:00 AM",
      purpose: "Prayer",
    });
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error.fields).toEqual({ preferredDate: meetingMessages.dateTooEarly });
  });

  it("lets the pastor reschedule a pending request once", async () => {
    const list = (await send("GET", "/api/pastor/meeting-requests")).body as {
      meetingRequests: Array<{ id: string; status: string }>;
    };
    const pending = list.meetingRequests.find((r) => r.status === "pending");
    const path = `/api/pastor/meeting-requests/${pending?.id}/respond`;
    const incomplete = await send("PUT", path, { action: "reschedule", message: "Next week?" });
    expect(apiErrorSchema.parse(incomplete.body).error.fields).toHaveProperty("suggestedDate");
    const answer = await send("PUT", path, {
      action: "reschedule",
      message: "Next week?",
      suggestedDate: "2099-01-05",
      suggestedTime: "4:00 PM",
    });
    expect(answer.body).toMatchObject({
      meetingRequest: { status: "rescheduled", suggestedTime: "4:00 PM" },
    });
    expect((await send("PUT", path, { action: "accept" })).status).toBe(409);
  });

  it("uploads an audio sermon as multipart and validates its fields", async () => {
    const form = new FormData();
    form.set("title", "Advent Hope");
    form.set("speaker", "Pastor Samuel Mwangi");
    form.set("description", "The first Sunday of Advent.");
    form.set("date", "2026-11-29");
    form.set("file", new File([new Uint8Array(2048)], "advent.mp3", { type: "audio/mpeg" }));
    const created = await fetch(`${origin}/api/audio-services`, { method: "POST", body: form });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      audioService: { title: "Advent Hope", category: "sermon", fileSizeBytes: 2048 },
    });

    const noFile = new FormData();
    noFile.set("title", "No file");
    const refused = await fetch(`${origin}/api/audio-services`, { method: "POST", body: noFile });
    expect(refused.status).toBe(400);
  });

  it("imports and resets site content", async () => {
    const imported = await send("POST", "/api/site-content/import", [
      { section: "hero", key: "hero-title", title: "New title", content: "New text" },
      { section: "footer", key: "footer-note", title: "Note", content: "Karibu" },
    ]);
    expect(imported.body).toMatchObject({ created: 1, updated: 1 });
    const reset = (await send("POST", "/api/site-content/reset")).body as { items: unknown[] };
    expect(reset.items).toHaveLength(siteContentSeed.length);
  });

  it("filters donations by type and sums the total", async () => {
    const { body } = await send("GET", "/api/donations?type=one-time&period=all");
    const result = body as {
      donations: Array<{ type: string; amount: number }>;
      total: number;
      count: number;
    };
    expect(result.donations.every((d) => d.type === "one-time")).toBe(true);
    expect(result.total).toBe(result.donations.reduce((sum, d) => sum + d.amount, 0));
    expect(result.count).toBe(result.donations.length);
  });

  it("records a donation once per payment order", async () => {
    const gift = {
      amount: 100,
      donorName: "John Miller",
      donorEmail: "john@example.com",
      type: "tithe",
      frequency: "monthly",
      paypalOrderId: "ORDER-123",
    };
    const first = (await send("POST", "/api/donations/process", gift)).body as { donation: { id: string } };
    const second = (await send("POST", "/api/donations/process", gift)).body as { donation: { id: string } };
    expect(second.donation.id).toBe(first.donation.id);
  });

  it("answers the chat in the visitor's language", async () => {
    const { body } = await send("POST", "/api/chat/public", {
      message: "Ibada ni saa ngapi?",
      language: "sw",
    });
    expect(body).toMatchObject({ success: true, source: "quick_response" });
    expect((body as { message: string }).message).toMatch(/Jumapili/);
  });

  it("finds published content by search", async () => {
    const { body } = await send("GET", "/api/search?q=food");
    const result = body as { results: Array<{ type: string; title: string }> };
    expect(result.results).toContainEqual(
      expect.objectContaining({ type: "event", title: "Community Food Drive" }),
    );
  });

  it("serves the OpenAPI document of every endpoint", async () => {
    const { body } = await send("GET", endpoints.system.openapi.path);
    expect(Object.keys((body as { paths: object }).paths).length).toBeGreaterThan(50);
  });
});
