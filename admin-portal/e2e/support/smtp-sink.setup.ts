import { appendFileSync, writeFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { smtpSinkFile, smtpSinkPort } from "./smtp-sink.ts";

/**
 * Playwright global setup: a local SMTP server that the e2e API server sends every e-mail to
 * (SMTP_URL in playwright.config.ts). Each message it accepts becomes one JSON line in
 * `smtpSinkFile()`, which the specs read. The returned function stops it after the run.
 */
export default async function startSmtpSink(): Promise<() => Promise<void>> {
  const file = smtpSinkFile();
  writeFileSync(file, "");
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(file, `${JSON.stringify({ to, raw })}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(smtpSinkPort(), "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
