import { EventEmitter } from "node:events";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";

export type Listener = (payload: string) => void;

/**
 * Publish/subscribe between everyone connected to any API instance. On PostgreSQL (postgres.js) it
 * goes through LISTEN/NOTIFY, so a message published on one instance reaches subscribers on all of
 * them; on embedded PGlite (one process by design) an in-process emitter does the same job.
 */
export interface RealtimeBus {
  readonly kind: "postgres" | "local";
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once the subscription is live (LISTEN acknowledged); returns the unsubscribe. */
  subscribe(channel: string, listener: Listener): Promise<() => void>;
}

/** The parts of a postgres.js client the bus uses. */
interface PostgresClient {
  listen(
    channel: string,
    onnotify: (value: string) => void,
    onlisten?: () => void,
  ): Promise<{ unlisten(): Promise<void> }>;
  notify(channel: string, payload: string): PromiseLike<unknown>;
}

function postgresClientOf(db: Db): PostgresClient | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  // PGlite has `listen` too but no `notify`; postgres.js has both.
  if (
    typeof client === "function" &&
    typeof (client as Partial<PostgresClient>).listen === "function" &&
    typeof (client as Partial<PostgresClient>).notify === "function"
  )
    return client as unknown as PostgresClient;
  return undefined;
}

function localBus(): RealtimeBus {
  const emitter = new EventEmitter();
  // Every open event stream is one listener; there is no leak to warn about.
  emitter.setMaxListeners(0);
  return {
    kind: "local",
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    async subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}

/**
 * One LISTEN per channel and instance, shared by all its local subscribers (postgres.js keeps a
 * single dedicated connection for every LISTEN of a client).
 */
function postgresBus(client: PostgresClient, logger: Logger): RealtimeBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const listening = new Map<string, Promise<unknown>>();
  const ensureListening = (channel: string) => {
    let started = listening.get(channel);
    if (!started) {
      started = client
        .listen(channel, (payload) => local.emit(channel, payload))
        .catch((error: unknown) => {
          listening.delete(channel);
          logger.error({ err: error, channel }, "LISTEN failed");
          throw error;
        });
      listening.set(channel, started);
    }
    return started;
  };
  return {
    kind: "postgres",
    async publish(channel, payload) {
      await client.notify(channel, payload);
    },
    async subscribe(channel, listener) {
      local.on(channel, listener);
      try {
        await ensureListening(channel);
      } catch (error) {
        local.off(channel, listener);
        throw error;
      }
      return () => local.off(channel, listener);
    },
  };
}

const buses = new WeakMap<object, RealtimeBus>();

/**
 * The bus of a database: one per database handle, so every app built on it (several in tests, or a
 * rebuilt app) shares the same emitter and the same LISTEN connection.
 */
export function realtimeBusFor(db: Db, logger: Logger): RealtimeBus {
  let bus = buses.get(db);
  if (!bus) {
    const client = postgresClientOf(db);
    bus = client ? postgresBus(client, logger) : localBus();
    buses.set(db, bus);
  }
  return bus;
}
