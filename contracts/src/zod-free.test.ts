import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The modules the public site's first load takes from the contracts must not bring zod (its JavaScript
 * budget): they import neither zod nor, other than for types, a module that does.
 */
const zodFree = [
  ...readdirSync(new URL(".", import.meta.url), { recursive: true, encoding: "utf8" }).filter((path) =>
    path.endsWith(".constants.ts"),
  ),
  "common/content-utils.ts",
  "events/events.dates.ts",
  "common/error-codes.ts",
  "common/route.ts",
  "routes.gen.ts",
  "common/church-info.ts",
  "common/calendar-text.ts",
];

describe("zod-free modules", () => {
  it.each(zodFree)("%s imports no zod and no schema module at run time", (path) => {
    const source = readFileSync(join(import.meta.dirname, path), "utf8");
    const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)].map(
      (match) => match[1],
    );
    expect(
      runtimeImports.filter(
        (from) => from === "zod" || /\.schema\.ts$|errors\.ts$|primitives\.ts$/.test(from ?? ""),
      ),
    ).toEqual([]);
  });

  it("covers every *.constants.ts", () => {
    expect(zodFree.filter((path) => path.endsWith(".constants.ts")).length).toBeGreaterThanOrEqual(15);
  });
});
