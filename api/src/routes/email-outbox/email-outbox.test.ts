import { outboxHiddenText, outboxListResponseSchema } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema.ts";
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
});
