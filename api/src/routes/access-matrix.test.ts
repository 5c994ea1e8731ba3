import { allEndpoints, buildPath, type Role, roles } from "@church/contracts";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../app.ts";
import { call, getTestApp, signIn, testDriver } from "../test/test-app.ts";

const sampleParams = (path: string) =>
  buildPath(
    path,
    Object.fromEntries(
      [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [
        name as string,
        "00000000-0000-4000-8000-000000000000",
      ]),
    ),
  );

/**
 * Every mounted staff endpoint, called anonymously and as each role: 401 without a session, 403 for a
 * role the contract does not list, and never 401/403 for a role it lists (PRODUCT.md's matrix lives in
 * the contracts' `access`).
 */
describe(`access rules of every mounted endpoint [${testDriver}]`, async () => {
  const { deps } = await getTestApp();
  const mounted = apiRoutes(deps).map((r) => r.endpoint);

  it("mounts only endpoints defined in the contracts", () => {
    for (const endpoint of mounted) expect(allEndpoints).toContain(endpoint);
  });

  const cookies = new Map<Role, string>();
  for (const role of roles) cookies.set(role, await signIn(role));
  const staff = mounted.filter((e) => e.access !== "public");
  it.each(staff.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (_, endpoint) => {
    const path = sampleParams(endpoint.path);
    const anonymous = await call(endpoint.method, path, { body: endpoint.body ? {} : undefined });
    expect(anonymous.status).toBe(401);
    for (const role of roles as readonly Role[]) {
      const cookie = cookies.get(role);
      const result = await call(endpoint.method, path, { cookie, body: endpoint.body ? {} : undefined });
      if (endpoint.access.includes(role))
        expect([401, 403], `${role} must be let in`).not.toContain(result.status);
      else expect(result.status, `${role} must be refused`).toBe(403);
    }
  });
});
