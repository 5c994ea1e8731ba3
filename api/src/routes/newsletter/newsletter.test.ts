import { newsletterMessages, subscribersListResponseSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, emailOutboxExtras, newsletterSubscribers } from "../../db/schema.ts";
import { unsubscribeToken } from "../../services/mail/links.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const grace = { firstName: "Grace", lastName: "Achieng", email: "grace@example.org" };

describe(`newsletter [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("newsletter_subscribers", "email_outbox", "rate_limit_buckets"));

  const subscribe = (body: Record<string, unknown>) => call("POST", "/api/newsletter/subscribe", { body });
  const stored = async (email: string) => {
    const { deps } = await getTestApp();
    return (
      await deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    )[0];
  };
  const confirmLink = async (email: string) => {
    const { deps } = await getTestApp();
    const mails = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const last = mails.at(-1)?.textBody ?? "";
    return /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(last)?.[0] ?? "";
  };

  it("lets a congregation on one address sign up, limiting one e-mail repeating", async () => {
    for (let i = 0; i < 30; i++)
      expect((await subscribe({ email: `member${i}@example.org` })).status).toBe(201);
    for (let i = 0; i < 9; i++) expect((await subscribe({ email: "member0@example.org" })).status).toBe(201);
    const limited = await subscribe({ email: "member0@example.org" });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { message: newsletterMessages.rateLimited } });
  });

  it("stores a pending subscriber with the language and e-mails a confirmation link (double opt-in)", async () => {
    const result = await subscribe({ ...grace, language: "sw" });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ success: true, message: newsletterMessages.subscribed });
    expect(await stored(grace.email)).toMatchObject({
      status: "pending",
      language: "sw",
      firstName: "Grace",
    });
    const { app, deps } = await getTestApp();
    const [mail] = await deps.db.select().from(emailOutbox);
    expect(mail?.kind).toBe("newsletter_confirm");
    expect(mail?.textBody).toContain("Tafadhali thibitisha");
    const [extras] = await deps.db
      .select()
      .from(emailOutboxExtras)
      .where(eq(emailOutboxExtras.outboxId, mail?.id ?? ""));
    expect(extras?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const page = await app.request(await confirmLink(grace.email));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(newsletterMessages.confirmed);
    expect((await stored(grace.email))?.status).toBe("active");
    // The link works once.
    expect((await app.request(await confirmLink(grace.email))).status).toBe(400);
  });

  it("takes the compact form (e-mail only); subscribing again is not an error and does not duplicate", async () => {
    expect((await subscribe({ email: "compact@example.org" })).status).toBe(201);
    expect((await subscribe({ email: "COMPACT@example.org", firstName: "Ann" })).status).toBe(201);
    const { deps } = await getTestApp();
    const rows = await deps.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Ann", status: "pending" });
    // An active subscriber subscribing again gets no new e-mail.
    await deps.db.update(newsletterSubscribers).set({ status: "active" });
    await truncate("email_outbox");
    expect((await subscribe({ email: "compact@example.org" })).status).toBe(201);
    expect(await deps.db.select().from(emailOutbox)).toEqual([]);
  });

  it("answers bad input with 400 naming the field, storing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, "email"],
      [{ email: "" }, "email"],
      [{ email: "grace@" }, "email"],
      [{ email: 7 }, "email"],
      [{ email: "a@example.org", firstName: "x".repeat(101) }, "firstName"],
      [{ email: "a@example.org", language: "fr" }, "language"],
    ];
    for (const [body, field] of cases) {
      const result = await subscribe(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect((result.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
        field,
      );
    }
    expect((await subscribe({ email: "" })).body).toMatchObject({
      error: { fields: { email: newsletterMessages.emailRequired } },
    });
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("unsubscribes with a signed token; a forged one is refused; the link's page never unsubscribes by itself", async () => {
    await subscribe(grace);
    const { app, deps } = await getTestApp();
    const token = unsubscribeToken(deps.env, grace.email);
    const page = await app.request(`/api/newsletter/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    expect((await stored(grace.email))?.status).toBe("pending");

    const forged = unsubscribeToken({ JWT_SECRET: "x".repeat(40) }, grace.email);
    const refused = await call("POST", "/api/newsletter/unsubscribe", { body: { token: forged } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { fields: { token: newsletterMessages.invalidToken } } });
    expect((await app.request(`/api/newsletter/unsubscribe?token=${forged}`)).status).toBe(400);

    const done = await call("POST", "/api/newsletter/unsubscribe", { body: { token } });
    expect(done.body).toEqual({ success: true, message: newsletterMessages.unsubscribed });
    expect(await stored(grace.email)).toMatchObject({ status: "unsubscribed" });
    // Subscribing again starts a new opt-in.
    await subscribe(grace);
    expect((await stored(grace.email))?.status).toBe("pending");
  });

  it("lists subscribers for staff: the first 5, newest first, with the totals", async () => {
    const { deps } = await getTestApp();
    await deps.db.insert(newsletterSubscribers).values(
      Array.from({ length: 7 }, (_, i) => ({
        email: `r${i}@example.org`,
        firstName: `R${i}`,
        status: i === 6 ? ("unsubscribed" as const) : ("active" as const),
        subscribedAt: new Date(Date.UTC(2026, 10, 1 + i)),
      })),
    );
    expect((await call("GET", "/api/newsletter/subscribers")).status).toBe(401);
    const list = subscribersListResponseSchema.parse(
      (await call("GET", "/api/newsletter/subscribers?limit=5", { cookie: editor })).body,
    );
    expect(list.subscribers.map((s) => s.email)).toEqual([
      "r6@example.org",
      "r5@example.org",
      "r4@example.org",
      "r3@example.org",
      "r2@example.org",
    ]);
    expect(list).toMatchObject({ total: 7, activeCount: 6 });
  });

  it("refuses a campaign without active subscribers", async () => {
    const result = await call("POST", "/api/newsletter/campaigns", {
      cookie: editor,
      body: { firstName: "S", lastName: "M", email: "s@example.org", subject: "Hi", content: "Hello" },
    });
    expect(result.status).toBe(409);
    const missing = await call("POST", "/api/newsletter/campaigns", {
      cookie: editor,
      body: { firstName: "S", lastName: "M", email: "s@example.org", subject: "", content: "Hello" },
    });
    expect(missing.body).toMatchObject({ error: { fields: { subject: "Subject is required" } } });
  });
});
