import { partnershipsResponseSchema } from "@church/contracts";
import { partnershipsSeed } from "@church/contracts/seed";
import { describe, expect, it } from "vitest";
import { call, testDriver } from "../../test/test-app.ts";

describe(`partnerships [${testDriver}]`, () => {
  it("lists the three seeded partnerships in carousel order, with their Swahili texts", async () => {
    const result = await call("GET", "/api/partnerships");
    expect(result.status).toBe(200);
    const { partnerships } = partnershipsResponseSchema.parse(result.body);
    expect(partnerships).toEqual(partnershipsSeed);
  });
});
