import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createLogger } from "./logger.ts";
import { getTestApp, signIn, testDriver, truncate } from "./test/test-app.ts";

/** The app on the test database, logging at info level into memory. */
async function appWithCapturedLog() {
  const { deps } = await getTestApp();
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ LOG_LEVEL: "info" }, sink);
  const { app } = buildApp({ ...deps, logger });
  const log = async () => {
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    return lines.join("");
  };
  return { app, deps, log };
}

describe(`failed queries in the log [${testDriver}]`, () => {
  afterEach(async () => {
    const { deps } = await getTestApp();
    await deps.db.execute(sql.raw("alter table contact_messages drop constraint if exists log_probe"));
    await deps.db.execute(sql.raw("alter table users drop constraint if exists log_probe"));
    await truncate("contact_messages", "email_outbox", "rate_limit_buckets");
  });

  it("logs the failure without the visitor's name, e-mail or message", async () => {
    const { app, deps, log } = await appWithCapturedLog();
    // A database that refuses the row, as it refused NUL bytes before they were caught in validation.
    await deps.db.execute(
      sql.raw("alter table contact_messages add constraint log_probe check (subject <> 'Probe')"),
    );
    const answer = await app.request("/api/contact-messages", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Visitor Secretname",
        email: "visitor.secret@example.org",
        subject: "Probe",
        message: "A private prayer request",
      }),
    });
    expect(answer.status).toBe(500);
    const text = await log();
    expect(text).toContain("unhandled error");
    expect(text).toContain("log_probe");
    for (const secret of ["Secretname", "visitor.secret@example.org", "private prayer"]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("logs a failed account insert without the password hash", async () => {
    const { app, deps, log } = await appWithCapturedLog();
    await deps.db.execute(sql.raw("alter table users add constraint log_probe check (name <> 'Probe User')"));
    const cookie = await signIn("admin");
    const answer = await app.request("/api/users", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        username: "probe",
        email: "probe.user@example.org",
        name: "Probe User",
        role: "pastor",
        password: "long-enough-1",
      }),
    });
    expect(answer.status).toBe(500);
    const text = await log();
    expect(text).toContain("unhandled error");
    expect(text).not.toMatch(/scrypt|\$[0-9a-z]+\$|probe\.user@example\.org|long-enough-1/i);
  });
});
