import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Where the e2e SMTP server listens (set by playwright.config.ts, which also points SMTP_URL at it). */
export function smtpSinkPort(): number {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error("E2E_SMTP_PORT is not set: run the specs through playwright.config.ts");
  return port;
}

/** The JSON-lines file of the messages the e2e SMTP server received, in this run's data folder. */
export function smtpSinkFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  return join(dataDir, "smtp-received.jsonl");
}

export interface ReceivedMail {
  /** The envelope recipients. */
  to: string[];
  subject: string;
  /** The whole message with folded headers unfolded and quoted-printable text decoded. */
  text: string;
}

/** Enough MIME reading for assertions: unfold headers, undo quoted-printable soft breaks and escapes. */
const readable = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Every message the SMTP server has received so far in this run. */
export function receivedMail(): ReceivedMail[] {
  const file = smtpSinkFile();
  if (!existsSync(file)) throw new Error(`${file} is missing: the SMTP sink global setup did not run`);
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const { to, raw } = JSON.parse(line) as { to: string[]; raw: string };
      const text = readable(raw);
      return { to, subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? "", text };
    });
}
