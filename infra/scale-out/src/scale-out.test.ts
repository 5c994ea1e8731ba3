/**
 * Scale-out: several API processes and the public site's own servers behind the real gateway (Debian's
 * nginx with infra/gateway/nginx.conf) on one PostgreSQL database, on loopback. What must hold with one
 * instance holds with many: sessions, live-chat fan-out, rate limits, rendered pages that follow what
 * staff publish, and no accepted write is lost when an instance dies under load. Run by .ci/run after
 * the PostgreSQL tests: `node scripts/pnpm.mjs --filter ./infra/scale-out test`.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { endpoints } from "@church/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The API's own Twilio stub (a test helper of the api package): every instance sends to it.
import {
  STUB_ACCOUNT_SID,
  STUB_AUTH_TOKEN,
  STUB_SMS_FROM,
  startTwilioStub,
  type TwilioStub,
} from "../../../api/src/test/twilio.mocks.ts";
import { Cluster } from "./cluster.ts";
import {
  call,
  fromEveryInstance,
  messagesSeen,
  onAnotherInstance,
  openEventStream,
  type Reply,
  type Visitor,
  visitor,
} from "./http-client.ts";
import {
  type AnnouncementView,
  announcementsPage,
  type PageServer,
  pageServersOf,
  publishAnnouncement,
  setAnnouncementStatus,
  untilShown,
  viewOf,
} from "./pages.ts";
import { waitFor } from "./wait.ts";
import { countBy, lostWrites, isAccepted as ok, writeWhileKilling } from "./write-while-killing.ts";

const INSTANCES = 3;
const SITE_SERVERS = 2;
const adminEmail = "scale-admin@church.test";
const adminPassword = "Scale-out admin 2026!";
const log = (line: string) => console.log(`[scale-out] ${line}`);

const twilio: Record<string, string> = {};
const cluster = new Cluster({
  instances: INSTANCES,
  siteServers: SITE_SERVERS,
  log,
  adminEmail,
  adminPassword,
  env: twilio,
});
let stub: TwilioStub | undefined;
/** An upcoming event that takes RSVPs, created by the admin through the gateway. */
let eventId = "";
/** The admin's session (signed in through the gateway), for the writes of later tests. */
const admin = visitor("127.0.0.3");

const withId = (path: string, id: string) => path.replace(":id", id);
const get = (who: Visitor, path: string) => call(cluster.url, who, "GET", path);
const post = (who: Visitor, path: string, body: unknown) => call(cluster.url, who, "POST", path, body);

beforeAll(async () => {
  stub = await startTwilioStub();
  Object.assign(twilio, {
    TWILIO_ACCOUNT_SID: STUB_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: STUB_AUTH_TOKEN,
    TWILIO_SMS_FROM: STUB_SMS_FROM,
    TWILIO_API_BASE_URL: stub.baseUrl,
  });
  await cluster.start();
});

afterAll(async () => {
  // Errors the servers logged, whatever the outcome (a failure here is often explained there).
  for (const server of [...cluster.instances, ...cluster.siteServers])
    for (const line of server.logLines().filter((l) => l.level === 50 || l.level === "error"))
      log(`${server.id} logged: ${JSON.stringify(line).slice(0, 600)}`);
  await cluster.stop();
  await stub?.close();
});

describe(`scale-out: ${INSTANCES} API instances and ${SITE_SERVERS} public-site servers behind infra/gateway/nginx.conf on PostgreSQL`, () => {
  it("spreads requests over the instances, each naming itself", async () => {
    const reader = visitor("127.0.0.2");
    const replies: Reply[] = [];
    for (let i = 0; i < 12; i++) replies.push(await get(reader, endpoints.system.ping.path));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const counts = countBy(replies.map((r) => r.instance));
    log(`12 GET /api/ping through the gateway, answered by: ${JSON.stringify(counts)}`);
    expect(Object.keys(counts).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(counts).every((id) => /^api-\d$/.test(id))).toBe(true);
    // nginx's own record agrees: more than one upstream address served /api/ping.
    const upstreams = new Set(
      cluster.gateway
        ?.accessLog()
        .filter((line) => line.includes(" /api/ping 200 "))
        .map((line) => line.split(" ").at(-1)),
    );
    log(`nginx access log: /api/ping went to ${[...upstreams].join(", ")}`);
    expect(upstreams.size).toBeGreaterThanOrEqual(2);
  });

  it("a session signed in through one instance is honoured by another", async () => {
    // As a browser signs in: with its Origin, which the API's CSRF check compares with the Host.
    const login = await call(
      cluster.url,
      admin,
      "POST",
      endpoints.auth.login.path,
      { email: adminEmail, password: adminPassword },
      { origin: cluster.url, "sec-fetch-site": "same-origin" },
    );
    expect(login.status, login.text).toBe(200);
    expect(admin.cookies.size).toBeGreaterThan(0);
    const me = await onAnotherInstance(login.instance, () => get(admin, endpoints.auth.me.path));
    log(`signed in on ${login.instance}; GET /api/auth/me answered by ${me.instance}: ${me.status}`);
    expect(me.status, me.text).toBe(200);
    expect(endpoints.auth.me.response.parse(me.json).user.email).toBe(adminEmail);

    // An authenticated write through the gateway: the event the visitors below answer.
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await post(admin, endpoints.events.create.path, {
      title: "Scale-out picnic",
      description: "An event for the scale-out test.",
      date,
      time: "3:00 PM",
      location: "Church hall",
      rsvpRequired: true,
      status: "published",
    });
    expect(created.status, created.text).toBe(201);
    eventId = endpoints.events.create.response.parse(created.json).event.id;
    log(`event ${eventId} created by the admin through ${created.instance}`);

    const anonymous = visitor("127.0.0.3");
    const refused = await get(anonymous, endpoints.auth.me.path);
    expect(refused.status).toBe(401);
  });

  it("live-chat messages posted through one instance reach viewers connected to others", async () => {
    // Each open stream holds a connection, so least_conn sends the next one to another instance.
    const viewers = [];
    for (let i = 0; i < INSTANCES; i++) {
      viewers.push(
        await openEventStream(cluster.url, visitor(`127.0.0.${10 + i}`), endpoints.liveChat.stream.path),
      );
    }
    try {
      const viewerInstances = viewers.map((v) => v.instance);
      log(`live-chat viewers connected to ${viewerInstances.join(", ")}`);
      expect(new Set(viewerInstances).size).toBeGreaterThanOrEqual(2);

      const poster = visitor("127.0.0.20");
      const sent: { id: string; instance: string | undefined }[] = [];
      for (let i = 0; i < 3; i++) {
        const reply = await post(poster, endpoints.liveChat.post.path, {
          user: "Scale visitor",
          message: `Karibu sana ${i}`,
        });
        expect(reply.status, reply.text).toBe(201);
        sent.push({
          id: endpoints.liveChat.post.response.parse(reply.json).message.id,
          instance: reply.instance,
        });
      }
      const seen = await messagesSeen(viewers, sent, log);
      expect(seen.map((m) => m.user)).toEqual(seen.map(() => "Scale visitor"));
      expect(seen.filter((m) => m.crossed).length).toBeGreaterThanOrEqual(1);
    } finally {
      for (const viewer of viewers) viewer.close();
    }
  });

  it("a rate limit holds across instances: the 6th wrong password is refused with 429", async () => {
    const guesser = visitor("127.0.0.30");
    const replies: Reply[] = [];
    for (let i = 0; i < 6; i++) {
      replies.push(
        await post(guesser, endpoints.auth.login.path, { email: adminEmail, password: `wrong-${i}` }),
      );
    }
    log(`wrong passwords: ${replies.map((r) => `${r.status} via ${r.instance}`).join(", ")}`);
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(new Set(replies.map((r) => r.instance)).size).toBeGreaterThanOrEqual(2);
    // That source is locked on every instance, even with the right password (the lock is per account
    // and source: docs/decisions/007-sign-in-limits.md); the owner, from another address, is not.
    const locked = await onAnotherInstance(replies.at(-1)?.instance, () =>
      post(guesser, endpoints.auth.login.path, { email: adminEmail, password: adminPassword }),
    );
    expect(locked.status).toBe(429);
    expect(locked.headers["retry-after"]).toMatch(/^\d+$/);
    const owner = visitor("127.0.0.31");
    const signedIn = await post(owner, endpoints.auth.login.path, {
      email: adminEmail,
      password: adminPassword,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it("published reads kept in memory show a new RSVP at once on every instance", async () => {
    expect(eventId).not.toBe("");
    const reader = visitor("127.0.0.50");
    /** GET /api/events until every instance has answered; the event's attendee count on each. */
    const countsOnEveryInstance = async () => {
      const replies = await fromEveryInstance(INSTANCES, () => get(reader, endpoints.events.list.path));
      const attendees = (reply: Reply) =>
        endpoints.events.list.response.parse(reply.json).events.find((e) => e.id === eventId)
          ?.currentAttendees;
      return new Map([...replies].map(([instance, reply]) => [instance, attendees(reply) ?? -1]));
    };
    const before = await countsOnEveryInstance();
    const count = before.values().next().value ?? -1;
    expect([...before.values()]).toEqual(Array(INSTANCES).fill(count));
    const rsvp = await post(visitor("127.0.0.51"), withId(endpoints.rsvps.create.path, eventId), {
      attendeeName: "Cache Check",
      attendeeEmail: "cache-check@scale.test",
    });
    expect(rsvp.status, rsvp.text).toBe(201);
    // Within the cache's lifetime: only the write's NOTIFY explains a fresh count elsewhere.
    const after = await countsOnEveryInstance();
    log(
      `attendees before ${JSON.stringify(Object.fromEntries(before))}, RSVP via ${rsvp.instance}, after ${JSON.stringify(Object.fromEntries(after))}`,
    );
    expect([...after.values()]).toEqual(Array(INSTANCES).fill(count + 1));
  });

  it("text reminders go out once with every instance's job worker polling: the confirmation, then each reminder when due", async () => {
    expect(eventId).not.toBe("");
    const sql = cluster.sql;
    if (!sql || !stub) throw new Error("no database connection or Twilio stub");
    const twilioStub = stub;
    const rsvp = await post(visitor("127.0.0.60"), withId(endpoints.rsvps.create.path, eventId), {
      attendeeName: "Text Check",
      attendeeEmail: "text-check@scale.test",
      language: "sw",
      textReminders: { phone: "+254 712 345 678", channel: "sms", consent: true },
    });
    expect(rsvp.status, rsvp.text).toBe(201);
    await waitFor(() => twilioStub.received.length >= 1, { timeoutMs: 20_000, what: "the confirmation" });
    // The reminders' time comes: both jobs due now, for whichever instance polls first.
    await sql`update jobs set run_at = now() where status = 'pending' and kind = 'text_message.send'`;
    await waitFor(() => twilioStub.received.length >= 3, { timeoutMs: 20_000, what: "both reminders" });
    // Two more polls of every instance (2 s each): nothing is sent again.
    await sleep(5_000);
    expect(twilioStub.received.map((m) => m.to)).toEqual(Array(3).fill("+254712345678"));
    expect(twilioStub.received.map((m) => m.body.split(": ")[1]?.split(" ")[0])).toEqual([
      "umesajiliwa",
      "kikumbusho",
      "kikumbusho",
    ]);
    const rows = await sql<{ kind: string; status: string; attempts: number; locked_by: string }[]>`
      select m.kind, m.status, m.attempts, j.locked_by from text_messages m
      join jobs j on j.payload->>'messageId' = m.id::text order by m.send_at`;
    log(`text messages sent by ${JSON.stringify(countBy(rows.map((r) => r.locked_by)))}`);
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ["rsvp_confirmed", "queued", 1],
      ["rsvp_reminder_day", "queued", 1],
      ["rsvp_reminder_2h", "queued", 1],
    ]);
  });

  it("an announcement published through one API instance shows in the others' pages and the public-site servers' (list, own page with Open Graph tags, sitemap.xml) without a rebuild; unpublished, it is gone from all three", async () => {
    // Writes go to api-1 itself; the pages are read from the other API instances (the one-origin
    // server, in-process reads) and from the public site's own servers (reads over HTTP, the stream of
    // published changes), all with production's caches: rendered pages 60 s, the API's reads 5 s.
    // (The test before this one wrote nothing through the API for more than 5 s: no change is pending.)
    const writer = cluster.instances[0];
    if (!writer) throw new Error("no API instance");
    const servers = pageServersOf(cluster, writer.id);
    expect(servers).toHaveLength(INSTANCES - 1 + SITE_SERVERS);
    const reader = visitor("127.0.0.70");
    const item = { title: "Scale-out harvest supper", slug: `harvest-supper-${Date.now().toString(36)}` };
    const views = () => Promise.all(servers.map((server) => viewOf(server, reader, item)));
    const nowhere: AnnouncementView = { listed: false, ownPage: 404, openGraph: false, inSitemap: false };
    const everywhere: AnnouncementView = { listed: true, ownPage: 200, openGraph: true, inSitemap: true };

    // Every server renders its pages (the item's own page is a 404 so far) and keeps them: asked again,
    // it sends the very same page (a new render would carry a new render time in its state).
    expect(await views()).toEqual(servers.map(() => nowhere));
    for (const server of servers) {
      const once = await announcementsPage(server, reader);
      await sleep(50);
      expect({ server: server.name, kept: (await announcementsPage(server, reader)) === once }).toEqual({
        server: server.name,
        kept: true,
      });
    }

    const expectEverywhere = async (want: AnnouncementView, what: string) =>
      expect(await untilShown(servers, reader, item, want, (line) => log(`${what}: ${line}`))).toEqual(
        servers.map((server) => ({ server: server.name, view: want })),
      );

    const itemId = await publishAnnouncement(writer.url, admin, item);
    await expectEverywhere(everywhere, `published via ${writer.id}`);
    await setAnnouncementStatus(writer.url, admin, itemId, item, "draft");
    await expectEverywhere(nowhere, `unpublished via ${writer.id}`);

    // Through the gateway, pages come from the public site's servers; the stream is not for visitors.
    const viaGateway = await call(cluster.url, reader, "GET", "/announcements", undefined, {
      accept: "text/html",
    });
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers["x-instance-id"]).toMatch(/^site-\d$/);
    const stream = await call(cluster.url, reader, "GET", endpoints.publishedChanges.stream.path);
    expect(stream.status).toBe(404);
  });

  it("killing an instance mid-load loses no accepted write: every 2xx RSVP and donation is stored", async () => {
    expect(eventId).not.toBe("");
    const sql = cluster.sql;
    if (!sql) throw new Error("no database connection");
    // The instance the first public-site server follows the published changes on (the next test shows
    // it following them on another); any instance would do for this one.
    const followed = cluster.siteServers[0]?.followed().at(-1);
    const victim = cluster.instances.find((i) => i.id === followed) ?? cluster.instances[1];
    if (!victim) throw new Error("no instance to kill");

    const { outcomes, acceptedRsvps, acceptedOrders, acceptedDonations } = await writeWhileKilling({
      baseUrl: cluster.url,
      eventId,
      victim,
      log,
    });
    const before = outcomes.filter((o) => !o.afterKill);
    const after = outcomes.filter((o) => o.afterKill);
    log(
      `before the kill: ${JSON.stringify(countBy(before.filter(ok).map((o) => o.instance)))} accepted; ` +
        `after: ${JSON.stringify(countBy(after.filter(ok).map((o) => o.instance)))} accepted`,
    );
    log(
      `answers: ${JSON.stringify(countBy(outcomes.map((o) => `${o.kind} ${o.status || "connection error"}`)))}`,
    );
    expect(new Set(before.filter(ok).map((o) => o.instance)).size).toBeGreaterThanOrEqual(2);
    expect(before.some((o) => ok(o) && o.instance === victim.id)).toBe(true);
    expect(after.filter(ok).length).toBeGreaterThan(0);
    expect(after.some((o) => ok(o) && o.instance === victim.id)).toBe(false);
    // The only failures allowed are the gateway's for requests cut by the kill (no 4xx, no 500).
    const failures = outcomes.filter((o) => !ok(o));
    expect(failures.every((o) => o.status === 0 || o.status === 502 || o.status === 504)).toBe(true);
    expect(failures.length).toBeLessThan(outcomes.length / 10);

    const { lostRsvps, lostOrders, lostDonations } = await lostWrites(sql, eventId, {
      acceptedRsvps,
      acceptedOrders,
      acceptedDonations,
    });
    log(
      `accepted and found in PostgreSQL: ${acceptedRsvps.length - lostRsvps.length}/${acceptedRsvps.length} RSVPs, ` +
        `${acceptedOrders.length - lostOrders.length}/${acceptedOrders.length} payment orders, ` +
        `${acceptedDonations.length - lostDonations.length}/${acceptedDonations.length} completed donations`,
    );
    expect(acceptedRsvps.length).toBeGreaterThan(100);
    expect(acceptedDonations.length).toBeGreaterThan(100);
    expect(lostRsvps).toEqual([]);
    expect(lostOrders).toEqual([]);
    expect(lostDonations).toEqual([]);

    // The gateway stopped sending to the dead instance and the others took over.
    const health = await get(visitor("127.0.0.40"), endpoints.system.health.path);
    expect(health.status).toBe(200);
    expect(health.instance).not.toBe(victim.id);
  });

  it("the public site's servers follow the published changes again after the API instance they followed was killed", async () => {
    const victim = cluster.instances.find((i) => !i.alive());
    if (!victim) throw new Error("no instance was killed");
    // Cut off, each reopened the stream through the gateway's internal server, on a living instance.
    for (const site of cluster.siteServers)
      await waitFor(() => site.followed().at(-1) !== victim.id, {
        timeoutMs: 15_000,
        what: `${site.id} to follow the changes on another instance than ${victim.id}`,
      });
    log(
      `streams of published changes: ${cluster.siteServers.map((s) => `${s.id} ${s.followed().join(" -> ")}`).join("; ")}`,
    );
    expect(cluster.siteServers.some((site) => site.followed().includes(victim.id))).toBe(true);
    const reader = visitor("127.0.0.80");
    const item = {
      title: "Evening prayer after the restart",
      slug: `evening-prayer-${Date.now().toString(36)}`,
    };
    for (const site of cluster.siteServers) {
      const server: PageServer = { name: site.id, url: site.url };
      expect(await viewOf(server, reader, item)).toMatchObject({ listed: false, ownPage: 404 });
    }
    await publishAnnouncement(cluster.url, admin, item);
    const servers = cluster.siteServers.map((site): PageServer => ({ name: site.id, url: site.url }));
    const everywhere: AnnouncementView = { listed: true, ownPage: 200, openGraph: true, inSitemap: true };
    expect(await untilShown(servers, reader, item, everywhere, log)).toEqual(
      servers.map((server) => ({ server: server.name, view: everywhere })),
    );
  });
});
