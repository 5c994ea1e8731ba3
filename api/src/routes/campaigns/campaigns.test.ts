import {
  audienceSchema,
  campaignMessages,
  campaignPreviewSchema,
  subscriberBulkResponseSchema,
  subscribersListResponseSchema,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, emailOutbox, newsletterSubscribers } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const campaign = {
  subject: "Christmas services",
  content: '<p>Join us on <strong>Christmas Eve</strong>.</p><img src="x" onerror="alert(1)">',
  translations: {
    sw: { subject: "Ibada za Krismasi", content: "<p>Karibuni <em>Mkesha wa Krismasi</em>.</p>" },
  },
};
const sender = { firstName: "Samuel", lastName: "Mwangi", email: "pastor@example.org" };

describe(`newsletter composer [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("newsletter_subscribers", "campaigns", "email_outbox");
    const { deps } = await getTestApp();
    // Only the saved sender: the rest of the settings (the demo content's marker among them) belong to
    // the other test files sharing this worker's database.
    await deps.db.delete(appSettings).where(eq(appSettings.key, "newsletter.sender"));
    await deps.db.insert(newsletterSubscribers).values([
      { email: "amina@example.org", language: "sw", status: "active" },
      { email: "john@example.org", language: "en", status: "active" },
      { email: "grace@example.org", language: "sw", status: "active" },
      { email: "waiting@example.org", firstName: "Peter", language: "sw", status: "pending" },
      { email: "left@example.org", language: "en", status: "unsubscribed" },
    ]);
  });

  it("asks for the sender once: campaigns and test sends wait until it is saved", async () => {
    const refused = await call("POST", "/api/newsletter/campaigns", { cookie: editor, body: campaign });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: campaignMessages.senderMissing } });
    expect((await call("GET", "/api/newsletter/sender", { cookie: editor })).body).toEqual({ sender: null });
    const bad = await call("PUT", "/api/newsletter/sender", {
      cookie: editor,
      body: { ...sender, email: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
    expect((await call("GET", "/api/newsletter/sender", { cookie: editor })).body).toEqual({ sender });
  });

  it("counts who a campaign reaches now, by language, and lists pending subscribers apart", async () => {
    const audience = audienceSchema.parse(
      (await call("GET", "/api/newsletter/audience", { cookie: editor })).body,
    );
    expect(audience).toEqual({ total: 3, en: 1, sw: 2 });
    const list = subscribersListResponseSchema.parse(
      (await call("GET", "/api/newsletter/subscribers?status=pending", { cookie: editor })).body,
    );
    expect(list).toMatchObject({ total: 1, activeCount: 3, pendingCount: 1 });
    expect(list.subscribers.map((s) => s.email)).toEqual(["waiting@example.org"]);
  });

  it("previews each language in the e-mail's real layout, with the script-free HTML that will be sent", async () => {
    await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
    const preview = async (language: "en" | "sw") =>
      campaignPreviewSchema.parse(
        (
          await call("POST", "/api/newsletter/campaigns/preview", {
            cookie: editor,
            body: { campaign, language },
          })
        ).body,
      );
    const sw = await preview("sw");
    expect(sw.subject).toBe("Ibada za Krismasi");
    expect(sw.html).toContain('<html lang="sw">');
    expect(sw.html).toContain("<em>Mkesha wa Krismasi</em>");
    expect(sw.html).toContain("Kutoka kwa Samuel Mwangi");
    expect(sw.text).toContain("Jiondoe: http");
    const en = await preview("en");
    expect(en.html).toContain("<strong>Christmas Eve</strong>");
    expect(en.html).not.toContain("onerror");
    const empty = await call("POST", "/api/newsletter/campaigns/preview", {
      cookie: editor,
      body: { campaign: { ...campaign, content: "<p></p>" }, language: "en" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: { fields: { "campaign.content": campaignMessages.contentRequired } },
    });
  });

  it("sends the test of each written language to the signed-in staff member only", async () => {
    await call("PUT", "/api/newsletter/sender", { cookie: editor, body: sender });
    const result = await call("POST", "/api/newsletter/campaigns/test", { cookie: editor, body: campaign });
    expect(result.status).toBe(200);
    const { deps, credentials } = await getTestApp();
    const me = credentials.find((c) => c.role === "content_editor")?.email;
    const queued = await deps.db.select().from(emailOutbox);
    expect(queued.map((m) => [m.toAddress, m.subject]).sort()).toEqual([
      [me, "[Test] Christmas services"],
      [me, "[Test] Ibada za Krismasi"],
    ]);
    expect(result.body).toMatchObject({ to: me });
  });

  it("refuses a Swahili version with a subject and no text", async () => {
    const half = { ...campaign, translations: { sw: { subject: "Ibada", content: "" } } };
    const result = await call("POST", "/api/newsletter/campaigns/test", { cookie: editor, body: half });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: { fields: { "translations.sw.content": campaignMessages.swahiliIncomplete } },
    });
  });

  it("resends the confirmation link to pending subscribers only, and unsubscribes or deletes many at once", async () => {
    const { deps } = await getTestApp();
    const rows = await deps.db.select().from(newsletterSubscribers);
    const id = (email: string) => rows.find((r) => r.email === email)?.id ?? "";
    const bulk = (ids: string[], action: string) =>
      call("POST", "/api/newsletter/subscribers/bulk", { cookie: editor, body: { ids, action } });

    const resent = await bulk([id("waiting@example.org"), id("john@example.org")], "resend-confirmation");
    expect(subscriberBulkResponseSchema.parse(resent.body).changed).toBe(1);
    const mails = await deps.db.select().from(emailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual(["waiting@example.org"]);
    // In the subscriber's language, with a link that confirms.
    expect(mails[0]?.subject).toMatch(/^Thibitisha usajili wako/);
    const link = /(http\S+\/api\/newsletter\/confirm\?token=\S+)/.exec(mails[0]?.textBody ?? "")?.[1] ?? "";
    const confirm = await call("GET", link.replace(/^http:\/\/[^/]+/, ""));
    expect(confirm.status).toBe(200);
    const [confirmed] = await deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "waiting@example.org"));
    expect(confirmed?.status).toBe("active");

    const left = await bulk([id("john@example.org"), id("left@example.org")], "unsubscribe");
    expect(subscriberBulkResponseSchema.parse(left.body).changed).toBe(1);
    const deleted = await bulk([id("grace@example.org")], "delete");
    expect(subscriberBulkResponseSchema.parse(deleted.body).changed).toBe(1);
    const after = await deps.db.select().from(newsletterSubscribers);
    expect(after.map((r) => [r.email, r.status]).sort()).toEqual([
      ["amina@example.org", "active"],
      ["john@example.org", "unsubscribed"],
      ["left@example.org", "unsubscribed"],
      ["waiting@example.org", "active"],
    ]);
    expect((await bulk(["a8000000-0000-4000-8000-00000000dead"], "delete")).status).toBe(404);
  });
});
