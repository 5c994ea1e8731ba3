import type { Role } from "@church/contracts";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { TokenService } from "../services/auth/tokens.ts";
import type { Metrics } from "../services/metrics/metrics.ts";
import type { ObjectStorage } from "../services/storage/object-storage.ts";

/** The signed-in staff member, as loaded (and re-checked) on every authenticated request. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
}

/** Everything a handler needs, created once at start and passed down (no globals). */
export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  tokens: TokenService;
  /** Whether migrations were applied at start, for the health check. */
  startedAt: Date;
  /** Uploaded files (local disk or an S3-compatible bucket, STORAGE_DRIVER). */
  storage: ObjectStorage;
  /** This instance's Prometheus registry and request counters (GET /api/metrics). */
  metrics: Metrics;
}

export interface AppEnv {
  Variables: {
    user: AuthUser | null;
    requestId: string;
    logger: Logger;
  };
}

export type { Role };
