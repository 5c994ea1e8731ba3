import { z } from "zod";

/**
 * The settings of the public site's own server (standalone.ts), from its environment, parsed once at
 * start; a bad one stops it with a message naming it (as the API's env.ts does).
 */
const settingsSchema = z.object({
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The API as this server reaches it inside the deployment (not the public address), e.g. http://church-api:3000. */
  API_ORIGIN: z.url({
    protocol: /^https?$/,
    message: "API_ORIGIN must be the API's internal http(s) URL, e.g. http://church-api:3000",
  }),
  /** The address visitors use: canonical URLs, link previews and the sitemap start with it. */
  PUBLIC_BASE_URL: z.url({
    protocol: /^https?$/,
    message: "PUBLIC_BASE_URL must be the site's public http(s) address, e.g. https://church.example.org",
  }),
  /** How long a rendered page is kept (ms) while the stream of published changes is followed; 0: never. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** How long a page may be kept (ms) while that stream is not followed (the API is unreachable). */
  PAGE_CACHE_MS_DISCONNECTED: z.coerce.number().int().min(500).max(60_000).default(5_000),
  /** How long one read of the API may take before the page shows its "could not load" state. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Where each app's Module Federation entry is (/_mf/remotes.json and the pages' CSP), as the API's. */
  REMOTE_PUBLIC_SITE: z.string().default("/_mf/site/remoteEntry.js"),
  REMOTE_ADMIN_PORTAL: z.string().default("/_mf/admin/remoteEntry.js"),
  REMOTE_PASTOR_CRM: z.string().default("/_mf/crm/remoteEntry.js"),
  /** Names this process in its logs and in an `X-Instance-Id` answer header (e.g. the pod name). */
  INSTANCE_ID: z.string().max(100).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** The built browser app; by default dist/client beside this server's dist/server. */
  CLIENT_DIR: z.string().optional(),
});

export type Settings = z.output<typeof settingsSchema>;

export class SettingsError extends Error {}

/** Parses the settings once; empty values count as unset. */
export function parseSettings(source: NodeJS.ProcessEnv): Settings {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = settingsSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new SettingsError(`Invalid configuration of the public site's server:\n${lines.join("\n")}`);
  }
  return {
    ...parsed.data,
    API_ORIGIN: parsed.data.API_ORIGIN.replace(/\/+$/, ""),
    PUBLIC_BASE_URL: parsed.data.PUBLIC_BASE_URL.replace(/\/+$/, ""),
  };
}
