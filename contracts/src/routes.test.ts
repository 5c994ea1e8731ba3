import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AnyEndpoint } from "./common/endpoint.ts";
import { isFileAnswer } from "./common/route.ts";
import { allEndpoints, endpoints, findEndpoint } from "./endpoints.ts";
import { routes } from "./routes.gen.ts";
import { routesSource } from "./routes.source.ts";

describe("routes (schema-free endpoints for browsers)", () => {
  it("is up to date with endpoints.ts (else: node scripts/pnpm.mjs --filter ./contracts run generate:routes)", () => {
    expect(readFileSync(new URL("./routes.gen.ts", import.meta.url), "utf8")).toBe(routesSource());
  });

  it("has every endpoint with its method, path and kind of answer, and nothing else", () => {
    const groups = Object.entries(endpoints);
    expect(Object.keys(routes)).toEqual(groups.map(([group]) => group));
    for (const [group, members] of groups) {
      const routeGroup = routes[group as keyof typeof routes] as Record<string, unknown>;
      expect(Object.keys(routeGroup)).toEqual(Object.keys(members));
      for (const [name, endpoint] of Object.entries(members as Record<string, AnyEndpoint>)) {
        expect(routeGroup[name], `${group}.${name}`).toEqual({
          method: endpoint.method,
          path: endpoint.path,
          file: endpoint.response === null,
        });
      }
    }
  });

  it("finds the endpoint of a route, and answers files the same way for both", () => {
    expect(findEndpoint(routes.events.list)).toBe(endpoints.events.list);
    expect(findEndpoint({ method: "DELETE", path: "/api/events" })).toBeUndefined();
    expect(isFileAnswer(routes.calendar.feed)).toBe(true);
    expect(isFileAnswer(endpoints.calendar.feed)).toBe(true);
    expect(allEndpoints.filter((e) => isFileAnswer(e)).length).toBeGreaterThan(3);
    expect(isFileAnswer(routes.events.list)).toBe(false);
  });
});
