import {
  campaignMessages,
  campaignsListResponseSchema,
  newsletterDraftMessages,
  newsletterDraftResponseSchema,
  newsletterDraftSentSchema,
  newsletterDraftsListResponseSchema,
  sessionResponseSchema,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, campaigns, jobs, newsletterDrafts, newsletterSubscribers } from "../../db/schema.ts";
import { sendDueLetters, startScheduledLetters } from "../../services/campaigns/scheduled-letters.ts";
import { jobHandlers } from "../../services/jobs/background.ts";
import { drainJobs } from "../../services/jobs/jobs.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const letter = {
  subject: "Christmas services",
  content: "<p>Join us on <strong>Christmas Eve</strong>.</p><script>alert(1)</script>",
  translations: { sw: { subject: "Ibada za Krismasi", content: "<p>Karibuni Mkesha wa Krismasi.</p>" } },
};
const empty = { subject: "", content: "", translations: { sw: { subject: "", content: "" } } };
const sender = { firstName: "Samuel", lastName: "Mwangi", email: "pastor@example.org" };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe(`newsletter drafts [${testDriver}]`, () => {
  let editor: string;
  let pastor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
    pastor = await signIn("pastor");
  });
  beforeEach(async () => {
    await truncate("newsletter_drafts", "newsletter_subscribers", "campaigns", "email_outbox", "jobs");
    const { deps } = await getTestApp();
    await deps.db.delete(appSettings).where(eq(appSettings.key, "newsletter.sender"));
    await deps.db.insert(newsletterSubscribers).values([
      { email: "amina@example.org", language: "sw", status: "active" },
      { email: "john@example.org", language: "en", status: "active" },
    ]);
  });

  const create = async (body: unknown = empty) => {
    const created = await call("POST", "/api/newsletter/drafts", { cookie: editor, body });
    expect(created.status).toBe(201);
    return newsletterDraftResponseSchema.parse(created.body).draft;
  };

  it("autosaves both languages, version by version, and lists the letter with who saved it", async () => {
    const draft = await create();
    expect(draft).toMatchObject({ state: "draft", version: 1, scheduledAt: null });
    const saved = await call("PUT", `/api/newsletter/drafts/${draft.id}`, {
      cookie: editor,
      body: { ...letter, version: 1 },
    });
    expect(saved.status).toBe(200);
    const after = newsletterDraftResponseSchema.parse(saved.body).draft;
    expect(after.version).toBe(2);
    expect(after.content).toBe("<p>Join us on <strong>Christmas Eve</strong>.</p>");
    expect(after.translations.sw.subject).toBe("Ibada za Krismasi");

    // Half-written words are kept too: an autosave is no campaign yet.
    const half = await call("PUT", `/api/newsletter/drafts/${draft.id}`, {
      cookie: editor,
      body: { ...letter, subject: "", version: 2 },
    });
    expect(half.status).toBe(200);
    const read = newsletterDraftResponseSchema.parse(
      (await call("GET", `/api/newsletter/drafts/${draft.id}`, { cookie: pastor })).body,
    ).draft;
    expect(read).toMatchObject({ subject: "", version: 3 });
    const list = newsletterDraftsListResponseSchema.parse(
      (await call("GET", "/api/newsletter/drafts", { cookie: pastor })).body,
    );
    expect(list.drafts.map((d) => d.id)).toEqual([draft.id]);
    // The editor saved last: the list names them.
    const me = sessionResponseSchema.parse((await call("GET", "/api/auth/session", { cookie: editor })).body);
    expect(list.drafts[0]?.updatedBy?.name).toBe(me.user?.name);
  });

  it("answers 409 naming who saved since, when a second tab saves over an older version", async () => {
    const draft = await create();
    const first = await call("PUT", `/api/newsletter/drafts/${draft.id}`, {
      cookie: editor,
      body: { ...letter, version: 1 },
    });
    expect(first.status).toBe(200);
    // The other tab still holds version 1.
    const stale = await call("PUT", `/api/newsletter/drafts/${draft.id}`, {
      cookie: pastor,
      body: { ...letter, subject: "Mine", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: {
        code: "conflict",
        fields: { version: expect.stringMatching(/was changed by .+ \(\d\d:\d\d E[SD]T\)/) },
      },
    });
    const kept = newsletterDraftResponseSchema.parse(
      (await call("GET", `/api/newsletter/drafts/${draft.id}`, { cookie: editor })).body,
    ).draft;
    expect(kept.subject).toBe("Christmas services");
  });

  it("refuses bad input with 400 naming the field, and an unknown letter with 404", async () => {
    const draft = await create();
    const noVersion = await call("PUT", `/api/newsletter/drafts/${draft.id}`, {
      cookie: editor,
      body: letter,
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toMatchObject({ error: { fields: { version: expect.any(String) } } });
    const long = await call("PUT", `/api/newsletter/drafts/${draft.id}`, {
      cookie: editor,
      body: { ...letter, subject: "x".repeat(201), version: 1 },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { fields: { subject: expect.any(String) } } });
    const badTime = await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
      cookie: editor,
      body: { version: 1, scheduledAt: "next sunday" },
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body).toMatchObject({ error: { fields: { scheduledAt: expect.any(String) } } });
    // An empty letter cannot be scheduled: the campaign's own rules name what is missing.
    const notReady = await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
      cookie: editor,
      body: { version: 1, scheduledAt: inAnHour() },
    });
    expect(notReady.status).toBe(400);
    expect(notReady.body).toMatchObject({
      error: { fields: { subject: "Subject is required", content: campaignMessages.contentRequired } },
    });
    const missing = await call("GET", "/api/newsletter/drafts/a9100000-0000-4000-8000-00000000dead", {
      cookie: editor,
    });
    expect(missing.status).toBe(404);
    const badId = await call("GET", "/api/newsletter/drafts/not-an-id", { cookie: editor });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ error: { fields: { "params.id": expect.any(String) } } });
  });

  it("schedules in the future only, with a sender, and takes a letter back to drafts", async () => {
    const draft = await create(letter);
    const past = await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
      cookie: editor,
      body: { version: 1, scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      error: { fields: { scheduledAt: newsletterDraftMessages.scheduleInPast } },
    });
    const noSender = await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
      cookie: editor,
      body: { version: 1, scheduledAt: inAnHour() },
    });
    expect(noSender.status).toBe(409);
    await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
    const at = inAnHour();
    const scheduled = await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
      cookie: editor,
      body: { version: 1, scheduledAt: at },
    });
    expect(scheduled.status).toBe(200);
    expect(newsletterDraftResponseSchema.parse(scheduled.body).draft).toMatchObject({
      state: "scheduled",
      scheduledAt: at,
      version: 2,
    });
    const back = await call("DELETE", `/api/newsletter/drafts/${draft.id}/schedule`, { cookie: editor });
    expect(newsletterDraftResponseSchema.parse(back.body).draft).toMatchObject({
      state: "draft",
      scheduledAt: null,
    });
    const again = await call("DELETE", `/api/newsletter/drafts/${draft.id}/schedule`, { cookie: editor });
    expect(again.status).toBe(409);
  });

  it("sends a due letter once, however many instances claim it at the same moment", async () => {
    const { deps } = await getTestApp();
    await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
    const draft = await create(letter);
    const at = inAnHour();
    await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
      cookie: editor,
      body: { version: 1, scheduledAt: at },
    });
    // Not due yet.
    expect(await sendDueLetters(deps)).toBe(0);
    const due = new Date(Date.parse(at) + 1000);
    const claims = await Promise.all([
      sendDueLetters(deps, due),
      sendDueLetters(deps, due),
      sendDueLetters(deps, due),
    ]);
    expect(claims.reduce((a, b) => a + b, 0)).toBe(1);
    const rows = await deps.db.select().from(campaigns);
    expect(rows.map((r) => r.subject)).toEqual(["Christmas services"]);
    expect(await deps.db.select().from(jobs)).toHaveLength(1);
    const [stored] = await deps.db.select().from(newsletterDrafts).where(eq(newsletterDrafts.id, draft.id));
    expect(stored).toMatchObject({ state: "sending", campaignId: rows[0]?.id });

    // The fan-out marks the letter sent; it leaves the drafts, and the campaign counts held e-mails
    // (no SMTP server in tests) apart from pending ones.
    await drainJobs(deps.db, jobHandlers(deps));
    const [sent] = await deps.db.select().from(newsletterDrafts).where(eq(newsletterDrafts.id, draft.id));
    expect(sent?.state).toBe("sent");
    const list = newsletterDraftsListResponseSchema.parse(
      (await call("GET", "/api/newsletter/drafts", { cookie: editor })).body,
    );
    expect(list.drafts).toEqual([]);
    const campaignsList = campaignsListResponseSchema.parse(
      (await call("GET", "/api/newsletter/campaigns", { cookie: editor })).body,
    );
    expect(campaignsList.campaigns[0]?.deliveries).toEqual({ sent: 0, failed: 0, pending: 0, held: 2 });
    // A sent letter no longer changes.
    const late = await call("PUT", `/api/newsletter/drafts/${draft.id}`, {
      cookie: editor,
      body: { ...letter, version: stored?.version ?? 0 },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { message: newsletterDraftMessages.alreadySent } });
  });

  it("returns a due letter to drafts when it can no longer go out", async () => {
    const { deps } = await getTestApp();
    await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
    const draft = await create(letter);
    const at = inAnHour();
    await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
      cookie: editor,
      body: { version: 1, scheduledAt: at },
    });
    await truncate("newsletter_subscribers");
    expect(await sendDueLetters(deps, new Date(Date.parse(at) + 1000))).toBe(0);
    const [stored] = await deps.db.select().from(newsletterDrafts).where(eq(newsletterDrafts.id, draft.id));
    expect(stored?.state).toBe("draft");
    expect(stored?.scheduledAt?.toISOString()).toBe(at);
    expect(await deps.db.select().from(campaigns)).toEqual([]);
  });

  it("sends now only the version the composer last saved, and only once", async () => {
    await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
    const draft = await create(letter);
    const stale = await call("POST", `/api/newsletter/drafts/${draft.id}/send`, {
      cookie: editor,
      body: { version: 7 },
    });
    expect(stale.status).toBe(409);
    const [a, b] = await Promise.all([
      call("POST", `/api/newsletter/drafts/${draft.id}/send`, { cookie: editor, body: { version: 1 } }),
      call("POST", `/api/newsletter/drafts/${draft.id}/send`, { cookie: pastor, body: { version: 1 } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const sent = newsletterDraftSentSchema.parse((a.status === 201 ? a : b).body);
    expect(sent.draft).toMatchObject({ state: "sending", campaignId: sent.campaign.id });
    expect(sent.campaign.recipients).toBe(2);
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(campaigns)).toHaveLength(1);
    const gone = await call("DELETE", `/api/newsletter/drafts/${draft.id}`, { cookie: editor });
    expect(gone.status).toBe(409);
  });

  it("deletes a letter not sent yet", async () => {
    const draft = await create(letter);
    expect((await call("DELETE", `/api/newsletter/drafts/${draft.id}`, { cookie: editor })).status).toBe(200);
    expect((await call("GET", `/api/newsletter/drafts/${draft.id}`, { cookie: editor })).status).toBe(404);
  });

  describe("the scheduler's loop", () => {
    let stop: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await stop?.();
      stop = undefined;
    });

    it("sends what is due on its first round and stops without leaving a timer", async () => {
      const { deps } = await getTestApp();
      await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
      const draft = await create(letter);
      await call("PUT", `/api/newsletter/drafts/${draft.id}/schedule`, {
        cookie: editor,
        body: { version: 1, scheduledAt: new Date(Date.now() + 300).toISOString() },
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      const loop = startScheduledLetters(deps, 60_000);
      stop = loop.stop;
      await expect
        .poll(async () => (await deps.db.select().from(campaigns)).length, { timeout: 5000 })
        .toBe(1);
    });
  });
});
