import { hkdfSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root (api/src/env.ts -> ../..). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; without it the API uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(join(repoRoot, ".data")),
  /** Demo mode seeds sample content and one account per role; on by default without DATABASE_URL. */
  DEMO_MODE: bool.optional(),
  JWT_SECRET: z.string().min(32, { message: "JWT_SECRET must be at least 32 characters" }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_IDLE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(14 * 24 * 3600),
  REFRESH_ABSOLUTE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  COOKIE_SECURE: bool.optional(),
  SEED_ADMIN_EMAIL: z.email().optional(),
  SEED_ADMIN_PASSWORD: z
    .string()
    .min(8, { message: "SEED_ADMIN_PASSWORD must be at least 8 characters" })
    .optional(),
  /** Folder holding public-site/, admin-portal/ and pastor-crm/ with their dist/ builds. */
  APPS_DIR: z.string().default(repoRoot),
  SERVE_APPS: bool.default(true),
  REMOTE_PUBLIC_SITE: z.string().default("/_mf/site/remoteEntry.js"),
  REMOTE_ADMIN_PORTAL: z.string().default("/_mf/admin/remoteEntry.js"),
  REMOTE_PASTOR_CRM: z.string().default("/_mf/crm/remoteEntry.js"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Milliseconds a published-content read may be answered from this instance's memory (any write on
   * any instance clears it at once); 5000 in production, 0 (off) otherwise.
   */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  /**
   * Milliseconds a server-rendered public page may be answered from this instance's memory (dropped
   * with the read cache on any write that changes published data, on every instance); 60000 in
   * production, 0 (off) otherwise. Needs the read cache (READ_CACHE_MS > 0): it is off without it.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** Names this process in its logs and in an `X-Instance-Id` answer header (e.g. the pod name). */
  INSTANCE_ID: z.string().max(100).optional(),
  /** OpenAI-compatible chat-completions API of the chat assistant; without it, quick answers only. */
  ASSISTANT_BASE_URL: z.url().optional(),
  ASSISTANT_API_KEY: z.string().optional(),
  ASSISTANT_MODEL: z.string().default("gpt-4o-mini"),
  /** How long the assistant may take before the timeout fallback (public-site.md: 30 s). */
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** Outgoing mail: an SMTP URL (smtp[s]://user:pass@host:port) or the separate settings below. */
  SMTP_URL: z.url().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: bool.default(false),
  MAIL_FROM: z.string().default('"Amani Friends Church" <info@amani-friends.example>'),
  CHURCH_OFFICE_EMAIL: z.email().default("info@amani-friends.example"),
  PASTOR_EMAIL: z.email().default("pastor@amani-friends.example"),
  /** Where visitors reach the site; links in e-mails (confirm, unsubscribe) start with it. */
  PUBLIC_BASE_URL: z.url().optional(),
  /** PayPal REST credentials; without client id and secret the offline test payment provider is used. */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
  /** The webhook's id in the PayPal dashboard; webhooks are refused without it. */
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** Overrides the REST base URL (a local stub in tests); otherwise sandbox or live from PAYPAL_ENV. */
  PAYPAL_API_BASE_URL: z.url().optional(),
  /**
   * Twilio for text messages (SMS and WhatsApp); without account SID and auth token the offline test
   * provider keeps every message in the staff list and sends nothing.
   */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, { message: "TWILIO_ACCOUNT_SID must look like AC + 32 hex digits" })
    .optional(),
  TWILIO_AUTH_TOKEN: z
    .string()
    .min(16, { message: "TWILIO_AUTH_TOKEN must be at least 16 characters" })
    .optional(),
  /** The SMS sender: a Twilio number (E.164) or a Messaging Service (MG...), one of the two. */
  TWILIO_SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, { message: "TWILIO_SMS_FROM must be an E.164 number" })
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, {
      message: "TWILIO_MESSAGING_SERVICE_SID must look like MG + 32 hex digits",
    })
    .optional(),
  /** The WhatsApp sender (E.164, without "whatsapp:"); WhatsApp messages fail, visibly, without it. */
  TWILIO_WHATSAPP_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, { message: "TWILIO_WHATSAPP_FROM must be an E.164 number" })
    .optional(),
  /** Overrides https://api.twilio.com (a local stub in tests). */
  TWILIO_API_BASE_URL: z.url().optional(),
  /** Where uploads (audio recordings) are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  /** S3-compatible endpoint (MinIO, Ceph, R2, ...); without it the AWS endpoint of S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: "S3_BUCKET must be a valid bucket name" })
    .optional(),
  S3_REGION: z.string().default("us-east-1"),
  /** Without the key pair the SDK's default credential chain is used (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** bucket in the path (http://host/bucket/key), as most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Bearer token for GET /api/metrics; without it the metrics are open only in demo mode. */
  METRICS_TOKEN: z.string().min(16, { message: "METRICS_TOKEN must be at least 16 characters" }).optional(),
  /** How long GET /api/ready waits for the database before answering 503. */
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2_000),
  /**
   * Keys that seal confidential pastoral notes (AES-256-GCM): `id:base64key` pairs, comma-separated,
   * the first the current one (new notes, rotation), the others kept to read notes not yet rotated.
   * Required in production; elsewhere one is derived from JWT_SECRET (decision 028).
   */
  CARE_NOTES_KEYS: z.string().optional(),
  /** Check every JSON answer against its contract (on outside production). */
  VALIDATE_RESPONSES: bool.optional(),
});

export type Env = Omit<
  z.output<typeof envSchema>,
  | "DEMO_MODE"
  | "JWT_SECRET"
  | "COOKIE_SECURE"
  | "VALIDATE_RESPONSES"
  | "PUBLIC_BASE_URL"
  | "READ_CACHE_MS"
  | "PAGE_CACHE_MS"
  | "CARE_NOTES_KEYS"
> & {
  /** The configured note keys, current first; null outside production when none is set (derived then). */
  CARE_NOTES_KEYS: CareNoteKey[] | null;
  READ_CACHE_MS: number;
  PAGE_CACHE_MS: number;
  PUBLIC_BASE_URL: string;
  DEMO_MODE: boolean;
  JWT_SECRET: string;
  COOKIE_SECURE: boolean;
  VALIDATE_RESPONSES: boolean;
};

export class EnvError extends Error {}

/** One key that seals confidential pastoral notes: its id (stored with each note) and 32 bytes. */
export interface CareNoteKey {
  id: string;
  key: Buffer;
}

const careNotesFormat =
  "CARE_NOTES_KEYS: write id:base64key pairs separated by commas, the current key first, each key at least 32 random bytes (`openssl rand -base64 32`), e.g. 2027a:<key>,2026a:<older key>";

/**
 * CARE_NOTES_KEYS read into keys, or the reason it cannot be (one line naming the variable). Each
 * configured secret (32 or more random bytes, base64 or base64url) becomes the AES-256 key through
 * HKDF-SHA256, so a longer secret from a secret store (`openssl rand -base64 48`) works as well.
 */
export function parseCareNotesKeys(value: string): CareNoteKey[] | string {
  const keys: CareNoteKey[] = [];
  for (const part of value.split(",").map((p) => p.trim())) {
    const [id = "", encoded = "", ...rest] = part.split(":");
    if (!/^[A-Za-z0-9_.-]{1,40}$/.test(id) || rest.length > 0 || !encoded) return careNotesFormat;
    if (placeholder.test(encoded)) {
      return `CARE_NOTES_KEYS: key "${id}" is still the example's placeholder; generate one with \`openssl rand -base64 32\``;
    }
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return `CARE_NOTES_KEYS: key "${id}" is not base64`;
    const secret = Buffer.from(encoded, /[-_]/.test(encoded) ? "base64url" : "base64");
    if (secret.length < 32) {
      return `CARE_NOTES_KEYS: key "${id}" is ${secret.length} bytes; it must be at least 32 (\`openssl rand -base64 32\`)`;
    }
    if (new Set(secret).size < 12)
      return `CARE_NOTES_KEYS: key "${id}" is too easy to guess; generate a random one`;
    if (keys.some((k) => k.id === id)) return `CARE_NOTES_KEYS: the id "${id}" is given twice`;
    keys.push({ id, key: Buffer.from(hkdfSync("sha256", secret, "church-care-notes", "aes-256-gcm", 32)) });
  }
  return keys;
}

/** Settings that hold a secret (or a URL with one): none may keep an example file's placeholder. */
const secretSettings = [
  "JWT_SECRET",
  "SEED_ADMIN_PASSWORD",
  "DATABASE_URL",
  "METRICS_TOKEN",
  "S3_SECRET_ACCESS_KEY",
  "SMTP_URL",
  "SMTP_PASS",
  "PAYPAL_CLIENT_SECRET",
  "TWILIO_AUTH_TOKEN",
  "CARE_NOTES_KEYS",
] as const;

/**
 * The example files' placeholders (infra/.env.example, infra/k8s/secret.example.yaml: every one says
 * "change-me"), and what people type when told to pick a secret. env.test.ts checks every secret of
 * the example files against this.
 */
const placeholder = /change-?me|^(secret|password|changeit|example|test|default)\d*$/i;

/**
 * Bits of a secret as its own letters spread them (Shannon, per character, times the length): a low
 * figure means few distinct characters or one repeated. 32 random bytes in base64 give about 250.
 */
export function secretBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return perChar * length;
}

const generate = "generate one with `openssl rand -base64 48`";

/** Why production refuses `env`'s secrets: placeholders from the examples and guessable keys. */
function weakSecrets(env: z.output<typeof envSchema>): string[] {
  const lines = secretSettings
    .filter((name) => {
      const value = env[name];
      return typeof value === "string" && placeholder.test(value);
    })
    .map((name) => `  ${name}: still the example's placeholder; set a real secret (${generate})`);
  const jwt = env.JWT_SECRET;
  if (jwt && !placeholder.test(jwt) && (secretBits(jwt) < 128 || /^(.+?)\1+$/s.test(jwt))) {
    lines.push(`  JWT_SECRET: too easy to guess (few distinct or repeated characters); ${generate}`);
  }
  return lines;
}

/** A development secret kept in the data folder so sessions survive a restart; never used in production. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the configuration once; a bad setting stops the start with a message naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const demo = env.DEMO_MODE ?? (!env.DATABASE_URL && !production);
  if (production && !demo && !env.JWT_SECRET) {
    throw new EnvError(
      `Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters; ${generate})`,
    );
  }
  // Demo mode (the e2e suite, benches) runs NODE_ENV=production with throwaway secrets.
  const weak = production && !demo ? weakSecrets(env) : [];
  if (weak.length > 0) throw new EnvError(`Invalid configuration:\n${weak.join("\n")}`);
  if (env.STORAGE_DRIVER === "s3") {
    const missing = [
      !env.S3_BUCKET && "  S3_BUCKET: required when STORAGE_DRIVER=s3",
      !!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY &&
        `  ${env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: required together with ${env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"}`,
    ].filter((line): line is string => typeof line === "string");
    if (missing.length > 0) throw new EnvError(`Invalid configuration:\n${missing.join("\n")}`);
  }
  const twilio = [
    !!env.TWILIO_ACCOUNT_SID !== !!env.TWILIO_AUTH_TOKEN &&
      `  ${env.TWILIO_ACCOUNT_SID ? "TWILIO_AUTH_TOKEN" : "TWILIO_ACCOUNT_SID"}: required together with ${env.TWILIO_ACCOUNT_SID ? "TWILIO_ACCOUNT_SID" : "TWILIO_AUTH_TOKEN"}`,
    !!env.TWILIO_ACCOUNT_SID &&
      !env.TWILIO_SMS_FROM &&
      !env.TWILIO_MESSAGING_SERVICE_SID &&
      "  TWILIO_SMS_FROM: required with TWILIO_ACCOUNT_SID (or TWILIO_MESSAGING_SERVICE_SID)",
  ].filter((line): line is string => typeof line === "string");
  if (twilio.length > 0) throw new EnvError(`Invalid configuration:\n${twilio.join("\n")}`);
  // Demo mode starts with an example's placeholder as with its other throwaway secrets: derived then.
  const careNotesSetting =
    env.CARE_NOTES_KEYS && !(demo && placeholder.test(env.CARE_NOTES_KEYS)) ? env.CARE_NOTES_KEYS : null;
  const careNotesKeys = careNotesSetting ? parseCareNotesKeys(careNotesSetting) : null;
  if (typeof careNotesKeys === "string") throw new EnvError(`Invalid configuration:\n  ${careNotesKeys}`);
  if (production && !demo && !careNotesKeys) {
    throw new EnvError(
      "Invalid configuration:\n  CARE_NOTES_KEYS: required in production: the key that encrypts confidential pastoral notes (id:base64key, `openssl rand -base64 32`)",
    );
  }
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    APPS_DIR: resolve(env.APPS_DIR),
    DEMO_MODE: demo,
    JWT_SECRET: env.JWT_SECRET ?? localSecret(resolve(env.DATA_DIR)),
    COOKIE_SECURE: env.COOKIE_SECURE ?? production,
    VALIDATE_RESPONSES: env.VALIDATE_RESPONSES ?? !production,
    READ_CACHE_MS: env.READ_CACHE_MS ?? (production ? 5000 : 0),
    PAGE_CACHE_MS: env.PAGE_CACHE_MS ?? (production ? 60_000 : 0),
    CARE_NOTES_KEYS: careNotesKeys,
    PUBLIC_BASE_URL: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}
