import { z } from "zod";
import type { AnyEndpoint } from "./common/endpoint.ts";
import { apiErrorSchema } from "./common/errors.ts";

type JsonObject = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonObject =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonObject;

function parametersOf(endpoint: AnyEndpoint): JsonObject[] {
  const out: JsonObject[] = [];
  for (const [where, schema] of [
    ["path", endpoint.params],
    ["query", endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, "input") as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

/** The OpenAPI 3.1 document of every endpoint in the contracts. */
export function buildOpenApiDocument(
  endpoints: readonly AnyEndpoint[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const errorResponse = { content: { "application/json": { schema: toSchema(apiErrorSchema, "output") } } };
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    const status = String(endpoint.status ?? 200);
    const content: JsonObject = {};
    if (endpoint.response) content["application/json"] = { schema: toSchema(endpoint.response, "output") };
    for (const type of endpoint.produces ?? []) content[type] ??= {};
    const operation: JsonObject = {
      operationId: `${endpoint.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ""))}`,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      "x-access": endpoint.access,
      parameters: parametersOf(endpoint),
      responses: {
        [status]: { description: "Success", ...(Object.keys(content).length ? { content } : {}) },
        "400": { description: "Invalid input; `fields` names each bad field", ...errorResponse },
        ...(endpoint.access === "public"
          ? {}
          : {
              "401": { description: "Not signed in", ...errorResponse },
              "403": { description: "Role not allowed", ...errorResponse },
            }),
      },
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: endpoint.multipart
          ? { "multipart/form-data": { schema: { type: "object" } } }
          : { "application/json": { schema: toSchema(endpoint.body, "input") } },
      };
    }
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info,
    components: {
      securitySchemes: {
        cookieAuth: { type: "apiKey", in: "cookie", name: "access_token" },
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      },
    },
    paths,
  };
}
