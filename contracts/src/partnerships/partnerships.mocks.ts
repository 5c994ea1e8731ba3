import { mockEndpoint } from "../common/mock-endpoint.ts";
import { partnershipsSeed } from "../seed/partnerships.seed.ts";
import { partnershipsEndpoints } from "./partnerships.endpoints.ts";
import type { Partnership } from "./partnerships.schema.ts";

export const partnershipsFixtures: readonly Partnership[] = partnershipsSeed;

export const partnershipsHandlers = [
  mockEndpoint(partnershipsEndpoints.list, () => ({ partnerships: [...partnershipsFixtures] })),
];
