import { authEndpoints } from "./auth/auth.endpoints.ts";
import type { AnyEndpoint } from "./common/endpoint.ts";
import { crmEndpoints } from "./crm/crm.endpoints.ts";
import { systemEndpoints } from "./system/system.endpoints.ts";

/** Every API call of the product, grouped by resource. */
export const endpoints = {
  system: systemEndpoints,
  auth: authEndpoints,
  crm: crmEndpoints,
} as const;

export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints).flatMap(
  (group) => Object.values(group) as AnyEndpoint[],
);
