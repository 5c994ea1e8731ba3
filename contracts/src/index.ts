export * from "./auth/auth.schema.ts";
export * from "./common/endpoint.ts";
export * from "./common/errors.ts";
export * from "./common/primitives.ts";
export * from "./common/roles.ts";
export * from "./crm/crm.schema.ts";
export { allEndpoints, endpoints } from "./endpoints.ts";
export { buildOpenApiDocument } from "./openapi.ts";
export * from "./system/system.schema.ts";
