import { bootstrap } from "./bootstrap.ts";
import { EnvError, parseEnv } from "./env.ts";
import { trackEventStreams } from "./lib/event-streams.ts";
import { createLogger } from "./logger.ts";
import { createApiServer } from "./read-cache/api-server.ts";
import { startBackgroundWorkers } from "./services/jobs/background.ts";

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(env);
  const { app, early, deps, database, credentials } = await bootstrap(env, logger);
  // Jobs (campaign sends) and, with SMTP settings, the mail sender; several instances share the work.
  const workers = startBackgroundWorkers(deps);

  // Published reads and public pages held in memory are answered before the app (api-server.ts).
  const server = createApiServer(app, early);
  const eventStreams = trackEventStreams(server);
  // Idle keep-alive connections stay open longer than a proxy or client keeps them (nginx and load
  // balancers: 60 s): Node's 5 s default closed sockets a client was just reusing (ECONNRESET, 502).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const info = { port: typeof address === "object" && address ? address.port : env.PORT };
    const url = `http://localhost:${info.port}`;
    logger.info({ port: info.port, database: database.driver, demo: env.DEMO_MODE }, "listening");
    const lines = [
      "",
      `  Church platform running at ${url}`,
      `    public site      ${url}/`,
      `    admin portal     ${url}/admin-login`,
      `    records portal   ${url}/admin/crm`,
      `    API              ${url}/api/ping  (OpenAPI: ${url}/api/openapi.json)`,
      `    database         ${database.driver === "pglite" ? `embedded PGlite in ${env.DATA_DIR}/pglite` : "PostgreSQL (DATABASE_URL)"}`,
    ];
    if (credentials.length > 0) {
      lines.push("", "  Demo accounts (demo mode only; generated for this data folder):");
      for (const c of credentials) lines.push(`    ${c.role.padEnd(15)} ${c.email.padEnd(28)} ${c.password}`);
    }
    console.log(`${lines.join("\n")}\n`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.flush();
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await workers
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, "stopping the workers failed"));
      await database
        .close()
        .catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
      logger.info("stopped");
      logger.flush();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open, and so would event streams (their readers
    // reconnect to another instance).
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    const streams = eventStreams.closeAll();
    if (streams > 0) logger.info({ streams }, "event streams closed");
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
