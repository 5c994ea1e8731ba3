import type { Logger } from "pino";
import { buildApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seed } from "./db/seed/index.ts";
import type { DemoCredential } from "./db/seed/seed-users.ts";
import type { Env } from "./env.ts";
import type { AppDeps } from "./lib/context.ts";
import type { EarlyAnswer } from "./read-cache/api-server.ts";
import type { ReadCache } from "./read-cache/read-cache.ts";
import { createTokenService } from "./services/auth/tokens.ts";
import { keyFor } from "./services/keys/keys.ts";
import { createMetrics } from "./services/metrics/metrics.ts";
import { createObjectStorage } from "./services/storage/create-object-storage.ts";

const SEED_LOCK = 727_002;

export interface Bootstrapped {
  app: ReturnType<typeof buildApp>["app"];
  /** Published reads kept in memory (none with READ_CACHE_MS=0), answered early by the server. */
  readCache: ReadCache | undefined;
  /** What the HTTP server answers before the app (read-cache/api-server.ts). */
  early: EarlyAnswer[];
  deps: AppDeps;
  database: Database;
  credentials: DemoCredential[];
}

/** Opens the database, applies migrations, seeds, and builds the app. Shared by the server and the tests. */
export async function bootstrap(env: Env, logger: Logger, database?: Database): Promise<Bootstrapped> {
  const db =
    database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : `${env.DATA_DIR}/pglite`,
      poolMax: env.DATABASE_POOL_MAX,
    }));
  await db.migrate();
  const storage = await createObjectStorage(env);
  // Several instances starting together seed one after the other (the second finds everything there).
  const credentials = await db.exclusive(SEED_LOCK, () => seed(db.db, env, logger, storage));
  const deps: AppDeps = {
    db: db.db,
    env,
    logger,
    tokens: createTokenService(keyFor(env, "sessions"), env.ACCESS_TOKEN_TTL_SECONDS),
    startedAt: new Date(),
    storage,
    metrics: createMetrics(db.stats),
  };
  const { app, readCache, early } = buildApp(deps);
  return { app, readCache, early, deps, database: db, credentials };
}
