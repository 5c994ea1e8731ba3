import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "@playwright/test";
import { receivedMail, smtpSinkPort } from "../../admin-portal/e2e/support/smtp-sink.ts";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * The weekly follow-up digest, from the real server and job queue, on Monday morning in Buffalo. The
 * product has no fake clock and no "send the digest now" switch; instead this spec runs a server of
 * its own (a fresh data folder, the run's SMTP sink) under scripts/e2e-clock.mjs, the date shift the
 * dated e2e run uses, and restarts it on the same data as the days pass:
 *   1. Friday: a newcomer writes; her follow-up opens; the server queues Monday 07:00's digest.
 *   2. Monday 07:05 (the server was off over the weekend): at start the job queue finds the digest
 *      due and sends it: one e-mail to the staff member who has her steps.
 *   3. Monday 09:00, restarted again: nothing is sent twice.
 * Its port is the run's port + 50 (3150 in the plain run, 3250 in the dated one).
 */
const root = process.cwd();
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://127.0.0.1:${port}`;
const staffEmail = "care-digest@example.org";
const noteKeys = `digest-spec:${randomBytes(32).toString("base64")}`;

async function startServer(dataDir: string, now: string): Promise<ChildProcess> {
  const clock = join(root, "scripts", "e2e-clock.mjs");
  if (!existsSync(clock))
    throw new Error(`run the e2e specs from the repository's root (${clock} is missing)`);
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: the digest spec needs it for its own server`);
  const server = spawn(process.execPath, ["--import", clock, "--import", "tsx", "src/server.ts"], {
    cwd: join(root, "api"),
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      // This server's own clock, whatever the run's.
      NODE_OPTIONS: "",
      E2E_NOW: now,
      PORT: String(port),
      DATA_DIR: dataDir,
      // No demo content (its audio jobs would hold up a clean stop), one account: an administrator,
      // who takes the steps when there is no pastor.
      DEMO_MODE: "false",
      SEED_ADMIN_EMAIL: staffEmail,
      SEED_ADMIN_PASSWORD: "digest-spec-password",
      JWT_SECRET: "digest-spec-secret-digest-spec-secret-0123456789",
      // Production outside demo mode needs real keys for confidential notes (decision 028).
      CARE_NOTES_KEYS: noteKeys,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SERVE_APPS: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort()}?ignoreTLS=true`,
    },
  });
  const ready = Date.now() + 90_000;
  while (Date.now() < ready) {
    if (server.exitCode !== null) throw new Error(`the digest spec's server stopped (${server.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error("the digest spec's server did not start within 90 s");
}

/** Stops it cleanly: the embedded database is on disk only once it has closed. */
async function stopServer(server: ChildProcess): Promise<void> {
  const code =
    server.exitCode ??
    (await new Promise<number | null>((resolve) => {
      server.once("exit", resolve);
      server.kill("SIGTERM");
    }));
  expect(code, "the digest spec's server did not stop cleanly").toBe(0);
}

const digests = (subjectStart: string) => receivedMail().filter((m) => m.subject.startsWith(subjectStart));

test("each staff member with due steps gets one digest on Monday morning, once", async () => {
  test.setTimeout(480_000);
  const dataDir = mkdtempSync(join(tmpdir(), "church-e2e-digest-"));
  const run = Date.now().toString(36).toUpperCase();
  const name = `Baraka${run} Otieno`;
  const before = digests("Follow-up this week").length;

  // Friday 12 March 2027, 10:00 in Buffalo: her first contact.
  let server = await startServer(dataDir, "2027-03-12T10:00:00-05:00");
  try {
    const visitor = await request.newContext({ baseURL: base });
    const wrote = await visitor.post("/api/contact-messages", {
      data: {
        name,
        email: `baraka-${run.toLowerCase()}@example.org`,
        subject: "Hello",
        message: "I visited on Sunday.",
        language: "en",
      },
    });
    expect(wrote.status()).toBe(201);
    await visitor.dispose();
  } finally {
    await stopServer(server);
  }

  // Monday 15 March, 07:05: the first Monday after the clocks went forward.
  server = await startServer(dataDir, "2027-03-15T07:05:00-04:00");
  try {
    await expect.poll(() => digests("Follow-up this week").length - before, { timeout: 150_000 }).toBe(1);
    const [digest] = digests("Follow-up this week").slice(before);
    // To the one staff member, who has her steps due by Sunday.
    expect(digest?.to).toEqual([staffEmail]);
    expect(digest?.subject).toBe("Follow-up this week: 2 steps");
    expect(digest?.text).toContain(`Sunday, March 14, 2027: ${name}, Welcome message`);
    expect(digest?.text).toContain(`Friday, March 19, 2027: ${name}, Phone call`);
    // Names and step titles only: never what she wrote.
    expect(digest?.text).not.toContain("I visited on Sunday");
  } finally {
    await stopServer(server);
  }

  // Restarted later that morning: the week's digest is not sent again.
  server = await startServer(dataDir, "2027-03-15T09:00:00-04:00");
  try {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(digests("Follow-up this week").length - before).toBe(1);
  } finally {
    await stopServer(server);
  }
});
