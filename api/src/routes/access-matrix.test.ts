import { allEndpoints, buildPath, type Role, roles } from "@church/contracts";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../app.ts";
import { users } from "../db/schema.ts";
import { hashPassword } from "../services/auth/password.ts";
import { call, cookiesFrom, getTestApp, signIn, testDriver, truncate } from "../test/test-app.ts";

type Rule = "public" | "signedIn" | "staff" | "pastoral" | "attendance" | "admin";

/**
 * PRODUCT.md's role matrix, written out per endpoint (independently of the contracts' `access`):
 * - staff (admin, pastor, content_editor): content, blog, events, media, live stream, social links,
 *   newsletter, RSVP lists, contact messages, subscribers, analytics view, own password and 2FA
 * - pastoral (admin, pastor): donations, church records (CRM), meeting requests, people and households,
 *   offering batches and the giving report (the treasurer uses a pastor-capable account)
 * - admin: users, analytics export, audit log, security settings
 * - signedIn (staff and ushers): the own account (who am I, own password, own 2FA)
 * - attendance (admin, pastor, usher): taking attendance by name; an usher may do nothing else
 * A new endpoint must get a line here, or this test fails: nobody adds a call without deciding who may make it.
 */
const expectedAccess: Record<string, Rule> = {
  "GET /api/ping": "public",
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /api/metrics": "public",
  "GET /api/openapi.json": "public",
  "POST /api/auth/login": "public",
  "GET /api/auth/unlock": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/refresh": "public",
  "GET /api/auth/session": "public",
  "GET /api/auth/me": "signedIn",
  "PUT /api/auth/change-password": "signedIn",
  "PUT /api/auth/language": "signedIn",
  "POST /api/auth/password-reset": "public",
  "POST /api/auth/set-password": "public",
  "POST /api/auth/login/2fa": "public",
  "POST /api/auth/login/2fa/resend": "public",
  "POST /api/auth/2fa/setup": "signedIn",
  "POST /api/auth/2fa/enable": "signedIn",
  "POST /api/auth/2fa/disable": "signedIn",
  "GET /api/auth/security-settings": "admin",
  "PUT /api/auth/security-settings": "admin",
  "GET /api/crm/records": "pastoral",
  "POST /api/crm/records": "pastoral",
  "PUT /api/crm/records/:id": "pastoral",
  "DELETE /api/crm/records/:id": "pastoral",
  "GET /api/crm/dashboard-stats": "pastoral",
  "GET /api/crm/summaries/weekly": "pastoral",
  "GET /api/crm/export": "pastoral",
  "POST /api/crm/import": "pastoral",
  "GET /api/crm/trends": "pastoral",
  "GET /api/crm/people": "pastoral",
  "POST /api/crm/people": "pastoral",
  "GET /api/crm/people/:id": "pastoral",
  "PUT /api/crm/people/:id": "pastoral",
  "PUT /api/crm/people/:id/stage": "pastoral",
  "PUT /api/crm/people/:id/archive": "pastoral",
  "PUT /api/crm/people/:id/photo": "pastoral",
  "GET /api/crm/people/:id/photo": "pastoral",
  "DELETE /api/crm/people/:id/photo": "pastoral",
  "POST /api/crm/people/:id/relationships": "pastoral",
  "DELETE /api/crm/people/:id/relationships/:relationshipId": "pastoral",
  "GET /api/crm/people/:id/export": "pastoral",
  "POST /api/crm/people/:id/erase": "pastoral",
  "GET /api/crm/follow-ups": "pastoral",
  "GET /api/crm/people/:id/follow-up": "pastoral",
  "PUT /api/crm/follow-ups/:id/steps/:stepId/done": "pastoral",
  "POST /api/crm/follow-ups/:id/steps/:stepId/welcome": "pastoral",
  "GET /api/crm/care/settings": "pastoral",
  "PUT /api/crm/care/settings": "pastoral",
  "GET /api/crm/care/lists": "pastoral",
  "GET /api/crm/households": "pastoral",
  "POST /api/crm/households": "pastoral",
  "PUT /api/crm/households/:id": "pastoral",
  "POST /api/crm/households/:id/members": "pastoral",
  "DELETE /api/crm/households/:id/members/:personId": "pastoral",
  "GET /api/crm/people/duplicates": "pastoral",
  "POST /api/crm/people/:id/merge": "pastoral",
  "GET /api/crm/people/export.csv": "pastoral",
  "POST /api/crm/people/import": "pastoral",
  "GET /api/crm/people/:id/care": "pastoral",
  "GET /api/crm/households/:id/care": "pastoral",
  "POST /api/crm/visits": "pastoral",
  "POST /api/crm/people/:id/notes": "pastoral",
  "GET /api/crm/care-notes/:id": "pastoral",
  "GET /api/crm/visits/follow-ups": "pastoral",
  "POST /api/crm/visits/:id/follow-up-done": "pastoral",
  "PUT /api/crm/visits/:id": "pastoral",
  "DELETE /api/crm/visits/:id": "pastoral",
  "GET /api/crm/visits/staff": "pastoral",
  "GET /api/crm/attendance/reports/by-name": "pastoral",
  "GET /api/crm/attendance/reports/retention": "pastoral",
  "GET /api/crm/attendance/:date": "attendance",
  "GET /api/crm/attendance/:date/changes": "attendance",
  "PUT /api/crm/attendance/:date/people/:personId": "attendance",
  "DELETE /api/crm/attendance/:date/people/:personId": "attendance",
  "POST /api/crm/attendance/:date/newcomers": "attendance",
  "GET /api/crm/offerings/batches": "pastoral",
  "POST /api/crm/offerings/batches": "pastoral",
  "GET /api/crm/offerings/batches/:id": "pastoral",
  "PUT /api/crm/offerings/batches/:id/count": "pastoral",
  "POST /api/crm/offerings/batches/:id/close": "pastoral",
  "POST /api/crm/offerings/batches/:id/entries": "pastoral",
  "PUT /api/crm/offerings/entries/:id": "pastoral",
  "DELETE /api/crm/offerings/entries/:id": "pastoral",
  "GET /api/crm/offerings/report": "pastoral",
  "GET /api/events": "public",
  "GET /api/admin/events": "staff",
  "POST /api/events": "staff",
  "PUT /api/events/:id": "staff",
  "DELETE /api/events/:id": "staff",
  "PUT /api/events/:id/status": "staff",
  "POST /api/events/:id/rsvp": "public",
  "GET /api/calendar.ics": "public",
  "GET /api/calendar/:feed": "public",
  "GET /api/events/:id/rsvps": "staff",
  "GET /api/events/:id/rsvps.csv": "staff",
  "POST /api/rsvps/bulk": "staff",
  "GET /api/rsvps/cancel": "public",
  "POST /api/rsvps/cancel": "public",
  "PUT /api/rsvps/:id": "staff",
  "DELETE /api/rsvps/:id": "staff",
  "POST /api/newsletter/subscribe": "public",
  "POST /api/newsletter/unsubscribe": "public",
  "GET /api/newsletter/confirm": "public",
  "GET /api/newsletter/unsubscribe": "public",
  "POST /api/newsletter/unsubscribe/one-click": "public",
  "GET /api/newsletter/subscribers": "staff",
  "GET /api/newsletter/campaigns": "staff",
  "POST /api/newsletter/campaigns": "staff",
  "POST /api/newsletter/campaigns/preview": "staff",
  "POST /api/newsletter/campaigns/test": "staff",
  "GET /api/newsletter/drafts": "staff",
  "POST /api/newsletter/drafts": "staff",
  "GET /api/newsletter/drafts/:id": "staff",
  "PUT /api/newsletter/drafts/:id": "staff",
  "DELETE /api/newsletter/drafts/:id": "staff",
  "PUT /api/newsletter/drafts/:id/schedule": "staff",
  "DELETE /api/newsletter/drafts/:id/schedule": "staff",
  "POST /api/newsletter/drafts/:id/send": "staff",
  "GET /api/newsletter/audience": "staff",
  "GET /api/newsletter/sender": "staff",
  "PUT /api/newsletter/sender": "staff",
  "POST /api/newsletter/subscribers/bulk": "staff",
  "POST /api/contact-messages": "public",
  "GET /api/contact-messages": "staff",
  "PUT /api/contact-messages/:id/read": "staff",
  "DELETE /api/contact-messages/:id": "staff",
  "POST /api/contact-messages/bulk": "staff",
  "GET /api/admin/email-outbox": "admin",
  "POST /api/admin/email-outbox/:id/resend": "admin",
  // Text messages name meeting requests as well as RSVPs: pastoral, as the meeting requests are.
  "GET /api/admin/text-messages": "pastoral",
  "POST /api/text-messages/twilio/status": "public",
  "POST /api/text-messages/twilio/inbound": "public",
  "POST /api/meeting-requests": "public",
  "GET /api/pastor/meeting-requests": "pastoral",
  "PUT /api/pastor/meeting-requests/:id/respond": "pastoral",
  "POST /api/pastor/meeting-requests/:id/cancel": "pastoral",
  "GET /api/pastor/meeting-requests/:id/meeting.ics": "pastoral",
  // Bookings (decision 039): visitors read the free slots and accept a proposed time by a signed link.
  "GET /api/meeting-requests/slots": "public",
  "GET /api/meeting-requests/proposal": "public",
  "POST /api/meeting-requests/proposal": "public",
  "GET /api/pastor/availability": "pastoral",
  "PUT /api/pastor/availability": "pastoral",
  "POST /api/pastor/send-notification": "pastoral",
  "POST /api/chat/public": "public",
  "POST /api/analytics/track": "public",
  "GET /api/analytics": "staff",
  "GET /api/analytics/export": "admin",
  "POST /api/donations/orders": "public",
  "POST /api/donations/process": "public",
  "POST /api/donations/subscriptions": "public",
  "POST /api/donations/subscriptions/confirm": "public",
  "POST /api/donations/webhook": "public",
  "GET /api/donations": "pastoral",
  "GET /api/donations/config": "public",
  "GET /api/donations/statement": "pastoral",
  "POST /api/donations/statement/send": "pastoral",
  "POST /api/donations/statement/request": "public",
  "GET /api/donations/statement/download": "public",
  "GET /api/users": "admin",
  "POST /api/users": "admin",
  "PUT /api/users/:id": "admin",
  "POST /api/users/:id/invitation": "admin",
  "PUT /api/users/:id/pause": "admin",
  "PUT /api/users/:id/activate": "admin",
  "DELETE /api/users/:id": "admin",
  "GET /api/audit": "admin",
  "GET /api/site-content": "public",
  "GET /api/admin/site-content": "staff",
  "POST /api/site-content": "staff",
  "PUT /api/site-content/:id": "staff",
  "DELETE /api/site-content/:id": "staff",
  "POST /api/site-content/import": "staff",
  "POST /api/site-content/reset": "staff",
  "GET /api/articles": "public",
  "GET /api/articles/:slug": "public",
  "GET /api/admin/articles": "staff",
  "POST /api/articles": "staff",
  "PUT /api/articles/:id": "staff",
  "DELETE /api/articles/:id": "staff",
  "PUT /api/articles/:id/status": "staff",
  "GET /api/announcements": "public",
  "GET /api/announcements/:slug": "public",
  "GET /api/admin/announcements": "staff",
  "POST /api/announcements": "staff",
  "PUT /api/announcements/:id": "staff",
  "DELETE /api/announcements/:id": "staff",
  "PUT /api/announcements/:id/status": "staff",
  "GET /api/blog-posts": "public",
  "GET /api/admin/blog-posts": "staff",
  "POST /api/blog-posts": "staff",
  "PUT /api/blog-posts/:id": "staff",
  "DELETE /api/blog-posts/:id": "staff",
  "PUT /api/blog-posts/:id/status": "staff",
  "GET /api/videos": "public",
  "POST /api/videos": "staff",
  "PUT /api/videos/:id": "staff",
  "DELETE /api/videos/:id": "staff",
  "GET /api/admin/videos": "staff",
  "PUT /api/videos/:id/status": "staff",
  "GET /api/audio-services": "public",
  "GET /api/audio-services/:id/file": "public",
  "GET /api/audio-services/:id/low-bitrate": "public",
  "GET /api/podcast.xml": "public",
  "GET /api/podcast/sw.xml": "public",
  "GET /api/share-cards/:kind/:key": "public",
  "POST /api/audio-services": "staff",
  "PUT /api/audio-services/:id": "staff",
  "DELETE /api/audio-services/:id": "staff",
  "GET /api/admin/audio-services": "staff",
  "PUT /api/audio-services/:id/status": "staff",
  "GET /api/media-library": "staff",
  "POST /api/media-library": "staff",
  "PUT /api/media-library/:id/alt": "staff",
  "DELETE /api/media-library/:id": "staff",
  "GET /api/media-library/:id/:file": "public",
  "GET /api/live-stream": "public",
  "GET /api/live-stream/settings": "staff",
  "PUT /api/live-stream": "staff",
  "POST /api/live-stream/reminders": "public",
  "GET /api/live-stream/reminders/cancel": "public",
  "POST /api/live-stream/reminders/cancel": "public",
  "GET /api/live-chat/messages": "public",
  "POST /api/live-chat/messages": "public",
  "GET /api/live-chat/stream": "public",
  // Carries no data, only that published data changed (decision 012); the gateways do not route it.
  "GET /api/published-changes": "public",
  "GET /api/admin/preview/:kind/:id": "staff",
  "POST /api/live-chat/admin-messages": "staff",
  "DELETE /api/live-chat/messages/:id": "staff",
  "GET /api/live-chat/blocks": "staff",
  "POST /api/live-chat/blocks": "staff",
  "DELETE /api/live-chat/blocks/:id": "staff",
  "GET /api/social-media": "public",
  "PUT /api/social-media": "staff",
  "GET /api/tag-names": "public",
  "GET /api/tag-names/in-use": "staff",
  "PUT /api/tag-names": "staff",
  "GET /api/partnerships": "public",
  "GET /api/search": "public",
};

const rolesOf: Record<Exclude<Rule, "public">, readonly Role[]> = {
  signedIn: ["admin", "pastor", "content_editor", "usher"],
  staff: ["admin", "pastor", "content_editor"],
  pastoral: ["admin", "pastor"],
  attendance: ["admin", "pastor", "usher"],
  admin: ["admin"],
};

const sampleParams = (path: string) =>
  buildPath(
    path,
    Object.fromEntries(
      [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [
        name as string,
        "00000000-0000-4000-8000-000000000000",
      ]),
    ),
  );

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe("the role matrix covers every endpoint of the contracts", () => {
  it.each(allEndpoints.map((e) => [key(e), e] as const))(
    "%s has a rule that matches its contract",
    (_, endpoint) => {
      const rule = expectedAccess[key(endpoint)];
      expect(rule, `${key(endpoint)} has no line in expectedAccess`).toBeDefined();
      if (rule === "public") expect(endpoint.access).toBe("public");
      else if (rule) expect([...endpoint.access].sort()).toEqual([...rolesOf[rule]].sort());
    },
  );
});

/**
 * Every mounted staff endpoint, called anonymously, as each role and as a paused account with a live
 * session: 401 without a session (paused accounts included), 403 for a role the matrix does not list,
 * and never 401/403 for a role it lists.
 */
describe(`access rules of every mounted endpoint [${testDriver}]`, async () => {
  const { deps } = await getTestApp();
  const mounted = apiRoutes(deps).map((r) => r.endpoint);

  it("mounts only endpoints defined in the contracts", () => {
    for (const endpoint of mounted) expect(allEndpoints).toContain(endpoint);
  });

  const cookies = new Map<Role, string>();
  for (const role of roles) cookies.set(role, await signIn(role));

  // An administrator signed in, then paused by another admin: the session must be dead everywhere.
  const pausedEmail = "paused-admin@matrix.test";
  await deps.db.delete(users).where(eq(users.email, pausedEmail));
  await deps.db.insert(users).values({
    email: pausedEmail,
    username: pausedEmail,
    name: "Paused Admin",
    role: "admin",
    passwordHash: await hashPassword("paused-admin-1"),
  });
  const pausedLogin = await call("POST", "/api/auth/login", {
    body: { email: pausedEmail, password: "paused-admin-1" },
  });
  const pausedCookie = cookiesFrom(pausedLogin.headers);
  await deps.db.update(users).set({ status: "paused" }).where(eq(users.email, pausedEmail));
  afterAll(() => truncate("rate_limit_buckets"));

  const staff = mounted.filter((e) => e.access !== "public");
  it.each(staff.map((e) => [key(e), e] as const))("%s", async (_, endpoint) => {
    const rule = expectedAccess[key(endpoint)];
    expect(rule).toBeDefined();
    const allowed = rule && rule !== "public" ? rolesOf[rule] : roles;
    const path = sampleParams(endpoint.path);
    const body = endpoint.body ? {} : undefined;
    const anonymous = await call(endpoint.method, path, { body });
    expect(anonymous.status).toBe(401);
    const paused = await call(endpoint.method, path, { cookie: pausedCookie, body });
    expect(paused.status, "a paused account must be shut out").toBe(401);
    for (const role of roles as readonly Role[]) {
      const result = await call(endpoint.method, path, { cookie: cookies.get(role), body });
      if (allowed.includes(role)) expect([401, 403], `${role} must be let in`).not.toContain(result.status);
      else expect(result.status, `${role} must be refused`).toBe(403);
    }
  });

  it("answers the paused account's own session as signed out", async () => {
    expect(pausedLogin.status).toBe(200);
    expect((await call("GET", "/api/auth/session", { cookie: pausedCookie })).body).toEqual({ user: null });
  });
});
