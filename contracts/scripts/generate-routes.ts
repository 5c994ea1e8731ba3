/**
 * Writes src/routes.gen.ts: every endpoint of src/endpoints.ts as a schema-free route (method, path,
 * whether it answers with a file), typed by its endpoint. `routes.test.ts` fails when the file is
 * out of date, and says to run `node scripts/pnpm.mjs --filter ./contracts run generate:routes`.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { routesSource } from "../src/routes.source.ts";

const target = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "routes.gen.ts");
writeFileSync(target, routesSource());
console.log(`wrote ${target}`);
