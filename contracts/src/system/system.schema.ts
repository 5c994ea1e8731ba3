import { z } from "zod";
import { isoDateTime } from "../common/primitives.ts";

/** Texts of public-site.md section 7 about the API status (the apps translate them). */
export const systemMessages = {
  unavailable: "API server is not available. Running in demo mode.",
} as const;

export const pingResponseSchema = z.object({
  status: z.literal("ok"),
  message: z.string(),
  timestamp: isoDateTime,
});

export const healthCheckSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });

/** Our own backend status (replaces the spec's Supabase/Firebase chooser). */
export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  checks: z.object({
    database: healthCheckSchema,
    migrations: healthCheckSchema,
    auth: healthCheckSchema,
  }),
  version: z.string(),
  demo: z.boolean(),
  timestamp: isoDateTime,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Readiness (`GET /api/ready`): whether this instance should get traffic. Answered 200 with this body,
 * or 503 in the error shape whose `fields` name each check that failed (`database`, `migrations`).
 */
export const readyResponseSchema = z.object({
  status: z.literal("ready"),
  checks: z.object({ database: healthCheckSchema, migrations: healthCheckSchema }),
  timestamp: isoDateTime,
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** Where each federated remote's entry lives; served at run time so each app deploys on its own. */
export const remotesConfigSchema = z.object({
  publicSite: z.string(),
  adminPortal: z.string(),
  pastorCrm: z.string(),
});
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
