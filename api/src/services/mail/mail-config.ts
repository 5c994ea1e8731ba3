import type { Env } from "../../env.ts";

/** SMTP settings for nodemailer, or null when none are configured (the default run). */
export type SmtpSettings =
  | string
  | {
      host: string;
      port: number;
      secure: boolean;
      auth?: { user: string; pass: string };
    };

export function smtpSettings(env: Env): SmtpSettings | null {
  if (env.SMTP_URL) return env.SMTP_URL;
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } } : {}),
  };
}

export const mailConfigured = (env: Env): boolean => smtpSettings(env) !== null;

/** Written on mail kept in the outbox because no SMTP server is set; it is sent once one is. */
export const heldNote =
  "Not sent yet: no SMTP server is configured (SMTP_URL or SMTP_HOST). Kept here for staff to read.";
