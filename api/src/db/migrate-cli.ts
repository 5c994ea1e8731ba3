import { parseEnv } from "../env.ts";
import { openDatabase } from "./client.ts";

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded PGlite. */
const env = parseEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : `${env.DATA_DIR}/pglite`,
});
await database.migrate();
await database.close();
console.log(`migrations applied (${database.driver})`);
