import { outboxEmailResponseSchema, outboxHiddenText, outboxListResponseSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

describe(`e-mail outbox for administrators [${testDriver}]`, () => {
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    admin = await signIn("admin");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("email_outbox", "rate_limit_buckets"));

  it("shows held mail of the default run (no SMTP) newest first, hides verification codes, admin only", async () => {
    await call("POST", "/api/contact-messages", {
      body: { name: "Ruth", email: "ruth@example.org", subject: "Choir", message: "When is practice?" },
    });
    const { deps } = await getTestApp();
    await deps.db.insert(emailOutbox).values({
      kind: "two_factor_login_code",
      toAddress: "staff@example.org",
      subject: "123456 is your verification code",
      textBody: "Your verification code is 123456.",
      createdAt: new Date(Date.now() + 1000),
    });
    expect((await call("GET", "/api/admin/email-outbox")).status).toBe(401);
    expect((await call("GET", "/api/admin/email-outbox", { cookie: editor })).status).toBe(403);
    const list = outboxListResponseSchema.parse(
      (await call("GET", "/api/admin/email-outbox", { cookie: admin })).body,
    );
    expect(list).toMatchObject({ total: 2, smtpConfigured: false });
    expect(list.emails[0]).toMatchObject({
      kind: "two_factor_login_code",
      text: outboxHiddenText,
      held: false,
    });
    expect(JSON.stringify(list)).not.toContain("123456");
    // Nor a password link: sent by an administrator's invitation, read by nobody but its owner.
    await deps.db.insert(emailOutbox).values({
      kind: "password_reset",
      toAddress: "pastor@example.org",
      subject: "Set a new password",
      textBody: "Open https://church.example/admin-reset-password#token=secret-token-123 within 60 minutes.",
    });
    const withLink = outboxListResponseSchema.parse(
      (await call("GET", "/api/admin/email-outbox?kind=password", { cookie: admin })).body,
    );
    expect(withLink.emails).toEqual([
      expect.objectContaining({ kind: "password_reset", text: outboxHiddenText }),
    ]);
    expect(JSON.stringify(withLink)).not.toContain("secret-token-123");
    expect(list.emails[1]).toMatchObject({
      kind: "contact_message",
      held: true,
      status: "pending",
      replyTo: "ruth@example.org",
    });
    const filtered = outboxListResponseSchema.parse(
      (await call("GET", "/api/admin/email-outbox?kind=contact&limit=1", { cookie: admin })).body,
    );
    expect(filtered.emails.map((e) => e.kind)).toEqual(["contact_message"]);
    expect((await call("GET", "/api/admin/email-outbox?status=lost", { cookie: admin })).status).toBe(400);
  });

  it("sends a failed e-mail again from the start, once; a sent or held one is refused with 409", async () => {
    const { deps } = await getTestApp();
    const [failed, sent] = await deps.db
      .insert(emailOutbox)
      .values([
        {
          kind: "newsletter_confirm",
          toAddress: "baraka@example.org",
          subject: "Please confirm",
          textBody: "Please confirm your subscription.",
          status: "failed",
          attempts: 5,
          lastError: "550 Mailbox unavailable",
        },
        {
          kind: "rsvp_confirmed",
          toAddress: "amina@example.org",
          subject: "RSVP",
          textBody: "Hi",
          status: "sent",
        },
      ])
      .returning();
    if (!failed || !sent) throw new Error("no rows");
    const path = (id: string) => `/api/admin/email-outbox/${id}/resend`;
    expect((await call("POST", path(failed.id), { cookie: editor })).status).toBe(403);
    const answer = await call("POST", path(failed.id), { cookie: admin });
    expect(answer.status).toBe(200);
    expect(outboxEmailResponseSchema.parse(answer.body).email).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
    });
    const [stored] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
    expect(stored).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    // A second tap finds it queued, not failed: nothing is queued twice.
    expect((await call("POST", path(failed.id), { cookie: admin })).status).toBe(409);
    expect((await call("POST", path(sent.id), { cookie: admin })).status).toBe(409);
    expect((await call("POST", path("00000000-0000-4000-8000-000000000000"), { cookie: admin })).status).toBe(
      404,
    );
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, failed.id));
    expect(audit.map((entry) => entry.action)).toEqual(["email.resend"]);
    expect(JSON.stringify(audit)).not.toContain("Please confirm your subscription");
  });
});
